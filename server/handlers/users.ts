import { isViolation } from "../rules/violation";
import { answerRecord, notFound, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

/** Staff users, addressed by username (docs/product.md §7). */
export const userResolvers: Resolvers = {
  async userList({ store, query, ok }) {
    const page = await store.users.list(pageOf(query));
    return ok({ page: page.page, size: page.size, total: page.total, users: page.rows });
  },

  async userGet({ store, params, ok }) {
    const user = params.username === undefined ? null : await store.users.get(params.username);
    return user ? ok({ user }) : notFound("User");
  },

  async userCreate({ server, store, body, change, ok }) {
    // the hash takes a few milliseconds (argon2id on the server, ADR 103): computed before the store's write step
    const { password, ...values } = body;
    const created = await store.users.create({ ...values, password_hash: await server.passwords.hash(password) }, change());
    return isViolation(created) ? refuse(created) : ok({ user: created }, 201);
  },

  async userEdit({ server, store, params, body, change, ok }) {
    const { password, ...values } = body;
    const edited = await store.users.edit(
      params.username ?? "",
      password === undefined ? values : { ...values, password_hash: await server.passwords.hash(password) },
      change(),
    );
    return answerRecord(edited, "User", (user) => ok({ user }));
  },
};
