import type { JsonSchema, Type } from "arktype";
import { adminProblems, codePattern, slugPattern } from "../../contract/admin-rules";
import { DIGITS_PATTERN, guestMessages, identityLengths } from "../../contract/guest-rules";
import { codeText, isoDate, kjpNumber, kkNumber, ktpNumber, slugText } from "../../contract/primitives";

// ArkType writes the JSON Schema of every contract type (`toJsonSchema`). Two kinds of node it cannot write, and
// this file is the one place that fills them (ADR 004): a `narrow` (a function) and a parse (`string.integer.parse`
// in query strings). Any other gap throws, so a new kind of rule cannot slip into the document unnoticed.

type JsonObject = { [key: string]: unknown };

/** The narrow of one contract type: what ArkType hands its `predicate` fallback, to recognise it there. */
function predicateOf(schema: Type): unknown {
  let found: unknown;
  schema.toJsonSchema({
    dialect: null,
    fallback: {
      predicate: (context) => {
        found = context.predicate;
        return context.base;
      },
    },
  });
  if (!found) throw new Error("expected a type with a narrow");
  return found;
}

const digitsOnly = `Digits only ('${guestMessages.digitsOnly}').`;

/** An identity number as guest-rules.ts checks it: its pattern and its lengths (identityLengths), one source for both. */
function identityNumber({ min, max }: { min: number; max: number }, says: string): JsonObject {
  return { pattern: DIGITS_PATTERN.source, minLength: min, maxLength: max, description: `${digitsOnly} ${says}` };
}

/** The guest identity numbers: plain functions of guest-rules.ts, written out as the constraints they check. */
const narrowedStrings = new Map<unknown, JsonObject>([
  [
    predicateOf(kjpNumber),
    identityNumber(
      identityLengths.kjp,
      `At least ${identityLengths.kjp.min} characters ('${guestMessages.kjpMin}'), at most ${identityLengths.kjp.max} ('${guestMessages.kjpMax}').`,
    ),
  ],
  [
    predicateOf(ktpNumber),
    identityNumber(identityLengths.ktp, `Exactly ${identityLengths.ktp.max} characters ('${guestMessages.ktpExact}').`),
  ],
  [
    predicateOf(kkNumber),
    identityNumber(identityLengths.kk, `Exactly ${identityLengths.kk.max} characters ('${guestMessages.kkExact}').`),
  ],
  // a date's pattern gives its shape; RFC 3339's full-date (JSON Schema's `date` format) is a day on the calendar too
  [predicateOf(isoDate), { format: "date" }],
  // the staff slugs and codes (admin-rules.ts), beside their length bounds
  [predicateOf(slugText), { pattern: slugPattern.source, description: `A slug: it ${adminProblems.slug}.` }],
  [predicateOf(codeText), { pattern: codePattern.source, description: `A code: it ${adminProblems.code}.` }],
]);

/** ArkType's pattern for `string.integer` (the input side of `string.integer.parse`). */
const integerText = /^\^\(\?:\(\?!\^-0\$\)-\?/;

const fallback = {
  predicate: (context: { base: JsonSchema; predicate: unknown }): JsonSchema => {
    const known = narrowedStrings.get(context.predicate);
    if (!known)
      throw new Error("A contract type has a narrow the OpenAPI document cannot describe: add it to openapi/json-schema.ts");
    return { ...context.base, ...known } as JsonSchema;
  },
  // A query value is text that parses to an integer: in OpenAPI a query parameter's schema describes the value
  // (`type: integer`), and the text form is the parameter's serialisation.
  morph: (context: { base: JsonSchema; out: JsonSchema | null }): JsonSchema => {
    const base = context.base as JsonObject;
    const out = context.out as JsonObject | null;
    if (base.type !== "string" || typeof base.pattern !== "string" || !integerText.test(base.pattern) || out?.type !== "number") {
      throw new Error(
        "A contract type has a transformation the OpenAPI document cannot describe: add it to openapi/json-schema.ts",
      );
    }
    return { ...out, type: "integer" } as JsonSchema;
  },
};

/** The JSON Schema (2020-12, OpenAPI 3.1's dialect) of a contract type. */
export function jsonSchemaOf(schema: Type): JsonObject {
  return schema.toJsonSchema({ dialect: null, fallback }) as JsonObject;
}
