import { useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { Key } from "react-aria-components";
import { Button } from "./button";
import { isFocusLost, isUsable } from "./focus";
import { NumberField } from "./number-field";
import { pageCount, pageItems } from "./page-window";
import * as styles from "./paginator.css";
import { Select } from "./select";
import { staffCount, staffRange } from "../lib/staff-format";

export interface PaginatorLabels {
  /** Name of the `nav` landmark. Default 'Pagination'. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button; must contain the number. Default 'Page N'. */
  page: (n: number) => string;
  /** Label of the size selector. Default 'Rows per page'. */
  pageSize: string;
  /** Text before the buttons. Default '1–10 of 57' (or '0 of 0'), numbers in the screen's format ('3,006'). */
  summary: (from: number, to: number, total: number) => string;
  /** The field and button that open any page. Default 'Go to page', 'Go'. */
  goToPage: string;
  go: string;
}

const defaultLabels: PaginatorLabels = {
  navigation: "Pagination",
  previous: "Prev",
  next: "Next",
  page: (n) => `Page ${n}`,
  pageSize: "Rows per page",
  summary: (from, to, total) =>
    total === 0 ? "0 of 0" : `${staffRange(staffCount(from, "en"), staffCount(to, "en"))} of ${staffCount(total, "en")}`,
  goToPage: "Go to page",
  go: "Go",
};

export interface PaginatorProps {
  /** Current page, from 1. */
  page: number;
  /** Rows per page. */
  size: number;
  /** Total number of rows. */
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** Default 10, 20, 50. */
  sizeOptions?: readonly number[];
  labels?: Partial<PaginatorLabels>;
  /** Disable every control (e.g. while the first page loads). */
  isDisabled?: boolean;
}

/**
 * Keeps the focus on the pager when a page change takes away the control that held it: 'Next' pressed into the last
 * page (or 'Prev' into the first) is disabled, and Chromium drops a disabled control's focus to the body, so the next
 * Tab started over from the skip link (UX pass, session 37; docs/product.md §2.12: the focus never falls to the body).
 * The focus goes to the current page's button (beside the pressed one, and a screen reader says which page it is),
 * else to any control of the pager still enabled; a whole pager disabled while a list loads gives it back once enabled.
 * A focus the person moved elsewhere stays where it is.
 */
function useFocusKeptOnPager(page: number, totalPages: number, isDisabled: boolean) {
  const root = useRef<HTMLDivElement>(null);
  // the pager's control that had the focus last, kept while the focus fell from it with nowhere else to go
  const held = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    held.current = event.target;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // moved on by the person (Tab, a click elsewhere): no longer the pager's to keep
    if (!root.current?.contains(event.relatedTarget) && isUsable(event.target)) held.current = null;
  };
  useLayoutEffect(() => {
    const control = held.current;
    const pager = root.current;
    if (!control || !pager) return;
    const active = document.activeElement;
    if (!isFocusLost() && !(active === control && !isUsable(control))) {
      if (!pager.contains(active)) held.current = null;
      return;
    }
    const candidates = [control, pager.querySelector('[aria-current="page"]'), ...pager.querySelectorAll("button")];
    candidates.find(isUsable)?.focus();
  }, [page, totalPages, isDisabled]);
  return { ref: root, onFocus, onBlur };
}

/**
 * Prev/Next, up to 5 page numbers around the current page with the first and the last always there, a field that
 * opens any page when there are more pages than buttons, and a page-size selector. Every control is a real button
 * (Tab, Enter/Space); the current page has `aria-current="page"`. Changing the size is the caller's cue to go back
 * to page 1.
 */
export function Paginator({
  page,
  size,
  total,
  onPageChange,
  onSizeChange,
  sizeOptions = [10, 20, 50],
  labels: labelOverrides,
  isDisabled = false,
}: PaginatorProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const totalPages = pageCount(total, size);
  const current = Math.min(Math.max(1, page), totalPages);
  const pages = pageItems(current, totalPages, 5);
  const [goTo, setGoTo] = useState(Number.NaN);
  const hiddenPages = pages.includes("gap");
  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!Number.isFinite(goTo)) return;
    const target = Math.min(Math.max(1, Math.round(goTo)), totalPages);
    setGoTo(Number.NaN);
    if (target !== current) onPageChange(target);
  };
  const from = total === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(total, current * size);
  const options = sizeOptions.map((n) => ({ id: n, label: String(n) }));
  const focusKept = useFocusKeptOnPager(current, totalPages, isDisabled);

  return (
    <div className={styles.root} {...focusKept}>
      <p className={styles.summary}>{labels.summary(from, to, total)}</p>
      <nav aria-label={labels.navigation} className={styles.nav}>
        <ul className={styles.list}>
          <li>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled || current <= 1}
              onPress={() => onPageChange(current - 1)}
            >
              {labels.previous}
            </Button>
          </li>
          {pages.map((n, index) => {
            if (n === "gap")
              return (
                <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                  …
                </li>
              );
            const isCurrent = n === current;
            return (
              <li key={n}>
                <Button
                  variant={isCurrent ? "primary" : "ghost"}
                  size="sm"
                  aria-label={labels.page(n)}
                  isDisabled={isDisabled}
                  onPress={() => {
                    if (!isCurrent) onPageChange(n);
                  }}
                  render={(props) => <button {...props} aria-current={isCurrent ? "page" : undefined} />}
                >
                  {n}
                </Button>
              </li>
            );
          })}
          <li>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled || current >= totalPages}
              onPress={() => onPageChange(current + 1)}
            >
              {labels.next}
            </Button>
          </li>
        </ul>
      </nav>
      {hiddenPages ? (
        <form className={styles.jump} onSubmit={jump} aria-label={labels.goToPage}>
          <NumberField
            className={styles.jumpField}
            label={labels.goToPage}
            minValue={1}
            maxValue={totalPages}
            value={goTo}
            onChange={setGoTo}
            isDisabled={isDisabled}
          />
          <Button type="submit" variant="secondary" size="sm" isDisabled={isDisabled}>
            {labels.go}
          </Button>
        </form>
      ) : null}
      <Select
        className={styles.size}
        label={labels.pageSize}
        options={options}
        value={size}
        isDisabled={isDisabled}
        onChange={(key: Key | null) => {
          if (key != null && Number(key) !== size) onSizeChange(Number(key));
        }}
      />
    </div>
  );
}
