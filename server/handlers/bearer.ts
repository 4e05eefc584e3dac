import type { ApiRequest } from "./api-request";

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: ApiRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
}
