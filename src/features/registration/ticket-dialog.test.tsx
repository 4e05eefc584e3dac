import { afterEach, beforeEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import type { Queue } from "../../../contract";
import { MY_TICKETS_KEY } from "../../tickets/my-tickets-store";
import { buttonsOutOfSight, savedTicket } from "../../tickets/testing";
import { REGISTERED_BEFORE_TITLE, TicketDialog } from "./ticket-dialog";

// the ticket the citizen's device keeps (src/tickets/testing.ts), as the server answered it
const { checkedAt: _checkedAt, ...kept } = savedTicket(1, "2026-11-24");
const ticket: Queue = { ...kept, queue_location_id: 1, queue_session_id: 1, created_at: "2026-11-23T01:00:00.000Z" };

// a dialog left open by the test before goes back out of its history entry when it unmounts (useBackCloses): wait for it
beforeEach(async () => {
  await expect.poll(() => (history.state as Record<string, unknown> | null)?.["antrean:dialog"]).toBeUndefined();
});
afterEach(() => {
  document.documentElement.style.fontSize = "";
  // the dialog keeps its ticket on the device (docs/product.md §2.2)
  localStorage.removeItem(MY_TICKETS_KEY);
});

// docs/product.md §2.3: the citizen shows the queue number at the counter. At 320 px with 200 % text the whole success
// line stood above the ticket and put the number 1.5 screens down (UX pass, session 37); now it shows in the first
// screen, above 'Tutup', with the body's own 16 px between them (under 'Anda sudah terdaftar' it had 7, UX pass s39).
it.each([
  { registeredBefore: false, title: "Registrasi Berhasil" },
  { registeredBefore: true, title: REGISTERED_BEFORE_TITLE },
])("$title shows the queue number in the first screen at 320 px with 200 % text", async ({ registeredBefore, title }) => {
  await page.viewport(320, 640);
  document.documentElement.style.fontSize = "200%";
  await render(<TicketDialog ticket={ticket} registeredBefore={registeredBefore} onClose={() => {}} />);
  const dialog = page.getByRole("dialog", { name: title });
  const number = dialog.getByText(ticket.no, { exact: true });
  await expect.element(number).toBeVisible();

  const box = number.element().getBoundingClientRect();
  const close = dialog.getByRole("button", { name: "Tutup" }).element().closest("footer")!.getBoundingClientRect();
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(close.top - box.bottom, "the number clears 'Tutup' by the body's padding").toBeGreaterThanOrEqual(16);
});

// docs/product.md §2.3: at 1280×800 the content ran 79 px under the dialog's 'Tutup' bar and 'Simpan gambar', 'Bagikan'
// and 'Cetak' sat behind it, while the visible part ended neatly on "…saat pengambilan.": nothing said more followed
// (UX pass, session 44). On a laptop or desktop they sit beside the ticket, in the dialog's first screen.
it.each([
  [1280, 800],
  [1366, 768],
  [1920, 1080],
])("at %d×%d the ticket's actions show beside it, above 'Tutup', with no scrolling", async (width, height) => {
  await page.viewport(width, height);
  await render(<TicketDialog ticket={ticket} registeredBefore={false} onClose={() => {}} />);
  const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
  await expect.element(dialog.getByRole("button", { name: "Cetak" })).toBeVisible();

  expect(buttonsOutOfSight(dialog.element() as HTMLElement, ["Simpan gambar", "Bagikan", "Cetak"])).toEqual([]);
  const box = dialog.element().getBoundingClientRect();
  const number = dialog.getByText(ticket.no, { exact: true }).element().getBoundingClientRect();
  expect(number.top, "the queue number in view too").toBeGreaterThanOrEqual(box.top);
});
