import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { expectScrollsInside, LONG_ANNOUNCEMENT } from "../frame";
import { absent, called, calledWith, click, disabled, has } from "../frame/component-cases";
import { partCases, pending, press, shows, type Step, tab } from "../frame/component-cases";
import { AlertDialog, Button, ConfirmDialog, Modal, Select } from "../../src/ui";
import { TicketCard } from "../../src/tickets";
import { factRows } from "./fixtures";
import { NativeAlertDialog, NativeDialog, NativeLoadingDialog, plainButtonClass } from "../../src/ui";

/** The dialogs: messages, confirmations, modals, and the native <dialog> the public pages use. */
export default { title: "UI/Dialogs" } satisfies Meta;
const noLocations = "Tidak ada lokasi yang tersedia untuk saat ini.";
const noSessions =
  "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.";
const alert = partCases({
  component: AlertDialog,
  args: { isOpen: true, title: "Perhatian", closeLabel: "Tutup", children: noLocations, onClose: fn() },
});
const perhatian = ["alertdialog", "Perhatian"] as const;
export const AlertDialogNoLocations = alert({}, [
  [has(perhatian, { description: noLocations }), click(["button", "Tutup"]), called("onClose", 1)],
]);
export const AlertDialogNoSessions = alert({ children: noSessions }, [has(perhatian, { description: noSessions })]);
export const AlertDialogIdNotSelected = alert({ title: "Warning", closeLabel: "Close", children: "Id not selected" }, [
  [shows(["alertdialog", "Warning"]), press("{Escape}"), called("onClose", 1)],
]);
export const AlertDialogClosed = alert({ isOpen: false }, [absent(["alertdialog"])]);
const archive = { isOpen: true, title: "Archive location?", children: "Participants will not be able to choose this location." };
const confirm = partCases({
  component: ConfirmDialog,
  args: { ...archive, confirmLabel: "Archive", cancelLabel: "Cancel", tone: "destructive", onConfirm: fn(), onCancel: fn() },
});
const cancel = ["button", "Cancel"] as const;
export const ConfirmDialogDefault = confirm({}, [
  [shows(["alertdialog", "Archive location?"]), click(["button", "Archive"]), called("onConfirm", 1), click(cancel)],
  called("onCancel", 1),
]);
export const ConfirmDialogActivate = confirm(
  {
    title: "Activate location?",
    children: "It will appear in the participant choices.",
    confirmLabel: "Activate",
    tone: "primary",
  },
  [shows("It will appear in the participant choices."), has(["button", "Activate"], { "data-variant": "primary" })],
);
export const ConfirmDialogDelete = confirm(
  { title: "Delete day off?", children: "This action deletes permanently and cannot be undone.", confirmLabel: "Delete" },
  [shows(["alertdialog", "Delete day off?"]), has(["button", "Delete"], { "data-variant": "destructive" })],
);
export const ConfirmDialogPending = confirm({ isPending: true }, [
  [has(["button", /Archive/], pending), has(cancel, disabled), press("{Escape}")],
  called("onCancel", 0),
]);
/**
 * Opened from the keyboard, the question itself has the focus (react-aria's dialog; its title and text are read first)
 * and a ring says so, inside its box: it showed none before the first Tab (UX pass, session 40).
 */
