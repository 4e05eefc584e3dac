import type { FocusEvent, Ref } from "react";
import * as styles from "./error-summary.css";
import { ErrorLines, type ErrorMessage } from "./field-help";

export type ErrorSummaryItem = {
  /** the id of the field's input (the link's target) */
  fieldId: string;
  /** the field's name: each item says which field it is about */
  label: string;
  /** every rule the field breaks (several: the first beside the label, each other on a line of its own) */
  message: ErrorMessage;
  /** moves focus to the field (a link to an id alone scrolls but may not focus a custom control) */
  focus: () => void;
};

export interface ErrorSummaryProps {
  title: string;
  items: ErrorSummaryItem[];
  /** Focus goes here after a failed submit, so the reader hears the list first. */
  summaryRef?: Ref<HTMLDivElement>;
}

/**
 * Focused and taller than the screen (every field wrong, 200 % text on a phone), the summary shows from its title: the
 * browser's own scroll on focus showed its middle at 360 px, the title 322 px above the screen (UX check, session 31).
 */
function showFromTitle(event: FocusEvent<HTMLElement>) {
  const summary = event.currentTarget;
  if (event.target === summary && summary.getBoundingClientRect().top < 0) summary.scrollIntoView({ block: "start" });
}

/** Every problem of a form at its top, each a link to its field (the GOV.UK error summary). */
export function ErrorSummary({ title, items, summaryRef }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby="ringkasan-kesalahan" onFocus={showFromTitle}>
      <h2 id="ringkasan-kesalahan" className={styles.title}>
        {title}
      </h2>
      <ul role="list" className={styles.list}>
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              className={styles.link}
              onClick={(event) => {
                event.preventDefault();
                item.focus();
              }}
            >
              {/* one flex item: the label and each message were items side by side, columns a word wide (UX pass, s45) */}
              <span className={styles.linkText}>
                {item.label}: <ErrorLines message={item.message} firstInline />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
