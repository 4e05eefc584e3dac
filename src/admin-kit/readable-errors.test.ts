import { describe, expect, it } from "vitest";
import {
  dayOffCreateBody,
  locationCreateBody,
  rejectionReasonCreateBody,
  sessionCreateBody,
  userCreateBody,
  validate,
} from "../../contract";
import { END_TIME_LABEL, START_TIME_LABEL } from "../lib/staff-labels";
import { readableErrors, ruleWords } from "./readable-errors";

const fields = [
  { name: "location_id", label: "Lokasi", kind: "select" },
  { name: "day_of_the_week", label: "Hari", kind: "select" },
  { name: "start_time", label: START_TIME_LABEL, kind: "time" },
  { name: "end_time", label: END_TIME_LABEL, kind: "time" },
  { name: "quota", label: "Kuota", kind: "number" },
  { name: "name", label: "Nama", kind: "text" },
  { name: "description", label: "Deskripsi", kind: "textarea" },
  { name: "reason", label: "Alasan", kind: "text" },
  { name: "date", label: "Tanggal", kind: "date" },
  { name: "code", label: "Kode", kind: "text", problems: { "is already in use by another record": "Kode ini sudah dipakai." } },
];
const id = ruleWords.id;
const en = ruleWords.en;

/** The contract's own problems for a body (what the form and the server both produce). */
function problemsOf(schema: Parameters<typeof validate>[0], body: unknown): Record<string, string> {
  const result = validate(schema, body);
  if (result.ok) throw new Error("expected the body to be refused");
  return result.fieldErrors;
}

describe("validator texts people can read", () => {
  it("says what to do for a missing value: choose for a select, fill in otherwise", () => {
    const problems = problemsOf(sessionCreateBody, {});
    expect(problems.quota).toBe("must be a number (was missing)");
    expect(readableErrors(problems, fields, id)).toEqual({
      location_id: "Pilih salah satu.",
      day_of_the_week: "Pilih salah satu.",
      quota: "Wajib diisi.",
      start_time: "Wajib diisi.",
      end_time: "Wajib diisi.",
    });
  });

  it("words the contract's length, bound, integer and pattern rules as sentences in the screen's language", () => {
    const location = problemsOf(locationCreateBody, { name: "ab", code: "AB", description: "x".repeat(256) });
    // the validator's text, as the issue saw it on the Indonesian screens
    expect(location.name).toBe("must be at least length 3 (was 2)");
    expect(readableErrors(location, fields, id)).toEqual({
      name: "Nama harus berisi minimal 3 karakter.",
      code: "Kode harus berisi minimal 3 karakter.",
      description: "Deskripsi harus berisi paling banyak 255 karakter.",
    });
    expect(readableErrors(location, fields, en)).toEqual({
      name: "Nama must have at least 3 characters.",
      code: "Kode must have at least 3 characters.",
      description: "Deskripsi can have at most 255 characters.",
    });

    const session = problemsOf(sessionCreateBody, {
      location_id: 1,
      day_of_the_week: 1,
      start_time: "25:00",
      end_time: "x",
      quota: 0,
    });
    expect(session.quota).toBe("must be at least 1 (was 0)");
    expect(readableErrors(session, fields, id)).toEqual({
      start_time: "Jam Mulai harus berupa jam, misalnya 07:30.",
      end_time: "Jam Selesai harus berupa jam, misalnya 07:30.",
      quota: "Kuota harus 1 atau lebih.",
    });
    const tooMany = problemsOf(sessionCreateBody, {
      location_id: 1,
      day_of_the_week: 1,
      start_time: "07:00",
      end_time: "08:00",
      quota: 10000,
    });
    expect(readableErrors(tooMany, fields, id)).toEqual({ quota: "Kuota harus 9999 atau kurang." });
    const fraction = problemsOf(sessionCreateBody, {
      location_id: 1,
      day_of_the_week: 1,
      start_time: "07:00",
      end_time: "08:00",
      quota: 1.5,
    });
    expect(readableErrors(fraction, fields, id)).toEqual({ quota: "Kuota harus bilangan bulat, tanpa koma." });
    expect(readableErrors(fraction, fields, en)).toEqual({ quota: "Kuota must be a whole number." });

    const dayOff = problemsOf(dayOffCreateBody, { date: "2026-13-01", details: "", location_id: 1 });
    expect(readableErrors(dayOff, fields, id)).toEqual({ date: "Tanggal harus berupa tanggal yang benar." });
  });

  it("reads an empty required text as 'fill it in', whatever its least length", () => {
    const problems = problemsOf(rejectionReasonCreateBody, { reason: "" });
    expect(problems.reason).toBe("must be non-empty");
    expect(readableErrors(problems, fields, id)).toEqual({ reason: "Wajib diisi." });
    const location = problemsOf(locationCreateBody, { name: "", code: "" });
    expect(location.name).toBe("must be at least length 3");
    expect(readableErrors(location, fields, id)).toMatchObject({ name: "Wajib diisi.", code: "Wajib diisi." });
    expect(readableErrors(location, fields, en)).toMatchObject({ name: "Required.", code: "Required." });
    const tooLong = problemsOf(rejectionReasonCreateBody, { reason: "x".repeat(101) });
    expect(readableErrors(tooLong, fields, id)).toEqual({ reason: "Alasan harus berisi paling banyak 100 karakter." });
  });

  it("never shows the validator's own text for a rule the contract gives (a user's password: the English screen)", () => {
    const user = problemsOf(userCreateBody, { name: "ab", username: "abc", password: "1234567" });
    const userFields = [
      { name: "name", label: "Name", kind: "text" },
      { name: "password", label: "Password", kind: "text" },
    ];
    expect(readableErrors(user, userFields, en)).toEqual({
      name: "Name must have at least 3 characters.",
      password: "Password must have at least 8 characters.",
    });
    for (const text of Object.values(readableErrors(user, userFields, en))) expect(text).not.toMatch(/must be|\(was/);
  });

  it("names fields by their labels, never their keys, in a text it does not recognise", () => {
    expect(readableErrors({ end_time: "must come after start_time" }, fields, id)).toEqual({
      end_time: "must come after Jam Mulai",
    });
  });

  it("shows a field's own words for a server rule, in the screen's language, instead of a mixed-language text", () => {
    expect(readableErrors({ code: "is already in use by another record" }, fields, id)).toEqual({
      code: "Kode ini sudah dipakai.",
    });
    // a rule the field does not word gets the language's sentence
    expect(readableErrors({ code: "must be at least length 3 (was 2)" }, fields, id)).toEqual({
      code: "Kode harus berisi minimal 3 karakter.",
    });
  });
});
