import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MyTickets } from "./my-tickets";
import { createTicketStore } from "./my-tickets-store";
import { memoryStorage, savedTicket } from "./testing";
import { DIALOG_FAILED_TEXT, DIALOG_OFFLINE_TEXT, type MyTicketDialogLoader } from "./use-my-ticket-dialog";

/** The mock's clock: Monday 23 November 2026, 08:00 WIB; the saved ticket is for the next day. */
const NOW = Date.parse("2026-11-23T08:00:00+07:00");
const saved = savedTicket(1, "2026-11-24");

/** Whether the dialog's file arrives, and the browser's online state, as the test sets them. */
let signal = true;
let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
let arrived = 0;
/** The dialog's real module while there is a signal; Chromium's failure of a dynamic import without. */
const loadDialog: MyTicketDialogLoader = () =>
  signal
    ? import("./my-ticket-dialog").then((module) => {
        arrived++;
        return module;
      })
    : Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/my-ticket-dialog-x.js"));

beforeEach(async () => {
  signal = true;
  online = true;
  arrived = 0;
  // a dialog left open by the test before goes back out of its history entry (as in my-ticket-dialog.test.tsx)
  await expect.poll(() => (history.state as Record<string, unknown> | null)?.["antrean:dialog"]).toBeUndefined();
});
afterEach(() => {
  online = true;
});

function renderList() {
  const storage = memoryStorage(JSON.stringify([saved]));
  return render(
    <MyTickets
      store={createTicketStore(
        () => storage,
        () => NOW,
      )}
      check={() => new Promise(() => {})}
      now={() => NOW}
      loadDialog={loadDialog}
    />,
  );
}

const ticketButton = () => page.getByRole("region", { name: "Tiket saya" }).getByRole("button", { name: /KRJ-001/ });
const dialog = () => page.getByRole("dialog", { name: "Tiket Antrean KRJ-001" });

describe("'Tiket saya' at the market with no signal (docs/product.md §2.2)", () => {
  it("opens a saved ticket offline once the list has shown online: its code came with the list, not with the press", async () => {
    await renderList();
    await expect.element(ticketButton()).toBeVisible();
    await expect.poll(() => arrived, { timeout: 5000 }).toBe(1);

    // the signal goes; the page stays
    signal = false;
    online = false;
    window.dispatchEvent(new Event("offline"));
    await userEvent.click(ticketButton());
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(dialog().getByRole("button", { name: "Tutup" }).last());
  });

  it("says so when the code cannot load offline, and opens the ticket by itself once the phone is back online", async () => {
    signal = false;
    online = false;
    await renderList();
    await userEvent.click(ticketButton());

    const failure = page.getByRole("alert");
    await expect.element(failure).toHaveTextContent(DIALOG_OFFLINE_TEXT);
    // nothing to press offline: it goes on by itself
    expect(failure.getByRole("button").query()).toBeNull();
    expect(dialog().query()).toBeNull();

    signal = true;
    online = true;
    window.dispatchEvent(new Event("online"));
    await expect.element(dialog()).toBeVisible();
    expect(page.getByRole("alert").query()).toBeNull();
    await userEvent.click(dialog().getByRole("button", { name: "Tutup" }).last());
  });

  it("with a signal that still fails, says to check the connection, and 'Coba lagi' opens it", async () => {
    signal = false;
    await renderList();
    await userEvent.click(ticketButton());
    const failure = page.getByRole("alert");
    await expect.element(failure).toHaveTextContent(DIALOG_FAILED_TEXT);

    signal = true;
    await userEvent.click(failure.getByRole("button", { name: "Coba lagi" }));
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(dialog().getByRole("button", { name: "Tutup" }).last());
  });
});
