import { expect, it } from "vitest";
import { endpointOf } from "./endpoint-of";
import { endpoints, type EndpointName } from "./endpoints";

// endpointOf joins a route with its schemas from the citizen's, the service's and (loaded on first use) the staff's
// tables; ./endpoints.ts joins the same tables into the whole contract. A table added to one and not the other, or a
// schema joined differently, would answer a staff or citizen call unlike the OpenAPI document says.
it("gives every route the same endpoint as the whole contract", async () => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const one: Record<string, unknown> = await endpointOf(name);
    const whole: Record<string, unknown> = endpoints[name];
    expect(Object.keys(one).sort(), name).toEqual(Object.keys(whole).sort());
    for (const key of Object.keys(whole)) expect(one[key], `${name}.${key}`).toBe(whole[key]);
  }
});
