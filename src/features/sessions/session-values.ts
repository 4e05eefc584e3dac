import { validate, type sessionCreateBody, type sessionEditBody } from "../../../contract";
import { END_TIME_LABEL, START_TIME_LABEL } from "../../lib/staff-labels";

export type SessionFormValues = {
  location_id: number | null;
  day_of_the_week: number | null;
  start_time: string;
  end_time: string;
  /** NaN while empty */
  quota: number;
};

export const emptySession: SessionFormValues = {
  location_id: null,
  day_of_the_week: null,
  start_time: "",
  end_time: "",
  quota: Number.NaN,
};

/** The fields by their names, as the form labels them (docs/product.md §8.1, §9). */
export const END_BEFORE_START = `${END_TIME_LABEL} harus setelah ${START_TIME_LABEL}.`;

/** The API speaks HH:mm:ss; a time input may give HH:mm. */
function fullTime(value: string): string {
  return /^\d\d:\d\d$/.test(value) ? `${value}:00` : value;
}

/** Unset fields are left out, so the validator reports them as missing (docs/product.md §5). */
function candidate(values: SessionFormValues) {
  return {
    ...(values.location_id !== null ? { location_id: values.location_id } : {}),
    ...(values.day_of_the_week !== null ? { day_of_the_week: values.day_of_the_week } : {}),
    ...(values.start_time ? { start_time: fullTime(values.start_time) } : {}),
    ...(values.end_time ? { end_time: fullTime(values.end_time) } : {}),
    ...(Number.isNaN(values.quota) ? {} : { quota: values.quota }),
  };
}

/**
 * The contract's rules (docs/product.md §5) plus the one the server keeps: a session ends after it starts. The same
 * check on create and edit, so neither form lets a backwards session through.
 */
export function validateSession<B>(schema: typeof sessionCreateBody | typeof sessionEditBody, values: SessionFormValues) {
  const body = candidate(values);
  const result = validate(schema as (input: unknown) => unknown, body);
  const backwards = body.start_time !== undefined && body.end_time !== undefined && body.end_time <= body.start_time;
  if (!backwards) return result as { ok: true; value: B } | { ok: false; fieldErrors: Record<string, string> };
  const fieldErrors = result.ok ? {} : result.fieldErrors;
  return { ok: false as const, fieldErrors: { ...fieldErrors, end_time: fieldErrors.end_time ?? END_BEFORE_START } };
}
