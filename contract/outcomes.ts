import type { ErrorCode } from "./envelopes";
import type { RouteName } from "./routes";

/**
 * What an endpoint answers beyond what its route and schemas already say (docs/product.md §10, §11): the success
 * status, the refusals its own rule gives, the cookie and headers it uses. The OpenAPI document reads this next to
 * the endpoint table (ADR 004); an endpoint missing here answers 200 and only the refusals every route gives.
 * Plain data with type-only imports, so it adds nothing to any bundle that does not read it.
 */
export type Outcome = {
  /** the success status (default 200) */
  success?: 200 | 201;
  /** refusals of the endpoint's own rule, beside the gate's (401/403/404 for a path's record/400/422/429/500/503) */
  refusals?: readonly (readonly [status: number, code: ErrorCode])[];
  /** reads the refresh cookie: "required" answers 401 without it, "optional" answers the same with or without it */
  readsRefreshCookie?: "required" | "optional";
  /** reads the bearer token when one is sent, on a route that needs none (logout closes its session) */
  readsBearerToken?: boolean;
  /** answers with Set-Cookie (the refresh cookie: issued, rotated or cleared) */
  setsRefreshCookie?: boolean;
  /** optional request headers it honours, with what they do and their longest value */
  requestHeaders?: Readonly<Record<string, { description: string; maxLength: number }>>;
  /** what the endpoint does, in a sentence for the document's reader */
  about?: string;
};

const duplicate = [409, "DUPLICATE"] as const;

/**
 * The most tickets one export file holds (docs/product.md §2.8): a city's whole pickup date (docs/deploy.md plans for at
 * most about 190,000 a morning). The rows are read into the server process's memory and the workbook is built by a
 * thread of its own in at most 512 MB (server/node/workbook-thread.ts); 200,000 rows took 13 s of CPU there
 * (docs/performance.md "An export beside the citizens"). More is refused, to be exported a date and a market at a time.
 */
export const EXPORT_MAX_ROWS = 200_000;

/** The longest Idempotency-Key a registration may carry (the app sends a UUID: 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 255;

export const outcomes: Partial<Record<RouteName, Outcome>> = {
  login: { refusals: [[401, "UNAUTHENTICATED"]], setsRefreshCookie: true },
  refresh: { refusals: [[401, "UNAUTHENTICATED"]], readsRefreshCookie: "required", setsRefreshCookie: true },
  logout: {
    readsRefreshCookie: "optional",
    readsBearerToken: true,
    setsRefreshCookie: true,
    about:
      "Ends the login session of the refresh cookie and of the bearer token, whichever the request carries, and clears " +
      "the cookie; answers 200 with either, both or neither (ADR 103).",
  },
  guestCreateQueue: {
    success: 201,
    refusals: [
      [403, "REGISTRATION_CLOSED"],
      [404, "NOT_FOUND"],
      [409, "QUOTA_FULL"],
      [409, "KTP_DAILY_LIMIT"],
      [409, "KTP_MONTHLY_LIMIT"],
      [409, "SESSION_UNAVAILABLE"],
      [409, "LOCATION_DAY_OFF"],
    ],
    requestHeaders: {
      "Idempotency-Key": {
        description:
          "The same key with the same body answers the first response again (header Idempotent-Replayed: true) and " +
          "makes no new ticket, however many calls the client has made meanwhile (no 429); the same key with another " +
          `body is a 422, as is a key over ${IDEMPOTENCY_KEY_MAX} characters.`,
        maxLength: IDEMPOTENCY_KEY_MAX,
      },
    },
  },
  userCreate: { success: 201, refusals: [duplicate] },
  userEdit: { refusals: [duplicate] },
  roleCreate: { success: 201, refusals: [duplicate] },
  roleEdit: { refusals: [duplicate] },
  permissionCreate: { success: 201, refusals: [duplicate] },
  permissionEdit: { refusals: [duplicate] },
  queueDownload: {
    refusals: [[422, "EXPORT_TOO_LARGE"]],
    about:
      "The tickets `GET /queues/` would page through with the same filters, in its order, as DaftarAntrean.xlsx; at most " +
      "200,000 a file (EXPORT_MAX_ROWS): more is refused with 422 EXPORT_TOO_LARGE, saying to export a date and a " +
      "location at a time. While other exports are being built, 503 UNAVAILABLE with Retry-After.",
  },
  queueMarkDone: { refusals: [[409, "INVALID_TRANSITION"]] },
  queueReject: { refusals: [[409, "INVALID_TRANSITION"]] },
  locationCreate: { success: 201, refusals: [duplicate] },
  locationEdit: { refusals: [duplicate] },
  sessionCreate: { success: 201 },
  dayOffCreate: { success: 201, refusals: [duplicate] },
  rejectionReasonCreate: { success: 201, refusals: [duplicate] },
};
