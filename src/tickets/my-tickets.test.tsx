import { afterEach, beforeEach, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { learnServerTime, resetServerClock } from "../lib/server-clock";
import { MyTickets, RECHECK_FAILED_TEXT, SEE_REASON_TEXT } from "./my-tickets";
import { createTicketStore, type CheckedTicket, type TicketCheckBody } from "./my-tickets-store";
import { memoryStorage, savedTicket } from "./testing";

// Monday 23 November 2026, 08:00 WIB: the page's clock, and the server's as the page has heard it
const NOW = Date.parse("2026-11-23T08:00:00+07:00");
const now = () => NOW;
const TWO_HOURS_AGO = NOW - 2 * 3_600_000;
const CHECKED_NOW = "Status diperiksa Senin, 23 November 2026 pukul 08:00 WIB.";
const CHECKED_TWO_HOURS_AGO = "Status diperiksa Senin, 23 November 2026 pukul 06:00 WIB.";

/** The browser's online state as the test sets it (Chromium's own is the machine's, which may have no network). */
let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

// the list checks only once the page has heard the server's time (a saved ticket is dated by it, ADR 009)
beforeEach(() => learnServerTime(NOW));
// A ticket left open or closed by a test goes back out of its history entry (useBackCloses); that Back lands a moment
// later and would close the next test's ticket: wait until the history has settled.
beforeEach(async () => {
  await expect.poll(() => (history.state as Record<string, unknown> | null)?.["antrean:dialog"]).toBeUndefined();
});
afterEach(() => {
  resetServerClock();
  // (a test that takes the network away gives it back)
  online = true;
});

/** A status check that answers from `server` (its tickets by KJP and date), recording what it was asked. */
function serverCheck(server: readonly CheckedTicket[]) {
  const asked: TicketCheckBody[] = [];
  const check = async (body: TicketCheckBody) => {
    asked.push(body);
    return server.filter((t) => t.no_kjp === body.no_kjp && t.scheduled_date === body.date);
  };
  return { asked, check };
}

/** 'Tiket saya' over a store in memory holding `tickets`. */
function renderList(
  tickets: ReturnType<typeof savedTicket>[],
  check: (body: TicketCheckBody) => Promise<readonly CheckedTicket[]>,
) {
  const storage = memoryStorage(JSON.stringify(tickets));
  const store = createTicketStore(() => storage, now);
  render(<MyTickets store={store} check={check} now={now} />);
  return store;
}

const entry = (no: string) => page.getByRole("region", { name: "Tiket saya" }).getByRole("button", { name: new RegExp(no) });

// docs/product.md §2.2: a ticket staff rejected after it was saved read 'Terdaftar' in the list until it was opened
it("shown online, checks a ticket for today or later whose status is old and shows and keeps what the check says", async () => {
  const today = savedTicket(1, "2026-11-23", { checkedAt: TWO_HOURS_AGO });
  const { asked, check } = serverCheck([{ ...today, status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" } }]);
  const store = renderList([today], check);

  await expect.element(entry("KRJ-001")).toHaveTextContent("Ditolak");
  await expect.element(entry("KRJ-001")).toHaveTextContent(CHECKED_NOW);
  expect(store.snapshot()[0]).toMatchObject({
    status: "rejected",
    checkedAt: NOW,
    rejection_reason: { reason: "Dokumen tidak sesuai" },
  });
  // only what the device holds was sent: the KJP and the date
  expect(asked).toEqual([{ no_kjp: today.no_kjp, date: "2026-11-23" }]);
});

it("asks nothing for a ticket checked a moment ago or a past one; each says when its status was last known", async () => {
  const fresh = savedTicket(1, "2026-11-24", { checkedAt: NOW - 60_000 });
  const past = savedTicket(2, "2026-11-20", { status: "done", checkedAt: Date.parse("2026-11-20T10:12:00+07:00") });
  const { asked, check } = serverCheck([{ ...fresh, status: "rejected" }, past]);
  renderList([fresh, past], check);

  await expect.element(entry("KRJ-001")).toHaveTextContent("Terdaftar");
  await expect.element(entry("KRJ-001")).toHaveTextContent("Status diperiksa Senin, 23 November 2026 pukul 07:59 WIB.");
  await expect.element(entry("KRJ-002")).toHaveTextContent("Status diperiksa Jumat, 20 November 2026 pukul 10:12 WIB.");
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([]);
});

it("a failed check leaves the saved status and its time, and the list says it once", async () => {
  const first = savedTicket(1, "2026-11-23", { checkedAt: TWO_HOURS_AGO });
  const second = savedTicket(2, "2026-11-24", { no_kjp: "5049480000990002", checkedAt: TWO_HOURS_AGO });
  let asked = 0;
  const store = renderList([first, second], () => (asked++, Promise.reject(new Error("Failed to fetch"))));

  await expect.element(page.getByText(RECHECK_FAILED_TEXT)).toBeVisible();
  expect(page.getByText(RECHECK_FAILED_TEXT).elements()).toHaveLength(1);
  for (const no of ["KRJ-001", "KRJ-002"]) {
    await expect.element(entry(no)).toHaveTextContent("Terdaftar");
    await expect.element(entry(no)).toHaveTextContent(CHECKED_TWO_HOURS_AGO);
  }
  expect(asked).toBe(2);
  expect(store.snapshot().map((t) => t.checkedAt)).toEqual([TWO_HOURS_AGO, TWO_HOURS_AGO]);
});

it("offline asks nothing; back online it checks", async () => {
  online = false;
  const today = savedTicket(1, "2026-11-23", { checkedAt: TWO_HOURS_AGO });
  const { asked, check } = serverCheck([{ ...today, status: "done" }]);
  renderList([today], check);

  await expect.element(entry("KRJ-001")).toHaveTextContent(CHECKED_TWO_HOURS_AGO);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([]);
  expect(page.getByText(RECHECK_FAILED_TEXT).query()).toBeNull();

  online = true;
  window.dispatchEvent(new Event("online"));
  await expect.element(entry("KRJ-001")).toHaveTextContent("Selesai");
  await expect.element(entry("KRJ-001")).toHaveTextContent(CHECKED_NOW);
  expect(asked).toHaveLength(1);
});

/** What the page's live regions say now. */
const said = () => [...document.querySelectorAll("[role=status]")].map((region) => region.textContent ?? "").join(" | ");

// docs/product.md §2.2: a check that changed a ticket's status showed it, but a screen reader heard nothing (session 37)
it("says a status the check changed, once; a status already known says nothing", async () => {
  const changed = savedTicket(1, "2026-11-23", { checkedAt: TWO_HOURS_AGO });
  const known = savedTicket(2, "2026-11-24", { no_kjp: "5049480000990002", status: "done", checkedAt: TWO_HOURS_AGO });
  let answer: (tickets: CheckedTicket[]) => void = () => {};
  const { check } = serverCheck([known]);
  renderList([changed, known], (body) =>
    body.no_kjp === changed.no_kjp ? new Promise((resolve) => (answer = resolve)) : check(body),
  );

  // the second ticket's check answered what the list showed: nothing to say
  await expect.element(entry("KRJ-002")).toHaveTextContent(CHECKED_NOW);
  expect(said()).not.toContain("Status tiket");

  answer([{ ...changed, status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" } }]);
  await expect.element(entry("KRJ-001")).toHaveTextContent("Ditolak");
  await expect.poll(said).toContain(`Status tiket KRJ-001 sekarang Ditolak. ${SEE_REASON_TEXT}`);
  expect(said()).not.toContain("KRJ-002");
});

// docs/product.md §2.12, §2.2: the ticket's 'Tutup' pressed by keyboard left the focus on the page's body (UX pass s38,
// /queue-status at 360×740): the list dropped the ticket while its dialog was still open, so the browser never gave the
// focus back; Escape closed the dialog first and did. Every way out gives it back to the ticket's button in the list.
it.each([
  { way: "'Tutup' by Enter", closeTicket: () => userEvent.keyboard("{Enter}") },
  { way: "'Tutup' by Space", closeTicket: () => userEvent.keyboard(" ") },
  { way: "Escape", closeTicket: () => userEvent.keyboard("{Escape}") },
  { way: "the browser's Back", closeTicket: async () => history.back() },
])("a ticket closed by $way gives the focus back to its button in the list", async ({ way, closeTicket }) => {
  const { check } = serverCheck([]);
  renderList([savedTicket(1, "2026-11-23", { checkedAt: NOW }), savedTicket(2, "2026-11-24", { checkedAt: NOW })], check);
  const second = entry("KRJ-002");
  await expect.element(second).toBeVisible();
  (second.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  const dialog = page.getByRole("dialog", { name: "Tiket Antrean KRJ-002" });
  await expect.element(dialog).toBeVisible();
  if (way.startsWith("'Tutup'")) (dialog.getByRole("button", { name: "Tutup" }).element() as HTMLElement).focus();

  await closeTicket();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(second).toHaveFocus();
  // and it stays there (the history entry the ticket added goes away a moment later)
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect.element(second).toHaveFocus();
});
