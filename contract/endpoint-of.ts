import { citizenSchemas, serviceSchemas } from "./citizen-schemas";
import type { Endpoint, EndpointName } from "./endpoints";
import { routes, type Schemas } from "./routes";

/** The schemas a citizen's page and the service's own calls need: built with this file. */
const nearSchemas: Partial<Record<EndpointName, Schemas>> = { ...citizenSchemas, ...serviceSchemas };
let staffSchemas: Promise<Partial<Record<EndpointName, Schemas>>> | undefined;
const known = new Map<EndpointName, Endpoint>();

function staffTable(): Promise<Partial<Record<EndpointName, Schemas>>> {
  // a load that fails (a file gone after a redeploy, the page offline) is tried again at the next staff call
  staffSchemas ??= import("./staff-schemas").then(
    (m): Partial<Record<EndpointName, Schemas>> => m.staffSchemas,
    (error: unknown) => {
      staffSchemas = undefined;
      throw error;
    },
  );
  return staffSchemas;
}

/** The staff console's schemas loaded now, not at the first staff call: the Node server before it listens. */
export async function loadStaffSchemas(): Promise<void> {
  await staffTable();
}

/**
 * One endpoint with its schemas, for the API's gate and the check of its answers (server/handlers/route.ts,
 * ./response-check.ts). The staff console's schemas are imported on the first staff call, so a citizen's calls never
 * build them (issue 38: in the demo's API worker they were a quarter of the contract's start, docs/performance-log.md).
 * ./endpoints.ts joins the same tables into the whole contract, for what reads all of it (the OpenAPI document, tests).
 */
export async function endpointOf(name: EndpointName): Promise<Endpoint> {
  const endpoint = known.get(name);
  if (endpoint) return endpoint;
  const schemas = nearSchemas[name] ?? (await staffTable())[name];
  if (!schemas) throw new Error(`The contract has no schemas for ${name}`);
  const joined: Endpoint = { ...routes[name], ...schemas };
  known.set(name, joined);
  return joined;
}
