import type { StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import type { MockControl } from "../../mocks/control";
import type { Database, Row, TableName } from "../../server/store/memory/database";
import { mockOf, urlOf, type AppStory } from "./mock-app";
import { dateSegments, expectToast, isDateField, labelled, segmentsOf, type Canvas } from "./play";

/** What a screen story's play gets beside its canvas: the story's root, its mock and the in-memory URL. */
export type Screen = { root: HTMLElement; mock: MockControl; db: Database; url: () => string | null; context: StoryContext };
export type ScreenPlay = (canvas: Canvas, screen: Screen) => Promise<void>;
type ScreenStory = StoryObj & { parameters: { app: AppStory } };

/** A screen story's own settings: the app's (route, faults, clock, data…) and its `beforeEach`, when it needs one. */
type Settings = Partial<AppStory> & Pick<StoryObj, "beforeEach">;

/**
 * The story builder of one screen: each story renders the app at `base` (route, persona, data…), changed by its own
 * route (a string) or settings, then plays from its root.
 */
export function screenStories(base: AppStory) {
  return (...story: [ScreenPlay] | [Settings | string, ScreenPlay]): ScreenStory => {
    const [settings, run]: [Settings | string, ScreenPlay] = story.length === 1 ? [{}, story[0]] : story;
    const { beforeEach, ...app }: Settings = typeof settings === "string" ? { route: settings } : settings;
    return {
      parameters: { app: { ...base, ...app }, layout: "fullscreen" },
      beforeEach,
      play: (context) => {
        const root = context.canvasElement;
        const mock = mockOf(context.loaded);
        const url = () => urlOf(context.loaded);
        return run(within(root), { root, mock, db: mock.backend.db, url, context });
      },
    };
  };
}

/** The row of `table` that `where` picks (seeded, or written by the play); a clear failure when there is none. */
export function rowOf<T extends TableName>(db: Database, table: T, where: (row: Row<T>) => boolean) {
  const row = db.find(table, where);
  if (!row) throw new Error(`no row of ${table} where ${String(where)}`);
  return row;
}

/** A play that waits for each text to show: `story({ tickets: 0 }, showsText("Tidak ada antrean"))`. */
export const showsText =
  (...texts: (string | RegExp)[]): ScreenPlay =>
  (canvas) =>
    expectShown(canvas, { text: texts });

/** A play that waits for the heading `name` to show (a state's title: not found, no permission). */
export const showsHeading =
  (name: string): ScreenPlay =>
  async (canvas) =>
    expect(await canvas.findByRole("heading", { name })).toBeVisible();

/** The query a role and name find, for tables of checks: `[role, name]`. */
type Found = readonly [role: Parameters<Canvas["getByRole"]>[0], name: string | RegExp];

/**
 * What a screen or component shows, checked from `scope` in one table: the level-1 heading, texts and `<dt>` labels
 * (waited for) and their values, links and their targets, switches on or off, field values, present and absent controls.
 */
export type Shows = {
  heading?: string;
  text?: readonly (string | RegExp)[];
  links?: Readonly<Record<string, string>>;
  switches?: Readonly<Record<string, boolean>>;
  details?: Readonly<Record<string, string>>;
  /** column headers a table has, exactly these in this order */
  columnOrder?: readonly string[];
  /** what fields hold by their label's start (`{ Nama: "Gudang" }`; a select or a read-only value: its text), waited for (an edit form fills in late) */
  values?: Readonly<Record<string, string>>;
  /** fields by their label's start: marked invalid (waited for), their messages, the one with focus (waited for) */
  invalid?: readonly string[];
  described?: Readonly<Record<string, string | RegExp>>;
  focused?: string;
  visible?: readonly Found[];
  /** buttons by name, shown or not there */
  buttons?: readonly string[];
  noButtons?: readonly string[];
};

export async function expectShown(scope: HTMLElement | Canvas, shows: Shows) {
  const canvas = "getByRole" in scope ? scope : within(scope);
  if (shows.heading) await expect(await canvas.findByRole("heading", { level: 1, name: shows.heading })).toBeVisible();
  for (const [label, value] of Object.entries(shows.details ?? {})) {
    await expect((await canvas.findByText(label, { selector: "dt" })).nextElementSibling).toHaveTextContent(value);
  }
  const field = (label: string) => labelled(canvas.getAllByLabelText(new RegExp(`^${label}`)));
  // a select or a date field is marked on its field (`data-invalid`), an input on itself
  const isMarked = (input: HTMLElement) =>
    input.tagName === "BUTTON" || isDateField(input)
      ? expect(input.closest("[data-invalid]")).not.toBeNull()
      : expect(input).toHaveAttribute("aria-invalid", "true");
  for (const label of shows.invalid ?? []) await waitFor(() => isMarked(field(label)));
  for (const [label, text] of Object.entries(shows.described ?? {})) await expect(field(label)).toHaveAccessibleDescription(text);
  if (shows.focused) await waitFor(() => expect(field(shows.focused!)).toHaveFocus());
  const headers = () => canvas.getAllByRole("columnheader").map((header: HTMLElement) => header.textContent);
  if (shows.columnOrder) await expect(headers()).toEqual(shows.columnOrder);
  for (const text of shows.text ?? []) await expect((await canvas.findAllByText(text))[0]).toBeVisible();
  for (const [name, href] of Object.entries(shows.links ?? {})) {
    await expect(canvas.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  for (const [name, on] of Object.entries(shows.switches ?? {})) {
    const control = canvas.getByRole("switch", { name });
    await (on ? expect(control).toBeChecked() : expect(control).not.toBeChecked());
  }
  // a select and a read-only value (`<output>`) hold their text
  const holds = (input: HTMLElement, value: string) =>
    input.tagName === "BUTTON" || input.tagName === "OUTPUT"
      ? expect(input).toHaveTextContent(value)
      : isDateField(input)
        ? expect(dateSegments(input)).toEqual(segmentsOf(value))
        : expect(input).toHaveValue(value);
  for (const [label, value] of Object.entries(shows.values ?? {})) await waitFor(() => holds(field(label), value));
  for (const [role, name] of shows.visible ?? []) await expect(canvas.getByRole(role, { name })).toBeVisible();
  for (const name of shows.buttons ?? []) await expect(canvas.getByRole("button", { name })).toBeVisible();
  for (const name of shows.noButtons ?? []) await expect(canvas.queryByRole("button", { name })).toBeNull();
}

/** A change the server refused: the error toast says `message`, then the screen shows `shows` (what the form kept). */
export async function expectRefused(scope: HTMLElement | Canvas, message: string | RegExp, shows: Shows) {
  await expectToast("Error", message, "destructive");
  await expectShown(scope, shows);
}
