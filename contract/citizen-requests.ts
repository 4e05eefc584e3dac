import { type } from "arktype";
import { loginLimits } from "./login-rules";
import { id99999, isoDate, kjpNumber, kkNumber, ktpNumber } from "./primitives";

// The bodies and the query of the calls a citizen's page makes (and the sign-in's), re-exported by ./requests.ts (every
// import stays). A file of their own so that the API answers a citizen without building the staff console's
// (./citizen-schemas.ts; issue 38, docs/performance-log.md). Every body refuses a field it does not declare, ADR 004.

const { username, password } = loginLimits;
/** From the limits the login form checks with (login-rules.ts, without ArkType); contract.test.ts compares the two. */
export const loginBody = type({
  username: `${username.min} <= string <= ${username.max}`,
  password: `${password.min} <= string <= ${password.max}`,
}).onUndeclaredKey("reject");
export type LoginBody = typeof loginBody.infer;

export const guestRegistrationBody = type({
  no_kjp: kjpNumber,
  no_ktp: ktpNumber,
  no_kk: kkNumber,
  session_id: id99999,
}).onUndeclaredKey("reject");
export type GuestRegistrationBody = typeof guestRegistrationBody.infer;

export const guestStatusBody = type({ no_kjp: kjpNumber, date: isoDate }).onUndeclaredKey("reject");
export type GuestStatusBody = typeof guestStatusBody.infer;

export const guestSessionQuery = type({ location_id: type("string.integer.parse |> 1 <= number <= 9999") });
