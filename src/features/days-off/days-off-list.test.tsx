import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import type { DayOff } from "../../../contract";
import { renderListOf } from "../../admin-kit/testing";
import { linesOf, wordBoxes } from "../../ui/testing";
import { daysOff } from "./resource";

/** A name at its 100-character limit (docs/product.md §5: a user's name 3–100). */
const LONGEST_NAME = "Raden Mas Muhammad Abdurrahman Wahyudi Prasetyo Kusumanegara Hadiningrat Suryadiningrat Wicaksono SH";
const audited = { created_at: "2026-07-26 09:00:00", updated_at: "2026-07-26 09:00:00" };
const budi = { creator: { name: "Budi Santoso" }, updater: { name: "Budi Santoso" } };
/** The seed's days off (server/seed/seed.ts) at its longest market name. */
const rows: DayOff[] = [
  { date: "2026-11-30", location: "Pasar Jaya Kebayoran Lama", details: "Libur operasional: stock opname gudang" },
  { date: "2026-11-24", location: "Pasar Jaya Pasar Minggu", details: "Perbaikan listrik (dibatalkan)" },
  { date: "2026-11-09", location: "Pasar Jaya Kramat Jati", details: "Hari raya" },
].map(({ date, location, details }, index) => ({
  id: index + 1,
  date,
  details,
  queue_location: { id: index + 1, name: location },
  is_active: index !== 1,
  ...audited,
  ...budi,
  // the last one changed by someone with the longest name a user may have
  ...(index === 2 ? { updater: { name: LONGEST_NAME } } : {}),
}));

const lines = (element: Element) => linesOf(wordBoxes(element).flatMap(({ boxes }) => boxes));

const initial = [window.innerWidth, window.innerHeight] as const;
afterEach(() => page.viewport(...initial));

// At 1024 px the table was 65 px wider than its box (the row actions, 'Lihat' and 'Hapus', side by side, 6 px in a
// cell, the details' 10em), the last columns under the pinned actions until scrolled; a name at its 100-character
// limit, kept on one line, made its audit column as wide as the name at either width (session 51; docs/product.md
// §2.9). The box: the window less the open sidebar (18rem) and the page's padding (2 × 1rem).
for (const { viewport, box } of [
  { viewport: [1024, 768], box: 704 },
  { viewport: [1280, 800], box: 960 },
] as const) {
  it(`at ${viewport.join("×")} with the sidebar open the days off's table fits its box, dates, names and a long name whole`, async () => {
    await page.viewport(viewport[0], viewport[1]);
    const screen = await renderListOf(daysOff, { queue_days_off: rows, page: 1, size: 10, total: rows.length }, box);
    const scroller = screen.getByRole("table").element().parentElement!;
    expect(scroller.scrollWidth, "the table's width in its box").toBeLessThanOrEqual(scroller.clientWidth);
    for (const { date, queue_location } of rows) {
      expect(lines(screen.getByRole("rowheader", { name: date }).element()), date).toBe(1);
      expect(lines(screen.getByText(queue_location.name, { exact: true }).element()), queue_location.name).toBeLessThanOrEqual(2);
    }
    for (const person of screen.getByText("Budi Santoso", { exact: true }).elements()) expect(lines(person)).toBe(1);
    // shown whole, wrapped between its words
    const longest = screen.getByText(LONGEST_NAME, { exact: true }).element();
    expect(lines(longest)).toBeGreaterThan(1);
    expect(
      wordBoxes(longest).every(({ boxes }) => linesOf(boxes) === 1),
      "no word broken",
    ).toBe(true);
  });
}
