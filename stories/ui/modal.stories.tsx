import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { expectScrollsInside, LONG_ANNOUNCEMENT } from "../frame";
import { absent, calledWith, click, componentCases, has, press, shows, type Step } from "../frame/component-cases";
import { Button, Modal, TicketCard } from "../../src/ui";

const meta = {
  title: "UI/Modal",
  component: Modal,
  args: { isOpen: true, title: "Pengumuman", children: "Isi pengumuman.", onOpenChange: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
const story = componentCases(meta);
const close = <Button slot="close">Tutup</Button>;
const pengumuman = ["dialog", "Pengumuman"] as const;
export const Default = story({ subtitle: "24 April 2025", actions: close }, [
  [shows(pengumuman, "24 April 2025"), click(["button", "Tutup"]), calledWith("onOpenChange", false)],
]);
/** The body scrolls inside a fixed height (the announcement uses 480px) and is keyboard-scrollable. */
export const Scrollable = story(
  { bodyMaxHeight: "480px", scrollLabel: "Isi pengumuman", children: LONG_ANNOUNCEMENT, actions: close },
  [expectScrollsInside],
);
const rows = [
  { label: "No KJP", value: "5049488500001234" },
  { label: "Lokasi", value: "Pasar Rebo" },
];
const ticket = <TicketCard title="Tiket antrean" titleLevel={3} status={{ label: "registered", tone: "info" }} rows={rows} />;
export const WithTicket = {
  name: "Ticket dialog",
  ...story({ title: "Registrasi Berhasil", children: ticket, actions: close }, [
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
export const FocusTrapAndRestore = story.with(
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
export const Dismissable = story({ isDismissable: true, children: "Klik di luar untuk menutup." }, [
  [shows(pengumuman), () => userEvent.click(document.body), calledWith("onOpenChange", false)],
]);
export const Large = story({ size: "lg", children: "Dialog lebar untuk staf." }, [shows(pengumuman, "Dialog lebar untuk staf.")]);
