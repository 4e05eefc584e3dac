/** What people put between the digits of a card number: spaces, dashes, dots (and whitespace around it). */
const SEPARATORS = /[\s.-]/g;

/** '5012 3456-7890.1234 ' → '5012345678901234'. Letters stay, so the digit rule still names them. */
export function cleanIdentityNumber(text: string): string {
  return text.replace(SEPARATORS, "");
}

/** The three card numbers a citizen types. */
export type IdentityCard = "kjp" | "ktp" | "kk";

/**
 * The names a card's number is labelled with in a note or a message, as the label ends once its dots and spaces are
 * gone ('No. KJP', 'Nomor KK', 'NIK', 'Kartu Keluarga').
 */
const CARD_NAMES: Record<IdentityCard, readonly string[]> = {
  kjp: ["KJP", "KARTUJAKARTAPINTAR"],
  ktp: ["KTP", "NIK", "NOMORINDUKKEPENDUDUKAN"],
  kk: ["KK", "KARTUKELUARGA"],
};

/**
 * A word label before the number, as a note or a message copies it ('KJP: 5049 …', 'No. KK 3171 …', 'NIK: 3171…'):
 * letters, dots and spaces from the start, an optional colon, then a number of digits and separators to the end.
 */
const LABELLED = /^\s*(\p{L}[\p{L}. ]*?)\s*[:：]?\s*(\d[\d\s.-]*\d)\s*$/u;
/** Longer than any label and number with their separators: matched as it is (the regular expression stays quick). */
const LONGEST_LABELLED = 80;

/**
 * Pasted text as `card`'s field keeps it: a label naming this card before the number is left out ('KJP: 5049 4899 …' →
 * '50494899…'; it was kept, and the field said only 'Hanya boleh berisi karakter 0-9': UX pass, session 40), then
 * separators go as when typed. Another card's label stays ('NIK: 3171 …' in the KJP field: a KTP's number in the wrong
 * field passed the KJP's rules unseen; review, session 44), and so do letters anywhere else ('5049 48OO …', an O for a
 * zero), so the digit rule names them.
 */
export function cleanPastedIdentityNumber(text: string, card: IdentityCard): string {
  const labelled = text.length <= LONGEST_LABELLED ? LABELLED.exec(text) : null;
  const label = labelled?.[1]?.toUpperCase().replace(/[.\s]/g, "");
  const names = label !== undefined && CARD_NAMES[card].some((name) => label.endsWith(name));
  return cleanIdentityNumber(names ? labelled![2]! : text);
}
