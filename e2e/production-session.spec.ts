import { expect, test } from "@playwright/test";

/**
 * A citizen's pages never start the staff session (docs/performance-log.md, issue 38): even in a browser where staff
 * once signed in (the app's "signed in here" note, src/app/session/tabs.ts), they make no session call at all; the
 * first staff screen starts it, with its one silent refresh. On the real-API build, whose calls are real HTTP requests.
 */
test("in a browser where staff once signed in, the citizen's pages make no session call; the login page then makes its one", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("antrean.session.signedIn", "1"));
  const sessionCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes("/users/auth/")) sessionCalls.push(path);
  });

  for (const path of ["/", "/queue-registration", "/queue-status"]) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
    await page.waitForLoadState("networkidle");
  }
  expect(sessionCalls).toEqual([]);

  // the first screen that asks for the session: its boot's silent refresh (no refresh cookie here, so signed out)
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect.poll(() => sessionCalls.filter((path) => path.endsWith("/refresh-token"))).toHaveLength(1);
});
