import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { NativeDialog } from "./native-dialog";
import { plainButtonClass } from "./plain-button";

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

// issue 38: a dialog open with the page (its HTML shows it from the first paint) is there at once; any other rises
const announcement = (isOpen: boolean) => (
  <NativeDialog isOpen={isOpen} onClose={() => {}} opensWithPage title="Pengumuman">
    Laporkan calo dan pungli.
  </NativeDialog>
);
const animationOf = (element: HTMLDialogElement) => getComputedStyle(element).animationName;

it("does not rise into view when it opens with the page, and rises when opened again", async () => {
  const screen = await render(announcement(true));
  const element = screen.container.querySelector("dialog")!;
  expect(animationOf(element)).toBe("none");
  await screen.rerender(announcement(false));
  // closed: its content goes once the browser's close event has run
  await expect.poll(() => namedIds(element)).toEqual([]);
  await screen.rerender(announcement(true));
  expect(animationOf(element)).not.toBe("none");
});

it("rises into view when opened after its first render, and when mounted open later ('Tiket saya' on a tap)", async () => {
  const later = await render(dialog(false));
  await later.rerender(dialog(true));
  expect(animationOf(later.container.querySelector("dialog")!)).not.toBe("none");
  const mountedOpen = await render(dialog(true));
  expect(animationOf(mountedOpen.container.querySelector("dialog")!)).not.toBe("none");
});

// docs/product.md §2.2: at 360×640 a ticket's 'Batal' took the focus under the sticky 'Tutup', out of sight
it("scrolls a control focused under its sticky actions above them", async () => {
  await page.viewport(360, 640);
  const screen = await render(
    <NativeDialog
      isOpen
      onClose={() => {}}
      ariaLabel="Tiket"
      actions={
        <button type="button" data-testid="close">
          Tutup
        </button>
      }
    >
      <div style={{ height: 560 }} />
      <button type="button" data-testid="below">
        Batal
      </button>
      <div style={{ height: 400 }} />
    </NativeDialog>,
  );
  const below = screen.getByTestId("below").element() as HTMLElement;
  const close = screen.getByTestId("close").element() as HTMLElement;
  below.focus();
  await expect
    .poll(() => below.getBoundingClientRect().bottom <= close.closest("footer")!.getBoundingClientRect().top)
    .toBe(true);
});

afterEach(() => void (document.documentElement.style.fontSize = ""));

/** The ticket dialog's frame as the registration page opens it: its title, a long body, the filled 'Tutup'. */
const ticketDialog = (
  <NativeDialog
    isOpen
    onClose={() => {}}
    title="Registrasi Berhasil"
    actions={
      <button type="button" className={plainButtonClass()}>
        Tutup
      </button>
    }
  >
    <div style={{ height: 2000 }} />
  </NativeDialog>
);
const heightOf = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? Number.NaN;

// UX pass, session 34: at 320×568 with 200 % text the title and the sticky 'Tutup' took 282 of the dialog's 544 px
it("leaves the content most of a small screen at 200 % text: its header and actions keep their normal padding", async () => {
  await page.viewport(320, 568);
  document.documentElement.style.fontSize = "200%";
  const screen = await render(ticketDialog);
  const element = screen.container.ownerDocument.querySelector("dialog[open]");
  const kept = heightOf(element?.querySelector("header")) + heightOf(element?.querySelector("footer"));
  expect(kept / heightOf(element)).toBeLessThan(0.4);
});

it("keeps its header, actions and 'Tutup' as they were at normal text size (360×640)", async () => {
  await page.viewport(360, 640);
  const screen = await render(ticketDialog);
  const element = screen.container.ownerDocument.querySelector("dialog[open]");
  expect(getComputedStyle(element!.querySelector("header")!).paddingBlock).toBe("16px");
  expect(getComputedStyle(element!.querySelector("footer")!).paddingBlock).toBe("12px");
  expect(getComputedStyle(element!.querySelector("footer button")!).minHeight).toBe("44px");
});

// UX pass, session 44: the ticket dialog's visible part ended on a whole sentence with its actions under 'Tutup', and
// nothing said more followed. While more is under the actions they cast a shadow up on it; at the end, and in a
// dialog with nothing to scroll, none.
it("shadows the content under its actions while more follows, and not at the end or with nothing to scroll", async () => {
  await page.viewport(360, 640);
  const screen = await render(ticketDialog);
  const element = screen.container.ownerDocument.querySelector("dialog[open]")!;
  const footer = element.querySelector("footer")!;
  const shadow = () => getComputedStyle(footer).boxShadow;
  await expect.poll(shadow).toMatch(/rgba\(15, 23, 42, 0\.18\)/);
  const frame = footer.parentElement!;
  frame.scrollTop = frame.scrollHeight;
  // faded out: no shadow, or a transparent one
  await expect.poll(shadow).toMatch(/^none$|^rgba\(\d+, \d+, \d+, 0\) /);

  await screen.rerender(
    <NativeDialog isOpen onClose={() => {}} title="Registrasi Berhasil" actions={<button type="button">Tutup</button>}>
      <div style={{ height: 100 }} />
    </NativeDialog>,
  );
  await expect.poll(shadow).toBe("none");
});

// UX pass, session 50: the announcement's body, which scrolls by itself at 480 px, ended mid-line under 'Tutup' with no
// shadow, its actions beside its scroll rather than in it
it("shadows a body that scrolls by itself while more follows in it, and not at its end", async () => {
  await page.viewport(360, 640);
  const screen = await render(
    <NativeDialog
      isOpen
      onClose={() => {}}
      title="Pengumuman"
      bodyMaxHeight="300px"
      actions={<button type="button">Tutup</button>}
    >
      <div style={{ height: 2000 }} />
    </NativeDialog>,
  );
  const element = screen.container.ownerDocument.querySelector("dialog[open]")!;
  const footer = element.querySelector("footer")!;
  const shadow = () => getComputedStyle(footer).boxShadow;
  await expect.poll(shadow).toMatch(/rgba\(15, 23, 42, 0\.18\)/);
  const body = footer.previousElementSibling!;
  body.scrollTop = body.scrollHeight;
  await expect.poll(shadow).toMatch(/^none$|^rgba\(\d+, \d+, \d+, 0\) /);
});
