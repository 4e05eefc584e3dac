import { parseEnv, type Env } from "./env";

function load(): Env {
  try {
    return parseEnv(import.meta.env as unknown as Record<string, unknown>);
  } catch (error) {
    // Fail loudly: a misconfigured build says so on the page, not only in the console.
    if (typeof document !== "undefined") {
      document.body.textContent = error instanceof Error ? error.message : String(error);
    }
    throw error;
  }
}

/** Parsed at start-up, before anything renders. */
export const env = load();
