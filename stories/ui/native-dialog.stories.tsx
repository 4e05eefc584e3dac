import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { componentStories, expectScrollsInside, LONG_ANNOUNCEMENT } from "../frame";
import { NativeAlertDialog, NativeDialog, NativeLoadingDialog, plainButtonClass } from "../../src/ui";

const meta = {
  title: "UI/NativeDialog",
  component: NativeDialog,
  args: { isOpen: true, title: "Pengumuman", children: "Isi pengumuman.", onClose: fn() },
} satisfies Meta<typeof NativeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const body = () => within(document.body);

export const Default: Story = {
  args: {
    subtitle: "24 April 2025",
    actions: (
      <button type="button" className={plainButtonClass()}>
        Tutup
      </button>
    ),
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: "Pengumuman" });
    await waitFor(() => expect(dialog).toBeVisible());
    // focus starts on the dialog, so a reader announces the title first
    await expect(dialog).toHaveFocus();
    // Escape is the browser's own (a real key press; e2e/public-landing checks it)
    await userEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
    await expect(args.onClose).not.toHaveBeenCalled(); // the button's own onClick decides
  },
};

/** A click on the backdrop closes a dismissable dialog. */
export const Dismissable = story({ args: { isDismissable: true } }, async (_, { args }) => {
  const dialog = await body().findByRole("dialog", { name: "Pengumuman" });
  await userEvent.click(dialog); // the dialog element itself is the backdrop's target
  await expect(args.onClose).toHaveBeenCalled();
});

/** The body scrolls inside a fixed height (the announcement uses 480px) and is keyboard-scrollable. */
const scrolling = { bodyMaxHeight: "480px", scrollLabel: "Isi pengumuman", children: LONG_ANNOUNCEMENT };
export const Scrollable = story({ args: scrolling }, expectScrollsInside);

function Reopenable() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={plainButtonClass({ variant: "secondary" })} onClick={() => setOpen(true)}>
        Lihat Pengumuman
      </button>
      <NativeDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Pengumuman"
        isDismissable
        actions={
          <button type="button" className={plainButtonClass()} onClick={() => setOpen(false)}>
            Tutup
          </button>
        }
      >
        Isi pengumuman.
      </NativeDialog>
    </>
  );
}

/** Opened from a button: focus moves in, Tab reaches the close button, and closing puts focus back on the button. */
export const FocusReturns: Story = {
  args: { isOpen: false },
  render: () => <Reopenable />,
  play: async () => {
    const opener = body().getByRole("button", { name: "Lihat Pengumuman" });
    await userEvent.click(opener);
    const dialog = await body().findByRole("dialog", { name: "Pengumuman" });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Tutup" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Alert: Story = {
  args: { isOpen: true },
  render: (args) => (
    <NativeAlertDialog isOpen={args.isOpen} onClose={args.onClose} title="Perhatian" closeLabel="Tutup">
      Tidak ada lokasi yang tersedia untuk saat ini.
    </NativeAlertDialog>
  ),
  play: async ({ args }) => {
    const alert = await body().findByRole("alertdialog", { name: "Perhatian" });
    await expect(alert).toHaveAccessibleDescription("Tidak ada lokasi yang tersedia untuk saat ini.");
    await userEvent.click(within(alert).getByRole("button", { name: "Tutup" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isOpen: true },
  render: (args) => <NativeLoadingDialog isOpen={args.isOpen} text="Loading" />,
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "Loading" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent("Loading");
    // nothing in it to press; Escape is refused (checked with a real key press in e2e/public-registration)
    await expect(within(dialog).queryByRole("button")).toBeNull();
  },
};
