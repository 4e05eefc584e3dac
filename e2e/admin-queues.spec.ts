import { expect, test, type Page } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import {
  expectNoAxeViolations,
  markDone,
  signInAs,
  startAtWib,
  openMenuItem,
  dateField,
  expectDate,
  fillDate,
} from "./support/app";

/** Monday 10:00 WIB: the seed has past tickets, today's (mostly registered) and tomorrow's. */
const MONDAY_MORNING = "2026-11-23T10:00:00";

// Journeys of many steps with axe checks; on a loaded 2-core machine 30 s is too tight.
test.describe.configure({ timeout: 120_000 });

const TODAY = "2026-11-23";

/** `date` is the day the date cell names (its `<time datetime>`), `dateText` what it shows. */
type Row = { no: string; kjp: string; date: string; dateText: string; location: string; status: string };

const grid = (page: Page) => page.getByRole("table");

/** The rows the table shows now (the header row left out). */
async function visibleRows(page: Page): Promise<Row[]> {
  // the table's box (not the grid itself) is aria-busy while a page loads or shows the previous page's rows
  await expect(page.locator('[aria-busy="true"]').filter({ has: grid(page) })).toHaveCount(0);
  return grid(page)
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs
        .map((tr) => ({
          cells: Array.from(tr.querySelectorAll("td, th")).map((c) => (c.textContent ?? "").trim()),
          date: tr.querySelector("time")?.getAttribute("datetime") ?? "",
        }))
        .filter(({ cells }) => cells.length >= 10)
        .map(
          ({ cells: [no, kjp, , , dateText, location, , , status], date }) =>
            ({ no, kjp, date, dateText, location, status }) as Row,
        ),
    );
}

async function choose(page: Page, select: RegExp, option: RegExp | string) {
  await page.getByRole("button", { name: select }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

async function openAsSuperAdmin(page: Page, path = "/queues") {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", path === "/queues/today" ? "Antrean Hari Ini" : "Semua Antrean");
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(grid(page).locator("tbody tr").first()).toBeVisible();
}

/** Filters by the location and date of the first listed ticket; answers them. */
async function filterByFirstRow(page: Page): Promise<{ location: string; date: string }> {
  const [first] = await visibleRows(page);
  if (!first) throw new Error("the seeded list is empty");
  await choose(page, /Lokasi/, new RegExp(`^${first.location} \\(`));
  await fillDate(page, "Tanggal Pengambilan", first.date);
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(new RegExp(`location_id=\\d+.*date=${first.date}|date=${first.date}.*location_id=\\d+`));
  return { location: first.location, date: first.date };
}

// One sign-in for the dashboard, the filters and the export (session 36; docs/testing.md "Keeping the e2e stage fast").
test("the dashboard says 'Comming Soon...' inside the layout; super admin filters tickets by location and date, the URL carries the filters and a reload keeps them; export downloads DaftarAntrean.xlsx holding exactly the filtered rows", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await expect(page.getByRole("heading", { name: "Comming Soon..." })).toBeVisible();
  await expect(page.getByText("Hello, superadmin")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  await expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await openMenuItem(page, "Antrean", "Semua Antrean");
  await expect(page).toHaveURL(/\/queues$/);
  await expect(grid(page).locator("tbody tr").first()).toBeVisible();
  await expectNoAxeViolations(page);
  const { location, date } = await filterByFirstRow(page);

  const rows = await visibleRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatchObject({ location, date });
  const filteredUrl = page.url();

  await page.reload();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByRole("button", { name: /Lokasi/ })).toContainText(location);
  await expectDate(page, "Tanggal Pengambilan", date);
  await expect(grid(page).locator("tbody tr").first()).toBeVisible();
  expect((await visibleRows(page)).map((r) => r.no)).toEqual(rows.map((r) => r.no));

  // 'Reset' from the keyboard clears the fields and the URL's filters, and focus stays on it (docs/product.md §2.12)
  const reset = page.getByRole("button", { name: "Reset", exact: true });
  await reset.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/queues$/);
  await expect(page.getByRole("button", { name: /Lokasi/ })).toContainText("Semua lokasi");
  await expect(reset).toBeFocused();

  // filtered again, the export holds exactly the filtered rows
  await expectExportHoldsTheFilteredRows(page, await filterByFirstRow(page));
});

