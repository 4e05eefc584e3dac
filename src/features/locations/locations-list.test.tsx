import { expect, it } from "vitest";
import { page } from "vitest/browser";
import type { Location } from "../../../contract";
import { renderListOf } from "../../admin-kit/testing";
import { locations } from "./resource";

const moment = { created_at: "2026-08-06 09:00:00", updated_at: "2026-08-06 09:00:00" };
const budi = { creator: { name: "Budi Santoso" }, updater: { name: "Budi Santoso" } };
/** The seed's locations (server/seed/fixtures.ts): the longest names and addresses a list shows. */
const seeded: [code: string, name: string, description: string | null][] = [
  ["KRJ", "Pasar Jaya Kramat Jati", "Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur"],
  ["CKR", "Pasar Jaya Cengkareng", "Jl. Kamal Raya, Cengkareng, Jakarta Barat"],
  ["PSM", "Pasar Jaya Pasar Minggu", "Jl. Raya Ragunan, Pasar Minggu, Jakarta Selatan"],
  ["TNA", "Pasar Jaya Tanah Abang", "Jl. KH Mas Mansyur, Tanah Abang, Jakarta Pusat"],
  ["KBL", "Pasar Jaya Kebayoran Lama", null],
];
const rows: Location[] = seeded.map(([code, name, description], index) => ({
  id: index + 1,
  code,
  name,
  description,
  is_active: true,
  queue_days_off: [],
  ...moment,
  ...budi,
}));

/** The kit's list page of 'Konfigurasi Lokasi' with its own columns, on rows given here instead of the API's. */
async function renderList(boxWidth: number) {
  const screen = await renderListOf(locations, { queue_locations: rows, page: 1, size: 10, total: rows.length }, boxWidth);
  await expect.element(screen.getByRole("rowheader", { name: "Pasar Jaya Kramat Jati" })).toBeVisible();
  return screen;
}

/** How many lines the browser laid out the text of `element` on. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

// The list's width at each desk's window: the screen less the open sidebar (18rem) and the page's padding (2 × 1rem),
// as src/features/queues/queue-table.test.tsx's boxes. At 1024 px 'Nama' kept 11rem (190 px) and 'Deskripsi' wrapped
// an address over five lines in 113 px (UX pass, session 46); each table keeps widths of its own (the ticket lists'
// market name is theirs, src/features/queues/queues.css.ts).
const desks = [
  { viewport: [1024, 768], box: 704, descriptionLines: 3 },
  { viewport: [1280, 800], box: 960, descriptionLines: 2 },
  { viewport: [1440, 900], box: 1120, descriptionLines: 2 },
] as const;

for (const { viewport, box, descriptionLines } of desks) {
  it(`at ${viewport.join("×")} with the sidebar open a location's description takes at most ${descriptionLines} lines, its name 2, the table its box`, async () => {
    await page.viewport(viewport[0], viewport[1]);
    const screen = await renderList(box);
    const table = screen.getByRole("table").element();
    const scroller = table.parentElement!;
    expect(scroller.scrollWidth, "the table's width in its box").toBeLessThanOrEqual(scroller.clientWidth);
    for (const [, name, description] of seeded) {
      const nameCell = screen.getByRole("rowheader", { name }).element();
      expect(lineCount(nameCell), name).toBeLessThanOrEqual(2);
      if (description === null) continue;
      expect(lineCount(screen.getByText(description).element()), description).toBeLessThanOrEqual(descriptionLines);
    }
    // who made and who changed a location, one line each: at 1024 px 'Budi' over 'Santoso', the row four lines tall
    // where its address takes three (UX pass, session 49)
    for (const person of screen.getByText("Budi Santoso", { exact: true }).elements()) {
      expect(lineCount(person), "Budi Santoso").toBe(1);
    }
  });
}
