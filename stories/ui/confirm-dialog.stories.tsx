import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { calledTimes, click, componentCases, has, press, shows } from "../frame/component-cases";
import { ConfirmDialog, Select } from "../../src/ui";

const meta = {
  title: "UI/ConfirmDialog",
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
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
const story = componentCases(meta);
const cancel = ["button", "Cancel"] as const;

export const Default = story({}, [
  [shows(["alertdialog", "Archive location?"]), click(["button", "Archive"]), calledTimes("onConfirm", 1), click(cancel)],
  calledTimes("onCancel", 1),
]);
export const Activate = story(
  {
    title: "Activate location?",
    children: "It will appear in the participant choices.",
    confirmLabel: "Activate",
    tone: "primary",
  },
  [shows("It will appear in the participant choices."), has(["button", "Activate"], { "data-variant": "primary" })],
);
export const Delete = story(
  { title: "Delete day off?", children: "This action deletes permanently and cannot be undone.", confirmLabel: "Delete" },
  [shows(["alertdialog", "Delete day off?"]), has(["button", "Delete"], { "data-variant": "destructive" })],
);
export const Pending = story({ isPending: true }, [
  [has(["button", /Archive/], { "aria-disabled": "true" }), has(cancel, { disabled: true }), press("{Escape}")],
  calledTimes("onCancel", 0),
]);
/** The reject dialog: a reason Select inside, Confirm disabled until one is chosen. */
export const RejectWithReason = story.with(
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
