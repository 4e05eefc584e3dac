import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import type { Session } from "../../../contract";
import { renderListOf } from "../../admin-kit/testing";
import { linesOf, wordBoxes } from "../../ui/testing";
import { sessions } from "./resource";

/** A name at its 100-character limit (docs/product.md §5: a user's name 3–100). */
const LONGEST_NAME = "Raden Mas Muhammad Abdurrahman Wahyudi Prasetyo Kusumanegara Hadiningrat Suryadiningrat Wicaksono SH";
const audited = { created_at: "2026-07-26 09:00:00", updated_at: "2026-07-26 09:00:00" };
const budi = { creator: { name: "Budi Santoso" }, updater: { name: "Budi Santoso" } };
const place = (id: number, name: string, code: string) => ({ id, name, code });
/** The widest a row gets: the seed's longest market names, the longest weekday names, a four-digit quota. */
const rows: Session[] = [
  { day: 2, location: place(1, "Pasar Jaya Kebayoran Lama", "KBL"), quota: 1000 },
  { day: 0, location: place(2, "Pasar Jaya Pasar Minggu", "PSM"), quota: 100 },
  { day: 1, location: place(3, "Pasar Jaya Kramat Jati", "KRJ"), quota: 80 },
].map(({ day, location, quota }, index) => ({
  id: index + 1,
  day_of_the_week: day,
  queue_location: location,
  start_time: "07:00:00",
  end_time: "09:00:00",
  quota,
  is_active: true,
  ...audited,
  ...budi,
  // the last one changed by someone with the longest name a user may have
  ...(index === 2 ? { updater: { name: LONGEST_NAME } } : {}),
}));

const lines = (element: Element) => linesOf(wordBoxes(element).flatMap(({ boxes }) => boxes));

const initial = [window.innerWidth, window.innerHeight] as const;
afterEach(() => page.viewport(...initial));

// At 1024 px the table was 50 px wider than its box (the row actions side by side, 6 px in a cell), the last columns
// under the pinned actions until scrolled; a name at its 100-character limit, kept on one line, made its audit column
// as wide as the name at either width (session 51; docs/product.md §2.9). The box: the window less the open sidebar
// (18rem) and the page's padding (2 × 1rem), as src/features/locations/locations-list.test.tsx's.
for (const { viewport, box } of [
  { viewport: [1024, 768], box: 704 },
  { viewport: [1280, 800], box: 960 },
] as const) {
  it(`at ${viewport.join("×")} with the sidebar open the sessions' table fits its box, times, names and a long name whole`, async () => {
    await page.viewport(viewport[0], viewport[1]);
    const screen = await renderListOf(sessions, { queue_sessions: rows, page: 1, size: 10, total: rows.length }, box);
    const scroller = screen.getByRole("table").element().parentElement!;
    expect(scroller.scrollWidth, "the table's width in its box").toBeLessThanOrEqual(scroller.clientWidth);
    for (const time of screen.getByText(/^0[79]:00:00$/).elements()) expect(lines(time), "a time").toBe(1);
    for (const person of screen.getByText("Budi Santoso", { exact: true }).elements()) expect(lines(person)).toBe(1);
    for (const { name } of rows.map((row) => row.queue_location)) {
      expect(lines(screen.getByText(name, { exact: true }).element()), name).toBeLessThanOrEqual(2);
    }
    // shown whole, wrapped between its words
    const longest = screen.getByText(LONGEST_NAME, { exact: true }).element();
    expect(lines(longest)).toBeGreaterThan(1);
    expect(
      wordBoxes(longest).every(({ boxes }) => linesOf(boxes) === 1),
      "no word broken",
    ).toBe(true);
  });
}
