import { describe, expect, it } from "vitest";
import { readableErrors } from "./readable-errors";

const fields = [
  { name: "location_id", label: "Lokasi", kind: "select" },
  { name: "start_time", label: "Jam mulai", kind: "time" },
  { name: "end_time", label: "Jam selesai", kind: "time" },
  { name: "quota", label: "Kuota", kind: "number" },
  { name: "name", label: "Name", kind: "text" },
  { name: "code", label: "Kode", kind: "text", problems: { "is already in use by another record": "Kode ini sudah dipakai." } },
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

  it("shows a field's own words for a server rule, in the screen's language, instead of a mixed-language text", () => {
    expect(readableErrors({ code: "is already in use by another record" }, fields, words)).toEqual({
      code: "Kode ini sudah dipakai.",
    });
    // a rule the field does not word keeps the readable default
    expect(readableErrors({ code: "must be at least length 3 (was 2)" }, fields, words)).toEqual({
      code: "must be at least length 3 (was 2)",
    });
  });
});
