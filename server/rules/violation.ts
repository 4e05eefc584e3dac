import type { ErrorCode } from "../../contract";

/** A rule said no: what the API answers (status, machine code, human message, optional field errors). */
export type Violation = { status: number; code: ErrorCode; message: string; errors?: Record<string, string> };

export function violation(status: number, code: ErrorCode, message: string, errors?: Record<string, string>): Violation {
  return errors ? { status, code, message, errors } : { status, code, message };
}

export function isViolation(value: object): value is Violation {
  return "code" in value && "status" in value && "message" in value;
}

/** 422 for a body that names something that does not exist (a role id, a location id …), on that field. */
export function unknownReference(field: string, id: number, what: string = field): Violation {
  const message = `Unknown ${what} id ${id}`;
  return violation(422, "VALIDATION", message, { [field]: message });
}
