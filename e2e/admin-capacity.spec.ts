import { expect, test, type Locator, type Page } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import { expectNoAxeViolations, openMenuItem, expectDate } from "./support/app";
import { closeDemoConsole, consoleTab, person, setMockClock, signInAsPersona, type Person } from "./support/demo-console";

/**
 * The capacity board (docs/decisions/610-capacity-board-api.md) against the built demo: the 06:00 rush on Monday fills a
 * session for Tuesday, and the board shows it. Time moves with the mock's clock (the demo console), never with sleeps.
 */
test.describe.configure({ timeout: 180_000 });

const MONDAY = "2026-11-23";
const PICKUP = "2026-11-24";
const QUOTA = 3;
const LOCATION = "Pasar Uji Kapasitas";
const SESSION = "16:00:00–17:00:00 WIB";

/**
 * Set-up, not under test: a configurator adds a location with one Tuesday session of quota 3 through the API
 * (the configuration screens have their own journeys).
 */
async function addSessionOfQuota(page: Page, quota: number) {
  await page.evaluate(
    async ({ name, quota }) => {
      const send = async (path: string, body: unknown, token?: string) => {
        const response = await fetch(`/api/v1${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()).data;
      };
      const { accessToken } = await send("/users/auth/login", { username: "konfigurator", password: "antrean123" });
      const { queue_location } = await send("/queues/locations/", { name, code: "UJI" }, accessToken);
      await send(
        "/queues/sessions/",
        { location_id: queue_location.id, day_of_the_week: 2, start_time: "16:00", end_time: "17:00", quota },
        accessToken,
      );
    },
    { name: LOCATION, quota },
  );
}

/**
 * One citizen after another, each on a phone of their own: the mock clock frozen at `time`, then the public create
 * call the form makes ('Daftar'); answers the ticket's number. Set-up, not under test: the form and its ticket dialog
 * have their own journeys (e2e/public-registration.spec.ts), this journey asks what the board makes of the rush.
 */
async function registerAt(page: Page, who: Person, time: string): Promise<string> {
  return page.evaluate(
    async ({ who, at, locationName, start }) => {
      type Clock = { freeze(instant: string): void };
      (window as unknown as { __antreanMockApi: { clock: Clock } }).__antreanMockApi.clock.freeze(at);
      const call = async (path: string, init?: RequestInit) => {
        const response = await fetch(`/api/v1${path}`, init);
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()).data;
      };
      const { queue_locations } = await call("/queues/locations/get");
      const location = (queue_locations as { id: number; name: string }[]).find((l) => l.name === locationName);
      const { queue_sessions } = await call(`/queues/sessions/get?location_id=${location?.id}`);
      const session = (queue_sessions as { id: number; start_time: string }[]).find((s) => s.start_time.startsWith(start));
      const { queue } = await call("/queues/create", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ no_kjp: who.kjp, no_ktp: who.ktp, no_kk: who.kk, session_id: session?.id }),
      });
      return (queue as { no: string }).no;
    },
    { who, at: `${MONDAY}T${time}+07:00`, locationName: LOCATION, start: "16:00" },
  );
}

/**
 * What the ticket list says for a date (and a location): `GET /queues/` totals, all and per status, read with the
 * operator's own login. The board's figures must equal these (docs/product.md §14.2).
 */
async function countsThroughList(page: Page, date: string, locationName?: string) {
  return page.evaluate(
    async ({ date, locationName }) => {
      const login = await fetch("/api/v1/users/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "operator", password: "antrean123" }),
      });
      const token: string = (await login.json()).data.accessToken;
      const get = async (path: string) => {
        const response = await fetch(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return (await response.json()).data;
      };
      let where = `date=${date}`;
      if (locationName) {
        const { queue_locations } = await get("/queues/locations/?size=100");
        const location = (queue_locations as { id: number; name: string }[]).find((l) => l.name === locationName);
        where += `&location_id=${location?.id}`;
      }
      const total = async (status?: string) =>
        (await get(`/queues/?${where}&size=10${status ? `&status=${status}` : ""}`)).total as number;
      return { registered: await total(), done: await total("done"), rejected: await total("rejected") };
    },
    { date, locationName },
  );
}

/** Signs the operator in from the page at hand (the demo console, no page load) and opens the board from the menu. */
async function openBoard(page: Page) {
  await signInAsPersona(page, "operator");
  await closeDemoConsole(page);
  await openMenuItem(page, "Antrean", "Kapasitas Antrean");
  await expect(page).toHaveURL(/\/queues\/capacity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kapasitas Antrean" })).toBeVisible();
  await expect(cityFigure(page, "Pendaftar")).toBeVisible();
}

const city = (page: Page) => page.getByRole("region", { name: "Seluruh kota" });
/** One labelled figure (Kuota, Pendaftar, …) of a set of totals. */
const figure = (totals: Locator, label: string) =>
  totals
    .locator("div:has(> dt)")
    .filter({ hasText: new RegExp(`^${label}`) })
    .getByRole("definition");
const cityFigure = (page: Page, label: string) => figure(city(page), label);
const numberOf = async (page: Page, label: string) => Number((await cityFigure(page, label).innerText()).replace(/\./g, ""));
/** The city's registered, done and rejected as the board shows them. */
const cityCounts = async (page: Page) => ({
  registered: await numberOf(page, "Pendaftar"),
  done: await numberOf(page, "Selesai"),
  rejected: await numberOf(page, "Ditolak"),
});
/** 'N dari M sesi penuh.' at the top of the city card, as numbers. */
async function fullSessions(page: Page) {
  const text = await city(page)
    .getByText(/sesi penuh\./)
    .innerText();
  const [, full, offered] = /^(\d+) dari (\d+) sesi penuh\./.exec(text) ?? [];
  return { full: Number(full), offered: Number(offered) };
}
const sessionRow = (page: Page) =>
  page.getByRole("region", { name: LOCATION, exact: true }).getByRole("row").filter({ hasText: SESSION });

test("the 06:00 rush fills a session of quota 3: after 'Perbarui' the board shows it full at 06:07 and the city grew by 3", async ({
  page,
}) => {
  await page.goto("/");
  await setMockClock(page, MONDAY, "06:00:00");
  await closeDemoConsole(page);
  await addSessionOfQuota(page, QUOTA);

  // before: tomorrow (the pickup date) by default, the new session empty
  await openBoard(page);
  await expectDate(page, "Tanggal Pengambilan", PICKUP);
  await expect(page.getByText("Diperbarui 06:00:00 WIB")).toBeVisible();
  await expect(sessionRow(page)).toContainText("0% terisi");
  const before = await numberOf(page, "Pendaftar");
  const fullBefore = await fullSessions(page);
  await expectNoAxeViolations(page);

  // three citizens at 06:00, 06:03 and 06:07
  for (const [i, time] of ["06:00:00", "06:03:00", "06:07:00"].entries())
    expect(await registerAt(page, person(601 + i), time)).toMatch(/^UJI-\d{3}$/);

  await setMockClock(page, MONDAY, "06:10:00");
  await closeDemoConsole(page);
  await page.getByRole("button", { name: "Perbarui" }).click();
  await expect(page.getByText("Diperbarui 06:10:00 WIB")).toBeVisible();
  // the seconds are the mock clock's, which runs on from 06:07:00
  await expect(sessionRow(page)).toContainText(/Penuh pada 06:07:\d\d/);
  await expect(sessionRow(page).getByRole("rowheader")).toHaveText(SESSION);
  await expect(sessionRow(page).getByRole("cell").nth(0)).toHaveText(String(QUOTA)); // quota
  await expect(sessionRow(page).getByRole("cell").nth(1)).toHaveText(String(QUOTA)); // registered
  await expect(sessionRow(page).getByRole("cell").nth(4)).toHaveText("0"); // remaining
  expect(await numberOf(page, "Pendaftar")).toBe(before + QUOTA);
  expect(await fullSessions(page)).toEqual({ full: fullBefore.full + 1, offered: fullBefore.offered });
  // the board's numbers are the ticket list's (which lists archived locations too): the city's, and the location's card
  await page.getByText("Tampilkan lokasi yang diarsipkan").click();
  await expect(page).toHaveURL(/include_archived=true/);
  await expect(page.getByRole("region", { name: "Gudang Cakung", exact: true })).toBeVisible();
  expect(await cityCounts(page)).toEqual(await countsThroughList(page, PICKUP));
  const locationTotals = page.getByRole("region", { name: LOCATION, exact: true }).getByLabel(`Total lokasi ${LOCATION}`);
  const { registered: atLocation } = await countsThroughList(page, PICKUP, LOCATION);
  expect(atLocation).toBe(QUOTA);
  await expect(figure(locationTotals, "Pendaftar")).toHaveText(String(atLocation));
  await expect(figure(locationTotals, "Sisa")).toHaveText("0");
  await expect(page.getByRole("region", { name: "Pendaftaran per 5 menit", exact: true })).toContainText(
    new RegExp(`${LOCATION}, ${SESSION}: penuh pada 06:07:\\d\\d`),
  );

  // the chart's numbers as a table: 06:00–06:05 holds at least the two at 06:00 and 06:03, 06:05–06:10 the one at 06:07
  await page.locator("summary").filter({ hasText: "Tabel pendaftaran per 5 menit" }).click();
  const table = page.getByRole("table", { name: "Tabel pendaftaran per 5 menit" });
  await expect(table.getByRole("row", { name: /^06:05:00–06:10:00/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // the day's export, then the session's tickets in the list
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: /^Export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("DaftarAntrean.xlsx");
  // every ticket of that day, the three new ones among them
  const [sheet] = await readXlsxFile(await download.path());
  const [, ...exported] = sheet?.data ?? [];
  expect(exported).toHaveLength(await numberOf(page, "Pendaftar"));
  const exportedKjps = exported.map(([, kjp]) => String(kjp));
  for (let i = 0; i < QUOTA; i++) expect(exportedKjps).toContain(person(601 + i).kjp);
  await sessionRow(page)
    .getByRole("link", { name: `Lihat antrean ${SESSION} di ${LOCATION}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/queues\\?location_id=\\d+&date=${PICKUP}$`));
  // the list applies both filters from the URL: that location's three tickets of that date, and nothing else
  await expect(page.getByRole("button", { name: /Lokasi/ })).toContainText(LOCATION);
  await expectDate(page, "Tanggal Pengambilan", PICKUP);
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(QUOTA);
  for (let i = 0; i < QUOTA; i++) await expect(rows.filter({ hasText: person(601 + i).kjp })).toHaveCount(1);
});

test("'Hari ini' and 'Besok', a day off shows 'Libur', and the 15 s switch is off until chosen", async ({ page }) => {
  await page.goto("/");
  await setMockClock(page, MONDAY, "06:00:00");
  // fresh demo data relative to the mock clock: it has a day off tomorrow at Cengkareng (mocks/README.md)
  const data = await consoleTab(page, "Data");
  await data.getByRole("button", { name: "Reset to seed" }).click();
  await expect(data.getByRole("status")).toContainText("Fresh demo data", { timeout: 30_000 });
  await openBoard(page);
  const cengkareng = page.getByRole("region", { name: "Pasar Jaya Cengkareng", exact: true });
  await expect(cengkareng.getByText("Libur", { exact: true }).first()).toBeVisible();
  await expect(cengkareng.getByRole("row").filter({ hasText: "07:00:00–09:00:00 WIB" })).toContainText("Libur");

  const auto = page.getByRole("switch", { name: "Otomatis (15 detik)" });
  await expect(auto).not.toBeChecked();
  await auto.click({ force: true }); // the input is visually hidden under its label (src/ui Switch)
  await expect(auto).toBeChecked();
  expect(await page.evaluate(() => sessionStorage.getItem("antrean.capacity.auto-refresh"))).toBe("1");

  await page.getByRole("button", { name: "Hari ini" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${MONDAY}`));
  await expectDate(page, "Tanggal Pengambilan", MONDAY);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kapasitas Antrean");
  await expect(page.getByText("2026-11-23").first()).toBeVisible();
  // an archived location shows only when asked, marked as such
  const archived = page.getByRole("region", { name: "Gudang Cakung", exact: true });
  await expect(archived).toHaveCount(0);
  await page.getByText("Tampilkan lokasi yang diarsipkan").click();
  await expect(page).toHaveURL(/include_archived=true/);
  await expect(archived.getByText("Diarsipkan", { exact: true }).first()).toBeVisible();
  // today's pickups (yesterday's registrations, some already done or rejected): the same numbers as the ticket list
  const today = await cityCounts(page);
  expect(today.done + today.rejected).toBeGreaterThan(0);
  expect(today).toEqual(await countsThroughList(page, MONDAY));
  await page.getByRole("button", { name: "Besok" }).click();
  await expectDate(page, "Tanggal Pengambilan", PICKUP);
  await expect(page.getByText("2026-11-24").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // at laptop and desktop widths, the sidebar open, every card's session table is whole in its card: 'Sisa', 'Terisi'
  // and 'Lihat antrean' need no sideways scroll (the cards go into two columns only where a table fits; UX pass s29,
  // item 4): one column at 1280 and 1440 px, two at 1920×1080 (UX pass s30, item 4)
  for (const [width, height, columns] of [
    [1280, 900, 1],
    [1440, 900, 1],
    [1920, 1080, 2],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
    const tables = page.getByRole("table", { name: /^Sesi di / });
    expect(await tables.count()).toBeGreaterThan(1);
    const sideways = await tables.evaluateAll((all) =>
      all
        .filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth)
        .map((table) => `${table.getAttribute("aria-label")}: ${table.scrollWidth} in ${table.parentElement!.clientWidth}`),
    );
    expect(sideways, `${width} px`).toEqual([]);
    // the cards' columns: how many cards share the first card's row
    const cardTops = await tables.evaluateAll((all) =>
      all.map((table) => Math.round(table.closest("section")!.getBoundingClientRect().top)),
    );
    expect(cardTops.filter((top) => top === cardTops[0]).length, `${width} px: cards side by side`).toBe(columns);
  }

  // on a phone: nothing wider than the screen (the chart scrolls inside its card), and still no axe violation
  await page.setViewportSize({ width: 360, height: 640 });
  await expect(page.getByRole("region", { name: /^Grafik pendaftaran per 5 menit/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("without access:queue: no 'Kapasitas Antrean' in the menu, and the board's URL goes to /unauthorized", async ({ page }) => {
  await page.goto("/");
  await signInAsPersona(page, "tamu");
  await closeDemoConsole(page);
  await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Kapasitas Antrean" })).toHaveCount(0);
  await page.evaluate(() => {
    history.pushState(null, "", "/queues/capacity");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/unauthorized\?from=/);
  await expect(page.getByRole("region", { name: "Seluruh kota" })).toHaveCount(0);
});
