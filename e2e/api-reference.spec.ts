import { expect, test } from "@playwright/test";

// The demo's API reference (ADR 004): Redoc renders the generated document on its own page, and the in-browser mock
// answers GET /api/v1/openapi.json like `npm run serve` does.

// One context for both (session 36; docs/testing.md "Keeping the e2e stage fast"): the mock's document first, then the
// page that renders it.
test("the demo's in-browser mock serves the document at /api/v1/openapi.json; the demo has a readable API reference of the contract", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => "__antreanMockApi" in window);
  const document = await page.evaluate(async () => {
    const response = await fetch("/api/v1/openapi.json");
    return { status: response.status, body: (await response.json()) as { openapi: string; paths: object } };
  });
  expect(document.status).toBe(200);
  expect(document.body.openapi).toBe("3.1.0");
  expect(Object.keys(document.body.paths)).toContain("/queues/create");

  await page.goto("/api-reference/");
  await expect(page.getByRole("heading", { name: /Antrean API/ }).first()).toBeVisible();
  await page.getByRole("menuitem", { name: /guest/i }).first().click();
  await expect(page.getByRole("heading", { name: "Guest create queue" })).toBeVisible();
  await expect(page.getByText("No KTP harus berisi tepat 16 karakter", { exact: false }).first()).toBeAttached();
});
