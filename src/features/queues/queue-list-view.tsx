import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queueStatuses, type QueueFilters } from "../../../contract";
import { downloadQueues, queueQueries } from "../../api/queries/queues";
import { DownloadButton, useListParams, usePageHeading, useRetryFocus } from "../../admin-kit";
import { PageHeader } from "../../ui";
import { NO_FILTERS, QueueFilterForm, type QueueFilterValues, type QueueStatusFilter } from "./queue-filter-form";
import { QueueTable } from "./queue-table";
import { ScanTicketButton } from "./scan-ticket-button";
import { t } from "./texts";
import { ticketSearch } from "./ticket-search";

const { date: _noDate, ...NO_DATE_FILTERS } = NO_FILTERS;
/** The URL's status is one of the API's or reads as all (the kit's `allowed`, as the sessions' weekday): never a 422. */
const LIST_OPTIONS = { allowed: { status: queueStatuses } };

/**
 * The ticket list of /queues and /queues/today (docs/product.md §2): filters kept in the URL, the table, the
 * paginator and Export for the same filters. `fixedDate` (today in WIB) replaces the date filter. The counter
 * narrows by status and finds a ticket by its number, KJP or KTP in one box (§14.3), or scans its QR (§2.14).
 */
export function QueueListView({ title, fixedDate }: { title: string; fixedDate?: string }) {
  const list = useListParams(fixedDate ? NO_DATE_FILTERS : NO_FILTERS, LIST_OPTIONS);
  const { page, size, status: _status, search: rawSearch, ...filterQuery } = list.query;
  // LIST_OPTIONS lets only the API's statuses (or "", all) through
  const status = list.filters.status as QueueStatusFilter;
  // the list and Export ask for the same search: a card number's spaces and dashes left out
  const search = ticketSearch(String(rawSearch ?? ""));
  const narrowed: QueueFilters = { ...filterQuery, ...(status ? { status } : {}), ...(search ? { search } : {}) };
  const filters: QueueFilters = fixedDate ? { ...narrowed, date: fixedDate } : narrowed;
  const query = useQuery({ ...queueQueries.list({ ...filters, page, size }), placeholderData: keepPreviousData });
  const heading = usePageHeading();
  // 'Coba lagi' is gone once the list loads: the focus goes to the list's heading, as on every list (docs/product.md §2.12)
  const retry = useRetryFocus(query, heading.focus);
  const applied: QueueFilterValues = { date: "", ...list.filters, status };

  return (
    <>
      <PageHeader
        title={title}
        headingRef={heading.ref}
        description={fixedDate ? t.todayDate(fixedDate) : undefined}
        actions={
          <>
            <ScanTicketButton />
            <DownloadButton download={() => downloadQueues(filters)} fileName={t.exportFile} language="id">
              {t.export}
            </DownloadButton>
          </>
        }
      />
      <QueueFilterForm
        applied={applied}
        inForce={list.filtersInForce}
        withDate={!fixedDate}
        onApply={(values) =>
          list.setFilters(
            fixedDate
              ? { location_id: values.location_id, status: values.status, search: values.search.trim() }
              : { ...values, search: values.search.trim() },
          )
        }
        onReset={list.resetFilters}
      />
      <QueueTable
        title={title}
        rows={query.data?.queues}
        rowsKey={list.key}
        total={query.data?.total ?? 0}
        page={page}
        size={size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        isStale={query.isPlaceholderData && query.isFetching}
        error={query.isError ? query.error : null}
        onRetry={retry}
        onTicketGone={heading.focus}
        emptyText={list.isFiltered ? (fixedDate ? t.emptyFilteredToday : t.emptyFiltered) : fixedDate ? t.emptyToday : undefined}
      />
    </>
  );
}
