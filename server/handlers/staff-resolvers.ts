import { joinTables } from "../../contract/tables";
import { capacityResolvers } from "./capacity";
import { dayOffResolvers } from "./days-off";
import { locationResolvers } from "./locations";
import { openApiResolvers } from "./openapi";
import { permissionResolvers } from "./permissions";
import { queueResolvers } from "./queues";
import { rejectionReasonResolvers } from "./rejection-reasons";
import { roleResolvers } from "./roles";
import type { Resolvers } from "./route";
import { sessionResolvers } from "./sessions";
import { userResolvers } from "./users";

/**
 * The staff console's resolvers and the OpenAPI document's, one table per resource: a module ./index.ts imports on
 * the first call of one of them (the citizen's calls never do).
 */
export const staffResolvers: Resolvers = joinTables({
  user: userResolvers,
  role: roleResolvers,
  permission: permissionResolvers,
  queue: queueResolvers,
  capacity: capacityResolvers,
  location: locationResolvers,
  session: sessionResolvers,
  dayOff: dayOffResolvers,
  rejectionReason: rejectionReasonResolvers,
  openApi: openApiResolvers,
});
