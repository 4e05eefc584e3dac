import { expect, test } from "@playwright/test";

// The real-API build carries no API reference page, no Redoc and no copy of the document (ADR 004): they are demo-only.

test("the real-API build has no API reference", async ({ request }) => {
  for (const file of ["api-reference/redoc.standalone.js", "api-reference/openapi.json"]) {
    const response = await request.get(`/${file}`);
    expect(response.headers()["content-type"] ?? "", file).not.toMatch(/javascript|json/);
  }
});
