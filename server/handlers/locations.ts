import { answerRecord, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";
import { isViolation } from "../rules/violation";

export const locationResolvers: Resolvers = {
  async locationList({ store, query, ok }) {
    const { name, ...paging } = query;
    const page = await store.locations.list({ name }, pageOf(paging));
    return ok({ page: page.page, size: page.size, total: page.total, queue_locations: page.rows });
  },

  async locationGet({ store, params, ok }) {
    return answerRecord(await store.locations.get(Number(params.id)), "Location", (location) => ok({ queue_location: location }));
  },

  async locationCreate({ store, body, change, ok }) {
    const created = await store.locations.create(body, change());
    return isViolation(created) ? refuse(created) : ok({ queue_location: created }, 201);
  },

  async locationEdit({ store, params, body, change, ok }) {
    const edited = await store.locations.edit(Number(params.id), body, change());
    return answerRecord(edited, "Location", (location) => ok({ queue_location: location }));
  },

  async locationArchive({ store, params, change, ok }) {
    const location = await store.locations.setActive(Number(params.id), false, change());
    return answerRecord(location, "Location", (record) => ok({ queue_location: record }));
  },

  async locationUnarchive({ store, params, change, ok }) {
    const location = await store.locations.setActive(Number(params.id), true, change());
    return answerRecord(location, "Location", (record) => ok({ queue_location: record }));
  },
};
