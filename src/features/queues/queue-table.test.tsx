import { expect, it, onTestFinished, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Router } from "wouter";
import type { Queue } from "../../../contract";
import { QueueTable } from "./queue-table";
import { staffTicket } from "./testing";

const ticket = staffTicket();

/** The widest a row gets: a four-digit queue number, the longest KJP (20 digits, docs/product.md §9), the longest
 * market's name and a long rejection reason of the seed. */
const widest: Queue = {
  ...ticket,
  uuid: "00000000-0000-4000-8000-000000001000",
  no: "KBL-1000",
  no_kjp: "50494863999319475112",
  status: "rejected",
  rejection_reason: { reason: "KTP tidak sesuai dengan data pendaftaran" },
};

/** How many lines the browser laid out the text of `element` on. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

async function renderList(boxWidth: number, rows: Queue[] = [ticket, widest]) {
  const screen = await render(
    <div style={{ width: `${boxWidth}px` }}>
      <Router>
        <QueueTable
          title="Antrean Hari Ini"
          rows={rows}
          total={rows.length}
          page={1}
          size={10}
          onPageChange={() => undefined}
          onSizeChange={() => undefined}
          isLoading={false}
          isFetching={false}
          error={null}
          onRetry={() => undefined}
        />
      </Router>
    </div>,
  );
  await expect.element(screen.getByRole("link", { name: "KBL-1000" })).toBeVisible();
  return { screen, region: screen.getByRole("region", { name: "Antrean Hari Ini" }).element() };
}

// The width a staff list has at each desk's window: the screen less the open sidebar (18rem, 288 px) and the page's
// padding (2 × 1rem), as src/ui/admin-filter-bar.test.tsx's 960 px bar.
// At 1280 px a session's hours' headers break between their words ('Jam' / 'Selesai' / '(WIB)'), so their columns
// are as wide as their times and a market's name has two lines (below); from 1440 px the name keeps its line.
const deskBoxes = [
  { viewport: [1280, 800], box: 960, hourHeaderLines: 3 },
  { viewport: [1440, 900], box: 1120, hourHeaderLines: 2 },
] as const;

// Staff at 1280 and 1440 px scrolled each ticket's row sideways to see its location, hours and reason, and the hours'
// headers took three lines ('Jam' / 'Selesai' / '(WIB)'). A card number now breaks once, between its groups of four,
// never inside one ('50494863 / 9993194751' read as two numbers, UX pass session 34), and the row fits
// (docs/product.md §2.8).
for (const { viewport, box, hourHeaderLines } of deskBoxes) {
  it(`at ${viewport.join("×")} with the sidebar open a ticket's row fits its box, headers on at most ${hourHeaderLines} lines, card numbers in whole groups of four`, async () => {
    await page.viewport(viewport[0], viewport[1]);
    const { screen, region } = await renderList(box);
    expect(region.scrollWidth, "the table's width in its box").toBeLessThanOrEqual(region.clientWidth);
    const headers = [...screen.container.querySelectorAll("thead th")];
    expect(headers.map((th) => th.textContent)).toEqual(
      expect.arrayContaining(["Jam Mulai (WIB)", "Jam Selesai (WIB)", "Alasan Penolakan"]),
    );
    for (const header of headers) {
      const most = header.textContent?.startsWith("Jam ") ? hourHeaderLines : 2;
      expect(lineCount(header), header.textContent ?? "").toBeLessThanOrEqual(most);
    }

    for (const row of screen.container.querySelectorAll("tbody tr")) {
      const [, kjp, ktp, kk, date] = [...row.children];
      const shown = { kjp: kjp?.textContent, ktp: ktp?.textContent, kk: kk?.textContent };
      const data = [ticket, widest].find((q) => q.no_kjp === shown.kjp);
      // a copy is the bare digits; the groups are set apart by a gap, not a space
      expect(shown).toEqual({ kjp: data?.no_kjp, ktp: data?.no_ktp, kk: data?.no_kk });
      for (const cell of [kjp, ktp, kk]) {
        const groups = [...(cell?.querySelectorAll("span span") ?? [])];
        expect(groups.map((group) => group.textContent)).toEqual(cell?.textContent?.match(/.{1,4}/g));
        for (const group of groups) expect(group.getClientRects(), `${group.textContent} whole`).toHaveLength(1);
        expect(lineCount(cell!), `${cell?.textContent} on two lines at most`).toBeLessThanOrEqual(2);
      }
      expect(date?.textContent).toBe("2026-03-10");
      expect(lineCount(date!)).toBe(1);
    }
  });
}

// The longest market's name took three lines at 1280 px ('Pasar Jaya' / 'Kebayoran' / 'Lama' in a 88 px column), each
// such row a line taller than the others (issue, session 44). It takes two, and the row still fits its box.
for (const { viewport, box } of [...deskBoxes, { viewport: [1920, 1080], box: 1920 - 288 - 32 }]) {
  it(`at ${viewport.join("×")} with the sidebar open a market's name takes at most two lines`, async () => {
    await page.viewport(viewport[0], viewport[1]);
    const { screen, region } = await renderList(box);
    expect(region.scrollWidth, "the table's width in its box").toBeLessThanOrEqual(region.clientWidth);
    const names = screen.getByText("Pasar Jaya Kebayoran Lama").elements();
    expect(names).toHaveLength(2);
    for (const name of names) expect(lineCount(name)).toBeLessThanOrEqual(2);
  });
}

// A rejection reason may be 100 characters (contract/requests.ts): in its column at 1280 px the seed's longest took
// four lines and a 100-character one nine, each such row two or three times as tall as the others (UX pass, session 39).
it("at 1280×800 a long rejection reason keeps to two lines, shown whole to a resting mouse, and adds no Tab stop", async () => {
  await page.viewport(1280, 800);
  const long = "Pengambil bukan pemilik KTP dan tidak membawa surat kuasa yang sah dari pemilik kartu KJP terdaftar";
  const short = "Data KK tidak sesuai";
  const rejected = (no: string, reason: string, n: number) =>
    staffTicket({ uuid: `00000000-0000-4000-8000-00000000000${n}`, no, status: "rejected", rejection_reason: { reason } });
  const { screen } = await renderList(960, [rejected("KBL-002", long, 2), rejected("KBL-003", short, 3), widest]);
  // the reason's own text, in its row's last cell
  const reasonOf = (no: string) =>
    screen.getByRole("link", { name: no }).element().closest("tr")!.lastElementChild!.querySelector("span")!;

  for (const no of ["KBL-002", "KBL-003", "KBL-1000"]) {
    const reason = reasonOf(no);
    const lineHeight = parseFloat(getComputedStyle(reason).lineHeight);
    expect(reason.getBoundingClientRect().height, `${no}'s reason`).toBeLessThanOrEqual(2 * lineHeight + 1);
  }
  // the whole reason is still the cell's text: a screen reader reads it whole
  expect(reasonOf("KBL-002").textContent).toBe(long);

  // cut, a resting mouse shows it whole, under it (the rest's 1.5 s on a faked clock)
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  onTestFinished(() => void vi.useRealTimers());
  await userEvent.hover(reasonOf("KBL-002"));
  vi.advanceTimersByTime(1500);
  const tooltip = page.getByRole("tooltip");
  await expect.element(tooltip).toHaveTextContent(long);
  expect(tooltip.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(
    reasonOf("KBL-002").getBoundingClientRect().bottom,
  );
  await userEvent.unhover(reasonOf("KBL-002"));
  await expect.element(tooltip).not.toBeInTheDocument();
  // a reason shown whole has none
  await userEvent.hover(reasonOf("KBL-003"));
  vi.advanceTimersByTime(1500);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(tooltip.query()).toBeNull();
  // no Tab stop: from a row's link, Tab goes to the next row's
  (screen.getByRole("link", { name: "KBL-002" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "KBL-003" }).element());
});

it("on a phone's card a long rejection reason shows whole, with no Tab stop of its own", async () => {
  await page.viewport(360, 640);
  const long = "Pengambil bukan pemilik KTP dan tidak membawa surat kuasa yang sah dari pemilik kartu KJP terdaftar";
  const { screen } = await renderList(328, [staffTicket({ status: "rejected", rejection_reason: { reason: long } }), widest]);
  const reason = screen.getByText(long).element();
  expect(reason.scrollHeight).toBeLessThanOrEqual(reason.clientHeight);
  expect(reason.getClientRects().length).toBeGreaterThan(0);
  expect(reason.hasAttribute("tabindex")).toBe(false);
});

// Narrower, the columns still need more than the box: it scrolls sideways, the page does not (docs/product.md §2.8;
// its Tab stop and arrow keys are e2e/admin-keyboard.spec.ts's)
it("at 1024×768 with the sidebar open the table scrolls sideways in its box", async () => {
  await page.viewport(1024, 768);
  const { region } = await renderList(1024 - 288 - 32);
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1024);
});

// docs/product.md §2.12: the focus never falls to the body. 'Next' is disabled while the next page loads (its
// focus falls), and a page that failed to load takes the pager away: 'Coba lagi' takes the focus then.
it("a page that fails to load gives the pager's fallen focus to 'Coba lagi'", async () => {
  const list = (state: { page: number; isLoading?: boolean; error?: Error }) => (
    <Router>
      <QueueTable
        title="Antrean Hari Ini"
        rows={state.error ? undefined : [ticket]}
        total={25}
        size={10}
        onPageChange={() => undefined}
        onSizeChange={() => undefined}
        isLoading={state.isLoading ?? false}
        isFetching={state.isLoading ?? false}
        error={state.error ?? null}
        onRetry={() => undefined}
        page={state.page}
      />
    </Router>
  );
  const screen = await render(list({ page: 1 }));
  const next = screen.getByRole("button", { name: "Next" });
  (next.element() as HTMLElement).focus();
  await screen.rerender(list({ page: 2, isLoading: true }));
  await expect.element(next).toBeDisabled();
  await screen.rerender(list({ page: 2, error: new TypeError("Failed to fetch") }));
  await expect.element(screen.getByRole("button", { name: "Coba lagi" })).toHaveFocus();
});
