/**
 * Staff accounts from the command line, for the people who run the server (docs/deploy.md, "The first administrator"):
 *
 *   npm run admin:create -- --username kepala.loket [--name "Kepala Loket"]   a user with the super-admin role
 *   npm run admin:password -- --username superadmin                           a new password for a user
 *
 * The password comes from ADMIN_PASSWORD, else from standard input (typed without echo at a terminal, or the first
 * line of a pipe). It is hashed as the server hashes it (argon2id). The database is the server's (DATABASE_URL, or
 * PGlite in PGLITE_DIR, default .data/: PGlite is one process, so stop the server first); an empty one is migrated and
 * given the reference data (permissions, roles), as a production start does.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { AdminCommandError, createAdministrator, setPassword } from "../server/node/admin";
import { argon2idHasher } from "../server/node/passwords";
import { openSqlStore, sqlOptionsFromEnv } from "../server/store/sql/open";

const usage = "usage: tsx scripts/admin.ts create|password --username <name> [--name <full name>]";

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin });
    for await (const line of lines) return line;
    return "";
  }
  // at a terminal: ask, and do not show what is typed
  stderr.write("Password: ");
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let typed = "";
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stderr.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") process.exit(130); // Ctrl-C
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { username: { type: "string" }, name: { type: "string" } },
});
const command = positionals[0];
if ((command !== "create" && command !== "password") || !values.username) {
  console.error(usage);
  process.exit(2);
}

const password = await readPassword();
const opened = await openSqlStore({ ...sqlOptionsFromEnv(process.env), now: Date.now(), seed: "reference" });
try {
  if (command === "create") {
    const made = await createAdministrator(
      opened.store,
      argon2idHasher,
      { username: values.username, name: values.name ?? values.username, password },
      Date.now(),
    );
    console.log(`admin: created "${made.username}" with the role ${made.roles.join(", ")}; sign in at /login`);
  } else {
    await setPassword(opened.store, argon2idHasher, { username: values.username, password }, Date.now());
    console.log(`admin: new password set for "${values.username.trim()}"; their sessions have ended`);
  }
} catch (error) {
  if (!(error instanceof AdminCommandError)) throw error;
  console.error(`admin: ${error.message}`);
  process.exitCode = 1;
} finally {
  await opened.store.close();
}
