import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { componentStories } from "../frame";
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
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const body = () => within(document.body);

export const Default = story(async (_, { args }) => {
  const dialog = await body().findByRole("alertdialog", { name: "Archive location?" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await expect(args.onCancel).toHaveBeenCalledTimes(1);
});

export const Activate: Story = {
  args: {
    title: "Activate location?",
    children: "It will appear in the participant choices.",
    confirmLabel: "Activate",
    tone: "primary",
  },
};

export const Delete: Story = {
  args: { title: "Delete day off?", children: "This action deletes permanently and cannot be undone.", confirmLabel: "Delete" },
};

export const Pending = story({ args: { isPending: true } }, async (_, { args }) => {
  const dialog = await body().findByRole("alertdialog");
  const confirm = within(dialog).getByRole("button", { name: /Archive/ });
  await expect(confirm).toHaveAttribute("aria-disabled", "true");
  await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
  await userEvent.keyboard("{Escape}");
  await expect(args.onCancel).not.toHaveBeenCalled();
});

/** The reject dialog: a reason Select inside, Confirm disabled until one is chosen. */
export const RejectWithReason: Story = {
  render: function Render(args) {
    const [reason, setReason] = useState<string | number | null>(null);
    return (
      <ConfirmDialog {...args} isConfirmDisabled={reason == null}>
        <p>Silahkan pilih alasan penolakan</p>
        <Select
          label="Alasan"
          placeholder="Pilih alasan..."
          options={[
            { id: 1, label: "Dokumen tidak sesuai" },
            { id: 2, label: "Bukan pemilik KTP" },
          ]}
          value={reason}
          onChange={(k) => setReason(k as string | number | null)}
        />
      </ConfirmDialog>
    );
  },
  args: { title: "Tolak antrean", confirmLabel: "Confirm", children: null },
  play: async ({ args }) => {
    const dialog = await body().findByRole("alertdialog", { name: "Tolak antrean" });
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: /Alasan/ }));
    await userEvent.click(await body().findByRole("option", { name: "Bukan pemilik KTP" }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
