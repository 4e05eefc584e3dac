import { useLayoutEffect, useRef, type ReactNode, type Ref, type RefObject } from "react";
import type { Key } from "react-aria-components";
import { Button } from "./button";
import { cx } from "./cx";
import { useMoreAtEnd, useTabStopWhileScrolls } from "./scroll-stop";
import { Spinner } from "./spinner";
import * as styles from "./table.css";
import { VisuallyHidden } from "./visually-hidden";

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /** What a cell shows for a row. */
  cell: (row: T) => ReactNode;
  /** The column that names each row for screen readers (e.g. the queue number). One per table; default the first. */
  isRowHeader?: boolean;
  /** Keep the header for screen readers only (e.g. an 'Actions' column). */
  isHeaderHidden?: boolean;
  align?: "start" | "center" | "end";
  /** Do not wrap the cell text (dates, numbers, ids). */
  noWrap?: boolean;
  /**
   * The row's actions (view/edit links, switches): kept in view at the table's end edge while it scrolls, and at
   * the foot of each card on a phone. Default: the column whose id is "actions".
   */
  isActions?: boolean;
  /**
   * Kept in view at the table's end edge while it scrolls sideways, though columns follow it (a ticket's status):
   * the columns between pass under it, and scrolled to the end it is back in its place.
   */
  keepInView?: boolean;
  /** The field's name on a phone's card when `header` is not plain text. */
  cardLabel?: string;
  /**
   * On a phone's card the field takes half a line, beside the next such field, where both fit (short numbers: a
   * session's quota and counts on the capacity board); other fields take a whole line.
   */
  isCardHalf?: boolean;
}

/** The header as plain text for a card's label; a header that is not text gets none. */
function headerText<T>(column: TableColumn<T>): string | undefined {
  return typeof column.header === "string" ? column.header : column.cardLabel;
}

export interface TableProps<T> {
  /** Name of the table (or use `aria-labelledby`). */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  /** Shown in the body when there are no rows (and no loading or error). */
  emptyText: ReactNode;
  /**
   * Data is being fetched. With no rows the body shows a spinner and `loadingText`; with
   * rows (e.g. the previous page kept on screen) a bar moves over the top edge, the box is
   * `aria-busy` and `loadingText` is announced.
   */
  isLoading?: boolean;
  loadingText?: string;
  /**
   * The rows on screen belong to an earlier request (another filter or page) while the new answer loads: they are
   * dimmed, the box is `aria-busy`, and this text ('Memperbarui…') is shown and announced above them.
   */
  staleText?: string;
  /** The row just added (after a create): marked `data-highlighted` and tinted. */
  highlightedRowId?: Key;
  /** Error text: replaces the rows by the message and, with `onRetry`, a retry button. */
  error?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * Which rows these are: a list's filters, page and size (the kit's `ListParams.key`). When it changes the box scrolls
   * back to its first row: the next page kept the box's scroll, and showed its last rows under a pager that said
   * '51–100' (UX pass, session 38). Sideways the box stays where it is.
   */
  rowsKey?: string;
  /** The retry button, for the list's block to give it a fallen focus (focus.ts useRetryTakesFallenFocus). */
  retryRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/** Whether a table's `error` is one it shows (in place of its rows): not empty, null or false. */
export function showsError(error: ReactNode): boolean {
  return error != null && error !== false && error !== "";
}

/** Scrolls the box back to its first row when `rowsKey` changes (not when the table first shows). */
function useFirstRowOnNewRows(box: RefObject<HTMLDivElement | null>, rowsKey: string | undefined) {
  const shown = useRef(rowsKey);
  useLayoutEffect(() => {
    if (shown.current === rowsKey) return;
    shown.current = rowsKey;
    box.current?.scrollTo({ top: 0 });
  }, [box, rowsKey]);
}

/**
 * A data table: a plain HTML table (role table, its rows, column and row headers and cells), so every link, button
 * and switch in its cells is a Tab stop in reading order and answers Enter/Space natively (issue 36 point 1; a RAC
 * Table is a grid with one Tab stop, arrows moving cell by cell). It sits in its own scrolling box, about a screen
 * tall, so a wide table never widens the page and its scrollbar is in view; the header, the first column and the
 * actions column stay put while it scrolls. Below 640 px each row is a card: the row's name on top, then each field
 * with its column's name, then the actions. A row opens by the link in its cells (e.g. the queue number), never by a
 * click on the row itself: one way, the same for pointer and keyboard.
 */
