import type { ScreenLanguage } from "../lib/screen-language";

/**
 * The words a staff form says under an input (docs/product.md §5.1, ADR 806): a short sentence in the screen's
 * language, never the validator's own text ('must be at least length 3 (was 2)'). The contract checks a form before
 * it is sent and the server checks the same schemas, so both give the validator's English problems; this is the one
 * place that turns them into sentences. A rule the field words itself (`problems`: 'is already in use by another
 * record' → 'Kode ini sudah dipakai …', docs/product.md §8.1) comes first; a text this file does not recognise (the
 * form's own, already worded) is kept, with any field key in it replaced by the field's label.
 */

/** The sentences of one language; `label` is the field's label as the form shows it. */
export type RuleWords = {
  /** nothing entered (docs/product.md §5): what to do, not 'must be a number (was missing)' */
  required: string;
  /** a select left unchosen */
  choose: string;
  minLength: (label: string, min: number) => string;
  maxLength: (label: string, max: number) => string;
  min: (label: string, min: number) => string;
  max: (label: string, max: number) => string;
  integer: (label: string) => string;
  number: (label: string) => string;
  time: (label: string) => string;
  date: (label: string) => string;
};

/** The sentences of the back-office's two languages (docs/product.md §1.3); the kit hands a screen its own. */
export const ruleWords: Record<ScreenLanguage, RuleWords> = {
  id: {
    required: "Wajib diisi.",
    choose: "Pilih salah satu.",
    minLength: (label, min) => `${label} harus berisi minimal ${min} karakter.`,
    maxLength: (label, max) => `${label} harus berisi paling banyak ${max} karakter.`,
    min: (label, min) => `${label} harus ${min} atau lebih.`,
    max: (label, max) => `${label} harus ${max} atau kurang.`,
    integer: (label) => `${label} harus bilangan bulat, tanpa koma.`,
    number: (label) => `${label} harus berupa angka.`,
    time: (label) => `${label} harus berupa jam, misalnya 07:30.`,
    date: (label) => `${label} harus berupa tanggal yang benar.`,
  },
  en: {
    required: "Required.",
    choose: "Choose one.",
    minLength: (label, min) => `${label} must have at least ${min} characters.`,
    maxLength: (label, max) => `${label} can have at most ${max} characters.`,
    min: (label, min) => `${label} must be ${min} or more.`,
    max: (label, max) => `${label} must be ${max} or less.`,
    integer: (label) => `${label} must be a whole number.`,
    number: (label) => `${label} must be a number.`,
    time: (label) => `${label} must be a time, like 07:30.`,
    date: (label) => `${label} must be a valid date.`,
  },
};

/** What the validator found, read from its text: the validator's wording of each rule kind (arktype 2). */
type Rule =
  | { kind: "required" | "integer" | "number" | "time" | "date" }
  | { kind: "minLength" | "maxLength" | "min" | "max"; limit: number };

/** The validator's texts, in the order they are tried ('at least length' before 'at least'). */
const ruleTexts: ReadonlyArray<[RegExp, (match: RegExpMatchArray) => Rule]> = [
  [/\(was (missing|undefined|NaN)\)$/, () => ({ kind: "required" })],
  [/^must be non-empty$/, () => ({ kind: "required" })],
  // nothing typed is 'fill it in' whatever the least length: an empty 'Nama' said 'minimal 3 karakter' where an empty
  // 'Alasan' said 'Wajib diisi.' (UX pass s41); arktype says what a too short text was, except an empty one
  [/^must be at least length \d+$/, () => ({ kind: "required" })],
  [/^must be at least length (\d+)( \(was \d+\))?$/, (m) => ({ kind: "minLength", limit: Number(m[1]) })],
  [/^must be at most length (\d+)( \(was \d+\))?$/, (m) => ({ kind: "maxLength", limit: Number(m[1]) })],
  [/^must be at least (-?\d+)( \(was .*\))?$/, (m) => ({ kind: "min", limit: Number(m[1]) })],
  [/^must be at most (-?\d+)( \(was .*\))?$/, (m) => ({ kind: "max", limit: Number(m[1]) })],
  [/^must be an integer( \(was .*\))?$/, () => ({ kind: "integer" })],
  [/^must be a number \(was .*\)$/, () => ({ kind: "number" })],
  // the contract's own descriptions of its clock and date patterns (contract/primitives.ts)
  [/^must be a time HH:mm(:ss)?( \(was .*\))?$/, () => ({ kind: "time" })],
  [/^must be a date YYYY-MM-DD( \(was .*\))?$/, () => ({ kind: "date" })],
];

function ruleOf(message: string): Rule | undefined {
  for (const [pattern, read] of ruleTexts) {
    const match = message.match(pattern);
    if (match) return read(match);
  }
  return undefined;
}

function sentence(rule: Rule, label: string, words: RuleWords): string {
  switch (rule.kind) {
    case "required":
      return words.required;
    case "minLength":
      // at least one character is the same as 'fill it in'
      return rule.limit <= 1 ? words.required : words.minLength(label, rule.limit);
    case "maxLength":
      return words.maxLength(label, rule.limit);
    case "min":
      return words.min(label, rule.limit);
    case "max":
      return words.max(label, rule.limit);
    case "integer":
    case "number":
    case "time":
    case "date":
      return words[rule.kind](label);
  }
}

export function readableErrors(
  errors: Record<string, string>,
  fields: ReadonlyArray<{ name: string; label: string; kind: string; problems?: Readonly<Record<string, string>> }>,
  words: RuleWords,
): Record<string, string> {
  // longest keys first, so 'start_time' is not read as 'start' + '_time'
  const byLength = [...fields].sort((a, b) => b.name.length - a.name.length);
  const readable: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const field = fields.find((f) => f.name === name);
    // a rule's text the resource words itself, in its screen's language (a duplicate, a slug's characters)
    const own = field?.problems?.[message];
    if (own) {
      readable[name] = own;
      continue;
    }
    const rule = ruleOf(message);
    if (rule) {
      // a choice from a list cannot be too long or too small: whatever the rule, the thing to do is choose
      const isChoice = field?.kind === "select" || field?.kind === "checkboxes";
      readable[name] = isChoice ? words.choose : sentence(rule, field?.label ?? name, words);
      continue;
    }
    let text = message;
    for (const other of byLength) text = text.replace(new RegExp(`\\b${other.name}\\b`, "g"), other.label);
    readable[name] = text;
  }
  return readable;
}
