import { expect, userEvent, waitFor, within } from "storybook/test";
import type { EndpointName } from "../../contract";
import type { MockControl } from "../../mocks/control";

/** Queries scoped to an element (`within(element)`). */
export type Canvas = ReturnType<typeof within>;
const scoped = (scope: HTMLElement | Canvas) => ("getByRole" in scope ? scope : within(scope));

/** The whole page: dialogs and toasts render outside the story's root. */
export const page = () => within(document.body);

/**
 * Keys typed one after another with no timer between them: each key is still its own keydown, input and keyup (a
 * field that reacts per key sees every one), but user-event's default waits a macrotask per key, which the browser
 * stretches to 4 ms once timers nest — most of a form story's time.
 */
export const TYPING = { delay: null } as const;

/**
 * A text matcher for the element that shows `text` as one line, whatever marks inside it (a field's error keeps '0-9'
 * in a span of its own, ui/field-help.tsx): its whole text, and none of its children's alone.
 */
export const wholeLine =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element !== null && element.textContent === text && ![...element.children].some((child) => child.textContent === text);

/** The toast on screen: in the notifications region (a table's scrolling box is a region too, with buttons of its own). */
const SHOWN_TOAST = '[role="region"][aria-label="Notifikasi (F8)"] [data-variant]';

/**
 * The visible toast shows this title (and description), in this variant when given. It is then closed, so the next
 * toast shows at once instead of after this one's five seconds (the app shows one at a time).
 */
export async function expectToast(title: string, description?: string | RegExp, variant?: "destructive" | "default") {
  const toast = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>(SHOWN_TOAST);
    expect(shown).not.toBeNull();
    expect(shown).toHaveTextContent(title);
    if (description) expect(shown).toHaveTextContent(description);
    if (variant) expect(shown).toHaveAttribute("data-variant", variant);
    return shown as HTMLElement;
  });
  await userEvent.click(within(toast).getByRole("button", { name: "Tutup" }));
}

/** No toast is showing. */
export const expectNoToast = () => expect(document.querySelector(SHOWN_TOAST)).toBeNull();

/** The table named `name` (its queries), once it has a row showing `row`. */
export async function grid(scope: HTMLElement | Canvas, name: string, row: string) {
  const table = within(await scoped(scope).findByRole("table", { name }));
  await expect((await table.findAllByRole("row", { name: (rowName) => rowName.includes(row) }))[0]).toBeVisible();
  return table;
}

/** Flips the active switch of the record `label` on a configuration list ('Aktif: …'). */
export const flipActive = async (canvas: Canvas, label: string) =>
  userEvent.click(await canvas.findByRole("switch", { name: `Aktif: ${label}` }));

/**
 * Flips the active switch of `label` and answers the question `[question, button, says?]`; the toast `toast` shows
 * (when given) and the switch ends `on`, waited for.
 */
export async function toggle(canvas: Canvas, label: string, ask: Parameters<typeof answer>, toast?: string, on?: boolean) {
  await flipActive(canvas, label);
  await answer(...ask);
  if (toast) await expectToast(toast);
  const control = () => canvas.getByRole("switch", { name: `Aktif: ${label}` });
  if (on !== undefined) await waitFor(() => (on ? expect(control()).toBeChecked() : expect(control()).not.toBeChecked()));
}

/** Answers the open question (an alert dialog named `question`) with `button`, which closes it; `says` is checked first. */
export async function answer(question: string, button: string, says?: string) {
  const dialog = await page().findByRole("alertdialog", { name: question });
  if (says) await expect(dialog).toHaveTextContent(says);
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
  await waitFor(() => expect(page().queryByRole("alertdialog", { name: question })).toBeNull());
}

/** Presses the button `name` and answers the question it asks: `[question, button, says?]` as `answer` takes them. */
export async function pressAndAnswer(canvas: Canvas, name: string, question: Parameters<typeof answer>) {
  await userEvent.click(await canvas.findByRole("button", { name }));
  await answer(...question);
}

/** No dialog is open (any more). */
export const expectNoDialog = () =>
  waitFor(() => expect([...page().queryAllByRole("dialog"), ...page().queryAllByRole("alertdialog")]).toEqual([]));

/**
 * A staff date or time field (src/ui CalendarDateField, TimeField): a group of segments that its label names, as its
 * segments too.
 */
export const isDateField = (element: HTMLElement) => element.getAttribute("role") === "group";

/** The one control a label names: a date field's group rather than its segments. */
export function labelled(found: HTMLElement[]): HTMLElement {
  const group = found.find(isDateField);
  if (group) return group;
  if (found.length !== 1) throw new Error(`${found.length} controls have this label`);
  return found[0]!;
}

/** A date field's segments as shown, in order. */
export const dateSegments = (group: HTMLElement) => [...group.querySelectorAll('[role="spinbutton"]')].map((s) => s.textContent);

/**
 * A value as an Indonesian screen's segments show it: a YYYY-MM-DD as day, month, year; an HH:mm:ss as hour, minute,
 * second.
 */
export const segmentsOf = (value: string) => (value.includes(":") ? value.split(":") : value.split("-").reverse());

/** What `fill` puts in a field: text to type, the option to pick in a select, the options to tick in a checkbox group. */
type FieldValue = string | RegExp | readonly (string | RegExp)[];

/**
 * Fills the fields labelled so (a label's start), then presses `submit`: types into a text input
 * (`{ Nama: "Tanjung Priok" }`), picks an option in a select once it can be used (`{ Lokasi: "Pasar Jaya Cengkareng (CKR)" }`)
 * and ticks the named options of a checkbox group, found once its choices load (`{ Roles: [/Queue Operator/] }`).
 */
