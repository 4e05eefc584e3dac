import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { DEMO_PASSWORD, expectNoAxeViolations, markDone, startAtWib } from "./support/app";
import { clearFaults, openRegistration, serverTimeFromStart, setFault, submitRegistration } from "./support/citizen";

test.use({ viewport: { width: 360, height: 640 } });

/** Monday 08:00 WIB: the window is open and Tuesday (the pickup day) has sessions. */
const MONDAY_MORNING = "2026-11-23T08:00:00";
const who = { kjp: "5049489912340001", ktp: "9999000012340001", kk: "9999111112340001" };
const QR_NAME = "Kode QR tiket untuk dipindai petugas";

/** Reads a QR code out of a PNG (a screenshot of the code on screen, or the saved ticket image). */
function decodeQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(
    new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
    image.width,
    image.height,
  );
  if (!code) throw new Error("no QR code found in the image");
  return code.data;
}

async function expectTicket(ticket: Locator, number: string, texts: string[]) {
  await expect(ticket.getByText(number, { exact: true })).toBeVisible();
  for (const text of texts) await expect(ticket).toContainText(text);
}

/** The whole ticket card fits a 360×640 screen (docs/product.md §2.3). */
async function expectFitsOneScreen(ticket: Locator) {
  const box = await ticket.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.width ?? Infinity).toBeLessThanOrEqual(360);
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(640);
}

async function openLandingTickets(page: Page) {
  await page.goto("/");
  const announcement = page.getByRole("dialog", { name: "Pengumuman" });
  await announcement.getByRole("button", { name: "Tutup" }).click();
  await expect(announcement).toBeHidden();
  return page.getByRole("region", { name: "Tiket saya" });
}

