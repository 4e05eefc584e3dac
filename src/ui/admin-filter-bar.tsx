import { useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from "react";
import * as styles from "./admin-filter-bar.css";
import { Button } from "./button";
import { cx } from "./cx";
import { ChosenValueOnOneLine } from "./field-parts";
import { CHOSEN_VALUE_ON_ONE_LINE } from "./whole-value-tooltip";

export interface AdminFilterBarProps {
  /** The filter fields (TextField, Select, DateField…); they lay out in a responsive grid. */
  children: ReactNode;
  /** Apply the draft values (the form was submitted: button or Enter). */
  onSubmit: () => void;
  /** 'Reset': clear every filter (the fields and the applied ones). */
  onReset: () => void;
  /** Names the search landmark. Default 'Filter'. */
  label?: string;
  submitLabel?: string;
  resetLabel?: string;
  /** Extra buttons after Reset. */
  extraActions?: ReactNode;
  /**
   * How many filters are in force; on phones the fields fold away behind a 'Filter (n)' button so the list is on
   * the first screen. Default 0.
   */
  activeCount?: number;
  /** Label of that phone-only button. Default 'Filter'. */
  toggleLabel?: string;
  /**
   * The first field is a search for numbers this long (a KJP's 20 digits): its column keeps room for them, the
   * input's padding and border and the browser's clear button, so a pasted number shows whole. Every cell takes the
   * width its field needs, at most 24rem, side by side at the row's start (admin-filter-bar.css.ts).
   */
  firstFieldDigits?: number;
  className?: string;
}

/** Room for `digits` digits (1ch each) in a search input: 12px padding a side, 1px border a side, a ~15px clear button. */
function firstFieldRoom(digits: number): CSSProperties {
  return { [styles.firstFieldRoomProperty]: `calc(${digits}ch + 2.75rem)` } as CSSProperties;
}

/**
 * The filter form above an admin list: a `search` landmark holding the fields, then a submit button and Reset in the
 * fields' row, on the line of their controls (a second line only when the row is full). It keeps no values; the page holds the draft and writes it to the URL on submit (see `useListParams` in src/admin-kit).
 * On phones the fields start folded behind a toggle; from 48rem up they are always shown.
 */
export function AdminFilterBar({
  children,
  onSubmit,
  onReset,
  label = "Filter",
  submitLabel = "Cari",
  resetLabel = "Reset",
  extraActions,
  activeCount = 0,
  toggleLabel = "Filter",
  firstFieldDigits,
  className,
}: AdminFilterBarProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  /**
   * On a phone (the toggle shown) the fields fold away again once 'Cari' or 'Reset' has done its work, so the list is
   * on the screen, and focus goes to the toggle, which now counts the filters in force; from 48rem up the fields always
   * show and focus stays on the button pressed.
   */
  function foldOnPhone() {
    if (!toggle.current || toggle.current.offsetParent === null) return;
    setOpen(false);
    toggle.current.focus();
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
    foldOnPhone();
  }
  return (
    <form
      role="search"
      aria-label={label}
      className={cx(styles.form, className)}
      style={firstFieldDigits ? firstFieldRoom(firstFieldDigits) : undefined}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.toggle}>
        <Button
          ref={toggle}
          variant="secondary"
          isFullWidth
          aria-expanded={open}
          aria-controls={bodyId}
          onPress={() => setOpen((value) => !value)}
        >
          {activeCount > 0 ? `${toggleLabel} (${activeCount})` : toggleLabel}
        </Button>
      </div>
      <div id={bodyId} className={cx(styles.body, !open && styles.collapsed)}>
        <div className={cx(styles.fields, firstFieldDigits ? styles.fieldsAfterCardNumberSearch : undefined)}>
          {/* a cell takes the width its field needs, so a chosen value keeps to one line and is cut only when the row
              is full: the row's controls keep one height (field-parts.ts) */}
          <ChosenValueOnOneLine.Provider value={CHOSEN_VALUE_ON_ONE_LINE}>{children}</ChosenValueOnOneLine.Provider>
          {/* the buttons are the row's last cell, on the controls' line: Cari sits where the eye ends the row */}
          <div>
            <div className={styles.actions}>
              <Button type="submit">{submitLabel}</Button>
              <Button
                variant="secondary"
                onPress={() => {
                  onReset();
                  foldOnPhone();
                }}
              >
                {resetLabel}
              </Button>
              {extraActions}
            </div>
          </div>
        </div>
      </div>
    </form>
  );
}
