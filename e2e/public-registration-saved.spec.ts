import { expect, test, type Page } from "@playwright/test";
import { startAtWib } from "./support/app";
import { fillRegistration, openRegistration, setFault, whenMockReady } from "./support/citizen";

// Issue 33 point 2 on the demo (its in-page mock and its fault controls): a citizen whose registration was saved but
// whose answer was lost (a 503 after the call was done) gets her ticket from the form's next 'Daftar', which sends
// the same Idempotency-Key; and a citizen who registers again with the same KJP, KTP and KK is shown the ticket she
// already holds, not only the refusal.

test.use({ viewport: { width: 360, height: 640 } });

/** Monday 08:00 WIB: the window is open and Tuesday (the pickup day) has sessions. */
const MONDAY_MORNING = "2026-11-23T08:00:00";

const citizen = { kjp: "5049487700000001", ktp: "8888000000000001", kk: "8888111100000001" };

const daftar = (page: Page) => page.getByRole("button", { name: "Daftar", exact: true });
const ticketDialog = (page: Page) => page.getByRole("dialog", { name: "Registrasi Berhasil" });

/** The tickets the mock holds for a KTP (read in the page, from the mock's own database). */
async function ticketsOfKtp(page: Page, ktp: string): Promise<string[]> {
  await whenMockReady(page);
  return page.evaluate(async (number) => {
    const answer = await fetch("/api/v1/queues/get", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ no_kjp: "5049487700000001", date: "2026-11-24" }),
    });
    const { data } = (await answer.json()) as { data: { queues: { no: string; no_ktp: string }[] } };
    return data.queues.filter((ticket) => ticket.no_ktp.slice(-4) === number.slice(-4)).map((ticket) => ticket.no);
  }, ktp);
}

test("a 503 for a registration that was saved: the next 'Daftar' shows the ticket, and a duplicate shows it too", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await openRegistration(page);
  await fillRegistration(page, citizen, /Kramat Jati/, /07:00 - 09:00 WIB/);
  // the database saves her ticket; the answer she gets is a 503
  await setFault(page, "guestCreateQueue", { status: 503, afterDone: true, times: 1 });
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/queues/create")) keys.push(request.headers()["idempotency-key"] ?? "");
  });
  await daftar(page).click();
  await expect(page.getByText("Gagal", { exact: true })).toBeVisible();
  const saved = await ticketsOfKtp(page, citizen.ktp);
  expect(saved).toHaveLength(1);

  // her next press, once the lock after an attempt is over: the same values, so the same key, so her ticket
  await page.clock.runFor(8000);
  await expect(daftar(page)).toBeEnabled();
  await daftar(page).click();
  await expect(ticketDialog(page)).toBeVisible();
  await expect(ticketDialog(page).getByText(saved[0]!, { exact: true })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await ticketsOfKtp(page, citizen.ktp)).toEqual(saved);
  await ticketDialog(page).getByRole("button", { name: "Tutup" }).click();

  // the same KJP, KTP and KK again (a new registration, a new key): refused by the server, shown her ticket
  await page.clock.runFor(8000);
  await fillRegistration(page, citizen, /Kramat Jati/, /07:00 - 09:00 WIB/);
  await daftar(page).click();
  // her ticket under its own title: nothing says this refused registration succeeded (UX pass, session 33)
  const registeredBefore = page.getByRole("dialog", { name: "Anda sudah terdaftar" });
  await expect(registeredBefore).toBeVisible();
  await expect(registeredBefore.getByText("Pendaftaran baru tidak dibuat.", { exact: true })).toBeVisible();
  await expect(registeredBefore.getByText(saved[0]!, { exact: true })).toBeVisible();
  await expect(registeredBefore.getByText(/Berhasil/)).toHaveCount(0);
  await expect(page.locator("[role=status]").filter({ hasText: "Pendaftaran baru tidak dibuat." })).toHaveCount(1);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
  expect(await ticketsOfKtp(page, citizen.ktp)).toEqual(saved);
});
