import { expect } from "storybook/test";
import { type EndpointName } from "../../contract";
import { endpoints } from "../../contract/endpoints";
import { resourceTexts, type AdminResource } from "../../src/admin-kit";
import { PENDING, type AppStory } from "./mock-app";
import type { Canvas } from "./play";
import { screenStories, showsHeading, showsText } from "./story";

/**
 * The two dialects of the admin screens: queue configuration in Indonesian, user administration in English. `add` is
 * the list's create link, hidden while forbidden (null: the configuration screens still show it); `serverDown` a 503
 * worded in the screen's language (ADR 806); `detailError` how a failed detail load shows the failure's words.
 */
type Dialect = Record<"loading" | "notFound" | "forbidden" | "retry" | "serverDown" | "pagination", string> & {
  add: string | null;
  detailError(canvas: Canvas, message: string): Promise<void>;
};

const dialects: Record<"id" | "en", Dialect> = {
  id: {
    ...{ loading: "Memuat…", notFound: "Data tidak ditemukan", forbidden: "Tidak ada izin", retry: "Coba lagi", add: null },
    serverDown: "Server sedang sibuk. Tunggu sebentar, lalu coba lagi.",
    pagination: "Halaman daftar",
    async detailError(canvas, message) {
      await expect(await canvas.findByRole("heading", { name: "Gagal memuat data" })).toBeVisible();
      await expect(canvas.getByText(message)).toBeVisible();
    },
  },
  en: {
    ...{ loading: "Loading…", notFound: "Not found", forbidden: "No permission", retry: "Try again", add: "Add" },
    // a failed read in the screen's own plain words too, not the server's (docs/product.md §2.12, ADR 806)
    serverDown: "The server is busy. Wait a moment, then try again.",
    pagination: "Pagination",
    detailError: async (canvas, message) => expect(await canvas.findByRole("alert")).toHaveTextContent(message),
  },
};
export const configDialect = dialects.id;
export const userDialect = dialects.en;

const SERVER_DOWN = { status: 503, message: "Service unavailable" } as const;
const FORBIDDEN = { status: 403, message: "Forbidden" } as const;

type At = Omit<AppStory, "faults">;

/** The empty state's heading or text is `empty`; `errorPrefix` precedes the server's message. */
type ListRoute = At & {
  list: EndpointName;
  dialect: Dialect;
  loading: string;
  empty: string;
  errorPrefix?: string;
};

/** Loading, empty, error and forbidden for one admin list route, all from the mock's faults and data. */
export function listStates({ list, dialect, loading, empty, errorPrefix = "", ...at }: ListRoute) {
  const state = screenStories(at);
  return {
    loading: state({ faults: { [list]: PENDING } }, showsText(loading)),
    // the list's first answer with its rows taken out (the persona's own user, role and permissions stay)
    empty: state({ emptyFirstAnswer: list }, async (canvas) => {
      await expect(await canvas.findByText(empty)).toBeVisible();
      await expect(canvas.queryByRole("navigation", { name: dialect.pagination })).toBeNull();
    }),
    error: state({ faults: { [list]: SERVER_DOWN } }, async (canvas) => {
      await expect(await canvas.findByRole("alert")).toHaveTextContent(`${errorPrefix}${dialect.serverDown}`);
      await expect(canvas.getByRole("button", { name: dialect.retry })).toBeVisible();
    }),
    forbidden: state({ faults: { [list]: FORBIDDEN } }, async (canvas) => {
      await expect(await canvas.findByRole("heading", { name: dialect.forbidden })).toBeVisible();
      await expect(canvas.queryByRole("table")).toBeNull();
      if (dialect.add) await expect(canvas.queryByRole("link", { name: dialect.add })).toBeNull();
    }),
  };
}

/** Loading, not found, error and forbidden for one record route (detail or edit). */
export function recordStates({ missing, get, dialect, ...at }: At & { missing: string; get: EndpointName; dialect: Dialect }) {
  const state = screenStories(at);
  return {
    loading: state({ faults: { [get]: PENDING } }, showsText(dialect.loading)),
    notFound: state(missing, showsHeading(dialect.notFound)),
    error: state({ faults: { [get]: SERVER_DOWN } }, (canvas) => dialect.detailError(canvas, dialect.serverDown)),
    forbidden: state({ faults: { [get]: FORBIDDEN } }, showsHeading(dialect.forbidden)),
  };
}

/** Where a resource's stories run: the story settings at its list, a seeded record's route key and one no record has. */
type ResourceStories = Omit<AppStory, "route"> & { record: number | string; missing: number | string };

/** The GET call at an API path (the resource's list is `path/`, a record `path/:id`). */
const getAt = (path: RegExp) =>
  (Object.keys(endpoints) as EndpointName[]).find((name) => endpoints[name].method === "GET" && path.test(endpoints[name].path))!;

/**
 * A resource's screens: the story builder at its list (`story`), and every generic state written once — the list's
 * loading, empty, error and forbidden, the detail's and edit page's loading, not found, error and forbidden — at the
 * routes and in the words of the resource's own description (src/admin-kit, ADR 603) and its calls in the contract.
 */
export function resourceStories(
  // what the states read of a resource: its route, language and words, whatever its record and form types
  resource: Pick<AdminResource<never>, "path" | "lang" | "noun" | "titles" | "texts">,
  { record, missing, ...base }: ResourceStories,
) {
  const { path } = resource;
  const texts = resourceTexts(resource);
  const dialect = dialects[resource.lang];
  const list = getAt(new RegExp(`^${path}/$`));
  const [loading, errorPrefix] = [texts.loading ?? dialect.loading, texts.loadFailed ? `${texts.loadFailed} ` : ""];
  const get = getAt(new RegExp(`^${path}/:\\w+$`));
  const records = (suffix: string) =>
    recordStates({ ...base, dialect, get, route: `${path}/${record}${suffix}`, missing: `${path}/${missing}${suffix}` });
  return {
    story: screenStories({ ...base, route: path }),
    list: listStates({ ...base, route: path, list, dialect, loading, empty: texts.empty, errorPrefix }),
    detail: records(""),
    edit: records("/edit"),
  };
}
