import type { ReactNode } from "react";
import { AdminQueryState, type AdminQueryStateProps } from "./admin-query-state";
import { Card } from "./card";
import { useRetryTakesFallenFocus } from "./focus";
import { Paginator, type PaginatorLabels } from "./paginator";
import { showsError, Table, type TableProps } from "./table";

export interface AdminListBodyProps<T> extends TableProps<T> {
  /** The list call answered 403: a clear "no permission" state instead of the table. */
  isForbidden: boolean;
  forbiddenTexts?: AdminQueryStateProps["texts"];
  /** Present once the list has answered: the paginator shows when there is at least one row. */
  pagination?: {
    page: number;
    size: number;
    total: number;
    onPageChange: (page: number) => void;
    onSizeChange: (size: number) => void;
    /** the screen's words for the paginator (English when left out) */
    labels?: Partial<PaginatorLabels>;
  };
  /** Above the table (filters), hidden with it when forbidden; `stackClassName` then wraps both. */
  header?: ReactNode;
  stackClassName?: string;
  /** Wraps the table and paginator. */
  blockClassName?: string;
}

/**
 * The body of every admin list screen (docs/product.md §2): the table with its loading, empty and error states and the
 * paginator, or the "no permission" state when the list call answered 403.
 */
export function AdminListBody<T>({
  isForbidden,
  forbiddenTexts,
  pagination,
  header,
  stackClassName,
  blockClassName,
  ...table
}: AdminListBodyProps<T>) {
  const hasError = showsError(table.error);
  const { blockProps, retryRef } = useRetryTakesFallenFocus(hasError);
  if (isForbidden)
    return (
      <Card>
        <AdminQueryState status="forbidden" texts={forbiddenTexts} />
      </Card>
    );
  const block = (
    <div className={blockClassName} {...blockProps}>
      <Table {...table} retryRef={retryRef} />
      {/* no count and no pager beside a list that failed to load (issue 36 point 4) */}
      {pagination && pagination.total > 0 && !hasError ? <Paginator {...pagination} /> : null}
    </div>
  );
  if (!header) return block;
  return (
    <div className={stackClassName}>
      {header}
      {block}
    </div>
  );
}
