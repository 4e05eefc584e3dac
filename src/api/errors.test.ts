import { describe, expect, it } from "vitest";
import {
  ApiError,
  citizenErrorTexts,
  errorText,
  errorToast,
  FIELD_REFUSAL_TEXT_ID,
  FORBIDDEN_TEXT_EN,
  FORBIDDEN_TEXT_ID,
  GENERIC_ERROR_MESSAGE,
  sessionErrorToast,
  staffErrorTextsEn,
  toApiError,
} from "./errors";

const NETWORK_TEXT = "Network Error";
const refused = (status: number, code: string, message: string) => new ApiError(status, code, message);

// A logout with no connection said only 'Failed to fetch' (UX pass, session 38); the refresh's suffix is SPEC §8's.
describe("sessionErrorToast: a login's, a logout's or a refresh's failure", () => {
  const description = (error: unknown, suffix = "") => sessionErrorToast(error, suffix).description;

  it("keeps the server's words, with the suffix after them", () => {
    expect(description(refused(401, "UNAUTHORIZED", "Invalid username or password"))).toBe("Invalid username or password");
    const locked = "Too many failed login attempts. Try again in 30 seconds.";
    expect(description(new ApiError(429, "RATE_LIMITED", locked, {}, 30))).toBe(locked);
    expect(
      description(
        refused(401, "UNAUTHORIZED", "Refresh token is invalid or expired"),
        ". Please refresh the window and login again",
      ),
    ).toBe("Refresh token is invalid or expired. Please refresh the window and login again");
  });

  it("says what the server did not word in plain English, never 'Failed to fetch', one full stop before the suffix", () => {
    expect(sessionErrorToast(new TypeError("Failed to fetch"))).toEqual({
      title: "Error",
      description: staffErrorTextsEn.offline,
      variant: "destructive",
    });
    expect(description({ status: 503, message: "Injected fault" })).toBe(staffErrorTextsEn.busy);
    expect(description({ status: 500 })).toBe(staffErrorTextsEn.serverError);
    // a refresh's failure: what happened, then the suffix's one way on, never also 'then try again', which cannot help
    expect(description(new TypeError("Failed to fetch"), ". Please refresh the window and login again")).toBe(
      "The connection was lost. Please refresh the window and login again",
    );
    expect(description({ status: 503, message: "Injected fault" }, ". Please refresh the window and login again")).toBe(
      "The server is busy. Please refresh the window and login again",
    );
  });
});

