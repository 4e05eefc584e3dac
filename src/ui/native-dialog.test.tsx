import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { NativeDialog } from "./native-dialog";

/** Each id the dialog's aria-labelledby / aria-describedby names, and whether the page has an element with it. */
function namedIds(dialog: HTMLDialogElement) {
  return ["aria-labelledby", "aria-describedby"].flatMap((attribute) =>
    (dialog.getAttribute(attribute) ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => ({ attribute, found: document.getElementById(id) !== null })),
  );
}

const dialog = (isOpen: boolean) => (
  <NativeDialog isOpen={isOpen} onClose={() => {}} role="alertdialog" title="Tiket tersimpan">
    Tiket Anda sudah tersimpan.
  </NativeDialog>
);

it("names only rendered elements, closed, open and closed again", async () => {
  const screen = await render(dialog(false));
  const element = screen.container.querySelector("dialog")!;
  expect(namedIds(element)).toEqual([]);

  await screen.rerender(dialog(true));
  expect(element.open).toBe(true);
  expect(namedIds(element)).toEqual([
    { attribute: "aria-labelledby", found: true },
    { attribute: "aria-describedby", found: true },
  ]);

  await screen.rerender(dialog(false));
  expect(element.open).toBe(false);
  await expect.poll(() => namedIds(element)).toEqual([]);
});
