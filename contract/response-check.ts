import { type } from "arktype";
import type { Endpoint } from "./endpoints";
import { errorBody } from "./envelopes";

/**
 * The contract's verdict on a success answer: null when it fits (or the endpoint answers a file, with nothing to
 * check), else arktype's summary of what does not. The one check of an answer's shape: the app's client in dev, demo
 * and tests (src/api/client.ts), the mock's test harness, the contract suite and its fuzzer.
 */
export function checkResponse(endpoint: Endpoint, body: unknown): string | null {
  const schema = endpoint.response;
  if (!schema) return null;
  const result = schema(body);
  return result instanceof type.errors ? result.summary : null;
}

/** Whether an answer of this status is held to the endpoint's success body (below 400) or to the error body. */
export const isSuccessStatus = (status: number): boolean => status < 400;

/** The verdict on an answer of any status: an error status against the error body every endpoint shares. */
export function checkAnswer(endpoint: Endpoint, status: number, body: unknown): string | null {
  if (isSuccessStatus(status)) return checkResponse(endpoint, body);
  const result = errorBody(body);
  return result instanceof type.errors ? result.summary : null;
}

/** Whether a body is the API's JSON error body (contract/envelopes.ts). */
export const isErrorBody = (body: unknown): boolean => !(errorBody(body) instanceof type.errors);
