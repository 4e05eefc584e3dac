import type { EndpointName } from "../../contract";
import { routes } from "../../contract/routes";
import type { Fault, FaultRoute } from "../faults";

/** Every route the contract names, plus "*" (all routes), as Select options. */
export const routeOptions: { id: FaultRoute; label: string }[] = [
  { id: "*", label: "Every route (*)" },
  ...(Object.keys(routes) as EndpointName[]).map((name) => ({
    id: name,
    label: `${name} · ${routes[name].method} ${routes[name].path}`,
  })),
];

export type FailureKind =
  "none" | "offline" | "429" | "400" | "401" | "403" | "404" | "409" | "422" | "500" | "503" | "503-after-done";

export const failureOptions: { id: FailureKind; label: string }[] = [
  { id: "none", label: "No failure (latency only)" },
  { id: "offline", label: "Offline (connection drops)" },
  { id: "429", label: "429 Too many requests" },
  { id: "503", label: "503 Unavailable" },
  // issue 33: the call is done (a registration saved), then its answer is lost to a 503
  { id: "503-after-done", label: "503 after the call is done (answer lost)" },
  { id: "500", label: "500 Server error" },
  { id: "400", label: "400 Bad request" },
  { id: "401", label: "401 Unauthenticated" },
  { id: "403", label: "403 Forbidden" },
  { id: "404", label: "404 Not found" },
  { id: "409", label: "409 Conflict" },
  { id: "422", label: "422 Validation" },
];

/** The fault the form describes, or null when it would do nothing. */
export function faultFrom(input: { latencyMs: number; failure: FailureKind; times: number }): Fault | null {
  const fault: Fault = {};
  if (input.latencyMs > 0) fault.latencyMs = Math.round(input.latencyMs);
  if (input.failure === "offline") fault.networkError = true;
  else if (input.failure === "503-after-done") Object.assign(fault, { status: 503, afterDone: true });
  else if (input.failure !== "none") fault.status = Number(input.failure);
  if (Number.isFinite(input.times) && input.times > 0) fault.times = Math.round(input.times);
  return fault.latencyMs || fault.status || fault.networkError ? fault : null;
}

/** "2000 ms, then 503 UNAVAILABLE, next 2 calls" */
export function describeFault(fault: Fault): string {
  const parts: string[] = [];
  if (fault.latencyMs) parts.push(`${fault.latencyMs} ms`);
  if (fault.networkError) parts.push("offline");
  if (fault.status)
    parts.push(`${fault.status}${fault.code ? ` ${fault.code}` : ""}${fault.afterDone ? " after the call is done" : ""}`);
  const what = parts.join(", then ");
  return fault.times ? `${what}, next ${fault.times} call${fault.times === 1 ? "" : "s"}` : `${what}, every call`;
}
