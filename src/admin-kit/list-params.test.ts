import { describe, expect, it } from "vitest";
import { activeFilters, parseListParams, serializeListParams } from "./list-params";

const defaults = { location_id: 0, no: "", date: "" };

describe("parseListParams", () => {
  it("reads defaults from an empty search", () => {
    expect(parseListParams("", defaults)).toEqual({ filters: { location_id: 0, no: "", date: "" }, page: 1, size: 10 });
  });

  it("reads typed filters, page and size, with or without '?'", () => {
    expect(parseListParams("?location_id=3&no=JKT-001&date=2025-04-24&page=4&size=50", defaults)).toEqual({
      filters: { location_id: 3, no: "JKT-001", date: "2025-04-24" },
      page: 4,
      size: 50,
    });
  });

  it("falls back on nonsense: bad numbers, page 0, sizes outside 10/20/50", () => {
    expect(parseListParams("location_id=abc&page=0&size=33", defaults)).toEqual({
      filters: { location_id: 0, no: "", date: "" },
      page: 1,
      size: 10,
    });
    expect(parseListParams("location_id=-2&page=-1&size=20", defaults)).toMatchObject({
      filters: { location_id: 0 },
      page: 1,
      size: 20,
    });
  });

  it("reads a fixed-options filter only as one of its texts, else as its default", () => {
    const weekday = { day_of_the_week: "" };
    const allowed = { day_of_the_week: ["0", "1", "2", "3", "4", "5", "6"] };
    expect(parseListParams("day_of_the_week=0", weekday, { allowed }).filters).toEqual({ day_of_the_week: "0" });
    for (const raw of ["7", "rabu", "-1", "03"])
      expect(parseListParams(`day_of_the_week=${raw}`, weekday, { allowed }).filters).toEqual({ day_of_the_week: "" });
  });

  it("honours custom page sizes", () => {
    expect(parseListParams("size=5", defaults, { pageSizes: [5, 25], defaultSize: 5 }).size).toBe(5);
  });
});

describe("serializeListParams", () => {
  it("leaves defaults out (location 0 = all locations, page 1, size 10)", () => {
    expect(serializeListParams("", { filters: { location_id: 0, no: "", date: "" }, page: 1, size: 10 }, defaults)).toBe("");
  });

  it("writes changed values and keeps parameters it does not own", () => {
    const qs = serializeListParams(
      "tab=x&page=3",
      { filters: { location_id: 2, no: " A-1 ", date: "2025-04-24" }, page: 2, size: 20 },
      defaults,
    );
    expect(new URLSearchParams(qs)).toEqual(new URLSearchParams("tab=x&page=2&location_id=2&no=A-1&date=2025-04-24&size=20"));
  });

  it("round-trips", () => {
    const state = { filters: { location_id: 7, no: "", date: "2025-01-02" }, page: 5, size: 50 };
    expect(parseListParams(serializeListParams("", state, defaults), defaults)).toEqual(state);
  });
});

describe("activeFilters", () => {
  it("drops empty strings and trims, keeps numbers (the client drops 0 itself)", () => {
    expect(activeFilters({ location_id: 0, no: "  ", date: " 2025-04-24 " })).toEqual({ location_id: 0, date: "2025-04-24" });
  });
});
