import { http, HttpResponse, type HttpHandler } from "msw";
import type { ApiHandler } from "../server/api";
import { API_URL } from "../contract/routes";
import { setCookiesOf } from "../server/handlers/respond";

/**
 * msw as a transport for the API (docs/decisions/102-mock-routing.md): every request under /api/v1 goes to
 * the fetch handler as it is, with the cookies msw read (in the page a Request carries no Cookie header). Its answer
 * goes back as it is, except what msw must see in its own form: a dropped connection, and Set-Cookie (browsers strip
 * it from a script-made Response; msw writes it to `document.cookie`).
 */
export function apiTransport(api: ApiHandler): HttpHandler {
  return http.all(API_URL, async ({ request, cookies }) => forMsw(await api(request, { cookies })));
}

function forMsw(response: Response): Response {
  if (response.type === "error") return HttpResponse.error();
  const cookies = setCookiesOf(response);
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new HttpResponse(response.body, { status: response.status, headers });
}
