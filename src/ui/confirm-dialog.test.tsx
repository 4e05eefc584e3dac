import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { ConfirmDialog } from "./confirm-dialog";

afterEach(async () => {
  document.documentElement.style.fontSize = "";
  await page.viewport(1280, 800);
});

/** A staff question as the days off' delete asks it: the safe answer first in the DOM, the dangerous one after. */
const renderQuestion = (confirmLabel = "Hapus") =>
  render(
    <ConfirmDialog
      isOpen
      onCancel={() => {}}
      onConfirm={() => {}}
      title="Hapus hari libur?"
      confirmLabel={confirmLabel}
      cancelLabel="Batal"
      tone="destructive"
    >
      <p>Hari libur 17 Agustus 2026 akan dihapus.</p>
    </ConfirmDialog>,
  );

/** The dialog's buttons as Tab meets them, from the dialog (which has the focus when it opens). */
async function tabOrder(): Promise<[HTMLElement, HTMLElement]> {
  await expect.element(page.getByRole("alertdialog")).toBeVisible();
  const next = async () => {
    await userEvent.keyboard("{Tab}");
    return document.activeElement as HTMLElement;
  };
  const first = await next();
  return [first, await next()];
}

const labels = (buttons: HTMLElement[]) => buttons.map((button) => button.textContent);
const top = (button: HTMLElement) => Math.round(button.getBoundingClientRect().top);

describe.each([
  { width: 390, height: 844, text: "" },
  { width: 320, height: 640, text: "200%" },
])("on a $width px phone (text $text)", ({ width, height, text }) => {
  it("stacks the answers in their Tab order: 'Batal' on top, 'Hapus' under it (WCAG 2.4.3)", async () => {
    // the stack was drawn reversed ('Hapus' at y 456 over 'Batal' at 508 at 390×844) while Tab went 'Batal' first,
    // then up to 'Hapus' (UX audit s46)
    await page.viewport(width, height);
    document.documentElement.style.fontSize = text;
    await renderQuestion();
    const met = await tabOrder();
    expect(labels(met)).toEqual(["Batal", "Hapus"]);
    expect(top(met[1])).toBeGreaterThan(top(met[0]));
  });
});

it("at 1280 px the answers sit side by side at the end, in their Tab order: 'Batal', then 'Hapus'", async () => {
  await renderQuestion();
  const met = await tabOrder();
  expect(labels(met)).toEqual(["Batal", "Hapus"]);
  const [cancel, confirm] = [met[0].getBoundingClientRect(), met[1].getBoundingClientRect()];
  expect(Math.round(confirm.top)).toBe(Math.round(cancel.top));
  expect(confirm.left).toBeGreaterThan(cancel.right);
});

it("wider than a phone, answers too long for one line wrap in their Tab order: 'Batal' on the first line", async () => {
  // the row wrapped in reverse ('wrap-reverse'), the action's line over the safe answer's
  await page.viewport(500, 800);
  document.documentElement.style.fontSize = "200%";
  await renderQuestion("Hapus hari libur ini");
  const met = await tabOrder();
  expect(labels(met)).toEqual(["Batal", "Hapus hari libur ini"]);
  expect(top(met[1])).toBeGreaterThan(top(met[0]));
});
