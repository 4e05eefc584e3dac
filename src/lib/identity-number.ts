/** What people put between the digits of a card number: spaces, dashes, dots (and whitespace around it). */
const SEPARATORS = /[\s.-]/g;

/** '5012 3456-7890.1234 ' → '5012345678901234'. Letters stay, so the digit rule still names them. */
export function cleanIdentityNumber(text: string): string {
  return text.replace(SEPARATORS, "");
}