const ringOnTheQuestion: Step = async ({ page }) => {
  const opener = page.getByRole("button", { name: "Archive…" });
  opener.focus();
  await userEvent.keyboard("{Enter}");
  const question = await page.findByRole("alertdialog", { name: "Archive location?" });
  await waitFor(() => expect(question).toHaveFocus());
  const ring = getComputedStyle(question);
  expect([ring.outlineStyle, ring.outlineWidth]).toEqual(["solid", "3px"]);
  // inside the box, not cut by the edge of the card around it
  expect(Number.parseFloat(ring.outlineOffset)).toBeLessThan(0);
};
export const ConfirmDialogOpenedByKeyboard = confirm.with(
  {
    args: { isOpen: false },
    render: function Render(args) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Archive…</Button>
          <ConfirmDialog {...args} isOpen={open} onCancel={() => setOpen(false)} />
        </>
      );
    },
  },
  [ringOnTheQuestion],
);
/** The reject dialog: a reason Select inside, Confirm disabled until one is chosen. */
export const ConfirmDialogRejectWithReason = confirm.with(
  {
    args: { title: "Tolak antrean", confirmLabel: "Confirm", children: null },
    render: function Render(args) {
      const [reason, setReason] = useState<string | number | null>(null);
      return (
        <ConfirmDialog {...args} isConfirmDisabled={reason == null}>
          <Select label="Alasan" placeholder="Pilih alasan..." options={reasons} value={reason} onChange={(k) => setReason(k)} />
        </ConfirmDialog>
      );
    },
  },
  [
    [has(["button", "Confirm"], disabled), click(["button", /Alasan/]), click(["option", "Bukan pemilik KTP"])],
    [has(["button", "Confirm"], { disabled: false }), click(["button", "Confirm"]), called("onConfirm", 1)],
  ],
);
const reasons = ["Dokumen tidak sesuai", "Bukan pemilik KTP"].map((label, i) => ({ id: i + 1, label }));
const announcement = { isOpen: true, title: "Pengumuman", children: "Isi pengumuman." };
const modal = partCases({ component: Modal, args: { ...announcement, onOpenChange: fn() } });
const close = <Button slot="close">Tutup</Button>;
const pengumuman = ["dialog", "Pengumuman"] as const;
export const ModalDefault = modal({ subtitle: "24 April 2025", actions: close }, [
  [shows(pengumuman, "24 April 2025"), click(["button", "Tutup"]), calledWith("onOpenChange", false)],
]);
/** The body scrolls inside a fixed height (the announcement uses 480px) and is keyboard-scrollable. */
const scrolls = { bodyMaxHeight: "480px", scrollLabel: "Isi pengumuman", children: LONG_ANNOUNCEMENT };
export const ModalScrollable = modal({ ...scrolls, actions: close }, [expectScrollsInside]);
const rows = factRows({ "No KJP": "5049488500001234", Lokasi: "Pasar Rebo" });
const ticket = <TicketCard title="Tiket antrean" titleLevel={3} status={{ label: "registered", tone: "info" }} rows={rows} />;
export const ModalWithTicket = {
  name: "Ticket dialog",
  ...modal({ title: "Registrasi Berhasil", children: ticket, actions: close }, [
    shows(["dialog", "Registrasi Berhasil"], ["article", "Tiket antrean"]),
  ]),
};
/** Focus is (and, after each Tab, stays) inside the dialog. */
const focusStaysIn: Step = async ({ page }) => {
  const dialog = await page.findByRole("dialog");
  for (let i = 0; i < 4; i++) {
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
  }
};
/** Focus moves into the dialog, stays inside on Tab, and returns to the opener on close. */
export const ModalFocusTrapAndRestore = modal.with(
  {
    args: { isOpen: false },
    render: function Render(args) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Buka pengumuman</Button>
          <Modal {...args} isOpen={open} onOpenChange={setOpen} actions={<Button slot="close">Tutup</Button>} />
        </>
      );
    },
  },
  [
    [click(["button", "Buka pengumuman"]), focusStaysIn, press("{Escape}"), absent(["dialog"])],
    has(["button", "Buka pengumuman"], { focused: true }),
  ],
);
/** A press outside the dialog closes a dismissable one. */
export const ModalDismissable = modal({ isDismissable: true, children: "Klik di luar untuk menutup." }, [
  [shows(pengumuman), () => userEvent.click(document.body), calledWith("onOpenChange", false)],
]);
const forStaff = "Dialog lebar untuk staf.";
export const ModalLarge = modal({ size: "lg", children: forStaff }, [shows(pengumuman, forStaff)]);
const native = partCases({ component: NativeDialog, args: { ...announcement, onClose: fn() } });
const plainClose = (onClick?: () => void) => (
  <button type="button" className={plainButtonClass()} onClick={onClick} children="Tutup" />
);
const tutup = ["button", "Tutup"] as const;
/** Focus starts on the dialog (a reader announces the title first); its button's own onClick decides what a press does. */
export const NativeDialogDefault = native(
  { subtitle: "24 April 2025", actions: plainClose() },
  // Escape is the browser's own (a real key press; e2e/public-landing checks it)
  [shows(pengumuman), has(pengumuman, { focused: true }), click(tutup), called("onClose", 0)],
);
/** A click on the backdrop (the dialog element itself is its target) closes a dismissable dialog. */
export const NativeDialogDismissable = native({ isDismissable: true }, [click(pengumuman), called("onClose", 1)]);
export const NativeDialogScrollable = native(scrolls, [expectScrollsInside]);
function Reopenable() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={plainButtonClass({ variant: "secondary" })} onClick={() => setOpen(true)}>
        Lihat Pengumuman
      </button>
      <NativeDialog isOpen={open} onClose={close} title="Pengumuman" isDismissable actions={plainClose(close)}>
        Isi pengumuman.
      </NativeDialog>
    </>
  );
}
/** Opened from a button: focus moves in, Tab reaches the close button, and closing puts focus back on the button. */
export const NativeDialogFocusReturns = native.with({ args: { isOpen: false }, render: () => <Reopenable /> }, [
  [click(["button", "Lihat Pengumuman"]), has(pengumuman, { focused: true }), tab(), has(tutup, { focused: true })],
  [press("{Enter}"), absent(["dialog"]), has(["button", "Lihat Pengumuman"], { focused: true })],
]);
export const NativeDialogAlert = native.with(
  {
    render: (args) => (
      <NativeAlertDialog
        isOpen={args.isOpen}
        onClose={args.onClose}
        title="Perhatian"
        closeLabel="Tutup"
        children={noLocations}
      />
    ),
  },
  [[has(perhatian, { description: noLocations }), click(tutup), called("onClose", 1)]],
);
/** Nothing in it to press; Escape is refused (checked with a real key press in e2e/public-registration). */
export const NativeDialogLoading = native.with(
  { render: (args) => <NativeLoadingDialog isOpen={args.isOpen} text="Loading" /> },
  [[shows(["dialog", "Loading"], "Loading"), absent(["button"])]],
);