export function Table<T>({
  columns,
  rows,
  getRowId,
  emptyText,
  isLoading = false,
  loadingText,
  staleText,
  highlightedRowId,
  error,
  onRetry,
  retryLabel,
  retryRef,
  rowsKey,
  className,
  ...aria
}: TableProps<T>) {
  const hasError = showsError(error);
  const showRows = !hasError && !(isLoading && rows.length === 0);
  const isStale = Boolean(staleText) && showRows && rows.length > 0;
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((c) => c.isRowHeader),
  );
  const pinOf = (column: TableColumn<T>, i: number) =>
    i === rowHeaderIndex
      ? styles.pinnedStart
      : (column.isActions ?? column.id === "actions")
        ? styles.pinnedEnd
        : column.keepInView
          ? styles.keptInView
          : undefined;
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useMoreAtEnd(frameRef, boxRef);
  useTabStopWhileScrolls(boxRef);
  useFirstRowOnNewRows(boxRef, rowsKey);

  const placeholder = () => {
    if (hasError) {
      return (
        <div className={styles.placeholder}>
          {/* focusable from a script (tabIndex -1): a load failure that took a fallen focus holds it (./focus.ts) */}
          <p className={styles.errorText} role="alert" tabIndex={-1}>
            {error}
          </p>
          {onRetry && retryLabel ? (
            <Button ref={retryRef} variant="secondary" size="sm" onPress={onRetry} isPending={isLoading}>
              {retryLabel}
            </Button>
          ) : null}
        </div>
      );
    }
    if (isLoading) {
      return (
        <div className={styles.placeholder} role="status">
          <Spinner size="md" />
          <span>{loadingText}</span>
        </div>
      );
    }
    return <div className={styles.placeholder}>{emptyText}</div>;
  };

  return (
    <div ref={frameRef} className={styles.frame}>
      {/* the scrolling box is a region named as the table: focused by Tab when it scrolls (useTabStopWhileScrolls), it says
          what the arrow keys scroll */}
      <div
        ref={boxRef}
        role="region"
        {...aria}
        className={cx(styles.container, className)}
        aria-busy={isLoading || isStale || undefined}
      >
        {isStale ? (
          <p className={styles.staleLine} role="status">
            {staleText}
          </p>
        ) : isLoading && showRows ? (
          <div className={styles.busyBar} role="status">
            <VisuallyHidden>{loadingText}</VisuallyHidden>
          </div>
        ) : null}
        <table {...aria} className={cx(styles.table, styles.cardsTable)}>
          <thead className={styles.header}>
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(styles.column, styles.align[column.align ?? "start"], pinOf(column, i))}
                >
                  {column.isHeaderHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cx(styles.cardsBody, isStale && styles.staleBody)}>
            {showRows && rows.length > 0 ? (
              rows.map((row, index) => {
                const id = getRowId(row);
                const highlighted = highlightedRowId !== undefined && id === highlightedRowId;
                return (
                  <tr
                    // a record the server sent without an id still gets its row (it says 'Id not selected' when used)
                    key={id ?? `no-id-${index}`}
                    className={cx(styles.row, styles.cardRow, highlighted && styles.rowHighlighted)}
                    data-highlighted={highlighted || undefined}
                  >
                    {columns.map((column, i) => {
                      const cellProps = {
                        // a card names each field (CSS, not text: the column header already names it for readers)
                        "data-label": i !== rowHeaderIndex && !column.isHeaderHidden ? headerText(column) : undefined,
                        className: cx(
                          styles.cell,
                          styles.align[column.align ?? "start"],
                          column.noWrap && styles.nowrap,
                          pinOf(column, i),
                          column.isCardHalf && styles.cardHalf,
                        ),
                        children: <div className={styles.cellValue}>{column.cell(row)}</div>,
                      };
                      return i === rowHeaderIndex ? (
                        <th key={column.id} scope="row" {...cellProps} />
                      ) : (
                        <td key={column.id} {...cellProps} />
                      );
                    })}
                  </tr>
                );
              })
            ) : (
              <tr>
                <td colSpan={columns.length}>{placeholder()}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
