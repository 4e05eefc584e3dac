import { describe, expect, it } from "vitest";
import { readableErrors } from "./readable-errors";

const fields = [
  { name: "location_id", label: "Lokasi", kind: "select" },
  { name: "start_time", label: "Jam mulai", kind: "time" },
  { name: "end_time", label: "Jam selesai", kind: "time" },
  { name: "quota", label: "Kuota", kind: "number" },
  { name: "name", label: "Name", kind: "text" },
];
const words = { required: "Wajib diisi.", choose: "Pilih salah satu." };

describe("validator texts people can read", () => {
  it("says what to do for a missing value: choose for a select, fill in otherwise", () => {
    expect(
      readableErrors(
        {
          location_id: "must be a number (was missing)",
          quota: "must be a number (was missing)",
          start_time: "must be a string (was missing)",
        },
        fields,
        words,
      ),
    ).toEqual({ location_id: "Pilih salah satu.", quota: "Wajib diisi.", start_time: "Wajib diisi." });
  });

  it("names fields by their labels, never their keys", () => {
    expect(readableErrors({ end_time: "must be after start_time" }, fields, words)).toEqual({
      end_time: "must be after Jam mulai",
    });
  });

  it("keeps the validator's defaults that read well", () => {
    expect(readableErrors({ name: "must be at least length 3 (was 2)" }, fields, words)).toEqual({
      name: "must be at least length 3 (was 2)",
    });
  });
});
