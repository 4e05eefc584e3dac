import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { expectScrollsInside, LONG_ANNOUNCEMENT } from "../frame";
import { absent, calledTimes, click, componentCases, has, press, shows, tab } from "../frame/component-cases";
import { NativeAlertDialog, NativeDialog, NativeLoadingDialog, plainButtonClass } from "../../src/ui";

const meta = {
  title: "UI/NativeDialog",
  component: NativeDialog,
  args: { isOpen: true, title: "Pengumuman", children: "Isi pengumuman.", onClose: fn() },
} satisfies Meta<typeof NativeDialog>;
export default meta;
const story = componentCases(meta);
const pengumuman = ["dialog", "Pengumuman"] as const;
const tutup = ["button", "Tutup"] as const;
/** Focus starts on the dialog (a reader announces the title first); its button's own onClick decides what a press does. */
export const Default = story(
  {
    subtitle: "24 April 2025",
    actions: (
      <button type="button" className={plainButtonClass()}>
        Tutup
      </button>
    ),
  },
  // Escape is the browser's own (a real key press; e2e/public-landing checks it)
  [shows(pengumuman), has(pengumuman, { focused: true }), click(tutup), calledTimes("onClose", 0)],
);
/** A click on the backdrop (the dialog element itself is its target) closes a dismissable dialog. */
export const Dismissable = story({ isDismissable: true }, [click(pengumuman), calledTimes("onClose", 1)]);
/** The body scrolls inside a fixed height (the announcement uses 480px) and is keyboard-scrollable. */
export const Scrollable = story({ bodyMaxHeight: "480px", scrollLabel: "Isi pengumuman", children: LONG_ANNOUNCEMENT }, [
  expectScrollsInside,
]);
function Reopenable() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const actions = (
    <button type="button" className={plainButtonClass()} onClick={close}>
      Tutup
    </button>
  );
  return (
    <>
      <button type="button" className={plainButtonClass({ variant: "secondary" })} onClick={() => setOpen(true)}>
        Lihat Pengumuman
      </button>
      <NativeDialog isOpen={open} onClose={close} title="Pengumuman" isDismissable actions={actions}>
        Isi pengumuman.
      </NativeDialog>
    </>
  );
}
/** Opened from a button: focus moves in, Tab reaches the close button, and closing puts focus back on the button. */
export const FocusReturns = story.with({ args: { isOpen: false }, render: () => <Reopenable /> }, [
  [click(["button", "Lihat Pengumuman"]), has(pengumuman, { focused: true }), tab(), has(tutup, { focused: true })],
  [press("{Enter}"), absent(["dialog"]), has(["button", "Lihat Pengumuman"], { focused: true })],
]);
export const Alert = story.with(
  {
    render: (args) => (
      <NativeAlertDialog isOpen={args.isOpen} onClose={args.onClose} title="Perhatian" closeLabel="Tutup">
        Tidak ada lokasi yang tersedia untuk saat ini.
      </NativeAlertDialog>
    ),
  },
  [
    [has(["alertdialog", "Perhatian"], { description: "Tidak ada lokasi yang tersedia untuk saat ini." }), click(tutup)],
    calledTimes("onClose", 1),
  ],
);
/** Nothing in it to press; Escape is refused (checked with a real key press in e2e/public-registration). */
export const Loading = story.with({ render: (args) => <NativeLoadingDialog isOpen={args.isOpen} text="Loading" /> }, [
  [shows(["dialog", "Loading"], "Loading"), absent(["button"])],
]);
