import { isViolation } from "../rules/violation";
import { answerRecord, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

/** Weekly sessions with quotas. */
export const sessionResolvers: Resolvers = {
  async sessionList({ store, query, ok }) {
    const { location_id, day_of_the_week, ...paging } = query;
    const page = await store.sessions.list({ location_id, day_of_the_week }, pageOf(paging));
    return ok({ page: page.page, size: page.size, total: page.total, queue_sessions: page.rows });
  },

  async sessionGet({ store, params, ok }) {
    return answerRecord(await store.sessions.get(Number(params.id)), "Session", (session) => ok({ queue_session: session }));
  },

  async sessionCreate({ store, body, change, ok }) {
    const created = await store.sessions.create(body, change());
    return isViolation(created) ? refuse(created) : ok({ queue_session: created }, 201);
  },

  async sessionEdit({ store, params, body, change, ok }) {
    const edited = await store.sessions.edit(Number(params.id), body, change());
    return answerRecord(edited, "Session", (session) => ok({ queue_session: session }));
  },

  async sessionArchive({ store, params, change, ok }) {
    const session = await store.sessions.setActive(Number(params.id), false, change());
    return answerRecord(session, "Session", (record) => ok({ queue_session: record }));
  },

  async sessionUnarchive({ store, params, change, ok }) {
    const session = await store.sessions.setActive(Number(params.id), true, change());
    return answerRecord(session, "Session", (record) => ok({ queue_session: record }));
  },
};
