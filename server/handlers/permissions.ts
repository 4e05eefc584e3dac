import { isViolation } from "../rules/violation";
import { answerRecord, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

export const permissionResolvers: Resolvers = {
  async permissionList({ store, query, ok }) {
    const page = await store.permissions.list(pageOf(query));
    return ok({ page: page.page, size: page.size, total: page.total, permissions: page.rows });
  },

  async permissionGet({ store, params, ok }) {
    return answerRecord(await store.permissions.get(Number(params.id)), "Permission", (permission) => ok({ permission }));
  },

  async permissionCreate({ store, body, ok }) {
    const created = await store.permissions.create(body);
    return isViolation(created) ? refuse(created) : ok({ permission: created }, 201);
  },

  async permissionEdit({ store, params, body, ok }) {
    return answerRecord(await store.permissions.edit(Number(params.id), body), "Permission", (permission) => ok({ permission }));
  },
};
