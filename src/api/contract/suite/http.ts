import { inject } from "vitest";
import { API_PREFIX } from "../endpoints";

/** A bare HTTP client for the contract suite: no app code, its own cookie jar, answers as they come. */
export type Answer = { status: number; body: unknown; headers: Headers };

export function apiClient() {
  const base = inject("apiBaseUrl") + API_PREFIX;
  const jar = new Map<string, string>();

  async function send(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; cookies?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.cookies !== false && jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(base + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name.trim(), value.join("="));
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** A binary answer (the xlsx export). */
  async function download(path: string, token: string): Promise<{ status: number; contentType: string; bytes: Uint8Array }> {
    const response = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  return { send, download, jar };
}

/** Credentials for a real backend come from the environment; the defaults are the mock's demo users. */
export const credentials = {
  admin: { username: process.env.API_USERNAME ?? "superadmin", password: process.env.API_PASSWORD ?? "antrean123" },
  noPermissions: { username: process.env.API_GUEST_USERNAME ?? "tamu", password: process.env.API_GUEST_PASSWORD ?? "antrean123" },
};

/** The payload of a JWT (no verification: the suite checks the shape the client relies on). */
export function tokenPayload(token: string): unknown {
  const part = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(part.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8"));
}