/** Export downloads DaftarAntrean.xlsx holding exactly the rows the filters list, read page by page. */
async function expectExportHoldsTheFilteredRows(page: Page, { location, date }: { location: string; date: string }) {
  // every filtered row, page by page at 50 a page
  await choose(page, /Baris per halaman/, "50");
  await expect(page).toHaveURL(/size=50/);
  const summary = await page.getByText(/\d+–\d+ dari \d+/).textContent();
  const total = Number(summary?.split(" dari ")[1]);
  const listed: Row[] = [];
  // a page's rows are read once its range shows: right after a click the table may still hold the previous page
  for (let from = 1; from <= total; from += 50) {
    if (from > 1) await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`${from}–${Math.min(from + 49, total)} dari ${total}`)).toBeVisible();
    listed.push(...(await visibleRows(page)));
  }
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(listed.length).toBe(total);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toBe("DaftarAntrean.xlsx");
  const [sheet] = await readXlsxFile(await download.path());
  const [header, ...body] = sheet?.data ?? [];
  expect(header).toEqual([
    "No Antrean",
    "No KJP",
    "No KTP",
    "No KK",
    "Tanggal",
    "Lokasi",
    "Jam Mulai (WIB)",
    "Jam Selesai (WIB)",
    "Status",
    "Alasan Penolakan",
  ]);
  const exported = body.map(([no, kjp, , , d, l]) => ({
    no: String(no),
    kjp: String(kjp),
    date: String(d),
    location: String(l),
  }));
  for (const row of exported) expect(row).toMatchObject({ location, date });
  expect(exported.map((r) => r.no).sort()).toEqual(listed.map((r) => r.no).sort());
  // identity numbers stay text, exactly as listed
  expect(exported.map((r) => r.kjp).sort()).toEqual(listed.map((r) => r.kjp).sort());
}

// Marking done and the 409 of a ticket served meanwhile share one sign-in (session 36).
test("mark a registered ticket done; a ticket another counter has just served: Mark Done says so in Indonesian and shows its status now", async ({
  page,
}) => {
  await openAsSuperAdmin(page, "/queues/today");
  await expect(page.getByRole("heading", { level: 1, name: "Antrean Hari Ini" })).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: /^2026-11-23$/ })).toBeVisible();
  await expect(dateField(page, "Tanggal Pengambilan")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const ticket = (await visibleRows(page)).find((r) => r.status === "Terdaftar");
  if (!ticket) throw new Error("no registered ticket today");
  expect(ticket.date).toBe(TODAY);
  expect(ticket.dateText).toBe("2026-11-23");
  await grid(page).getByRole("link", { name: ticket.no, exact: true }).click();
  await expect(page).toHaveURL(/\/queues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: ticket.no })).toBeVisible();
  await expectNoAxeViolations(page);

  await markDone(page, ticket.no);
  await expect(page.getByText(`${ticket.no}: Queue marked as done`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Done" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reject" })).toHaveCount(0);
  const status = page.locator("dt", { hasText: /^Status$/ }).locator("+ dd");
  await expect(status).toHaveText("Selesai");
  await expect(status.locator("[data-tone]")).toHaveAttribute("data-tone", "success");

  // back to the list it came from (today's), where the ticket now reads done
  await page.getByRole("link", { name: /Kembali ke daftar antrean/ }).click();
  await expect(page).toHaveURL(/\/queues\/today$/);
  await page.getByLabel("Cari nomor antrean, KJP atau KTP").fill(ticket.no);
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(new RegExp(`/queues/today\\?search=${ticket.no}$`));
  await expect
    .poll(async () => (await visibleRows(page)).filter((r) => r.no === ticket.no).map((r) => r.status))
    .toEqual(["Selesai"]);

  // a ticket another counter has just served: Mark Done says so in Indonesian and shows its status now
  await page.getByLabel("Cari nomor antrean, KJP atau KTP").fill("");
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/\/queues\/today$/);
  const served = (await visibleRows(page)).find((r) => r.status === "Terdaftar");
  if (!served) throw new Error("no registered ticket today");
  await grid(page).getByRole("link", { name: served.no, exact: true }).click();
  await expect(page.getByRole("heading", { name: served.no })).toBeVisible();
  await expectServedElsewhere(page, served);
});

async function expectServedElsewhere(page: Page, ticket: Row) {
  const uuid = page.url().split("/").at(-1) ?? "";

  // meanwhile a second counter serves it (written straight into the demo's database, as its own call would)
  await page.evaluate(async (id) => {
    type Data = { updateTicket(uuid: string, changes: object): Promise<void> };
    await (window as unknown as { __antreanMockApi: { data: Data } }).__antreanMockApi.data.updateTicket(id, { status: "done" });
  }, uuid);

  await markDone(page, ticket.no);
  // the server's 409 is worded for the counter, in the screen's language, and the page shows the ticket as it is now
  await expect(page.getByText(`${ticket.no} sudah diproses sebelumnya. Status terbarunya tampil di halaman ini.`)).toBeVisible();
  await expect(page.getByText(/cannot be changed/)).toHaveCount(0);
  const status = page.locator("dt", { hasText: /^Status$/ }).locator("+ dd");
  await expect(status).toHaveText("Selesai");
  await expect(page.getByRole("button", { name: "Mark Done" })).toHaveCount(0);
  // the buttons are gone: focus is on the status, not lost to the page
  await expect(status.locator(":focus")).toHaveCount(1);
}
