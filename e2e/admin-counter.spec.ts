import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInAs, startAtWib, openMenuItem } from "./support/app";

/** Monday 10:00 WIB: the seed has today's tickets, mostly registered. */
const MONDAY_MORNING = "2026-11-23T10:00:00";
const TODAY = "2026-11-23";

// Journeys of many steps with axe checks; on a loaded 2-core machine 30 s is too tight.
test.describe.configure({ timeout: 120_000 });

const grid = (page: Page) => page.getByRole("table");
/** The box the table scrolls in (the grid's parent). */
const scrollBox = (page: Page) => grid(page).locator("..");

async function openList(page: Page, menuItem: "Semua Antrean" | "Antrean Hari Ini", username = "superadmin") {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, username);
  await openMenuItem(page, "Antrean", menuItem);
  await expect(grid(page).locator("tbody tr").first()).toBeVisible();
  await expect(scrollBox(page)).not.toHaveAttribute("aria-busy", "true");
}

type Ticket = { no: string; kjp: string; status: string };

async function listedTickets(page: Page): Promise<Ticket[]> {
  await expect(scrollBox(page)).not.toHaveAttribute("aria-busy", "true");
  return grid(page)
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs
        .map((tr) => Array.from(tr.querySelectorAll("td, th")))
        .filter((cells) => cells.length >= 10)
        .map((cells) => cells.map((c) => (c.textContent ?? "").trim()))
        .map(([no, kjp, , , , , , , status]) => ({ no, kjp, status }) as Ticket),
    );
}

/** The ticket's status as the API has it now (the guest status call, by KJP and date: no token needed). */
async function apiStatus(page: Page, ticket: { no: string; kjp: string }): Promise<string | undefined> {
  return page.evaluate(
    async ({ no, kjp, date }) => {
      const response = await fetch("/api/v1/queues/get", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ no_kjp: kjp, date }),
      });
      const body = (await response.json()) as { data: { queues: { no: string; status: string }[] } };
      return body.data.queues.find((q) => q.no === no)?.status;
    },
    { no: ticket.no, kjp: ticket.kjp, date: TODAY },
  );
}

