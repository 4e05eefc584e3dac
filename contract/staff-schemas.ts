import { capacityQuery, capacityReport } from "./capacity";
import * as e from "./entities";
import { emptyBody, envelope, listEnvelope, singleEnvelope } from "./envelopes";
import * as r from "./requests";

// one answer type per record, shared by the routes that answer with it: built once, not once per route
const userAnswer = singleEnvelope("user", e.user);
const roleAnswer = singleEnvelope("role", e.role);
const permissionAnswer = singleEnvelope("permission", e.permission);
const queueAnswer = singleEnvelope("queue", e.queue);
const locationAnswer = singleEnvelope("queue_location", e.location);
const sessionAnswer = singleEnvelope("queue_session", e.session);
const dayOffAnswer = singleEnvelope("queue_day_off", e.dayOff);
const rejectionReasonAnswer = singleEnvelope("queue_rejection_reason", e.rejectionReason);

/**
 * Request and response schemas of the staff console's routes (docs/product.md §10); endpoints.ts joins them with the
 * citizens' and the session's into the one endpoint table. A file of their own because a schema is built when its
 * file runs: the demo's mock runs its files one per task, and the whole table was one task of 22–26 ms of CPU on
 * the test host (about 100 ms at Lighthouse's 4×; ADR 301, docs/performance.md, issue 38).
 */
export const staffSchemas = {
  userList: { query: r.pageQuery, response: listEnvelope("users", e.user) },
  userGet: { response: userAnswer },
  userCreate: { body: r.userCreateBody, response: userAnswer },
  userEdit: { body: r.userEditBody, response: userAnswer },
  roleList: { query: r.pageQuery, response: listEnvelope("roles", e.role) },
  roleGet: { response: roleAnswer },
  roleCreate: { body: r.roleCreateBody, response: roleAnswer },
  roleEdit: { body: r.roleEditBody, response: roleAnswer },
  permissionList: { query: r.pageQuery, response: listEnvelope("permissions", e.permission) },
  permissionGet: { response: permissionAnswer },
  permissionCreate: { body: r.permissionCreateBody, response: permissionAnswer },
  permissionEdit: { body: r.permissionEditBody, response: permissionAnswer },
  queueList: { query: r.queueListQuery, response: listEnvelope("queues", e.queue) },
  queueDownload: { query: r.queueFilterQuery },
  queueCapacity: { query: capacityQuery, response: envelope(capacityReport) },
  queueGet: { response: queueAnswer },
  queueMarkDone: { response: queueAnswer },
  queueReject: { body: r.rejectQueueBody, response: queueAnswer },
  locationList: { query: r.locationListQuery, response: listEnvelope("queue_locations", e.location) },
  locationGet: { response: locationAnswer },
  locationCreate: { body: r.locationCreateBody, response: locationAnswer },
  locationEdit: { body: r.locationEditBody, response: locationAnswer },
  locationArchive: { response: locationAnswer },
  locationUnarchive: { response: locationAnswer },
  sessionList: { query: r.sessionListQuery, response: listEnvelope("queue_sessions", e.session) },
  sessionGet: { response: sessionAnswer },
  sessionCreate: { body: r.sessionCreateBody, response: sessionAnswer },
  sessionEdit: { body: r.sessionEditBody, response: sessionAnswer },
  sessionArchive: { response: sessionAnswer },
  sessionUnarchive: { response: sessionAnswer },
  dayOffList: { query: r.dayOffListQuery, response: listEnvelope("queue_days_off", e.dayOff) },
  dayOffGet: { response: dayOffAnswer },
  dayOffCreate: { body: r.dayOffCreateBody, response: dayOffAnswer },
  dayOffArchive: { response: dayOffAnswer },
  dayOffUnarchive: { response: dayOffAnswer },
  dayOffDelete: { response: emptyBody },
  rejectionReasonList: { query: r.pageQuery, response: listEnvelope("queue_rejection_reasons", e.rejectionReason) },
  rejectionReasonGet: { response: rejectionReasonAnswer },
  rejectionReasonCreate: {
    body: r.rejectionReasonCreateBody,
    response: rejectionReasonAnswer,
  },
  rejectionReasonDelete: { response: emptyBody },
};
