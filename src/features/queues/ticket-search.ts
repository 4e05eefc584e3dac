import { cleanIdentityNumber } from "../../lib/identity-number";

/**
 * The staff search (queue number, KJP or KTP, docs/product.md §14.3) as the API is asked it: a card number typed or
 * pasted the way it is printed ('5049 4800-0099 0001') is sent as its digits, as the citizen's fields clean it; any
 * other text (a queue number such as 'KRJ-001', whose dash is part of it) is sent as typed, without surrounding spaces.
 */
export function ticketSearch(text: string): string {
  const digits = cleanIdentityNumber(text);
  return /^\d+$/.test(digits) ? digits : text.trim();
}
