import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../mocks/db/database";
import { myTickets } from "../../src/lib/my-tickets";
import { wibDate } from "../../src/lib/wib";
import { at } from "../frame/mock-app";
import { page } from "../frame/play";

/**
 * 'Tiket saya' (docs/product.md §2.2, ADR 902) over the real mock: copies of two seeded tickets for the device's
 * tomorrow and three days ago (the list's 'today' is the phone's), kept on the device as registration would keep them.
 */
const DAY = 86_400_000;

function keepTickets(marks: { status?: "done" }) {
  return async (db: Database) => {
    const rows = db
      .all("tickets")
      .filter((t) => t.status === "registered")
      .slice(0, 2);
    const [upcoming, past] = rows;
    if (!upcoming || !past) throw new Error("the seed has no registered tickets");
    const moved = [
      await db.insert("tickets", { ...upcoming, uuid: crypto.randomUUID(), scheduled_date: wibDate(Date.now() + DAY), ...marks }),
      await db.insert("tickets", { ...past, uuid: crypto.randomUUID(), scheduled_date: wibDate(Date.now() - 3 * DAY) }),
    ];
    window.localStorage.removeItem("antrean:tiket-saya");
    // saved 'registered', before any check
    for (const row of moved) myTickets.remember({ ...row, status: "registered", rejection_reason: null });
  };
}

const meta = { title: "Screens/Tiket saya" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function openMine(name: RegExp) {
  const region = await page().findByRole("region", { name: "Tiket saya" });
  await userEvent.click(within(region).getAllByRole("button", { name })[0] as HTMLElement);
  return page().findByRole("dialog", { name: /^Tiket Antrean / });
}

/** The landing page's list, then a ticket staff have marked done since: opened online, it shows 'Selesai'. */
export const CheckedOnline: Story = {
  ...at("/", null, { data: keepTickets({ status: "done" }) }),
  play: async () => {
    const announcement = await page().findByRole("dialog", { name: "Pengumuman" });
    await userEvent.click(within(announcement).getByRole("button", { name: "Tutup" }));
    const region = await page().findByRole("region", { name: "Tiket saya" });
    await expect(region).toHaveTextContent("tersimpan di ponsel ini saja");
    await expect(within(region).getByRole("heading", { name: "Riwayat" })).toBeVisible();
    await expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    const [first] = myTickets.snapshot().filter((t) => t.scheduled_date > wibDate(Date.now()));
    const dialog = await openMine(new RegExp(first?.no ?? "none"));
    await waitFor(() => expect(dialog).toHaveTextContent(/Status diperiksa/));
    await expect(within(dialog).getByRole("article", { name: "Tiket Antrean" })).toHaveTextContent("Selesai");
    await waitFor(() => expect(within(dialog).getByRole("img", { name: /Kode QR/ })).toBeVisible());
  },
};

/** Offline on the status page: the saved copy, with when it was last checked. */
export const Offline: Story = {
  ...at("/queue-status", null, { data: keepTickets({}), faults: { guestCheckQueues: { networkError: true } } }),
  play: async () => {
    const [first] = myTickets.snapshot().filter((t) => t.scheduled_date > wibDate(Date.now()));
    const dialog = await openMine(new RegExp(first?.no ?? "none"));
    await waitFor(() => expect(dialog).toHaveTextContent(/Status terbaru belum dapat diperiksa\. Ini salinan yang tersimpan/));
    await expect(within(dialog).getByRole("article", { name: "Tiket Antrean" })).toHaveTextContent("Terdaftar");
  },
};

/** 'Hapus dari perangkat ini' forgets it. */
export const Forget: Story = {
  ...at("/queue-status", null, { data: keepTickets({}) }),
  play: async () => {
    const [first] = myTickets.snapshot().filter((t) => t.scheduled_date > wibDate(Date.now()));
    const dialog = await openMine(new RegExp(first?.no ?? "none"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus dari perangkat ini" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    const region = page().getByRole("region", { name: "Tiket saya" });
    await expect(within(region).getAllByRole("listitem")).toHaveLength(1);
    await expect(page().getByText("Tiket dihapus dari perangkat ini.")).toBeInTheDocument();
  },
};