async function choose(page: Page, select: RegExp, option: string) {
  await page.getByRole("button", { name: select }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

/** How many lines the browser laid a text out on. */
const lineCount = (text: Locator) =>
  text.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

// One journey per list walks the three desktop sizes by resizing the window (the sidebar stays open at each): a fresh
// sign-in per size repeated the set-up three times for the same question (docs/testing.md "Keeping the e2e stage fast").
// Both lists are walked in one journey, one sign-in (docs/testing.md "Keeping the e2e stage fast", session 36).
test("Semua Antrean, then Antrean Hari Ini, at 1280×800, 1440×900 and 1920×1080, sidebar open: every column fits its box", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  for (const menuItem of ["Semua Antrean", "Antrean Hari Ini"] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openMenuItem(page, "Antrean", menuItem);
    await expect(page.getByRole("heading", { level: 1, name: menuItem })).toBeVisible();
    await expect(grid(page).locator("tbody tr").first()).toBeVisible();
    await expect(scrollBox(page)).not.toHaveAttribute("aria-busy", "true");
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
      // the layout has followed the new width: the page is as wide as the window
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(viewport.width);
      const { scrollWidth, clientWidth } = await scrollBox(page).evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      // a ticket's row is whole in its box at each size, nothing to scroll sideways: card numbers take two lines of
      // whole groups of four where their columns are narrow (docs/product.md §2.8); the seed's rows, as served
      expect(scrollWidth, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(clientWidth);
      // the last columns' headers whole on screen (their lines are src/features/queues/queue-table.test.tsx's)
      for (const name of ["Status", "Alasan Penolakan"]) {
        await expect(grid(page).getByRole("columnheader", { name })).toBeInViewport({ ratio: 1 });
      }
      const badgesCut = await grid(page)
        .locator("[data-tone]")
        .evaluateAll((badges) => badges.filter((b) => b.scrollWidth > b.clientWidth).length);
      expect(badgesCut, `${viewport.width}×${viewport.height}`).toBe(0);
      // the first ticket's status is whole on screen as the list opens; no shade at the box's end edge: no more
      // columns follow
      await expect(grid(page).locator("tbody tr").first().locator("[data-tone]")).toBeInViewport({ ratio: 1 });
      await expect(scrollBox(page).locator("..")).not.toHaveAttribute("data-more-end");
      // the filters' controls share one line, though the search's label takes two (at 1280 px); 'Baris per halaman'
      // keeps to one line
      const filters = page.getByRole("search", { name: "Filter antrean" });
      const controls = [filters.getByRole("searchbox"), filters.getByRole("button", { name: /Status/ })];
      if (menuItem === "Semua Antrean") controls.push(filters.getByRole("group", { name: "Tanggal Pengambilan" }));
      const tops = await Promise.all(controls.map(async (control) => Math.round((await box(control)).y)));
      expect(new Set(tops).size, `${viewport.width}: controls at ${tops.join(", ")}`).toBe(1);
      expect(await lineCount(page.getByText("Baris per halaman", { exact: true })), `${viewport.width}`).toBe(1);
      // a pasted 20-digit KJP (the longest card number, docs/product.md §9) shows whole in the search box, so the
      // counter can check it (UX pass s29, item 10; s30, item 3)
      const search = filters.getByRole("searchbox");
      await search.fill("31730123456789012345");
      const room = await search.evaluate((el) => ({ text: el.scrollWidth, box: el.clientWidth }));
      expect(room.text, `${viewport.width}: the number in its box`).toBeLessThanOrEqual(room.box);
      await search.fill("");
      // the search's room costs the other fields none of theirs: their shown options keep to one line
      for (const option of ["Semua status", "Semua lokasi"]) {
        const shown = filters.getByRole("button", { name: new RegExp(option) }).getByText(option, { exact: true });
        expect(await lineCount(shown), `${viewport.width}: ${option}`).toBe(1);
      }
      // on a wide screen the fields keep a field's width (at most 24rem = 384 px), not a share of the whole row
      for (const control of controls) {
        expect((await box(control)).width, `${viewport.width}: a filter's width`).toBeLessThanOrEqual(384);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${viewport.width}`).toBeLessThanOrEqual(
        viewport.width,
      );
      if (viewport.width === 1920) {
        // where the row has room, a long market's name, chosen, keeps to one line and its field to a control's height
        // (the last size: the choice is not sent, and no later size reads 'Semua lokasi')
        const location = filters.getByRole("button", { name: /Semua lokasi/ });
        await location.click();
        await page.getByRole("option", { name: /Kebayoran Lama/ }).click();
        const chosen = filters.getByRole("button", { name: /Kebayoran Lama/ });
        expect(await lineCount(chosen.getByText(/Kebayoran Lama/)), "a long market's name").toBe(1);
        expect((await box(chosen)).height, "its field's height").toBeLessThanOrEqual(48);
      }
    }
  }
});

test.describe("1024×768, sidebar open", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  // The 50 rows at 1280×800 are the same page resized, not a second sign-in (session 36).
  test("a table wider than its box (1024×768, then 1280×800 where it fits): a shade at the end edge says so, Status stays in view, the header and the first column stay put, the scrollbar is on screen", async ({
    page,
  }) => {
    await openList(page, "Semua Antrean");
    // enough rows to scroll down inside the box too
    await page.getByRole("button", { name: /Baris per halaman/ }).click();
    await page.getByRole("option", { name: "50", exact: true }).click();
    await expect(grid(page).locator("tbody tr")).toHaveCount(50);

    const container = scrollBox(page);
    const frame = container.locator("..");
    const sizes = await container.evaluate((el) => ({
      sideways: el.scrollWidth > el.clientWidth,
      down: el.scrollHeight > el.clientHeight,
    }));
    expect(sizes).toEqual({ sideways: true, down: true });
    await expect(frame).toHaveAttribute("data-more-end", "");
    // a box that scrolls sideways is a Tab stop named as its list, so a keyboard can reach the columns past its edge
    await expect(page.getByRole("region", { name: "Semua Antrean" })).toHaveAttribute("tabindex", "0");
    // the box ends above the fold, so its horizontal scrollbar is reachable without scrolling to the last row
    await container.scrollIntoViewIfNeeded();
    expect((await box(container)).y + (await box(container)).height).toBeLessThanOrEqual(768);
    // Status is in view before any sideways scroll, held at the box's end edge
    const statusHeader = grid(page).getByRole("columnheader", { name: "Status" });
    await expect(statusHeader).toBeInViewport({ ratio: 1 });
    await expect(grid(page).locator("tbody tr").first().locator("[data-tone]")).toBeInViewport({ ratio: 1 });
    expect((await box(statusHeader)).x + (await box(statusHeader)).width).toBeLessThanOrEqual(
      (await box(container)).x + (await box(container)).width,
    );

    const firstHeader = grid(page).getByRole("columnheader", { name: "No Antrean" });
    const firstCell = grid(page).locator("tbody tr").first().locator("th, td").first();
    const before = { header: await box(firstHeader), cell: await box(firstCell), box: await box(container) };
    await container.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }));
    await expect.poll(() => container.evaluate((el) => el.scrollLeft > 0 && el.scrollTop > 0)).toBe(true);
    // scrolled to the end: nothing more to the side, the shade is gone
    await expect(frame).not.toHaveAttribute("data-more-end");

    // header row at the box's top edge, first column at its start edge, both where they were
    const after = { header: await box(firstHeader), lastStatus: statusHeader };
    expect(Math.abs(after.header.x - before.header.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.header.y - before.header.y)).toBeLessThanOrEqual(1);
    const lastRowFirstCell = grid(page).locator("tbody tr").last().locator("th, td").first();
    await expect(lastRowFirstCell).toBeInViewport();
    expect(Math.abs((await box(lastRowFirstCell)).x - before.cell.x)).toBeLessThanOrEqual(1);
    await expect(after.lastStatus).toBeInViewport();
    // the last header whole at the box's end edge (to the pixel: column widths are fractional, scroll offsets whole)
    const lastHeader = await box(grid(page).getByRole("columnheader", { name: "Alasan Penolakan" }));
    const scrolledBox = await box(container);
    expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(scrolledBox.x + scrolledBox.width + 1);
    expect(lastHeader.x).toBeGreaterThanOrEqual(scrolledBox.x);
    await expectNoAxeViolations(page);

    // at 1280×800 the 50 rows still scroll down in the box (not sideways: every column fits, docs/product.md §2.8), the
    // box ends above the fold, and the header stays in view while the rows scroll
    await container.evaluate((el) => el.scrollTo({ left: 0, top: 0 }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(1280);
    expect(
      await container.evaluate((el) => ({ sideways: el.scrollWidth > el.clientWidth, down: el.scrollHeight > el.clientHeight })),
    ).toEqual({ sideways: false, down: true });
    await expect(frame).not.toHaveAttribute("data-more-end");
    await container.scrollIntoViewIfNeeded();
    expect((await box(container)).y + (await box(container)).height).toBeLessThanOrEqual(800);
    const headerBefore = await box(firstHeader);
    await container.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => container.evaluate((el) => el.scrollTop > 0)).toBe(true);
    expect(Math.abs((await box(firstHeader)).y - headerBefore.y)).toBeLessThanOrEqual(1);
    await expect(grid(page).locator("tbody tr").last().locator("[data-tone]")).toBeInViewport({ ratio: 1 });
  });
});

// Mark Done and Reject are one journey on one sign-in (session 36). The reject dialog's axe scans, open and with a
// reason chosen, came from admin-queues' reject journey; what the dialog and the rejected ticket show is
// stories/screens/queues-detail.stories.tsx (RejectWithReason).
test("counter: find by KJP in one box, Mark Done → Cancel leaves it registered, Mark Done → Confirm makes it done; Reject says why Confirm is disabled, then the focus is on the new status and the toast names the ticket; 'Kembali' to the 'Terdaftar' list it left focuses the list's heading", async ({
  page,
}) => {
  await openList(page, "Antrean Hari Ini");
  await choose(page, /^Semua status/, "Terdaftar");
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/status=registered/);
  await expect.poll(async () => [...new Set((await listedTickets(page)).map((t) => t.status))]).toEqual(["Terdaftar"]);
  const ticket = (await listedTickets(page))[0];
  if (!ticket) throw new Error("no registered ticket today");

  // one search box finds the ticket by its KJP
  await page.getByLabel("Cari nomor antrean, KJP atau KTP").fill(ticket.kjp);
  await page.getByRole("button", { name: "Cari" }).click();
  await expect.poll(async () => (await listedTickets(page)).map((t) => t.no)).toEqual([ticket.no]);
  await expectNoAxeViolations(page);

  await grid(page).getByRole("link", { name: ticket.no, exact: true }).click();
  await expect(page.getByRole("heading", { name: ticket.no })).toBeVisible();

  // Mark Done asks first; Cancel changes nothing
  await page.getByRole("button", { name: "Mark Done" }).click();
  const question = page.getByRole("alertdialog", { name: `Tandai ${ticket.no} selesai?` });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect(await apiStatus(page, ticket)).toBe("registered");
  await expect(page.getByTestId("queue-status")).toHaveText("Terdaftar");

  // done again, confirmed with Enter (focus starts on the dialog's Mark Done): done, the toast names the ticket,
  // focus on the new status
  await page.getByRole("button", { name: "Mark Done" }).click();
  await expect(question.getByRole("button", { name: "Mark Done" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${ticket.no}: Queue marked as done`)).toBeVisible();
  await expect(page.getByTestId("queue-status")).toHaveText("Selesai");
  await expect(page.getByTestId("queue-status")).toBeFocused();
  await expect(page.getByRole("button", { name: "Mark Done" })).toHaveCount(0);
  await expect.poll(() => apiStatus(page, ticket)).toBe("done");
  await expectNoAxeViolations(page);

  // the toast belongs to this ticket's page: back on the list it is gone
  await page.getByRole("link", { name: /Kembali ke daftar antrean/ }).click();
  await expect(page).toHaveURL(/\/queues\/today\?/);
  await expect(page.getByText(`${ticket.no}: Queue marked as done`)).toHaveCount(0);

  // Reject: the last of today's registered tickets
  await page.getByLabel("Cari nomor antrean, KJP atau KTP").fill("");
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/\/queues\/today\?.*status=registered/);
  await expect(page).not.toHaveURL(/search=/);
  await expect.poll(async () => [...new Set((await listedTickets(page)).map((t) => t.status))]).toEqual(["Terdaftar"]);
  const rejected = (await listedTickets(page)).at(-1);
  if (!rejected) throw new Error("no registered ticket today");
  await grid(page).getByRole("link", { name: rejected.no, exact: true }).click();

  await page.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Tolak antrean" });
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await expect(dialog).toContainText("Pilih alasan penolakan dulu, lalu tekan Confirm.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: /Alasan Penolakan/ }).click();
  await page.getByRole("option").first().click();
  await expect(dialog).not.toContainText("Pilih alasan penolakan dulu");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByText(`${rejected.no}: Queue has been rejected`)).toBeVisible();
  await expect(page.getByTestId("queue-status")).toHaveText("Ditolak");
  await expect(page.getByTestId("queue-status")).toBeFocused();
  await expect.poll(() => apiStatus(page, rejected)).toBe("rejected");

  // back to the 'Terdaftar' list, which no longer holds it: the focus goes to the list's heading, not the page's body
  await page.getByRole("link", { name: /Kembali ke daftar antrean/ }).press("Enter");
  await expect(page).toHaveURL(/\/queues\/today\?.*status=registered/);
  await expect(page.getByRole("heading", { level: 1, name: "Antrean Hari Ini" })).toBeFocused();
  await expect(grid(page).getByRole("link", { name: rejected.no, exact: true })).toHaveCount(0);
});

test.describe("a 390 px phone", () => {
  // hasTouch: Chromium then matches `(any-pointer: coarse)`, as a phone does (the small buttons' 44 px, button.css.ts)
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the ticket list is a column of cards: number, status and fields, nothing sideways; every link and button of the list is a 44 px touch target: the cards' numbers, the pager, the top bar", async ({
    page,
  }) => {
    await startAtWib(page, MONDAY_MORNING);
    await signInAs(page, "superadmin");
    await page.getByRole("button", { name: "Menu" }).click();
    await openMenuItem(page, "Antrean", "Antrean Hari Ini");
    const firstRow = grid(page).locator("tbody tr").first();
    await expect(firstRow).toBeVisible();
    // the status of the first card is on screen, with its label, without scrolling sideways
    const status = firstRow.locator("[data-tone]");
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeInViewport({ ratio: 1 });
    // each field is named on the card (drawn by CSS, so readers hear the column header once)
    const labels = await firstRow
      .locator("td")
      .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, "::before").content).filter((c) => c !== "none"));
    expect(labels.join(" ")).toContain("No KJP");
    expect(labels.join(" ")).toContain("Status");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    // every link and button of the list is a 44 px touch target
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    const small = await page.locator("main a[href], main button, header button").evaluateAll((targets) =>
      targets
        .map((target) => ({ name: target.textContent!.trim(), box: target.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  });
});

