import { userCreateBody, userEditBody, validate } from "../../contract";
import type { PasswordHasher } from "../auth/passwords";
import { isViolation } from "../rules/violation";
import type { Store } from "../store/store";

/** The role the first administrator gets: every permission (server/seed/fixtures.ts, the reference data). */
export const ADMINISTRATOR_ROLE = "super-admin";

export class AdminCommandError extends Error {
  override name = "AdminCommandError";
}

/** The contract's own check of a user body: the command accepts what the staff screens accept, no less. */
function checked<T>(schema: Parameters<typeof validate<T>>[0], body: unknown): T {
  const result = validate(schema, body);
  if (!result.ok)
    throw new AdminCommandError(
      Object.entries(result.fieldErrors)
        .map(([field, problem]) => `${field} ${problem}`)
        .join("; "),
    );
  return result.value;
}

/**
 * `npm run admin:create` (docs/deploy.md, "The first administrator"): a staff user with the super-admin role, its
 * password hashed as the server hashes it (argon2id). Refuses a username that is taken.
 */
export async function createAdministrator(
  store: Store,
  passwords: PasswordHasher,
  values: { username: string; name: string; password: string },
  now: number,
): Promise<{ username: string; roles: string[] }> {
  const role = (await store.roles.list({ page: 1, size: 100 })).rows.find((candidate) => candidate.slug === ADMINISTRATOR_ROLE);
  if (!role) throw new AdminCommandError(`There is no role "${ADMINISTRATOR_ROLE}" to give the administrator.`);
  const body = checked(userCreateBody, {
    name: values.name.trim(),
    username: values.username.trim(),
    password: values.password,
    roles: [role.id],
  });
  const { password, ...rest } = body;
  const made = await store.users.create({ ...rest, password_hash: await passwords.hash(password) }, { now, actorId: null });
  if (isViolation(made))
    throw new AdminCommandError(`${made.message}${made.errors ? `: ${Object.values(made.errors).join("; ")}` : ""}`);
  return { username: made.username, roles: made.roles.map((given) => given.slug) };
}

/**
 * `npm run admin:password`: a new password for a user (a demo login a production start refused, a forgotten one);
 * as a changed password does, it ends the user's sessions (ADR 126).
 */
export async function setPassword(
  store: Store,
  passwords: PasswordHasher,
  values: { username: string; password: string },
  now: number,
): Promise<void> {
  const { password } = checked(userEditBody, { password: values.password });
  const edited = await store.users.edit(
    values.username.trim(),
    { password_hash: await passwords.hash(password ?? "") },
    { now, actorId: null, session: null },
  );
  if (edited === null) throw new AdminCommandError(`There is no user "${values.username.trim()}".`);
  if (isViolation(edited)) throw new AdminCommandError(edited.message);
}
