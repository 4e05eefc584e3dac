import { RequestHandler, type ResponseResolver } from "msw";
import { API_URL } from "../contract/routes";

/** What the page's API handler gives its resolver besides the request: the cookies it carries, as a Cookie header would. */
export type PageApiExtras = { cookie: string };

/** Where the handler reads the document's cookies and origin (the page's own; a test's). */
type ThePage = { cookie(): string; origin(): string };

/**
 * The cookies a request made in the page carries (a Request made by a script has no Cookie header): the document's,
 * when the request's credentials let them go to its URL, as msw's own `http` handlers read them.
 */
export function cookieSent(request: Request, documentCookie: string, pageOrigin: string): string {
  if (request.credentials === "omit") return "";
  if (request.credentials !== "include" && new URL(request.url).origin !== pageOrigin) return "";
  return documentCookie;
}

/**
 * The one msw handler of the demo's page (docs/decisions/102-mock-routing.md): every request whose URL matches goes to
 * the resolver with the document's cookies, unparsed (the API's worker reads them as the server reads a Cookie header).
 * msw's `http` handlers read each request's cookies from msw's own cookie store as well (tough-cookie, with the public
 * suffix list): that lookup was about half of each API call's task on the page (30–40 of 78–135 ms at 4×,
 * docs/performance-log.md, issue 38). The demo's API sets its cookies where a script may (server/context.ts, "script"),
 * msw writes each to `document.cookie` (RequestHandler's `forwardResponseCookies`), so the document holds them all:
 * this handler reads only that. A handler of msw's own kind (its exported base class, as `http` and `graphql` are):
 * parsing nothing, matching the URL, logging nothing.
 */
export class PageApiHandler extends RequestHandler<{ header: string }, undefined, PageApiExtras> {
  readonly #page: ThePage;

  constructor(
    resolver: ResponseResolver<PageApiExtras>,
    page: ThePage = { cookie: () => document.cookie, origin: () => location.origin },
  ) {
    super({ info: { header: `all ${API_URL.source}` }, resolver });
    this.#page = page;
  }

  override predicate({ request }: { request: Request }): boolean {
    return API_URL.test(request.url);
  }

  protected override extendResolverArgs({ request }: { request: Request }): PageApiExtras {
    return { cookie: cookieSent(request, this.#page.cookie(), this.#page.origin()) };
  }

  override log(): void {}
}
