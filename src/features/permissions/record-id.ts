/** The `:id` route parameter as a record id; anything else is 0, which no record has (the API answers 404). */
export function recordId(param: string | undefined): number {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0;
}
