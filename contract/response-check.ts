import { type } from "arktype";
import { endpoints, type Endpoint, type EndpointName } from "./endpoints";

/** The contract's verdict on an answer: null when it fits, else arktype's summary of what does not. */
export function checkResponse(name: EndpointName, body: unknown): string | null {
  const schema = (endpoints[name] as Endpoint).response;
  if (!schema) return null;
  const result = schema(body);
  return result instanceof type.errors ? result.summary : null;
}
