import { expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MyTicketDialog, FORGET_LABEL } from "./my-ticket-dialog";
import { createTicketStore } from "./my-tickets-store";
import { memoryStorage, savedTicket } from "./testing";

const saved = savedTicket(1, "2026-11-24", { no_ktp: "3171****0001", no_kk: "3171****0001" });

// docs/product.md §2.2: Escape with the question 'Hapus tiket ini dari ponsel ini?' showing closed the whole ticket
// (UX pass, session 20); it answers the question 'Batal', as a nested overlay closes before the one under it
it("Escape closes the forget question only, focus back on its button; the next Escape closes the ticket", async () => {
  let closed = 0;
  const storage = memoryStorage();
  const store = createTicketStore(() => storage);
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

// the same question, closed by a close request without a key (Android's back gesture reaches the dialog as 'cancel')
it("a close request without a key closes the forget question only", async () => {
  let closed = 0;
  const storage = memoryStorage();
  await render(
    <MyTicketDialog
      ticket={saved}
      store={createTicketStore(() => storage)}
      check={() => new Promise(() => {})}
      now={() => 2_000}
      onClose={() => closed++}
      onForget={() => {}}
    />,
  );
  const dialog = page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" });
  await userEvent.click(dialog.getByRole("button", { name: FORGET_LABEL }));
  await expect.element(dialog.getByRole("button", { name: "Batal" })).toBeVisible();

  const cancelled = !(dialog.element() as HTMLDialogElement).dispatchEvent(new Event("cancel", { cancelable: true }));
  expect(cancelled).toBe(true);
  await expect.element(dialog.getByRole("button", { name: FORGET_LABEL })).toHaveFocus();
  expect(dialog.getByRole("group").query()).toBeNull();
  expect((dialog.element() as HTMLDialogElement).open).toBe(true);
  expect(closed).toBe(0);
});
