import type { StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { EndpointName } from "../../src/api/contract";
import type { AdminResource } from "../../src/lib/admin";
import type { TableName } from "../../mocks/db/database";
import type { MockControl } from "../../mocks/control";
import { emptyTables, mockOf, PENDING, type AppStory, type PersonaName } from "./mock-app";

type Story = StoryObj;
type Canvas = ReturnType<typeof within>;

/** The two dialects of the admin screens: queue configuration in Indonesian, user administration in English. */
export type Dialect = {
  detailLoading: string;
  notFound: string;
  forbidden: string;
  retry: string;
  /** the list's create link, hidden while forbidden (null: the configuration screens still show it) */
  add: string | null;
  /** a 503 from the server, worded in the screen's language (ADR 312) */
  serverDown: string;
  /** how a failed detail load shows the failure's words */
  detailError(canvas: Canvas, message: string): Promise<void>;
};

export const configDialect: Dialect = {
  detailLoading: "Memuat…",
  notFound: "Data tidak ditemukan",
  forbidden: "Tidak ada izin",
  retry: "Coba lagi",
  add: null,
  serverDown: "Server sedang sibuk. Tunggu sebentar, lalu coba lagi.",
  async detailError(canvas, message) {
    await expect(await canvas.findByRole("heading", { name: "Gagal memuat data" })).toBeVisible();
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

export const userDialect: Dialect = {
  detailLoading: "Loading…",
  notFound: "Not found",
  forbidden: "No permission",
  retry: "Try again",
  add: "Add",
  serverDown: "Service unavailable",
  async detailError(canvas, message) {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(message);
  },
};

const SERVER_DOWN = { status: 503, message: "Service unavailable" } as const;
const FORBIDDEN = { status: 403, message: "Forbidden" } as const;

function state(app: AppStory, play: (canvas: Canvas, mock: MockControl) => Promise<void>): Story {
  return { parameters: { app }, play: ({ canvasElement, loaded }) => play(within(canvasElement), mockOf(loaded)) };
}

export type ListRoute = {
  route: string;
  persona: PersonaName;
  list: EndpointName;
  /** emptied for the empty state */
  tables: TableName[];
  dialect: Dialect;
  loading: string;
  /** the empty state's heading or text */
  empty: string;
  /** what precedes the server's message in the error alert */
  errorPrefix?: string;
};

/** Loading, empty, error and forbidden for one admin list route, all from the mock's faults and data. */
export function listStates(c: ListRoute) {
  const at = { route: c.route, persona: c.persona };
  return {
    loading: state({ ...at, faults: { [c.list]: PENDING } }, async (canvas) => {
      await expect(await canvas.findByText(c.loading)).toBeVisible();
    }),
    // emptied once the page asks (a slow first answer): the persona's own user, role and permissions sign it in first
    empty: state({ ...at, faults: { [c.list]: { latencyMs: 1500, times: 1 } } }, async (canvas, mock) => {
      await canvas.findByRole("heading", { level: 1 });
      emptyTables(...c.tables)(mock.backend.db);
      await expect(await canvas.findByText(c.empty)).toBeVisible();
      await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    }),
    error: state({ ...at, faults: { [c.list]: SERVER_DOWN } }, async (canvas) => {
      await expect(await canvas.findByRole("alert")).toHaveTextContent(`${c.errorPrefix ?? ""}${c.dialect.serverDown}`);
      await expect(canvas.getByRole("button", { name: c.dialect.retry })).toBeVisible();
    }),
    forbidden: state({ ...at, faults: { [c.list]: FORBIDDEN } }, async (canvas) => {
      await expect(await canvas.findByRole("heading", { name: c.dialect.forbidden })).toBeVisible();
      await expect(canvas.queryByRole("grid")).toBeNull();
      if (c.dialect.add) await expect(canvas.queryByRole("link", { name: c.dialect.add })).toBeNull();
    }),
  };
}

export type RecordRoute = { route: string; missing: string; persona: PersonaName; get: EndpointName; dialect: Dialect };

/** Loading, not found, error and forbidden for one record route (detail or edit). */
export function recordStates(c: RecordRoute) {
  const at = { route: c.route, persona: c.persona };
  return {
    loading: state({ ...at, faults: { [c.get]: PENDING } }, async (canvas) => {
      await expect(await canvas.findByText(c.dialect.detailLoading)).toBeVisible();
    }),
    notFound: state({ ...at, route: c.missing }, async (canvas) => {
      await expect(await canvas.findByRole("heading", { name: c.dialect.notFound })).toBeVisible();
    }),
    error: state({ ...at, faults: { [c.get]: SERVER_DOWN } }, (canvas) => c.dialect.detailError(canvas, c.dialect.serverDown)),
    forbidden: state({ ...at, faults: { [c.get]: FORBIDDEN } }, async (canvas) => {
      await expect(await canvas.findByRole("heading", { name: c.dialect.forbidden })).toBeVisible();
    }),
  };
}

/** Where a resource's state stories run: who looks, which calls fail, what is emptied, which record is shown. */
export type ResourceStates = {
  persona: PersonaName;
  list: EndpointName;
  get: EndpointName;
  tables: TableName[];
  /** a seeded record's route key, and one no record has */
  record: number | string;
  missing: number | string;
};

/**
 * Every generic state of an admin resource's screens, written once: the list's loading, empty, error and forbidden,
 * and the detail's and edit page's loading, not found, error and forbidden, at the routes and in the words of the
 * resource's own description (src/lib/admin, ADR 603).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource's record and form types
export function resourceStates(resource: AdminResource<any, any, any, any>, c: ResourceStates) {
  const dialect = resource.lang === "id" ? configDialect : userDialect;
  const { texts, path } = resource;
  const record = (suffix: string) =>
    recordStates({ ...c, dialect, route: `${path}/${c.record}${suffix}`, missing: `${path}/${c.missing}${suffix}` });
  return {
    list: listStates({
      ...c,
      route: path,
      dialect,
      loading: texts.loading ?? dialect.detailLoading,
      empty: texts.empty,
      ...(texts.loadFailed ? { errorPrefix: `${texts.loadFailed} ` } : {}),
    }),
    detail: record(""),
    edit: record("/edit"),
  };
}
