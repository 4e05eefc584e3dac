/**
 * The build-time settings the app reads, parsed once at start-up against a small schema. A bad value stops the
 * app with a clear message. Hand-written rather than arktype: this runs on every page, and the public pages must
 * not download a schema library (docs/product.md §13.1).
 */
type Field<T> = { parse(raw: unknown): T; expected: string };

const text = (fallback: string): Field<string> => ({
  expected: "a string",
  parse: (raw) => (raw === undefined || raw === "" ? fallback : typeof raw === "string" ? raw : fail()),
});
const url = (fallback: string, allowEmpty = false): Field<string> => ({
  expected: allowEmpty ? "an absolute URL or empty" : "an absolute URL",
  parse: (raw) => {
    if (raw === undefined || (raw === "" && allowEmpty)) return raw === "" ? "" : fallback;
    if (typeof raw !== "string" || !URL.canParse(raw) || !/^https?:/.test(raw)) return fail();
    return raw;
  },
});
const oneOf = <const T extends string>(values: readonly T[], fallback: T): Field<T> => ({
  expected: values.map((v) => `"${v}"`).join(" or "),
  parse: (raw) => (raw === undefined || raw === "" ? fallback : values.includes(raw as T) ? (raw as T) : fail()),
});
const flag: Field<boolean> = { expected: "a boolean", parse: (raw) => (typeof raw === "boolean" ? raw : fail()) };

class Mismatch extends Error {}
function fail(): never {
  throw new Mismatch();
}

export const envSchema = {
  /** API origin, e.g. https://api.example; empty = same origin (the embedded mock in demo builds) */
  VITE_API_URL: url("", true),
  /** "true" in dev and demo builds: the entry starts the embedded mock API */
  VITE_DEMO: oneOf(["true", "false"], "false"),
  VITE_COMPANY_URL: url("https://example.org/perusahaan"),
  VITE_PRODUCT_URL: url("https://example.org/produk"),
  VITE_CONTACT_URL: url("https://example.org/kontak"),
  MODE: text("production"),
  DEV: flag,
};

export type Env = {
  apiUrl: string;
  demo: boolean;
  companyUrl: string;
  productUrl: string;
  contactUrl: string;
  /**
   * parse every API answer with the contract: dev and tests. Not production; not the demo, whose API checks each answer
   * where it makes it, in its worker (mocks/api-worker.ts), so its pages never load the contract's schemas (ADR 301)
   */
  validateResponses: boolean;
};

export class EnvError extends Error {
  override readonly name = "EnvError";
}

type Parsed = { [K in keyof typeof envSchema]: ReturnType<(typeof envSchema)[K]["parse"]> };

export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = {} as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, field] of Object.entries(envSchema)) {
    try {
      parsed[key] = field.parse(raw[key]);
    } catch (error) {
      if (!(error instanceof Mismatch)) throw error;
      problems.push(`${key} must be ${field.expected} (was ${JSON.stringify(raw[key])})`);
    }
  }
  if (problems.length) throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
  const env = parsed as Parsed;
  return {
    apiUrl: env.VITE_API_URL,
    demo: env.VITE_DEMO === "true",
    companyUrl: env.VITE_COMPANY_URL,
    productUrl: env.VITE_PRODUCT_URL,
    contactUrl: env.VITE_CONTACT_URL,
    validateResponses: env.DEV || env.MODE === "test",
  };
}
