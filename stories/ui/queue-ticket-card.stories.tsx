import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { componentStories } from "../frame";
import { QueueTicketCard, type QueueTicketFields } from "../../src/ui";

const ticket: QueueTicketFields = {
  no: "KRJ-001",
  no_kjp: "504948990000000123",
  no_ktp: "3171012345678901",
  no_kk: "3171019876543210",
  scheduled_date: "2026-11-24",
  scheduled_start_time: "07:00:00",
  scheduled_end_time: "09:00:00",
  scheduled_location: "Pasar Jaya Kramat Jati",
  status: "registered",
  rejection_reason: null,
};

const meta = { title: "UI/QueueTicketCard", component: QueueTicketCard, args: { ticket, title: "Tiket Antrean" } } satisfies Meta<
  typeof QueueTicketCard
>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Registered = story(async (canvas) => {
  const card = canvas.getByRole("article", { name: "Tiket Antrean" });
  for (const text of [
    "KRJ-001",
    ticket.no_kjp,
    ticket.no_ktp,
    ticket.no_kk,
    "Selasa, 24 November 2026",
    "07:00 - 09:00 WIB",
    "Terdaftar",
  ]) {
    await expect(card).toHaveTextContent(text);
  }
});

export const Rejected: Story = {
  args: { ticket: { ...ticket, status: "rejected", rejection_reason: { reason: "Dokumen tidak lengkap" } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article");
    await expect(card).toHaveTextContent("Ditolak");
    await expect(card).toHaveTextContent("Dokumen tidak lengkap");
  },
};

/** On a phone-wide (320px) card each label sits beside its value, so the ticket fits one screen; a KJP stays on one line. */
export const Narrow = story({ decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>] }, async (canvas) => {
  const card = canvas.getByRole("article");
  const [term] = within(card).getAllByRole("term");
  const [value] = within(card).getAllByRole("definition");
  await expect(value!.getBoundingClientRect().left).toBeGreaterThan(term!.getBoundingClientRect().right);
  const kjp = within(card).getByText(ticket.no_kjp);
  await expect(kjp.getClientRects().length).toBe(1);
  await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
});

/** On a very narrow card (large text on a small phone) each label sits above its value and a KJP stays on one line. */
export const VeryNarrow = story({ decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>] }, async (canvas) => {
  const card = canvas.getByRole("article");
  const [term] = within(card).getAllByRole("term");
  const [value] = within(card).getAllByRole("definition");
  await expect(value!.getBoundingClientRect().top).toBeGreaterThan(term!.getBoundingClientRect().top + 4);
  const kjp = within(card).getByText(ticket.no_kjp);
  await expect(kjp.getClientRects().length).toBe(1);
  await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
});

/** With its QR code (loaded on first show), beside the queue number. */
export const WithQrCode: Story = {
  args: { qrValue: "https://antrean.example/queues/00000000-0000-4000-8000-000000000001" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article");
    const code = await within(card).findByRole("img", { name: "Kode QR tiket untuk dipindai petugas" });
    await expect(code.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
  },
};
