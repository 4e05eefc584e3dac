import { describe, expect, it } from "vitest";
import { serverSettingsFromEnv, SettingsError } from "./settings";

// a random-looking secret of 48 bytes (as `openssl rand -base64 36` prints)
const goodSecret = "q8Vt3kZ0pXw7Lr2mN5cY9hJ4bG6fD1sA0uE3iO7yT8rW5nK2";
const production = { NODE_ENV: "production", AUTH_SECRET: goodSecret };

function refusal(env: NodeJS.ProcessEnv): string[] {
  try {
    serverSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error("the settings were accepted");
}

describe("the server's settings", () => {
  it("start with the defaults outside production: port 8080 on localhost, PGlite in .data/, a key of this process", () => {
    expect(serverSettingsFromEnv({})).toMatchObject({
      port: 8080,
      host: "localhost",
      production: false,
      database: { dataDir: ".data", poolSize: 10 },
      secrets: null,
      control: false,
      site: true,
      store: "sql",
    });
  });

  it("keep the data in memory with STORE=memory (what the demo's mock does), and refuse other stores", () => {
    expect(serverSettingsFromEnv({ STORE: "memory", MOCK_CONTROL: "1" })).toMatchObject({ store: "memory", control: true });
    expect(refusal({ STORE: "redis" })).toEqual(['STORE must be sql or memory, not "redis"']);
  });

  it("take a production secret, the previous ones for rotation, and the database URL", () => {
    const settings = serverSettingsFromEnv({
      ...production,
      AUTH_PREVIOUS_SECRETS: ` ${goodSecret.split("").reverse().join("")} `,
      DATABASE_URL: "postgres://app@db:5432/antrean",
    });
    expect(settings.secrets).toEqual({ current: goodSecret, previous: [goodSecret.split("").reverse().join("")] });
    expect(settings.database.databaseUrl).toBe("postgres://app@db:5432/antrean");
    expect(settings.production).toBe(true);
  });

  describe("refuse to start in production", () => {
    it("without AUTH_SECRET", () => {
      expect(refusal({ NODE_ENV: "production" })).toEqual([expect.stringMatching(/^AUTH_SECRET is required/)]);
    });

    it("with a secret shorter than 32 bytes", () => {
      expect(refusal({ ...production, AUTH_SECRET: goodSecret.slice(0, 31) })).toEqual(["AUTH_SECRET must be at least 32 bytes"]);
    });

    it.each([
      "change-me-change-me-change-me-change-me",
      "replace-with-a-random-secret-0123456789",
      "antrean-demo-secret-do-not-use-in-production",
      "a".repeat(64),
      "0123456789012345678901234567890123456789",
    ])("with a demo or placeholder secret (%s)", (secret) => {
      expect(refusal({ ...production, AUTH_SECRET: secret })).toEqual([
        "AUTH_SECRET is a demo or placeholder value; generate a random one",
      ]);
    });

    it("with a previous secret that would not be refused as the current one", () => {
      expect(refusal({ ...production, AUTH_PREVIOUS_SECRETS: `${goodSecret},short` })).toEqual([
        "AUTH_PREVIOUS_SECRETS[1] must be at least 32 bytes",
      ]);
    });

    it("with the test control API on (MOCK_CONTROL=1)", () => {
      expect(refusal({ ...production, MOCK_CONTROL: "1" })).toEqual([
        "MOCK_CONTROL=1 (the test control API) is refused with NODE_ENV=production",
      ]);
    });

    it("with the memory store (nothing survives a restart)", () => {
      expect(refusal({ ...production, STORE: "memory" })).toEqual([
        "STORE=memory (data kept in this process only, lost at a restart) is refused with NODE_ENV=production",
      ]);
    });

    it("with a moved clock (MOCK_NOW)", () => {
      expect(refusal({ ...production, MOCK_NOW: "2026-03-10T05:59:50+07:00" })).toEqual([
        "MOCK_NOW (a moved clock) is refused with NODE_ENV=production",
      ]);
    });

    it("with demo tickets asked for (MOCK_TICKETS)", () => {
      expect(refusal({ ...production, MOCK_TICKETS: "300" })).toEqual([
        "MOCK_TICKETS (demo tickets) is refused with NODE_ENV=production: production seeds no demo data",
      ]);
    });

    it("naming every problem at once", () => {
      expect(refusal({ NODE_ENV: "production", MOCK_CONTROL: "1", PORT: "http" })).toHaveLength(3);
    });
  });

  it("allow the control API and a key of the process outside production", () => {
    expect(serverSettingsFromEnv({ MOCK_CONTROL: "1" })).toMatchObject({ control: true, secrets: null });
  });

  it("refuse a DATABASE_URL that is not PostgreSQL's", () => {
    expect(refusal({ DATABASE_URL: "mysql://x" })).toEqual(["DATABASE_URL must start with postgres:// or postgresql://"]);
  });
});
