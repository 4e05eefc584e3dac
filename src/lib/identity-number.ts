/** What people put between the digits of a card number: spaces, dashes, dots (and whitespace around it). */
const SEPARATORS = /[\s.-]/g;

/** '5012 3456-7890.1234 ' → '5012345678901234'. Letters stay, so the digit rule still names them. */
export function cleanIdentityNumber(text: string): string {
  return text.replace(SEPARATORS, "");
}

/**
 * A word label before the number, as a note or a message copies it ('KJP: 5049 …', 'No. KK 3171 …', 'NIK: 3171…'):
 * letters, dots and spaces from the start, an optional colon, then a number of digits and separators to the end.
 */
const LABELLED = /^\s*\p{L}[\p{L}. ]*[:：]?\s*(\d[\d\s.-]*\d)\s*$/u;

/**
 * Pasted text as the field keeps it: a label before the number is left out ('KJP: 5049 4899 …' → '50494899…'; it was
 * kept, and the field said only 'Hanya boleh berisi karakter 0-9': UX pass, session 40), then separators go as when
 * typed. Letters anywhere else stay ('5049 48OO …', an O for a zero), so the digit rule names them.
 */
export function cleanPastedIdentityNumber(text: string): string {
  return cleanIdentityNumber(LABELLED.exec(text)?.[1] ?? text);
}
