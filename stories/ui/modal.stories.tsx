import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { componentStories, expectScrollsInside, LONG_ANNOUNCEMENT } from "../frame";
import { Button, Modal, TicketCard } from "../../src/ui";

const meta = {
  title: "UI/Modal",
  component: Modal,
  args: { isOpen: true, title: "Pengumuman", children: "Isi pengumuman.", onOpenChange: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const body = () => within(document.body);

export const Default: Story = {
  args: { subtitle: "24 April 2025", actions: <Button slot="close">Tutup</Button> },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: "Pengumuman" });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The body scrolls inside a fixed height (the announcement uses 480px) and is keyboard-scrollable. */
const scrolling = {
  subtitle: "24 April 2025",
  bodyMaxHeight: "480px",
  scrollLabel: "Isi pengumuman",
  children: LONG_ANNOUNCEMENT,
};
export const Scrollable = story({ args: { ...scrolling, actions: <Button slot="close">Tutup</Button> } }, expectScrollsInside);

export const WithTicket: Story = {
  name: "Ticket dialog",
  args: {
    title: "Registrasi Berhasil",
    children: (
      <TicketCard
        title="Tiket antrean"
        titleLevel={3}
        status={{ label: "registered", tone: "info" }}
        rows={[
          { label: "No KJP", value: "5049488500001234" },
          { label: "No KTP", value: "3171012345678901" },
          { label: "No KK", value: "3171019876543210" },
          { label: "Tanggal", value: "2025-04-25" },
          { label: "Waktu", value: "07:00 - 09:00 WIB" },
          { label: "Lokasi", value: "Pasar Rebo" },
        ]}
      />
    ),
    actions: <Button slot="close">Tutup</Button>,
  },
};

/** Focus moves into the dialog, stays inside on Tab, and returns to the opener on close. */
export const FocusTrapAndRestore: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Buka pengumuman</Button>
        <Modal
          {...args}
          isOpen={open}
          onOpenChange={setOpen}
          actions={
            <>
              <Button variant="secondary" slot="close">
                Batal
              </Button>
              <Button slot="close">Tutup</Button>
            </>
          }
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Buka pengumuman" });
    await userEvent.click(opener);
    const dialog = await body().findByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Dismissable: Story = { args: { isDismissable: true, children: "Klik di luar untuk menutup." } };

export const Large: Story = { args: { size: "lg", children: "Dialog lebar untuk staf." } };