test("a ticket kept on this device: QR code, saved image, 'Tiket saya', a status marked by staff, forgotten", async ({
  page,
  baseURL,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await openRegistration(page);
  await submitRegistration(page, who, /Kramat Jati/, /07:00 - 09:00 WIB/);

  // the dialog: the ticket with its QR code, which holds the staff page's address and no identity number
  const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
  const card = dialog.getByRole("article", { name: "Tiket Antrean" });
  const number = ((await card.getByText(/^KRJ-\d{3}$/).textContent()) ?? "").trim();
  const qr = card.getByRole("img", { name: QR_NAME });
  await expect(qr).toBeVisible();
  await expectFitsOneScreen(card);
  await expectNoAxeViolations(page);
  const staffUrl = decodeQr(await qr.screenshot());
  expect(staffUrl).toMatch(new RegExp(`^${baseURL}/queues/[0-9a-f-]{36}$`));
  for (const digits of [who.kjp, who.ktp, who.kk]) expect(staffUrl).not.toContain(digits);

  // 'Simpan gambar': a PNG drawn by the app, whose QR code is the same address
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Simpan gambar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tiket-antrean-${number}-2026-11-24.png`);
  const saved = await readFile((await download.path()) ?? "");
  expect(decodeQr(saved)).toBe(staffUrl);
  await expect(dialog.getByRole("status").filter({ hasText: "Gambar tiket sudah disimpan." })).toBeVisible();

  // printing shows the ticket alone: not the form behind the dialog, not the dialog's buttons
  await page.emulateMedia({ media: "print" });
  // (the dialog box itself is hidden in print, so its contents are found by text, not by role)
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Bawa KTP asli, fotokopi KK, dan kartu KJP\./)).toBeVisible();
  await expect(page.getByText(/^Wajib membawa KTP asli/)).toBeHidden();
  await expect(page.getByRole("heading", { name: "Formulir Pendaftaran" })).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Simpan gambar" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await dialog.getByRole("button", { name: "Tutup" }).click();

  // after a reload, 'Tiket saya' on the landing page lists it with its date and status
  let mine = await openLandingTickets(page);
  await expect(mine).toContainText("Tiket yang Anda daftarkan di ponsel ini tersimpan di ponsel ini saja");
  const entry = mine.getByRole("button", { name: new RegExp(number) });
  await expect(entry).toContainText("Selasa, 24 November 2026");
  await expect(entry).toContainText("Terdaftar");
  // nothing beyond what the ticket shows is on the device: KTP and KK masked
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).not.toContain(who.ktp);
  expect(stored).not.toContain(who.kk);
  await expectNoAxeViolations(page);

  // opened full screen: the same ticket, checked with the server
  await entry.click();
  let viewer = page.getByRole("dialog", { name: `Tiket Antrean ${number}` });
  let shown = viewer.getByRole("article", { name: "Tiket Antrean" });
  await expectTicket(shown, number, [
    who.kjp,
    "9999********0001",
    "Selasa, 24 November 2026",
    "07:00 - 09:00 WIB",
    "Pasar Jaya Kramat Jati",
    "Terdaftar",
  ]);
  await expect(viewer.getByText(/^Status diperiksa .* pukul \d{2}:\d{2} WIB\.$/)).toBeVisible();
  expect(decodeQr(await shown.getByRole("img", { name: QR_NAME }).screenshot())).toBe(staffUrl);
  await expectFitsOneScreen(shown);
  // full screen, the whole ticket shows at once, to hold up at the counter
  await expect(shown).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  // 'Bagikan': the image to the phone's share sheet where the browser can share files, else saved
  await page.evaluate(() => {
    const shared: string[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: (data: ShareData) => Boolean(data.files?.length) });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => void shared.push(...(data.files ?? []).map((f) => `${f.name} ${f.type}`)),
    });
  });
  await viewer.getByRole("button", { name: "Bagikan" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: string[] }).sharedFiles))
    .toEqual([`tiket-antrean-${number}-2026-11-24.png image/png`]);
  await page.evaluate(() => Object.defineProperty(navigator, "canShare", { configurable: true, value: () => false }));
  const [fallback] = await Promise.all([page.waitForEvent("download"), viewer.getByRole("button", { name: "Bagikan" }).click()]);
  const image = await readFile((await fallback.path()) ?? "");
  expect(decodeQr(image)).toBe(staffUrl);
  await viewer.getByRole("button", { name: "Tutup" }).click();

  // staff open the QR code's address: sign-in first, then the ticket, marked done
  await page.goto(staffUrl);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Username").fill("operator");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(staffUrl);
  await expect(page.getByRole("heading", { name: number })).toBeVisible();
  await markDone(page, number);
  await expect(page.getByText(`${number}: Queue marked as done`)).toBeVisible();

  // opened again online: done
  mine = await openLandingTickets(page);
  await mine.getByRole("button", { name: new RegExp(number) }).click();
  viewer = page.getByRole("dialog", { name: `Tiket Antrean ${number}` });
  shown = viewer.getByRole("article", { name: "Tiket Antrean" });
  await expect(shown).toContainText("Selesai");
  await expect(viewer.getByText(/^Status diperiksa/)).toBeVisible();
  await viewer.getByRole("button", { name: "Tutup" }).click();
  await expect(mine.getByRole("button", { name: new RegExp(number) })).toContainText("Selesai");

  // offline: the saved copy, with when it was last checked
  await setFault(page, "guestCheckQueues", { networkError: true });
  await mine.getByRole("button", { name: new RegExp(number) }).click();
  await expect(
    viewer.getByText(/^Status terbaru belum dapat diperiksa\. Ini salinan yang tersimpan, terakhir diperiksa .* WIB\.$/),
  ).toBeVisible();
  await expect(shown).toContainText("Selesai");
  await clearFaults(page);
  // the signal back: 'Periksa lagi' asks again, and the note says when it was checked
  await viewer.getByRole("button", { name: "Periksa lagi" }).click();
  await expect(viewer.getByText(/^Status diperiksa/)).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Periksa lagi" })).toHaveCount(0);

  // forgotten: gone from this device, also after a reload
  await viewer.getByRole("button", { name: "Hapus dari perangkat ini" }).click();
  await viewer.getByRole("button", { name: "Ya, hapus" }).click();
  await expect(viewer).toBeHidden();
  await expect(mine).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Selamat datang di Antrean Pangan Bersubsidi" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tiket saya" })).toHaveCount(0);
});

// One journey for 'Tiket saya' on the status page as the device left it (docs/testing.md "Keeping the e2e stage fast":
// one browser context and one start of the demo for the same page, clock and phone): past tickets and what is not a
// ticket, each forgotten in turn, then unreadable data.
test("'Tiket saya' on the status page: past tickets under 'Riwayat', what is not a ticket ignored; 'Ya, hapus' gives the focus to the next ticket, then to the line that says so once none is left", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  const past = pastTicket("PSM-004", 1);
  // as an older version, a hand edit or a broken write could leave it
  const stored = JSON.stringify([past, pastTicket("PSM-005", 2), { ...past, uuid: "x", status: "lost" }, "KRJ-001", null]);
  await keepOnDevice(page, stored);
  await page.goto("/queue-status");
  const mine = page.getByRole("region", { name: "Tiket saya" });
  await expect(mine.getByRole("heading", { name: "Riwayat" })).toBeVisible();
  await expect(mine).toContainText("Belum ada tiket untuk hari ini atau hari berikutnya.");
  await expect(mine.getByRole("listitem")).toHaveCount(2);
  await expect(mine.getByRole("button", { name: /PSM-004/ })).toContainText("Selesai");
  await expectNoAxeViolations(page);

  const forget = async (no: string) => {
    await mine.getByRole("button", { name: new RegExp(no) }).click();
    const viewer = page.getByRole("dialog", { name: `Tiket Antrean ${no}` });
    await viewer.getByRole("button", { name: "Hapus dari perangkat ini" }).click();
    await viewer.getByRole("button", { name: "Ya, hapus" }).click();
    await expect(viewer).toBeHidden();
  };
  const [first, second] = (await mine.getByRole("button", { name: /PSM-00/ }).allTextContents()).map(
    (text) => /PSM-00\d/.exec(text)?.[0] ?? "",
  );
  await forget(first ?? "");
  await expect(mine.getByRole("button", { name: new RegExp(second ?? "") })).toBeFocused();
  await forget(second ?? "");
  await expect(mine).toHaveCount(0);
  // on the screen and focused: the story ForgetLastOnPhone (stories/screens/my-tickets.stories.tsx)
  await expect(page.getByText("Tiket dihapus dari perangkat ini.")).toBeFocused();

  // unreadable data: nothing to show, nothing thrown
  await page.evaluate(() => localStorage.setItem("antrean:tiket-saya", "{not json"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Cek Status Antrean" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cek" })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Tiket saya" })).toHaveCount(0);
});

test("a phone a day ahead of the server: the status page's date and 'Tiket saya' follow the server's day", async ({ page }) => {
  // the phone says Tuesday; the server (the mock's clock) says Monday 08:00 (issue 35 point 3)
  await startAtWib(page, "2026-11-24T08:00:00");
  await serverTimeFromStart(page, MONDAY_MORNING);
  const todays = {
    uuid: "0b6f3c1e-3f43-4c7e-9a55-2f1a8f0c0003",
    no: "PSM-007",
    no_kjp: "5049489912340003",
    no_ktp: "9999********0003",
    no_kk: "9999********0003",
    scheduled_date: "2026-11-23",
    scheduled_start_time: "09:00:00",
    scheduled_end_time: "11:00:00",
    scheduled_location: "Pasar Jaya Pasar Minggu",
    status: "registered",
    rejection_reason: null,
    checkedAt: Date.parse("2026-11-22T10:00:00+07:00"),
  };
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("antrean:tiket-saya", value);
      }
    },
    JSON.stringify([todays]),
  );
  await page.goto("/queue-status");
  // the date by the server's clock: her ticket for the server's Monday, whose session has not ended (docs/product.md
  // §2.4), not the phone's Tuesday, by which that ticket is past
  await expect(page.getByLabel(/Tanggal Pengambilan/)).toHaveValue("2026-11-23");
  // today's ticket (by the server) is still valid: listed, not under 'Riwayat'
  const mine = page.getByRole("region", { name: "Tiket saya" });
  await expect(mine.getByRole("button", { name: /PSM-007/ })).toBeVisible();
  await expect(mine.getByRole("heading", { name: "Riwayat" })).toHaveCount(0);
  await expect(mine).not.toContainText("Belum ada tiket untuk hari ini");
});

/** 'Tiket saya' as the device keeps it (its localStorage text), written once per tab: a reload reads what the page left. */
async function keepOnDevice(page: Page, stored: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("antrean:tiket-saya", value);
    }
  }, stored);
}

/** A ticket kept on the device from a past pickup (a Friday at Pasar Minggu, marked done), the n-th of a few. */
function pastTicket(no: string, n: number) {
  return {
    uuid: `0b6f3c1e-3f43-4c7e-9a55-2f1a8f0c000${n}`,
    no,
    no_kjp: `504948991234000${n}`,
    no_ktp: `9999********000${n}`,
    no_kk: `9999********000${n}`,
    scheduled_date: "2026-11-20",
    scheduled_start_time: "09:00:00",
    scheduled_end_time: "11:00:00",
    scheduled_location: "Pasar Jaya Pasar Minggu",
    status: "done",
    rejection_reason: null,
    checkedAt: Date.parse("2026-11-20T10:00:00+07:00"),
  };
}

// The status check's date she leaves as it is follows her ticket kept on this phone (docs/product.md §2.4), which the
// page reads a moment after it starts (their code loads on demand, ADR 802). A 'Cek' tapped before then asked for
// today, while the field then turned to her ticket's day (a clean-clone CI under load, session 47): it waits for them.
test("'Cek' before the page has read the tickets kept on this phone asks for her ticket's day", async ({ page }) => {
  await startAtWib(page, MONDAY_MORNING);
  await serverTimeFromStart(page, MONDAY_MORNING);
  const tomorrows = { ...pastTicket("PSM-009", 9), scheduled_date: "2026-11-24", status: "registered" };
  await keepOnDevice(page, JSON.stringify([tomorrows]));
  // the kept tickets' code held back until 'Cek' has been tapped
  let releaseStore = () => {};
  const storeHeld = new Promise<void>((resolve) => (releaseStore = resolve));
  await page.route(/\/assets\/my-tickets-store-[^/]*\.js$/, async (route) => {
    await storeHeld;
    await route.continue();
  });
  await page.goto("/queue-status");
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
  await page.getByLabel(/Nomor KJP/).fill(tomorrows.no_kjp);
  await page.getByRole("button", { name: "Cek" }).click();
  releaseStore();
  await expect(page.getByLabel(/Tanggal Pengambilan/)).toHaveValue("2026-11-24");
  await expect(page.getByText(`Yang diperiksa: nomor KJP ${tomorrows.no_kjp} untuk Selasa, 24 November 2026.`)).toBeVisible();
});