export async function fill(scope: HTMLElement | Canvas, fields: Record<string, FieldValue>, submit?: string) {
  const canvas = scoped(scope);
  for (const [label, value] of Object.entries(fields)) {
    const field = labelled(await canvas.findAllByLabelText(new RegExp(`^${label}`)));
    if (Array.isArray(value)) {
      for (const name of value) await userEvent.click(await within(field).findByRole("checkbox", { name }));
    } else if (field.tagName === "BUTTON") {
      // a select: its choices may still be loading
      await waitFor(() => expect(field).toBeEnabled());
      await userEvent.click(field);
      await userEvent.click(await page().findByRole("option", { name: value as string | RegExp }));
    } else if (isDateField(field)) {
      // a date or time field: its digits typed from the first segment on, as a person does (dd mm yyyy, hh mm ss)
      await userEvent.click(field.querySelector<HTMLElement>('[role="spinbutton"]')!);
      await userEvent.keyboard(segmentsOf(value as string).join(""));
    } else await userEvent.type(field, value as string, TYPING);
  }
  if (submit) await userEvent.click(canvas.getByRole("button", { name: submit }));
}

/**
 * Replaces what the fields labelled so hold once the record has filled them in (`{ Kode: ["KRJ", "CKR"] }`; "" empties
 * one), then presses `submit`.
 */
export async function refill(
  scope: HTMLElement | Canvas,
  fields: Record<string, readonly [from: string, to: string]>,
  submit?: string,
) {
  const canvas = scoped(scope);
  for (const [label, [from, to]] of Object.entries(fields)) {
    const input = await canvas.findByLabelText(new RegExp(`^${label}`));
    await waitFor(() => expect(input).toHaveValue(from));
    await userEvent.clear(input);
    if (to) await userEvent.type(input, to, TYPING);
  }
  if (submit) await userEvent.click(canvas.getByRole("button", { name: submit }));
}

/** The audit fields of a seeded configuration record (the seed's author, on its date). */
export const SEEDED_AUDIT = {
  "Dibuat pada": "2025-11-10 09:00:00",
  "Dibuat oleh": "Budi Santoso",
  "Diubah pada": "2025-11-10 09:00:00",
  "Diubah oleh": "Budi Santoso",
};

/**
 * The query strings the app sends to one API path, for plays that check what was asked (the mock answers as
 * usual). Use as the story's `beforeEach`, which restores `fetch` after the story.
 */
export function requestLog(path: string) {
  const seen: Record<string, string>[] = [];
  return {
    last: () => seen.at(-1),
    /** how many calls to the path were sent */
    count: () => seen.length,
    beforeEach() {
      const original = window.fetch;
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === `/api/v1${path}`) seen.push(Object.fromEntries(url.searchParams));
        return original(input, init);
      };
      return () => {
        window.fetch = original;
        seen.length = 0;
      };
    },
  };
}

/**
 * Runs `play` with the browser saying it has no network (`navigator.onLine` false, then the `offline` event), and
 * gives the network back afterwards, also when `play` fails: the story files share a page (ADR 005).
 */
export async function whileOffline(play: () => Promise<void>) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  window.dispatchEvent(new Event("offline"));
  try {
    await play();
  } finally {
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event("online"));
  }
}

/**
 * Runs `play` with the page's timers of `delayMs` firing at once: a play reaches the state a machine's long delay leads
 * to (the registration's 8-s 'still on its way') without waiting it out, which the story's 15 s do not leave room for.
 * How long the delay is stays the machine's test's question (docs/testing.md). Only that delay: every timer of 8 s or
 * more once was, and the mock's own day-long wait (PENDING), set when the call reached it before the press was over,
 * answered at once (the CI of 697bcf70, docs/testing.md).
 */
export async function hurryingTimers(delayMs: number, play: () => Promise<void>) {
  const setTimeoutOfPage = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    setTimeoutOfPage(handler, ms === delayMs ? 0 : ms, ...args)) as typeof window.setTimeout;
  try {
    await play();
  } finally {
    window.setTimeout = setTimeoutOfPage;
  }
}

/**
 * Lets the mock answer the one call it holds on `route` (a fault with a day-long latency, PENDING): waits until the
 * call has reached it, then ends its wait, and the fault answers as it says (mocks/faults.ts `release`). A play that
 * looks at what shows while a call runs holds it so, and lets it answer once it has looked: a short latency gave the
 * look a real-time window to land in, which a stall of the machine missed (session 49, docs/testing.md).
 */
export const releaseAnswer = (mock: MockControl, route: EndpointName) =>
  waitFor(() => expect(mock.backend.faults.release(route), `calls to ${route} the mock held and let answer`).toBe(1));

/**
 * Every clock time `pattern` finds in `scope` ('13:00:00'; a range with its own pattern) in the one look of a staff
 * screen's times (src/ui/staff-time.css.ts): the body's face, never the monospace one, with tabular digits, on one
 * line (docs/product.md §9). 'Konfigurasi Sesi' and a ticket's page showed them monospace, the ticket lists and the
 * capacity board in the body's face (session 44).
 */
export async function expectStaffTimeLook(scope: HTMLElement | Canvas, pattern: RegExp = /^\d{2}:\d{2}:\d{2}$/) {
  const times = scoped(scope).getAllByText(pattern);
  await expect(times.length).toBeGreaterThan(0);
  const body = getComputedStyle(document.body).fontFamily;
  for (const time of times) {
    const look = getComputedStyle(time);
    await expect({
      time: time.textContent,
      font: look.fontFamily,
      digits: look.fontVariantNumeric,
      wrap: look.whiteSpace,
    }).toEqual({
      time: time.textContent,
      font: body,
      digits: "tabular-nums",
      wrap: "nowrap",
    });
  }
}
