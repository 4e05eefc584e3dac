import { capacityQuery, capacityReport } from "./capacity";
import { queueAnswer } from "./citizen-schemas";
import * as e from "./entities";
import { emptyBody, envelope, listEnvelope } from "./envelopes";
import * as a from "./staff-answers";
import * as r from "./requests";
import type { RouteName, Schemas } from "./routes";

/**
 * Request and response schemas of the staff console's routes (docs/product.md §10); endpoints.ts joins them with the
 * citizens' and the session's into the one endpoint table. A file of their own because a schema is built when its
 * file runs: the demo's mock runs its files one per task, and the whole table was one task of 22–26 ms of CPU on
 * the test host (about 100 ms at Lighthouse's 4×; ADR 301, docs/performance-log.md, issue 38). The answers of one
 * record each are built in ./staff-answers.ts, a task before.
 * Held like endpoints.ts's table: a name routes.ts lacks, a misspelt key beside a right one (`respone`) or a value
 * that is not a schema fails `tsc` here, at the entry; a staff route left out fails it in endpoints.ts, whose table
 * must cover every route (this table is only part of it, hence `Partial`).
 */
export const staffSchemas = {
  userList: { query: r.pageQuery, response: listEnvelope("users", e.user) },
  userGet: { response: a.userAnswer },
  userCreate: { body: r.userCreateBody, response: a.userAnswer },
  userEdit: { body: r.userEditBody, response: a.userAnswer },
  roleList: { query: r.pageQuery, response: listEnvelope("roles", e.role) },
  roleGet: { response: a.roleAnswer },
  roleCreate: { body: r.roleCreateBody, response: a.roleAnswer },
  roleEdit: { body: r.roleEditBody, response: a.roleAnswer },
  permissionList: { query: r.pageQuery, response: listEnvelope("permissions", e.permission) },
  permissionGet: { response: a.permissionAnswer },
  permissionCreate: { body: r.permissionCreateBody, response: a.permissionAnswer },
  permissionEdit: { body: r.permissionEditBody, response: a.permissionAnswer },
  queueList: { query: r.queueListQuery, response: listEnvelope("queues", e.queue) },
  queueDownload: { query: r.queueFilterQuery },
  queueCapacity: { query: capacityQuery, response: envelope(capacityReport) },
  queueGet: { response: queueAnswer },
  queueMarkDone: { response: queueAnswer },
  queueReject: { body: r.rejectQueueBody, response: queueAnswer },
  locationList: { query: r.locationListQuery, response: listEnvelope("queue_locations", e.location) },
  locationGet: { response: a.locationAnswer },
  locationCreate: { body: r.locationCreateBody, response: a.locationAnswer },
  locationEdit: { body: r.locationEditBody, response: a.locationAnswer },
  locationArchive: { response: a.locationAnswer },
  locationUnarchive: { response: a.locationAnswer },
  sessionList: { query: r.sessionListQuery, response: listEnvelope("queue_sessions", e.session) },
  sessionGet: { response: a.sessionAnswer },
  sessionCreate: { body: r.sessionCreateBody, response: a.sessionAnswer },
  sessionEdit: { body: r.sessionEditBody, response: a.sessionAnswer },
  sessionArchive: { response: a.sessionAnswer },
  sessionUnarchive: { response: a.sessionAnswer },
  dayOffList: { query: r.dayOffListQuery, response: listEnvelope("queue_days_off", e.dayOff) },
  dayOffGet: { response: a.dayOffAnswer },
  dayOffCreate: { body: r.dayOffCreateBody, response: a.dayOffAnswer },
  dayOffArchive: { response: a.dayOffAnswer },
  dayOffUnarchive: { response: a.dayOffAnswer },
  dayOffDelete: { response: emptyBody },
  rejectionReasonList: { query: r.pageQuery, response: listEnvelope("queue_rejection_reasons", e.rejectionReason) },
  rejectionReasonGet: { response: a.rejectionReasonAnswer },
  rejectionReasonCreate: {
    body: r.rejectionReasonCreateBody,
    response: a.rejectionReasonAnswer,
  },
  rejectionReasonDelete: { response: emptyBody },
} satisfies Partial<Record<RouteName, Schemas>>;
