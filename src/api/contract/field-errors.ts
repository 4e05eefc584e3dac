import { type } from "arktype";

/** First problem per top-level field (bodies are flat; "roles.0" belongs to the roles input): what a form shows under each input. */
export function toFieldErrors(errors: InstanceType<typeof type.errors>): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    const key = error.path.length ? String(error.path[0]) : "_";
    fieldErrors[key] ??= error.problem;
  }
  return fieldErrors;
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