test("sidebar groups collapse and expand; the highlighted entry is the page's own; English screens say lang=en", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  const antrean = page.getByRole("button", { name: "Antrean", exact: true });
  const allTickets = page.getByRole("link", { name: "Semua Antrean" });
  // on the dashboard no group holds the page's entry: both start collapsed, and their entries are really hidden
  await expect(antrean).toHaveAttribute("aria-expanded", "false");
  await expect(allTickets).toBeHidden();
  await antrean.click();
  await expect(antrean).toHaveAttribute("aria-expanded", "true");
  await expect(allTickets).toBeVisible();
  await antrean.click();
  await expect(allTickets).toBeHidden();
  await antrean.click();

  await page.getByRole("link", { name: "Konfigurasi Lokasi" }).click();
  await expect(page).toHaveURL(/\/queues\/locations$/);
  await expect(page.getByRole("link", { name: "Konfigurasi Lokasi" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Semua Antrean" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main")).toHaveAttribute("lang", "id");

  // another group holds the page's entry: Users starts collapsed, opens and closes
  const users = page.getByRole("button", { name: "Users", exact: true });
  const role = page.getByRole("link", { name: "Role", exact: true });
  await expect(users).toHaveAttribute("aria-expanded", "false");
  await expect(role).toBeHidden();
  await users.click();
  await expect(role).toBeVisible();
  await users.click();
  await expect(role).toBeHidden();
  await page.getByRole("link", { name: "Semua Antrean" }).click();
  await expect(page).toHaveURL(/\/queues$/);
  await expect(users).toHaveAttribute("aria-expanded", "false");
  await users.click();
  await role.click();
  await expect(page).toHaveURL(/\/users\/roles$/);
  await expect(users).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Role", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "User", exact: true })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main")).toHaveAttribute("lang", "en");
  await expectNoAxeViolations(page);
});
