import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneWide } from "../frame";
import { fitsPhone, has, partCases, shows, step } from "../frame/component-cases";
import { factRows } from "./fixtures";
import { QueueTicketCard, type QueueTicketFields, TicketCard } from "../../src/tickets";
import { QR_FAILED_TEXT, QR_RETRY_LABEL, TicketQr } from "../../src/tickets/ticket-qr";

/** A ticket's facts as a card: any rows, or a queue registration. */
export default { title: "UI/Tickets" } satisfies Meta;
const rows = factRows({
  "No KJP": "5049488500001234",
  "No KTP": "3171012345678901",
  "No KK": "3171019876543210",
  "Tanggal Pengambilan": "2025-04-25",
  Waktu: "07:00 - 09:00 WIB",
  Lokasi: "Pasar Rebo",
});
const registered = { label: "registered", tone: "info" } as const;
const ticketCard = partCases({ component: TicketCard, args: { title: "Tiket antrean", rows, status: registered } });
const queueNumber = { label: "Nomor antrean", value: "PRB-007" };
/** Each row's label is a term, its value the definition beside it. */
export const TicketCardRegistered = ticketCard({}, [
  has("registered", { "data-tone": "info" }),
  async ({ page }) => {
    const ticket = within(await page.findByRole("article", { name: "Tiket antrean" }));
    await expect(ticket.getAllByRole("term").map((t) => t.textContent)).toEqual(rows.map((r) => r.label));
    await expect(ticket.getAllByRole("definition")[4]).toHaveTextContent("07:00 - 09:00 WIB");
  },
]);
export const TicketCardDone = ticketCard({ status: { label: "done", tone: "success" } }, [
  has("done", { "data-tone": "success" }),
]);
export const TicketCardRejected = ticketCard(
  {
    status: { label: "rejected", tone: "danger" },
    rows: [...rows, { label: "Alasan Penolakan", value: "Dokumen tidak sesuai" }],
  },
  [has("rejected", { "data-tone": "danger" }), shows("Alasan Penolakan", "Dokumen tidak sesuai")],
);
const footer = "Bawa KTP asli, fotokopi KK dan kartu KJP. Hanya pemilik KTP yang tertera yang dapat mengambil.";
export const TicketCardWithQueueNumber = ticketCard({ highlight: queueNumber, footer }, [
  shows("Nomor antrean", "PRB-007", footer),
]);
const masked = factRows({ "No KJP": "5049488500001234", "No KTP": "3171********8901", "No KK": "3171********3210" });
export const TicketCardMasked = {
  name: "Masked (status check)",
  ...ticketCard({ rows: [...masked, ...rows.slice(3)] }, [shows(...masked.map((r) => r.value))]),
};
export const TicketCardPhone = ticketCard.with({ args: { highlight: queueNumber }, decorators: [phoneWide(328)] }, [fitsPhone]);
const ids = { no: "KRJ-001", no_kjp: "504948990000000123", no_ktp: "3171012345678901", no_kk: "3171019876543210" };
const time = { scheduled_date: "2026-11-24", scheduled_start_time: "07:00:00", scheduled_end_time: "09:00:00" };
const at = { scheduled_location: "Pasar Jaya Kramat Jati", status: "registered", rejection_reason: null } as const;
const ticket: QueueTicketFields = { ...ids, ...time, ...at };
const queueTicket = partCases({ component: QueueTicketCard, args: { ticket, title: "Tiket Antrean" } });
/** The lines a node's text takes on screen. */
const linesOf = (node: Node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top))).size;
};
/**
 * The first label sits beside its value (or above it), and the card does not scroll sideways. The KJP keeps its size:
 * on one line beside its label; above it, on a very narrow card, it wraps between groups of four digits, never inside one.
 */
const labels = (where: "beside" | "above") =>
  step(async ({ page }) => {
    const article = await page.findByRole("article");
    const card = within(article);
    const term = card.getAllByRole("term")[0]!.getBoundingClientRect();
    const value = card.getAllByRole("definition")[0]!.getBoundingClientRect();
    if (where === "beside") await expect(value.left).toBeGreaterThan(term.right);
    else await expect(value.top).toBeGreaterThan(term.top + 4);
    const kjp = card.getByText((_, node) => node?.tagName === "SPAN" && node.textContent === ticket.no_kjp);
    if (where === "beside") await expect(linesOf(kjp)).toBe(1);
    else await expect(linesOf(kjp)).toBeGreaterThan(1);
    const groups = [...kjp.children].filter((child) => child.tagName === "SPAN");
    await expect(groups.map((group) => group.textContent)).toEqual(["5049", "4899", "0000", "0001", "23"]);
    for (const group of groups) await expect(linesOf(group)).toBe(1);
    // read in groups: a visible gap between two groups on one line (a copied number is the bare digits: no space)
    const gaps = groups.slice(1).flatMap((group, i) => {
      const [before, after] = [groups[i]!.getBoundingClientRect(), group.getBoundingClientRect()];
      return Math.round(before.top) === Math.round(after.top) ? [after.left - before.right] : [];
    });
    await expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) await expect(gap).toBeGreaterThan(3);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  });
const card = ["article", "Tiket Antrean"] as const;
export const QueueTicketCardRegistered = queueTicket({}, [
  has(card, {
    text: ["KRJ-001", ticket.no_kjp, ticket.no_ktp, ticket.no_kk, "Selasa, 24 November 2026", "07:00 - 09:00 WIB", "Terdaftar"],
  }),
]);
export const QueueTicketCardRejected = queueTicket(
  { ticket: { ...ticket, status: "rejected", rejection_reason: { reason: "Dokumen tidak lengkap" } } },
  [has(card, { text: ["Ditolak", "Dokumen tidak lengkap"] })],
);
/** On a phone-wide (320px) card each label sits beside its value, so the ticket fits one screen. */
export const QueueTicketCardNarrow = queueTicket.with({ decorators: [phoneWide(320)] }, [labels("beside")]);
/** On a very narrow card (large text on a small phone) each label sits above its value, and the KJP wraps by groups. */
export const QueueTicketCardVeryNarrow = queueTicket.with({ decorators: [phoneWide(220)] }, [labels("above")]);
/** With its QR code (loaded on first show), beside the queue number. */
const qrCode = step(async ({ page }) => {
  const code = await page.findByRole("img", { name: "Kode QR tiket untuk dipindai petugas" });
  await expect(code.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
});
const qrValue = "https://antrean.example/queues/00000000-0000-4000-8000-000000000001";
export const QueueTicketCardWithQrCode = queueTicket({ qrValue }, [qrCode]);
/**
 * Its encoder could not load (offline right after registering): the square says so, with 'Coba lagi'; the queue number
 * beside it stays. On a phone-wide card nothing runs outside it.
 */
const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
export const TicketCardQrCodeFailed = ticketCard.with(
  {
    args: {
      highlight: { label: "Nomor Antrean", value: "KRJ-001" },
      code: <TicketQr value={qrValue} label="Kode QR tiket untuk dipindai petugas" load={offline} />,
    },
    decorators: [phoneWide(328)],
  },
  [shows("KRJ-001", QR_FAILED_TEXT), has(["button", QR_RETRY_LABEL]), fitsPhone],
);
