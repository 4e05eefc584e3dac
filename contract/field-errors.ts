import { type } from "arktype";

/** First problem per top-level field (bodies are flat; "roles.0" belongs to the roles input): what a form shows under each input. */
export function toFieldErrors(errors: InstanceType<typeof type.errors>): Record<string, string> {
  // a Map, then own properties: a field named `__proto__` or `constructor` is named too, not read off the prototype
  const fieldErrors = new Map<string, string>();
  for (const error of errors) {
    const key = error.path.length ? String(error.path[0]) : "_";
    if (!fieldErrors.has(key)) fieldErrors.set(key, error.problem);
  }
  return Object.fromEntries(fieldErrors);
}

/** Validates with a contract schema: the value on success, else field errors. */
export function validate<T>(
  schema: (input: unknown) => T | InstanceType<typeof type.errors>,
  input: unknown,
): { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> } {
  const result = schema(input);
  if (result instanceof type.errors) return { ok: false, fieldErrors: toFieldErrors(result) };
  return { ok: true, value: result };
}

/**
 * Validates a request body: a JSON object (ArkType's `object` also takes an array, the document's `type: object` does
 * not), then the schema. What the server's gate and the mock's control API run on every body (ADR 004).
 */
export function validateBody<T>(
  schema: (input: unknown) => T | InstanceType<typeof type.errors>,
  input: unknown,
): { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> } {
  if (Array.isArray(input)) return { ok: false, fieldErrors: { _: "must be an object (was an array)" } };
  return validate(schema, input);
}
