import { type } from "arktype";

/** The build-time settings the app reads, parsed once at start-up. A bad value stops the app with a clear message. */
export const envSchema = type({
  /** API origin, e.g. https://api.example; empty = same origin (the embedded mock in demo builds) */
  VITE_API_URL: type("string.url | ''").default(""),
  /** "true" in dev and demo builds: the entry starts the embedded mock API */
  VITE_DEMO: type("'true' | 'false'").default("false"),
  VITE_COMPANY_URL: type("string.url").default("https://example.org/perusahaan"),
  VITE_PRODUCT_URL: type("string.url").default("https://example.org/produk"),
  VITE_CONTACT_URL: type("string.url").default("https://example.org/kontak"),
  MODE: "string",
  DEV: "boolean",
});

export type Env = {
  apiUrl: string;
  demo: boolean;
  companyUrl: string;
  productUrl: string;
  contactUrl: string;
  /** parse every API answer with the contract: dev and tests, not production */
  validateResponses: boolean;
};

export class EnvError extends Error {
  override readonly name = "EnvError";
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema(raw);
  if (parsed instanceof type.errors) throw new EnvError(`Invalid environment: ${parsed.summary}`);
  return {
    apiUrl: parsed.VITE_API_URL,
    demo: parsed.VITE_DEMO === "true",
    companyUrl: parsed.VITE_COMPANY_URL,
    productUrl: parsed.VITE_PRODUCT_URL,
    contactUrl: parsed.VITE_CONTACT_URL,
    validateResponses: parsed.DEV || parsed.MODE === "test" || parsed.MODE === "demo",
  };
}
