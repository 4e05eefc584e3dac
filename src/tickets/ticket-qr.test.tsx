import { expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QR_FAILED_TEXT, QR_RETRY_LABEL, TicketQr } from "./ticket-qr";

const value = "https://antrean.example/queues/00000000-0000-4000-8000-000000000001";
const label = "Kode QR tiket untuk dipindai petugas";

/** The encoder's loader failing as a lost connection does, `failures` times, then loading it. */
function flakyLoader(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count++;
    return calls.count <= failures
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module: /src/tickets/qr-code.ts"))
      : import("./qr-code");
  };
  return { load, calls };
}

// UX pass, session 29, item 8: offline right after registering, the encoder failed to load and the code stayed a blank
// square for good (an uncaught rejection), even back online, until the dialog was reopened
it("says the code cannot be shown, and 'Coba lagi' draws it, focus moving from the button to the code", async () => {
  const { load, calls } = flakyLoader(1);
  await render(<TicketQr value={value} label={label} load={load} />);
  const status = page.getByRole("status");
  await expect.element(status).toHaveTextContent(QR_FAILED_TEXT);
  expect(page.getByRole("img").query()).toBeNull();

  const retry = page.getByRole("button", { name: QR_RETRY_LABEL });
  (retry.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  const code = page.getByRole("img", { name: label });
  await expect.element(code).toBeVisible();
  expect(calls.count).toBe(2);
  expect(code.element().querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
  await expect.element(status).toHaveTextContent("");
  expect(page.getByRole("button").query()).toBeNull();
  await expect.element(code).toHaveFocus();
});

it("tries again by itself when the phone is back online", async () => {
  const { load, calls } = flakyLoader(1);
  await render(<TicketQr value={value} label={label} load={load} />);
  await expect.element(page.getByRole("status")).toHaveTextContent(QR_FAILED_TEXT);
  const focused = document.activeElement;

  window.dispatchEvent(new Event("online"));
  await expect.element(page.getByRole("img", { name: label })).toBeVisible();
  expect(calls.count).toBe(2);
  // nothing was focused by the page: the focus stays where the citizen left it
  expect(document.activeElement).toBe(focused);
});

it("still offline: 'Coba lagi' fails again and says so again", async () => {
  const { load, calls } = flakyLoader(2);
  await render(<TicketQr value={value} label={label} load={load} />);
  const retry = page.getByRole("button", { name: QR_RETRY_LABEL });
  await userEvent.click(retry);
  await expect.poll(() => calls.count).toBe(2);
  await expect.element(page.getByRole("status")).toHaveTextContent(QR_FAILED_TEXT);
  await expect.element(retry).not.toHaveAttribute("aria-disabled");

  await userEvent.click(retry);
  await expect.element(page.getByRole("img", { name: label })).toBeVisible();
  expect(calls.count).toBe(3);
});
