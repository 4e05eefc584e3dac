import { afterEach, describe, expect, test, vi } from "vitest";
import { getResponse, http, HttpResponse } from "msw";
import { CookieJar } from "tough-cookie";
import { API_URL } from "../contract/routes";
import { PageApiHandler } from "./page-api-handler";

const PAGE = "https://antrean.example";
const COOKIE = "antrean_refresh=a%2Fb; theme=dark";
const page = { cookie: () => COOKIE, origin: () => PAGE };

afterEach(() => vi.restoreAllMocks());

/** The Cookie line the page's handler gives its resolver for this request, or null when it did not answer it. */
async function cookiesSeen(request: Request) {
  let seen: string | null = null;
  const handler = new PageApiHandler(({ cookie }) => {
    seen = cookie;
    return HttpResponse.json({});
  }, page);
  const response = await getResponse([handler], request);
  return response ? seen : null;
}

describe("the demo page's msw handler (issue 38)", () => {
  test("hands the API the document's cookies for a call to the page's own origin", async () => {
    expect(await cookiesSeen(new Request(`${PAGE}/api/v1/guest/locations`))).toBe(COOKIE);
  });

  test("follows the request's credentials as the browser would: none to another origin unless included, none omitted", async () => {
    expect(await cookiesSeen(new Request("https://other.example/api/v1/x"))).toBe("");
    expect(await cookiesSeen(new Request("https://other.example/api/v1/x", { credentials: "include" }))).toBe(COOKIE);
    expect(await cookiesSeen(new Request(`${PAGE}/api/v1/x`, { credentials: "omit" }))).toBe("");
  });

  test("answers the API's paths only", async () => {
    expect(await cookiesSeen(new Request(`${PAGE}/assets/app.js`))).toBeNull();
    expect(await cookiesSeen(new Request(`${PAGE}/api/v10`))).toBeNull();
  });

  test("never looks in msw's own cookie store (tough-cookie: half of each call's task on the page), which `http` does", async () => {
    const lookups = vi.spyOn(CookieJar.prototype, "getCookiesSync");
    await cookiesSeen(new Request(`${PAGE}/api/v1/guest/locations`));
    expect(lookups).not.toHaveBeenCalled();
    // the same request through msw's `http` handler, as the page did before: the spy sees that lookup
    await getResponse([http.all(API_URL, () => HttpResponse.json({}))], new Request(`${PAGE}/api/v1/guest/locations`));
    expect(lookups).toHaveBeenCalled();
  });
});
