import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QueueFilters } from "../../api/contract";
import { errorText } from "../../api/errors";
import { queueQueries } from "../../api/queries/queues";
import { useListParams } from "../../lib/admin";
import { PageHeader } from "../../ui";
import { ExportButton } from "./export-button";
import { QueueFilterForm, type QueueFilterValues } from "./queue-filter-form";
import { QueueTable } from "./queue-table";
import { t } from "./texts";

const ALL_FILTERS = { location_id: 0, no: "", no_kjp: "", no_ktp: "", date: "" } as const;
const NO_DATE_FILTERS = { location_id: 0, no: "", no_kjp: "", no_ktp: "" } as const;

/**
 * The ticket list of /queues and /queues/today (SPEC §2): filters kept in the URL, the table, the paginator and
 * Export for the same filters. `fixedDate` (today in WIB) replaces the date filter.
 */
export function QueueListView({ title, fixedDate }: { title: string; fixedDate?: string }) {
  const list = useListParams(fixedDate ? NO_DATE_FILTERS : ALL_FILTERS);
  const { page, size, ...filterQuery } = list.query;
  const filters: QueueFilters = fixedDate ? { ...filterQuery, date: fixedDate } : filterQuery;
  const query = useQuery({ ...queueQueries.list({ ...filters, page, size }), placeholderData: keepPreviousData });
  const applied: QueueFilterValues = { date: "", ...list.filters };

  return (
    <>
      <PageHeader
        title={title}
        description={fixedDate ? t.todayDate(fixedDate) : undefined}
        actions={<ExportButton filters={filters} />}
      />
      <QueueFilterForm
        key={JSON.stringify(list.filters)}
        applied={applied}
        withDate={!fixedDate}
        onApply={(values) =>
          list.setFilters(
            fixedDate ? { location_id: values.location_id, no: values.no, no_kjp: values.no_kjp, no_ktp: values.no_ktp } : values,
          )
        }
        onReset={list.resetFilters}
      />
      <QueueTable
        title={title}
        rows={query.data?.queues}
        total={query.data?.total ?? 0}
        page={page}
        size={size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        error={query.isError ? query.error : null}
        errorText={query.isError ? errorText(query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={list.isFiltered ? t.emptyFiltered : fixedDate ? t.emptyToday : undefined}
      />
    </>
  );
}
