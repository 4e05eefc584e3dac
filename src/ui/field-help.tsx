import { Fragment, useContext, type ReactNode } from "react";
import { FieldError, FieldErrorContext, Text } from "react-aria-components";
import { cx } from "./cx";
import { KeepsEmptyFieldParts } from "./field-parts";
import * as styles from "./field.css";
import { VisuallyHidden } from "./visually-hidden";
import type { Problems } from "../../contract/guest-rules";

/**
 * A field's error: one message, or every rule the field breaks, each its own line ('12a' as a KJP breaks two, and each
 * is the contract's exact sentence, so none is joined to another with added punctuation; docs/product.md §5.2). A list
 * has one rule at least: an error marks its field invalid, and an empty list would mark it with nothing to read (a
 * field that breaks no rule has no error; contract/guest-rules.ts `someProblems`).
 */
export type ErrorMessage = string | Problems;

/**
 * Each message of an error on a line of its own; a single message as it is. `firstInline`: the first runs on from
 * what comes before it (the error summary's 'Nomor KTP: …'). A message followed by another ends, for screen readers
 * only, with a full stop: the lines are read as one description, and without it the two rules ran into one sentence.
 */
export function ErrorLines({ message, firstInline = false }: { message: ErrorMessage; firstInline?: boolean }) {
  if (typeof message === "string") return rangesWhole(message);
  return message.map((line, index) => (
    <Fragment key={line}>
      {firstInline && index === 0 ? rangesWhole(line) : <span className={styles.errorLine}>{rangesWhole(line)}</span>}
      {index < message.length - 1 ? <VisuallyHidden>.</VisuallyHidden> : null}
    </Fragment>
  ));
}

/**
 * A message with each range of digits ('0-9') kept on one line: a browser may break after a hyphen, and at 320 px with
 * 200 % text 'Hanya boleh berisi karakter 0-9' left '9' alone on a line (UX check, session 32). The text is the
 * contract's, letter for letter; only its layout changes.
 */
function rangesWhole(message: string): ReactNode {
  const parts = message.split(/(\d+-\d+)/);
  if (parts.length === 1) return message;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.range}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export interface FieldHelpProps {
  description?: ReactNode;
  /**
   * Error text shown under the input. When absent, RAC's own validation messages (from
   * `validate` or a parent Form's `validationErrors`) are shown instead.
   */
  errorMessage?: ErrorMessage;
}

/**
 * What a labelled field gives its react-aria root: its errors shown by ARIA, not the browser's bubbles (unless told
 * otherwise), invalid whenever an error text is given, and the field's stacked layout (or the group's).
 */
export function fieldRootProps(
  field: { isInvalid?: boolean; validationBehavior?: "aria" | "native"; className?: string },
  errorMessage: ErrorMessage | undefined,
  layout: string = styles.field,
) {
  return {
    validationBehavior: field.validationBehavior ?? "aria",
    isInvalid: field.isInvalid || errorMessage ? true : undefined,
    className: cx(layout, field.className),
  };
}

/**
 * Description and field error of a RAC field (both linked to the input by RAC). On a page rendered at build time, a
 * part the field does not show is there anyway, empty and hidden: react-aria names both parts in the input's
 * `aria-describedby` and, in its first commit, looks each one up in the document and drops the ones it cannot find
 * with a state update of its own, which React runs synchronously at once, pulling all of the screen's effects and
 * react-aria's second render into the hydration's own task (issue 38, docs/performance-log.md). The empty parts stay
 * for the field's life: react-aria looks the ids up again only when the field's validity changes, so a part taken away
 * later would leave the input described by an id that names nothing. A field of a page rendered in the browser only
 * (the staff's) has none.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  const validation = useContext(FieldErrorContext);
  const keepsEmptyParts = useContext(KeepsEmptyFieldParts);
  const slot = (name: "description" | "errorMessage") => (keepsEmptyParts ? <Text slot={name} hidden /> : null);
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : (
        slot("description")
      )}
      {validation?.isInvalid ? (
        <FieldError className={styles.error}>
          {errorMessage === undefined ? undefined : <ErrorLines message={errorMessage} />}
        </FieldError>
      ) : (
        slot("errorMessage")
      )}
    </>
  );
}
