/** The seeded staff users (server/seed, mocks/README "Demo logins"), one per role plus one with no permission. */
export const DEMO_PASSWORD = "antrean123";

export type Persona = { username: string; role: string; can: string };

export const PERSONAS: readonly Persona[] = [
  { username: "superadmin", role: "Super Admin", can: "everything" },
  { username: "operator", role: "Queue Operator", can: "tickets (access:queue)" },
  { username: "konfigurator", role: "Queue Configurator", can: "tickets and queue configuration" },
  { username: "useradmin", role: "User Admin", can: "users, roles, permissions" },
  { username: "tamu", role: "no role", can: "only the dashboard" },
];
