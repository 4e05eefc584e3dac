import type { PasswordHasher } from "../auth/passwords";
import { DEMO_PASSWORD, demoUsers, extraStaff } from "../seed/fixtures";
import type { Store } from "../store/store";

/**
 * The demo logins (server/seed/fixtures.ts) a database still holds with the demo password, by username: a production
 * server refuses to start while there is one (docs/deploy.md, "The first administrator"), since anyone who has read
 * the README could sign in with it.
 */
export async function demoLoginsIn(store: Store, passwords: PasswordHasher): Promise<string[]> {
  const found: string[] = [];
  for (const { username } of [...demoUsers, ...extraStaff]) {
    const user = await store.signIn.findLoginUser(username);
    if (user && (await passwords.verify(DEMO_PASSWORD, user.password_hash))) found.push(user.username);
  }
  return found;
}

/** Why the start is refused and how to fix it, for the log. */
export function demoLoginsRefusal(usernames: readonly string[]): string {
  return (
    `The database holds demo logins that still have the demo password (${usernames.join(", ")}). ` +
    "A production server does not start with them. Give each a new password with " +
    "`npm run admin:password -- --username <name>` (same DATABASE_URL or PGLITE_DIR; with PGlite, the server stopped), " +
    "or start on an empty database and create the first administrator with `npm run admin:create` " +
    '(docs/deploy.md, "The first administrator").'
  );
}
