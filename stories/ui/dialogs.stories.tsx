import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, calledTimes, click, has, partCases, press, shows } from "../frame/component-cases";
import { AlertDialog, ConfirmDialog, Select } from "../../src/ui";
import { useState } from "react";

/** The message and confirm dialogs (react-aria). */
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
  [has(perhatian, { description: noLocations }), click(["button", "Tutup"]), calledTimes("onClose", 1)],
]);
export const AlertDialogNoSessions = alert({ children: noSessions }, [has(perhatian, { description: noSessions })]);
export const AlertDialogIdNotSelected = alert({ title: "Warning", closeLabel: "Close", children: "Id not selected" }, [
  [shows(["alertdialog", "Warning"]), press("{Escape}"), calledTimes("onClose", 1)],
]);
export const AlertDialogClosed = alert({ isOpen: false }, [absent(["alertdialog"])]);
const confirm = partCases({
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: "Archive location?",
    children: "Participants will not be able to choose this location.",
    confirmLabel: "Archive",
    cancelLabel: "Cancel",
    tone: "destructive",
    onConfirm: fn(),
    onCancel: fn(),
  },
});
const cancel = ["button", "Cancel"] as const;
export const ConfirmDialogDefault = confirm({}, [
  [shows(["alertdialog", "Archive location?"]), click(["button", "Archive"]), calledTimes("onConfirm", 1), click(cancel)],
  calledTimes("onCancel", 1),
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
  [has(["button", /Archive/], { "aria-disabled": "true" }), has(cancel, { disabled: true }), press("{Escape}")],
  calledTimes("onCancel", 0),
]);
/** The reject dialog: a reason Select inside, Confirm disabled until one is chosen. */
export const ConfirmDialogRejectWithReason = confirm.with(
  {
    args: { title: "Tolak antrean", confirmLabel: "Confirm", children: null },
    render: function Render(args) {
      const [reason, setReason] = useState<string | number | null>(null);
      const reasons = [
        { id: 1, label: "Dokumen tidak sesuai" },
        { id: 2, label: "Bukan pemilik KTP" },
      ];
      return (
        <ConfirmDialog {...args} isConfirmDisabled={reason == null}>
          <Select label="Alasan" placeholder="Pilih alasan..." options={reasons} value={reason} onChange={(k) => setReason(k)} />
        </ConfirmDialog>
      );
    },
  },
  [
    [has(["button", "Confirm"], { disabled: true }), click(["button", /Alasan/]), click(["option", "Bukan pemilik KTP"])],
    [has(["button", "Confirm"], { disabled: false }), click(["button", "Confirm"]), calledTimes("onConfirm", 1)],
  ],
);
