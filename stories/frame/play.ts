import { expect, userEvent, waitFor, within } from "storybook/test";

/** Queries scoped to an element (`within(element)`). */
export type Canvas = ReturnType<typeof within>;
const scoped = (scope: HTMLElement | Canvas) => ("getByRole" in scope ? scope : within(scope));

/** The whole page: dialogs and toasts render outside the story's root. */
export const page = () => within(document.body);

/**
 * The visible toast shows this title (and description), in this variant when given. It is then closed, so the next
 * toast shows at once instead of after this one's five seconds (the app shows one at a time).
 */
export async function expectToast(title: string, description?: string | RegExp, variant?: "destructive" | "default") {
  const toast = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>('[role="region"] [data-variant]');
    expect(shown).not.toBeNull();
    expect(shown).toHaveTextContent(title);
    if (description) expect(shown).toHaveTextContent(description);
    if (variant) expect(shown).toHaveAttribute("data-variant", variant);
    return shown as HTMLElement;
  });
  await userEvent.click(within(toast).getByRole("button", { name: "Close" }));
}

/** No toast is showing. */
export const expectNoToast = () => expect(document.querySelector('[role="region"] [data-variant]')).toBeNull();

/** Opens a select by its label, once it can be used, and picks an option. */
export async function choose(scope: HTMLElement | Canvas, label: RegExp, option: string | RegExp) {
  const select = await scoped(scope).findByRole("button", { name: label });
  // its choices may still be loading
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await page().findByRole("option", { name: option }));
}

/** The grid named `name` (its queries), once it has a row showing `row`. */
export async function grid(scope: HTMLElement | Canvas, name: string, row: string) {
  const table = within(await scoped(scope).findByRole("grid", { name }));
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

/** Answers the open question (an alert dialog named `question`) with `button`; `says` is checked first. */
export async function answer(question: string, button: string, says?: string) {
  const dialog = await page().findByRole("alertdialog", { name: question });
  if (says) await expect(dialog).toHaveTextContent(says);
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
}

/** No dialog is open (any more). */
export const expectNoDialog = () =>
  waitFor(() => expect([...page().queryAllByRole("dialog"), ...page().queryAllByRole("alertdialog")]).toEqual([]));

/** Types into the fields labelled so (`{ Nama: "Tanjung Priok" }`, a label's start), then presses `submit`. */
export async function fill(scope: HTMLElement | Canvas, fields: Record<string, string>, submit?: string) {
  const canvas = scoped(scope);
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(await canvas.findByLabelText(new RegExp(`^${label}`)), value);
  if (submit) await userEvent.click(canvas.getByRole("button", { name: submit }));
}

/** Ticks the checkboxes named so (found once their choices load), then presses `submit`. */
export async function tick(scope: HTMLElement | Canvas, names: readonly (string | RegExp)[], submit?: string) {
  const canvas = scoped(scope);
  for (const name of names) await userEvent.click(await canvas.findByRole("checkbox", { name }));
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
    if (to) await userEvent.type(input, to);
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
    seen,
    last: () => seen.at(-1),
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