describe("errorText: staff", () => {
  it("is the server's error field, else the error's own message (docs/product.md §8)", () => {
    expect(errorText(refused(409, "DUPLICATE", 'The name "A" is already taken'))).toBe('The name "A" is already taken');
    expect(errorText(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorText({ status: 500 })).toBe("Request failed with status code 500");
  });

  it("reads a failure a machine kept as it came, and never shows an empty or made-up text", () => {
    expect(errorText({ status: 409, message: "Queue is not registered" })).toBe("Queue is not registered");
    expect(errorText(new Error(""))).toBe(NETWORK_TEXT);
    expect(errorText({ message: "" })).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorText(null)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorText({})).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("is the description of the staff 'Error' toast", () => {
    expect(errorToast({ status: 500, message: "Server error" }, ". Reload")).toEqual({
      title: "Error",
      description: "Server error. Reload",
      variant: "destructive",
    });
  });

  it("words a refusal by field in the screen's language: Indonesian on an Indonesian screen (docs/product.md §8.1)", () => {
    const duplicate = new ApiError(409, "DUPLICATE", 'The code "JKT" is already taken', {
      code: "is already in use by another record",
    });
    expect(errorToast(duplicate, "", "id")).toEqual({
      title: "Error",
      description: FIELD_REFUSAL_TEXT_ID,
      variant: "destructive",
    });
    expect(FIELD_REFUSAL_TEXT_ID).toBe("Data belum disimpan. Perbaiki isian yang ditandai, lalu simpan lagi.");
    // English screens keep the server's (English) text; a failure that names no field keeps it on both
    expect(errorText(duplicate, "staff", "en")).toBe('The code "JKT" is already taken');
    expect(errorText(refused(409, "CONFLICT", "Queue is not registered"), "staff", "id")).toBe("Queue is not registered");
  });

  it("words a 403 in Indonesian on an Indonesian screen, never the server's English slug list (docs/product.md §8.1)", () => {
    const forbidden = refused(403, "FORBIDDEN", "Requires one of: access:queue.location");
    expect(errorToast(forbidden, "", "id")).toEqual({
      title: "Error",
      description: "Data belum disimpan. Anda tidak memiliki izin untuk mengubah data ini. Minta akses kepada administrator.",
      variant: "destructive",
    });
    // a read (an export) saved nothing and changes nothing
    expect(errorText(forbidden, "staff", "id")).toBe(FORBIDDEN_TEXT_ID.read);
    expect(FORBIDDEN_TEXT_ID.read).not.toContain("disimpan");
  });

  it("words a 403 in plain English on an English screen, never the server's slug list (docs/product.md §8.1)", () => {
    const forbidden = refused(403, "FORBIDDEN", "Requires one of: access:user.role");
    expect(errorToast(forbidden, "", "en")).toEqual({
      title: "Error",
      description: "Not saved. You do not have permission to change this data. Ask an administrator for access.",
      variant: "destructive",
    });
    // a read (an export, a form's choices) saved nothing and changes nothing
    expect(FORBIDDEN_TEXT_EN.read).not.toMatch(/saved/);
    expect(errorText(forbidden, "staff", "en")).toBe(FORBIDDEN_TEXT_EN.read);
    // the session's own toasts (no language, SPEC §8 quoted as it is) keep the server's text
    expect(errorText(forbidden)).toBe("Requires one of: access:user.role");
  });

  it("words what the server did not word in Indonesian on an Indonesian screen: offline, 5xx, 429 (docs/product.md §8.1)", () => {
    const staffId = (error: unknown) => errorText(error, "staff", "id");
    expect(staffId(new TypeError("Failed to fetch"))).toBe(citizenErrorTexts.offline);
    expect(staffId({ status: 500 })).toBe(citizenErrorTexts.serverError);
    expect(staffId(refused(503, "UNAVAILABLE", "Injected fault"))).toBe(citizenErrorTexts.busy);
    // a write answered 500 may be saved: the toast says so and how to look, never a bare "try again"
    expect(errorToast({ status: 500 }, "", "id").description).toBe(citizenErrorTexts.serverErrorOnWrite);
    expect(citizenErrorTexts.serverErrorOnWrite).not.toMatch(/coba lagi/i);
    // where to look without leaving the form: a reload would throw away the values she typed
    expect(citizenErrorTexts.serverErrorOnWrite).not.toMatch(/muat ulang/i);
    expect(citizenErrorTexts.serverErrorOnWrite).toContain("Periksa daftarnya di tab lain sebelum mengulanginya.");
    // a staff write answered 503 may be done too (a commit whose answer was lost): not a bare "try again" either
    expect(errorToast(refused(503, "UNAVAILABLE", "Busy"), "", "id").description).toBe(citizenErrorTexts.busyOnWrite);
    expect(citizenErrorTexts.busyOnWrite).not.toMatch(/coba lagi/i);
    expect(staffId(new ApiError(429, "RATE_LIMITED", "Too many requests", {}, 12))).toBe(citizenErrorTexts.tooMany(12));
  });

  it("words what the server did not word in plain English on an English screen's read (docs/product.md §1.3, §2.12)", () => {
    const readEn = (error: unknown) => errorText(error, "staff", "en");
    expect(readEn(new TypeError("Failed to fetch"))).toBe(staffErrorTextsEn.offline);
    expect(staffErrorTextsEn.offline).toBe("The connection was lost. Check your internet, then try again.");
    expect(readEn(refused(503, "UNAVAILABLE", "Injected fault"))).toBe(staffErrorTextsEn.busy);
    expect(readEn({ status: 500 })).toBe(staffErrorTextsEn.serverError);
    expect(readEn(new ApiError(429, "RATE_LIMITED", "Too many requests", {}, 12))).toBe(staffErrorTextsEn.tooMany(12));
    // a refusal the server worded keeps its words
    expect(readEn(refused(409, "CONFLICT", "Queue is not registered"))).toBe("Queue is not registered");
    // a text with no screen keeps the adapter's and the server's words (the session's toasts, whose wording §8 quotes)
    expect(errorText(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorToast({ status: 500 }).description).toBe("Request failed with status code 500");
  });

  it("words an English screen's failed write in plain English, never 'Failed to fetch' (docs/product.md §8.1)", () => {
    const writeEn = (error: unknown) => errorToast(error, "", "en").description;
    expect(writeEn(new ApiError(429, "RATE_LIMITED", "Too many requests", {}, 12))).toBe(
      "Too many attempts. Wait 12 seconds, then try again.",
    );
    // no answer, a 500 or a 503 after a write: it may be saved, so it says so and how to look, never "try again"
    // (§8.2, as the Indonesian): a connection can drop after the request went out
    expect(writeEn(new TypeError("Failed to fetch"))).toBe(
      "The connection was lost before the server answered. The change may have been saved. Check the list in another tab before doing it again.",
    );
    expect(writeEn({ status: 500 })).toBe(staffErrorTextsEn.serverErrorOnWrite);
    expect(writeEn(refused(503, "UNAVAILABLE", "Injected fault"))).toBe(staffErrorTextsEn.busyOnWrite);
    for (const text of [
      writeEn(new TypeError("Failed to fetch")),
      writeEn({ status: 500 }),
      writeEn(refused(503, "UNAVAILABLE", "Busy")),
    ]) {
      expect(text).toContain("may have been saved");
      expect(text).not.toMatch(/try again/i);
    }
    // a refusal the server worded keeps its words (SPEC §8)
    expect(writeEn(refused(409, "DUPLICATE", 'The name "A" is already taken'))).toBe('The name "A" is already taken');
  });

  it("says an Indonesian screen's write with no answer may be saved, never 'coba lagi' (docs/product.md §8.2)", () => {
    const writeId = errorToast(new TypeError("Failed to fetch"), "", "id").description;
    expect(writeId).toBe(
      "Koneksi terputus sebelum server menjawab. Perubahan mungkin sudah tersimpan. Periksa daftarnya di tab lain sebelum mengulanginya.",
    );
    // a read with no answer changed nothing: it says to try again
    expect(errorText(new TypeError("Failed to fetch"), "staff", "id")).toMatch(/coba lagi/);
    // the citizen's registration keeps its Idempotency-Key, so 'Daftar' again after no answer is safe (ADR 127)
    expect(errorText(new TypeError("Failed to fetch"), "citizen", undefined, "write")).toMatch(/coba lagi/);
  });
});

describe("errorText: citizens", () => {
  const citizen = (error: unknown) => errorText(error, "citizen");

  it("says offline in plain Indonesian, never 'Failed to fetch'", () => {
    expect(citizen(new TypeError("Failed to fetch"))).toBe(citizenErrorTexts.offline);
    expect(citizen(toApiError(new TypeError("Load failed")))).toBe("Koneksi terputus. Periksa internet Anda, lalu coba lagi.");
  });

  it("says the server is busy on a 503 only, whatever its body says", () => {
    expect(citizen(refused(503, "UNAVAILABLE", "Injected fault"))).toBe(citizenErrorTexts.busy);
    expect(citizen(refused(500, "SERVER_ERROR", "Internal server error"))).not.toBe(citizenErrorTexts.busy);
  });

  it("says a 500 is the server's error; after the registration, that it may be saved and what to press, never a bare 'try again'", () => {
    expect(citizen({ status: 500 })).toBe(
      "Terjadi kesalahan di server. Ini bukan kesalahan Anda. Tunggu beberapa menit, lalu coba lagi.",
    );
    expect(citizen(refused(502, "HTTP_502", "Bad gateway"))).toBe(citizenErrorTexts.serverError);
    const registration = errorText(refused(500, "SERVER_ERROR", "Internal server error"), "citizen", "id", "write");
    expect(registration).toBe(citizenErrorTexts.serverErrorOnRegistration);
    expect(registration).toMatch(/mungkin sudah tersimpan/);
    expect(registration).not.toMatch(/coba lagi/i);
    // a 503 registration is not saved (ADR 127): there "try again" is true
    expect(errorText(refused(503, "UNAVAILABLE", "Busy"), "citizen", "id", "write")).toBe(citizenErrorTexts.busy);
  });

  it("gives a 429 the seconds from Retry-After", () => {
    expect(citizen(new ApiError(429, "RATE_LIMITED", "Too many", {}, 12))).toBe(
      "Terlalu banyak percobaan. Tunggu 12 detik, lalu coba lagi.",
    );
    expect(citizen(new ApiError(429, "RATE_LIMITED", "Too many"))).toBe(
      "Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.",
    );
  });

  it("keeps the server's own refusal and adds what to do", () => {
    expect(citizen(refused(403, "REGISTRATION_CLOSED", "Pendaftaran hanya dapat dilakukan pukul 06:00 - 21:00 WIB"))).toBe(
      "Pendaftaran hanya dapat dilakukan pukul 06:00 - 21:00 WIB. Silakan daftar lagi pukul 06:00 WIB.",
    );
    expect(citizen(refused(409, "QUOTA_FULL", "Kuota sesi ini sudah penuh"))).toBe(
      "Kuota sesi ini sudah penuh. Pilih sesi atau lokasi lain.",
    );
    expect(citizen(refused(409, "KTP_DAILY_LIMIT", "No KTP ini sudah terdaftar untuk tanggal pengambilan tersebut"))).toMatch(
      /^No KTP ini sudah terdaftar untuk tanggal pengambilan tersebut\. Satu KTP/,
    );
  });

  it("words a bare 4xx without the adapter's English", () => {
    expect(citizen({ status: 404 })).toBe(citizenErrorTexts.refused);
  });
});
