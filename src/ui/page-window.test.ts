import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./page-window";

describe("pageCount", () => {
  it("rounds up and is at least 1", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("centres the current page", () => {
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
  });
  it("sticks to the start and the end", () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });
  it("shows every page when there are 5 or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("clamps pages out of range", () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(50, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});
