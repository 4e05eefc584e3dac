import { expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MyTicketDialog, FORGET_LABEL } from "./my-ticket-dialog";
import { createTicketStore, type SavedTicket } from "./my-tickets-store";

const saved: SavedTicket = {
  uuid: "00000000-0000-4000-8000-000000000001",
  no: "KRJ-001",
  no_kjp: "5049480000990001",
  no_ktp: "3171****0001",
  no_kk: "3171****0001",
  scheduled_date: "2026-11-24",
  scheduled_start_time: "07:00:00",
  scheduled_end_time: "09:00:00",
  scheduled_location: "Kramat Jati",
  status: "registered",
  rejection_reason: null,
  checkedAt: 1_000,
};

// docs/product.md §2.2: Escape with the question 'Hapus tiket ini dari ponsel ini?' showing closed the whole ticket
// (UX pass, session 20); it answers the question 'Batal', as a nested overlay closes before the one under it
it("Escape closes the forget question only, focus back on its button; the next Escape closes the ticket", async () => {
  let closed = 0;
  const items = new Map<string, string>();
  const store = createTicketStore(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
  await render(
    <MyTicketDialog
      ticket={saved}
      store={store}
      // the status check never answers: the dialog stays as it opened
      check={() => new Promise(() => {})}
      now={() => 2_000}
      onClose={() => closed++}
      onForget={() => {}}
    />,
  );
  const dialog = page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" });
  await userEvent.click(dialog.getByRole("button", { name: FORGET_LABEL }));
  await expect.element(dialog.getByRole("button", { name: "Batal" })).toHaveFocus();

  // a real key press (the browser's own close request), not a dispatched event
  await userEvent.keyboard("{Escape}");
  await expect.element(dialog.getByRole("button", { name: FORGET_LABEL })).toHaveFocus();
  expect(dialog.getByRole("group").query()).toBeNull();
  expect((dialog.element() as HTMLDialogElement).open).toBe(true);
  expect(closed).toBe(0);

  await userEvent.keyboard("{Escape}");
  await expect.poll(() => closed).toBe(1);
});
