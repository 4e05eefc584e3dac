import { parseEnv } from "./env";

/** Parsed at start-up: a bad build setting fails here, before anything renders. */
export const env = parseEnv(import.meta.env as unknown as Record<string, unknown>);
