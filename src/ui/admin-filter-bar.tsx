import type { FormEvent, ReactNode } from "react";
import * as styles from "./admin-filter-bar.css";
import { Button } from "./button";
import { cx } from "./cx";

export interface AdminFilterBarProps {
  /** The filter fields (TextField, Select, DateField…); they lay out in a responsive grid. */
  children: ReactNode;
  /** Apply the draft values (the form was submitted: button or Enter). */
  onSubmit: () => void;
  /** Clear every filter; the Reset button shows only with it. */
  onReset?: () => void;
  /** Names the search landmark. Default 'Filter'. */
  label?: string;
  submitLabel?: string;
  resetLabel?: string;
  /** Extra buttons after Reset (e.g. 'Export'). */
  extraActions?: ReactNode;
  className?: string;
}

/**
 * The filter form above an admin list: a `search` landmark holding the fields, a submit button and Reset. It keeps
 * no state; the page holds the draft values and writes them to the URL on submit (see `useListParams`).
 */
export function AdminFilterBar({
  children,
  onSubmit,
  onReset,
  label = "Filter",
  submitLabel = "Cari",
  resetLabel = "Reset",
  extraActions,
  className,
}: AdminFilterBarProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form role="search" aria-label={label} className={cx(styles.form, className)} onSubmit={submit} noValidate>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit">{submitLabel}</Button>
        {onReset ? (
          <Button variant="secondary" onPress={onReset}>
            {resetLabel}
          </Button>
        ) : null}
        {extraActions}
      </div>
    </form>
  );
}
