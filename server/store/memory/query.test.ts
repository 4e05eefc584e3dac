import { describe, expect, it } from "vitest";
import { containsMatcher, orderBy, selectAll, selectPage } from "./query";

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Row ${String(25 - i).padStart(2, "0")}`,
  even: i % 2 === 1,
}));

describe("selectPage: filter → sort → paginate", () => {
  it("counts every match and returns the asked page of the sorted matches", () => {
    const page = selectPage(rows, { where: (r) => r.even, orderBy: orderBy("name"), page: 2, size: 5 });
    expect(page.total).toBe(12);
    expect(page.rows.map((r) => r.name)).toEqual(["Row 12", "Row 14", "Row 16", "Row 18", "Row 20"]);
  });

  it("sorts before slicing, across the whole set (unlike @msw/data's findMany)", () => {
    const page = selectPage(rows, { orderBy: orderBy("name"), page: 1, size: 3 });
    expect(page.rows.map((r) => r.id)).toEqual([25, 24, 23]);
  });

  it("defaults to page 1 of 10 and keeps an already ordered source's order", () => {
    const page = selectPage(rows, {});
    expect(page).toMatchObject({ page: 1, size: 10, total: 25 });
    expect(page.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(selectPage(rows, { where: (r) => r.even, page: 3, size: 5 }).rows.map((r) => r.id)).toEqual([22, 24]);
    expect(selectPage(rows, { page: 9 }).rows).toEqual([]);
  });

  it("sorts by several keys, '-' for descending", () => {
    const data = [
      { a: 1, b: "x" },
      { a: 2, b: "y" },
      { a: 1, b: "z" },
    ];
    expect(selectAll(data, { orderBy: orderBy("a", "-b") })).toEqual([data[2], data[0], data[1]]);
  });

  it("matches text anywhere without case, taking the needle literally", () => {
    expect(containsMatcher("kramat")?.("Pasar Jaya Kramat Jati")).toBe(true);
    expect(containsMatcher("CKR")?.("KRJ-001")).toBe(false);
    expect(containsMatcher("J-0")?.("KRJ-001")).toBe(true);
    expect(containsMatcher(".*")?.("KRJ-001")).toBe(false);
    expect(containsMatcher(undefined)).toBeNull();
    expect(containsMatcher("")).toBeNull();
  });
});
