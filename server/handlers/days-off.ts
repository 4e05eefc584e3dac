import { isViolation } from "../rules/violation";
import { answerRecord, notFound, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

/** Days that close a location for registration while active. */
export const dayOffResolvers: Resolvers = {
  async dayOffList({ store, query, ok }) {
    const { location_id, date, ...paging } = query;
    const page = await store.daysOff.list({ location_id, date }, pageOf(paging));
    return ok({ page: page.page, size: page.size, total: page.total, queue_days_off: page.rows });
  },

  async dayOffGet({ store, params, ok }) {
    return answerRecord(await store.daysOff.get(Number(params.id)), "Day off", (dayOff) => ok({ queue_day_off: dayOff }));
  },

  async dayOffCreate({ store, body, change, ok }) {
    const created = await store.daysOff.create(body, change());
    return isViolation(created) ? refuse(created) : ok({ queue_day_off: created }, 201);
  },

  async dayOffArchive({ store, params, change, ok }) {
    const dayOff = await store.daysOff.setActive(Number(params.id), false, change());
    return answerRecord(dayOff, "Day off", (record) => ok({ queue_day_off: record }));
  },

  async dayOffUnarchive({ store, params, change, ok }) {
    const dayOff = await store.daysOff.setActive(Number(params.id), true, change());
    return answerRecord(dayOff, "Day off", (record) => ok({ queue_day_off: record }));
  },

  async dayOffDelete({ store, params, ok }) {
    return (await store.daysOff.delete(Number(params.id))) ? ok(null) : notFound("Day off");
  },
};
