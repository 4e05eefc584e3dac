import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { componentCases, has, type Step } from "../frame/component-cases";
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
const story = componentCases(meta);

/** The first label sits beside its value (or above it), the card does not scroll sideways and a KJP keeps to one line. */
const labels =
  (where: "beside" | "above"): Step =>
  async ({ page }) => {
    const card = await page.findByRole("article");
    const [term, value] = [
      within(card).getAllByRole("term")[0]!.getBoundingClientRect(),
      within(card).getAllByRole("definition")[0]!,
    ];
    if (where === "beside") await expect(value.getBoundingClientRect().left).toBeGreaterThan(term.right);
    else await expect(value.getBoundingClientRect().top).toBeGreaterThan(term.top + 4);
    await expect(within(card).getByText(ticket.no_kjp).getClientRects().length).toBe(1);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  };
const wide = (width: number) => [(Story: () => React.ReactNode) => <div style={{ width }}>{Story()}</div>];

const card = ["article", "Tiket Antrean"] as const;
export const Registered = story({}, [
  has(card, {
    text: ["KRJ-001", ticket.no_kjp, ticket.no_ktp, ticket.no_kk, "Selasa, 24 November 2026", "07:00 - 09:00 WIB", "Terdaftar"],
  }),
]);
export const Rejected = story(
  { ticket: { ...ticket, status: "rejected", rejection_reason: { reason: "Dokumen tidak lengkap" } } },
  [has(card, { text: ["Ditolak", "Dokumen tidak lengkap"] })],
);
/** On a phone-wide (320px) card each label sits beside its value, so the ticket fits one screen. */
export const Narrow = story.with({ decorators: wide(320) }, [labels("beside")]);
/** On a very narrow card (large text on a small phone) each label sits above its value. */
export const VeryNarrow = story.with({ decorators: wide(220) }, [labels("above")]);
/** With its QR code (loaded on first show), beside the queue number. */
export const WithQrCode = story({ qrValue: "https://antrean.example/queues/00000000-0000-4000-8000-000000000001" }, [
  async ({ page }) => {
    const code = await page.findByRole("img", { name: "Kode QR tiket untuk dipindai petugas" });
    await expect(code.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
  },
]);
