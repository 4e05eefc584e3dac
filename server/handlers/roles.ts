import { isViolation } from "../rules/violation";
import { answerRecord, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

export const roleResolvers: Resolvers = {
  async roleList({ store, query, ok }) {
    const page = await store.roles.list(pageOf(query));
    return ok({ page: page.page, size: page.size, total: page.total, roles: page.rows });
  },

  async roleGet({ store, params, ok }) {
    return answerRecord(await store.roles.get(Number(params.id)), "Role", (role) => ok({ role }));
  },

  async roleCreate({ store, body, ok }) {
    const created = await store.roles.create(body);
    return isViolation(created) ? refuse(created) : ok({ role: created }, 201);
  },

  async roleEdit({ store, params, body, ok }) {
    return answerRecord(await store.roles.edit(Number(params.id), body), "Role", (role) => ok({ role }));
  },
};
