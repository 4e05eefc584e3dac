import { beforeEach, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MyTicketDialog, FORGET_LABEL, RECHECK_LABEL, RECHECKING_LABEL } from "./my-ticket-dialog";
import { createTicketStore, type CheckedTicket } from "./my-tickets-store";
import { buttonsOutOfSight, memoryStorage, savedTicket } from "./testing";

const saved = savedTicket(1, "2026-11-24", { no_ktp: "3171****0001", no_kk: "3171****0001" });

// A dialog left open by the test before goes back out of its history entry when it unmounts (useBackCloses); that
// Back lands a moment later and would close the next test's dialog: wait until the history has settled.
beforeEach(async () => {
  await expect.poll(() => (history.state as Record<string, unknown> | null)?.["antrean:dialog"]).toBeUndefined();
});

/** The saved ticket's dialog on a store in memory; its status check never answers, so it stays as it opened. */
function renderDialog(onClose: () => void) {
  const storage = memoryStorage();
  return render(
    <MyTicketDialog
      ticket={saved}
      store={createTicketStore(() => storage)}
      check={() => new Promise(() => {})}
      now={() => 2_000}
      onClose={onClose}
      onForget={() => {}}
    />,
  );
}

/** The saved ticket's dialog at `at`, kept on a store in memory; its status check answers when the test calls `answer`. */
async function renderWithCheckAnswered(at: number) {
  const storage = memoryStorage(JSON.stringify([saved]));
  const store = createTicketStore(
    () => storage,
    () => at,
  );
  let answerCheck: (tickets: CheckedTicket[]) => void = () => {};
  const screen = await render(
    <MyTicketDialog
      ticket={saved}
      store={store}
      check={() => new Promise((resolve) => (answerCheck = resolve))}
      now={() => at}
      onClose={() => {}}
      onForget={() => {}}
    />,
  );
  return { screen, store, answer: (tickets: CheckedTicket[]) => answerCheck(tickets) };
}

// docs/product.md §2.2: Escape with the question 'Hapus tiket ini dari ponsel ini?' showing closed the whole ticket
// (UX pass, session 20); it answers the question 'Batal', as a nested overlay closes before the one under it
it("Escape closes the forget question only, focus back on its button; the next Escape closes the ticket", async () => {
  let closed = 0;
  await renderDialog(() => closed++);
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
  await renderDialog(() => closed++);
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

// the list keeps an answer that comes after it has gone (src/tickets/my-tickets.tsx); the ticket threw its away
it("an answer that comes after the ticket was closed is still kept on the device", async () => {
  const at = Date.parse("2026-11-23T08:00:00+07:00");
  const { screen, store, answer } = await renderWithCheckAnswered(at);
  await expect.element(page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" })).toBeVisible();
  await screen.unmount();
  answer([{ ...saved, status: "done" }]);
  await expect.poll(() => store.snapshot().map((t) => [t.status, t.checkedAt])).toEqual([["done", at]]);
});

// docs/product.md §2.2: the check's answer changed the status on the card, but a screen reader heard nothing (session 37)
it.each([
  { status: "done" as const, heard: "Status tiket KRJ-001 sekarang Selesai." },
  { status: "registered" as const, heard: null },
])("says once a status the check changed, and nothing of the status it opened with ($status)", async ({ status, heard }) => {
  const { answer } = await renderWithCheckAnswered(Date.parse("2026-11-23T08:00:00+07:00"));
  const dialog = page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" });
  const said = () => [...dialog.element().querySelectorAll("[role=status]")].map((region) => region.textContent).join(" | ");
  await expect.element(dialog).toBeVisible();
  expect(said()).not.toContain("Status tiket");

  answer([{ ...saved, status }]);
  await expect.element(dialog.getByText("Status diperiksa Senin, 23 November 2026 pukul 08:00 WIB.")).toBeVisible();
  if (heard) await expect.poll(said).toContain(heard);
  else expect(said()).not.toContain("Status tiket");
});

// docs/product.md §2.2: a failed check said so and that the copy was the saved one, with no next step (UX pass, session
// 40): 'Periksa lagi' asks again, keeps the focus while it asks and when it fails again, and once answered the focus
// goes to the note that says what it found
it("a failed check offers 'Periksa lagi', which asks again and keeps the focus until the answer, then gives it to the note", async () => {
  const at = Date.parse("2026-11-23T08:00:00+07:00");
  const storage = memoryStorage(JSON.stringify([saved]));
  const store = createTicketStore(
    () => storage,
    () => at,
  );
  const answers: { resolve: (tickets: CheckedTicket[]) => void; reject: (error: Error) => void }[] = [];
  await render(
    <MyTicketDialog
      ticket={saved}
      store={store}
      check={() => new Promise((resolve, reject) => answers.push({ resolve, reject }))}
      now={() => at}
      onClose={() => {}}
      onForget={() => {}}
    />,
  );
  const dialog = page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" });
  await expect.element(dialog).toBeVisible();
  expect(dialog.getByRole("button", { name: RECHECK_LABEL }).query()).toBeNull();
  answers[0]?.reject(new TypeError("Failed to fetch"));
  const recheck = dialog.getByRole("button", { name: RECHECK_LABEL });
  await expect.element(dialog.getByText(/^Status terbaru belum dapat diperiksa\. Ini salinan yang tersimpan/)).toBeVisible();

  // by keyboard: the button says it asks, ignores another press, keeps the focus; failing again, it is back
  (recheck.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  const asking = dialog.getByRole("button", { name: RECHECKING_LABEL });
  await expect.element(asking).toHaveFocus();
  await expect.element(asking).toHaveAttribute("aria-disabled", "true");
  // the note says it asks, so a second failure is a change to see and hear, not the same words as before
  await expect.element(dialog.getByText("Memeriksa status terbaru…")).toBeVisible();
  await userEvent.keyboard("{Enter}");
  expect(answers).toHaveLength(2);
  answers[1]?.reject(new TypeError("Failed to fetch"));
  await expect.element(recheck).toHaveFocus();
  await expect.element(dialog.getByText(/^Status terbaru belum dapat diperiksa\. Ini salinan yang tersimpan/)).toBeVisible();

  await userEvent.keyboard("{Enter}");
  expect(answers).toHaveLength(3);
  answers[2]?.resolve([{ ...saved, status: "done" }]);
  const note = dialog.getByText("Status diperiksa Senin, 23 November 2026 pukul 08:00 WIB.");
  await expect.element(note).toHaveFocus();
  expect(dialog.getByRole("button", { name: RECHECK_LABEL }).query()).toBeNull();
  expect(store.snapshot().map((t) => [t.status, t.checkedAt])).toEqual([["done", at]]);
});

// docs/product.md §2.2: on a laptop the ticket's actions and 'Hapus dari perangkat ini' sit beside it, above 'Tutup'
// (under it, 'Hapus dari perangkat ini' ran under the 'Tutup' bar at 1366×768, and the actions too on a laptop's
// shorter screen: UX pass, session 44).
it.each([
  [1280, 800],
  [1366, 768],
  [1920, 1080],
])("at %d×%d the ticket's actions show beside it, above 'Tutup', with no scrolling", async (width, height) => {
  await page.viewport(width, height);
  await renderDialog(() => {});
  const dialog = page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" });
  await expect.element(dialog.getByRole("button", { name: "Cetak" })).toBeVisible();

  expect(buttonsOutOfSight(dialog.element() as HTMLElement, ["Simpan gambar", "Bagikan", "Cetak", FORGET_LABEL])).toEqual([]);
});
