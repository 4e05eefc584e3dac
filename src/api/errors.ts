import { failureKind, failureStatus } from "../../contract/failure-kind";
import type { ToastInput } from "../../contract/toast-message";
import type { ErrorBody } from "../../contract/envelopes";
import type { ScreenLanguage } from "../lib/screen-language";

/**
 * One normalised error for every failed call. `message` is the server's `error` field when there is one,
 * else the error's own message (docs/product.md §8).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** seconds, from Retry-After on a 429 */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The refresh after a 401 failed (src/app/session/bridge.ts): the session toast has said so and asked for a reload. */
export const SESSION_REFRESH_FAILED = "SESSION_REFRESH_FAILED";
/** A 401 met while nobody is signed in (or while signing in/out). */
export const SESSION_SIGNED_OUT = "SESSION_SIGNED_OUT";

/** True for the rejections the session bridge makes up: the session has already told the user (or will send them to /login). */
export function isSessionEndedError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === SESSION_REFRESH_FAILED || error.code === SESSION_SIGNED_OUT);
}

/**
 * What a staff screen's failed call says when the session behind it has ended (its refresh refused): in the screen's
 * language, and what to do, where the session's own toast keeps the specification's English ('… Please refresh the
 * window and login again'). A 'Try again' there cannot work, so none is offered (UX pass, session 38).
 */
export const SESSION_ENDED_CALL_TEXT: Record<ScreenLanguage, string> = {
  id: "Sesi login Anda telah berakhir. Muat ulang halaman, lalu login lagi.",
  en: "Your session has ended. Reload the page, then log in again.",
};

/** Network failures have no status; they get 0 and code NETWORK. */
export const NETWORK_ERROR_MESSAGE = "Network Error";
/** A failure that carries no text at all. */
export const GENERIC_ERROR_MESSAGE = "Something went wrong";

type RedaxiosFailure = { status: number; statusText?: string; data?: unknown; headers?: Headers };

function isFailure(value: unknown): value is RedaxiosFailure {
  return failureStatus(value) !== undefined;
}

/** The error body of docs/product.md §10, checked by hand: this runs on every page, so it carries no schema library. */
function readErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== "object" || data === null) return null;
  const { error, code, errors } = data as Record<string, unknown>;
  if (typeof error !== "string" || typeof code !== "string") return null;
  const fieldErrors =
    typeof errors === "object" && errors !== null && Object.values(errors).every((v) => typeof v === "string")
      ? (errors as Record<string, string>)
      : undefined;
  return fieldErrors ? { error, code, errors: fieldErrors } : { error, code };
}

/** A failure already read (a machine's `EffectFailure`, a scenario's scripted one): a message and no response body. */
type ReadFailure = { message: string; status?: number; code?: string; retryAfter?: number };

function isReadFailure(value: unknown): value is ReadFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Error) &&
    !("data" in value) &&
    typeof (value as { message: unknown }).message === "string"
  );
}

