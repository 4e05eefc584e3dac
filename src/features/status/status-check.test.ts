import { describe, expect, it } from "vitest";
import { CHOOSE_DATE_TEXT, checkStatusForm } from "./status-check";

describe("the status check names every rule the KJP breaks, as the registration form does", () => {
  it("'12a': the digit rule first, then the length, each its own message (docs/product.md §5.2); nothing is sent", () => {
    expect(checkStatusForm({ no_kjp: "12a", date: "2026-03-16" })).toEqual({
      body: null,
      errors: { no_kjp: ["Hanya boleh berisi karakter 0-9", "No KJP harus berisi minimal 16 karakter"] },
    });
  });

  it("a KJP of 16 digits and a date: the body, no errors", () => {
    expect(checkStatusForm({ no_kjp: "5049489977770001", date: "2026-03-16" })).toEqual({
      body: { no_kjp: "5049489977770001", date: "2026-03-16" },
      errors: {},
    });
  });

  it("no date, or not YYYY-MM-DD: 'Pilih tanggal pengambilan'", () => {
    expect(checkStatusForm({ no_kjp: "5049489977770001", date: "" }).errors).toEqual({ date: CHOOSE_DATE_TEXT });
    expect(checkStatusForm({ no_kjp: "5049489977770001", date: "16/03/2026" }).errors).toEqual({ date: CHOOSE_DATE_TEXT });
  });
});
