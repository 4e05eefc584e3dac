import * as e from "./entities";
import { singleEnvelope } from "./envelopes";

/**
 * The staff routes' answer types of one record each (./staff-schemas.ts puts them in its table). A file of their own
 * because a schema is built when its file runs, and the demo's mock runs its files one per task: with the table they
 * were one of the start's longer tasks (ADR 301; figures in docs/performance-log.md "Session 20: the demo's start",
 * issue 38).
 */

// one answer type per record, shared by the routes that answer with it: built once, not once per route (the queue's
// is ./citizen-schemas.ts's, which also answers the citizen's create)
export const userAnswer = singleEnvelope("user", e.user);
export const roleAnswer = singleEnvelope("role", e.role);
export const permissionAnswer = singleEnvelope("permission", e.permission);
export const locationAnswer = singleEnvelope("queue_location", e.location);
export const sessionAnswer = singleEnvelope("queue_session", e.session);
export const dayOffAnswer = singleEnvelope("queue_day_off", e.dayOff);
export const rejectionReasonAnswer = singleEnvelope("queue_rejection_reason", e.rejectionReason);