/** Turns whatever a call rejected with into an ApiError. */
export function toApiError(failure: unknown): ApiError {
  if (failure instanceof ApiError) return failure;
  if (isReadFailure(failure)) {
    const { status = 0, code = "UNKNOWN", message, retryAfter } = failure;
    const fieldErrors = (failure as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    return new ApiError(status, code, message, fieldErrors, retryAfter);
  }
  if (isFailure(failure)) {
    const parsed = readErrorBody(failure.data);
    const retryAfterHeader = failure.headers?.get?.("Retry-After");
    const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : undefined;
    if (parsed) {
      return new ApiError(failure.status, parsed.code, parsed.error, parsed.errors ?? {}, retryAfter);
    }
    const message = `Request failed with status code ${failure.status}`;
    return new ApiError(failure.status, "HTTP_" + failure.status, message, {}, retryAfter);
  }
  if (failure instanceof Error) return new ApiError(0, "NETWORK", failure.message || NETWORK_ERROR_MESSAGE);
  return new ApiError(0, "UNKNOWN", typeof failure === "string" ? failure : "");
}

/** Who reads the failure: staff see the server's text as it is; citizens get plain Indonesian (docs/product.md §8). */
export type ErrorAudience = "staff" | "citizen";

/**
 * What the failed call was: a read changed nothing, so trying it again is always true advice; a write answered with an
 * unexpected error (a 500) may have been done, so its words never say "try again" as if it had not (docs/product.md §8).
 */
export type FailedCall = "read" | "write";

/** Citizen texts: one idea a sentence, each saying what to do next (docs/product.md §8). */
export const citizenErrorTexts = {
  offline: "Koneksi terputus. Periksa internet Anda, lalu coba lagi.",
  /** a 503: the server is busy; a registration answered so is not saved (ADR 127) */
  busy: "Server sedang sibuk. Tunggu sebentar, lalu coba lagi.",
  /** any other 5xx on a read: an error of the server, not load, and nothing was changed */
  serverError: "Terjadi kesalahan di server. Ini bukan kesalahan Anda. Tunggu beberapa menit, lalu coba lagi.",
  /**
   * any other 5xx on the registration: it may be saved. The same values keep their Idempotency-Key, so 'Daftar' again
   * shows the ticket it saved, or registers it once (ADR 127, machines/registration-attempt.ts).
   */
  serverErrorOnRegistration:
    "Terjadi kesalahan di server. Pendaftaran Anda mungkin sudah tersimpan. Tekan Daftar lagi tanpa mengubah isian. Anda tidak akan terdaftar dua kali.",
  /** any other 5xx on a staff write (Indonesian screens): it may be saved */
  serverErrorOnWrite:
    "Terjadi kesalahan di server. Perubahan mungkin sudah tersimpan. Periksa daftarnya di tab lain sebelum mengulanginya.",
  /**
   * a 503 on a staff write (Indonesian screens): only a registration answered 503 is known not saved (ADR 127); on
   * SQL a staff write whose commit went unanswered may be done, so it is not 'try again' either
   */
  busyOnWrite: "Server sedang sibuk. Perubahan mungkin sudah tersimpan. Periksa daftarnya di tab lain sebelum mengulanginya.",
  /**
   * no answer to a staff write (Indonesian screens): the connection may have dropped after the request went out, so
   * it may be done, and doing it again could do it twice
   */
  offlineOnWrite:
    "Koneksi terputus sebelum server menjawab. Perubahan mungkin sudah tersimpan. Periksa daftarnya di tab lain sebelum mengulanginya.",
  tooMany: (seconds: number | undefined) =>
    seconds
      ? `Terlalu banyak percobaan. Tunggu ${seconds} detik, lalu coba lagi.`
      : "Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.",
  refused: "Permintaan tidak dapat diproses. Periksa data Anda, lalu coba lagi.",
} as const;

/**
 * The same plain words on an English staff screen (users, roles, permissions): what went wrong and what to do, never
 * 'Failed to fetch' (docs/product.md §1.3, §2.12, §8.1). A write that may have been done says so and how to look, as
 * the Indonesian one does, never "try again" (§8.2, ADR 806).
 */
export const staffErrorTextsEn = {
  offline: "The connection was lost. Check your internet, then try again.",
  busy: "The server is busy. Wait a moment, then try again.",
  serverError: "Something went wrong on the server. It is not your fault. Wait a few minutes, then try again.",
  serverErrorOnWrite:
    "Something went wrong on the server. The change may have been saved. Check the list in another tab before doing it again.",
  busyOnWrite: "The server is busy. The change may have been saved. Check the list in another tab before doing it again.",
  offlineOnWrite:
    "The connection was lost before the server answered. The change may have been saved. Check the list in another tab before doing it again.",
  tooMany: (seconds: number | undefined) =>
    seconds ? `Too many attempts. Wait ${seconds} seconds, then try again.` : "Too many attempts. Wait a moment, then try again.",
} as const;

/** One language's plain words for what the server did not word for people (citizenErrorTexts, staffErrorTextsEn). */
type PlainWords = {
  offline: string;
  busy: string;
  serverError: string;
  serverErrorOnWrite: string;
  busyOnWrite: string;
  offlineOnWrite: string;
  tooMany: (seconds: number | undefined) => string;
};

/** What a citizen can do after the server's own (Indonesian) refusal, by its code. */
const citizenNextSteps: Partial<Record<string, string>> = {
  REGISTRATION_CLOSED: "Silakan daftar lagi pukul 06:00 WIB.",
  QUOTA_FULL: "Pilih sesi atau lokasi lain.",
  SESSION_UNAVAILABLE: "Pilih sesi atau lokasi lain.",
  LOCATION_DAY_OFF: "Pilih lokasi lain.",
  NOT_FOUND: "Pilih lokasi dan sesi lagi.",
  KTP_DAILY_LIMIT: "Satu KTP hanya dapat mendaftar 1 kali per hari.",
  KTP_MONTHLY_LIMIT: "Satu KTP hanya dapat mendaftar 5 kali per bulan.",
  VALIDATION: "Perbaiki isian yang ditandai, lalu tekan Daftar lagi.",
};

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * A staff write that got no clear answer may have been done: no answer at all (the connection may have dropped after
 * the request went out), a 503 (on SQL a commit whose answer was lost) or another 5xx. Only a registration answered
 * 503 is known not saved (ADR 127); any 5xx on it may be, and its retry keeps its Idempotency-Key, so 'Daftar' again
 * after no answer is safe (docs/product.md §8.2).
 */
function writeMayBeDone(error: ApiError, audience: ErrorAudience): boolean {
  const kind = failureKind(error);
  return kind === "serverError" || (audience === "staff" && (kind === "busy" || kind === "offline"));
}

/**
 * A failure the server did not word for people (no connection, busy, its own error, too many calls) in one
 * language's plain words; after a write that may have been done, that it may be saved and how to look (ADR 806).
 */
function plainText(error: ApiError, words: PlainWords, audience: ErrorAudience, call: FailedCall): string | null {
  const kind = failureKind(error);
  if (call === "write" && writeMayBeDone(error, audience)) {
    if (kind === "busy") return words.busyOnWrite;
    if (kind === "offline") return words.offlineOnWrite;
    return audience === "citizen" ? citizenErrorTexts.serverErrorOnRegistration : words.serverErrorOnWrite;
  }
  if (kind === "offline") return words.offline;
  if (kind === "tooMany")
    return words.tooMany(error.retryAfter && error.retryAfter > 0 ? Math.ceil(error.retryAfter) : undefined);
  if (kind === "busy") return words.busy;
  if (kind === "serverError") return words.serverError;
  return null;
}

function citizenText(error: ApiError, call: FailedCall): string {
  const plain = plainText(error, citizenErrorTexts, "citizen", call);
  if (plain) return plain;
  // the server's own text only when it came in an error body (a bare status has only the adapter's English)
  if (!error.code.startsWith("HTTP_")) {
    const next = citizenNextSteps[error.code];
    return next ? `${sentence(error.message)} ${next}` : sentence(error.message);
  }
  return citizenErrorTexts.refused;
}

/**
 * A write the server refused by field on an Indonesian staff screen: the fields say what is wrong under their inputs,
 * so the toast says, in the screen's language, what to do (docs/product.md §8.1). The server's text is English.
 */
export const FIELD_REFUSAL_TEXT_ID = "Data belum disimpan. Perbaiki isian yang ditandai, lalu simpan lagi.";

/**
 * A call refused for want of a permission (403) on an Indonesian staff screen: the server's text ('Requires one of:
 * access:queue.location') is English and names a slug, so the screen says, in its language, that the user may not do
 * this and whom to ask; after a write, that nothing was saved (docs/product.md §8.1, ADR 806).
 */
export const FORBIDDEN_TEXT_ID = {
  read: "Anda tidak memiliki izin untuk melihat data ini. Minta akses kepada administrator.",
  write: "Data belum disimpan. Anda tidak memiliki izin untuk mengubah data ini. Minta akses kepada administrator.",
} as const satisfies Record<FailedCall, string>;

/**
 * The same on an English staff screen (users, roles, permissions): 'Requires one of: access:user.role' names a slug
 * and says neither what happened in plain words nor whom to ask. SPEC §8 says where a toast's text comes from, not
 * what a 403 says; none of its verbatim texts is a 403's (docs/product.md §8.1, ADR 806). The read's words are the
 * "no permission" state's (src/ui/admin-query-state.tsx).
 */
export const FORBIDDEN_TEXT_EN = {
  read: "You do not have permission to see this data. Ask an administrator for access.",
  write: "Not saved. You do not have permission to change this data. Ask an administrator for access.",
} as const satisfies Record<FailedCall, string>;

const forbiddenTexts = { id: FORBIDDEN_TEXT_ID, en: FORBIDDEN_TEXT_EN } as const satisfies Record<
  ScreenLanguage,
  Record<FailedCall, string>
>;

function staffText(error: ApiError, language: ScreenLanguage | undefined, call: FailedCall): string {
  // 'not saved, fix the marked fields' answers a write; a read (an export) marks no field and saves nothing
  if (language === "id" && call === "write" && Object.keys(error.fieldErrors).length > 0) return FIELD_REFUSAL_TEXT_ID;
  if (language && failureKind(error) === "forbidden") return forbiddenTexts[language][call];
  if (language && isSessionEndedError(error)) return SESSION_ENDED_CALL_TEXT[language];
  // what the server did not word for people (no connection, its own failure, too many calls) in the screen's plain
  // words, so a counter on a weak connection reads what to do, not 'Network Error' or 'Failed to fetch' (ADR 806)
  const words = language === "id" ? citizenErrorTexts : language === "en" ? staffErrorTextsEn : undefined;
  const plain = words ? plainText(error, words, "staff", call) : null;
  return plain ?? (error.message || GENERIC_ERROR_MESSAGE);
}

/**
 * The one wording of a failure for people (docs/product.md §8). Staff: the server's error field, else the error's
 * own general message; on an Indonesian screen a refusal by field, and on either screen (`language` given) a call
 * refused for want of a permission (403), no connection, a server failure and too many calls in the screen's plain words (§1.3, §2.12, §8.1; after a write that
 * may have been done, that it may be saved); after the session's end (its refresh refused) that it has ended and
 * what to do. Without a language (a machine's failure shown outside a screen's words, a scenario) the server's or the
 * adapter's text; the session's own toasts are `sessionErrorToast`'s. Citizens: the server's
 * Indonesian refusal with what to do next; offline, busy (503), the server's own error (another 5xx; after a write,
 * that it may be saved, never a bare "try again") and too many attempts (429, with Retry-After's seconds) in plain
 * Indonesian, never a technical message.
 */
export function errorText(
  error: unknown,
  audience: ErrorAudience = "staff",
  language?: ScreenLanguage,
  call: FailedCall = "read",
): string {
  const failure = toApiError(error);
  return audience === "citizen" ? citizenText(failure, call) : staffText(failure, language, call);
}

/**
 * What happened, alone, for a failure the server did not word, where the text that follows says what to do: a refresh's
 * failure, after which only a reload helps (SPEC §8's '. Please refresh the window and login again'), so not also
 * 'then try again' (review, session 38).
 */
const UNWORDED_WHAT_HAPPENED: Partial<Record<ReturnType<typeof failureKind>, string>> = {
  offline: "The connection was lost",
  busy: "The server is busy",
  serverError: "Something went wrong on the server",
};

/**
 * The session's own 'Error' toasts (a login, a logout, a refresh after a 401, docs/product.md §8.1): the server's
 * words, as §8 quotes them ('Invalid username or password', 'Too many failed login attempts. Try again in 30
 * seconds.'), with `suffix` after them ('. Please refresh the window and login again'); what the server did not word
 * (no answer, busy, its own failure) in plain English, the sign-in page's and the top bar's language, never 'Failed to
 * fetch' (ADR 806; UX pass, session 38). A login or logout is asked again safely (a logout answers the same however
 * often it comes, docs/product.md §7.1), so their words are a read's: try again. Before a suffix, which says what to do
 * instead, only what happened.
 */
export function sessionErrorToast(error: unknown, suffix = ""): ToastInput {
  const failure = toApiError(error);
  const kind = failureKind(failure);
  const unworded = kind === "offline" || kind === "busy" || kind === "serverError";
  if (suffix) {
    const text = (unworded ? UNWORDED_WHAT_HAPPENED[kind] : undefined) ?? (failure.message || GENERIC_ERROR_MESSAGE);
    // one full stop between the text and the suffix, which starts with its own
    return { title: "Error", description: text.replace(/\.$/, "") + suffix, variant: "destructive" };
  }
  const text =
    (unworded ? plainText(failure, staffErrorTextsEn, "staff", "read") : null) ?? (failure.message || GENERIC_ERROR_MESSAGE);
  return { title: "Error", description: text, variant: "destructive" };
}

/**
 * The destructive 'Error' toast every failed staff write shows (docs/product.md §8.1), in errorText's words: a refusal
 * the server worded in its words (SPEC §8), what it did not word in the screen's plain words; `suffix` after it.
 * Without a language the server's or the adapter's text (the session's toasts: `sessionErrorToast`). `call` "read" for a call from a button that changes nothing
 * (an export, §2.12): its failure says to try again, not that a change may be saved.
 */
export function errorToast(error: unknown, suffix = "", language?: ScreenLanguage, call: FailedCall = "write"): ToastInput {
  return { title: "Error", description: errorText(error, "staff", language, call) + suffix, variant: "destructive" };
}
