import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("env", () => {
  it("defaults to same-origin API outside demo", () => {
    expect(parseEnv({ MODE: "production", DEV: false })).toMatchObject({ apiUrl: "", demo: false, validateResponses: false });
  });
  it("reads a real API and demo flag", () => {
    expect(parseEnv({ MODE: "demo", DEV: false, VITE_API_URL: "https://api.example", VITE_DEMO: "true" })).toMatchObject({
      apiUrl: "https://api.example",
      demo: true,
      validateResponses: false,
    });
  });
  it("fails loudly on a bad value", () => {
    expect(() => parseEnv({ MODE: "production", DEV: false, VITE_API_URL: "not a url" })).toThrow(EnvError);
    expect(() => parseEnv({ MODE: "production", DEV: false, VITE_DEMO: "yes" })).toThrow(/VITE_DEMO/);
  });
});

describe("env messages", () => {
  it("names every bad key and what it expects", () => {
    expect(() => parseEnv({ MODE: "production", DEV: false, VITE_API_URL: "ftp://x", VITE_COMPANY_URL: "nope" })).toThrow(
      /VITE_API_URL must be an absolute URL or empty.*VITE_COMPANY_URL must be an absolute URL/,
    );
  });
});
