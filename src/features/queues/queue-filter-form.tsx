import { useQuery } from "@tanstack/react-query";
import { queueStatuses, type QueueStatus } from "../../../contract";
import { useFilterDraft } from "../../admin-kit";
import { locationQueries } from "../../api/queries/locations";
import { AdminFilterBar, CalendarDateField, Select, TextField, type SelectOption } from "../../ui";
import { queueStatusLabel } from "../../tickets";
import { t } from "./texts";

/** A status, or "" for all. The list reads it from the URL the kit's way (useListParams' `allowed`, queue-list-view.tsx). */
export type QueueStatusFilter = QueueStatus | "";

export type QueueFilterValues = { location_id: number; status: QueueStatusFilter; search: string; date: string };

const ALL_STATUSES = "all";

/** The lists' filters as they start, and what 'Reset' leaves: every location, every status, no search, no date. */
export const NO_FILTERS: QueueFilterValues = { location_id: 0, status: "", search: "", date: "" };

/**
 * The filters of docs/product.md §2 /queues: location ('all locations' = 0), status, one search box that finds the
 * queue number, KJP or KTP (§14.3), and the pickup date (not on /queues/today). It edits a draft; Cari applies it
 * (the page writes it to the URL), Reset clears it and the applied filters (useFilterDraft).
 */
export function QueueFilterForm({
  applied,
  inForce,
  withDate,
  onApply,
  onReset,
}: {
  applied: QueueFilterValues;
  /** how many filters are applied (the list's `filtersInForce`): a phone's folded bar says 'Filter (n)' */
  inForce: number;
  withDate: boolean;
  onApply: (values: QueueFilterValues) => void;
  onReset: () => void;
}) {
  const { draft, set, reset } = useFilterDraft(applied, NO_FILTERS, onReset);
  const locations = useQuery(locationQueries.list({ page: 1, size: 100 }));
  const locationOptions: SelectOption[] = [
    { id: 0, label: t.allLocations },
    ...(locations.data?.queue_locations ?? []).map((l) => ({ id: l.id, label: `${l.name} (${l.code})` })),
  ];
  const statusOptions: SelectOption[] = [
    { id: ALL_STATUSES, label: t.allStatuses },
    ...queueStatuses.map((status) => ({ id: status, label: queueStatusLabel(status) })),
  ];

  return (
    <AdminFilterBar
      label={t.filterLabel}
      submitLabel={t.search}
      resetLabel={t.reset}
      onSubmit={() => onApply(draft)}
      onReset={reset}
      activeCount={inForce}
      // a pasted KTP or KJP shows whole, so staff can check it before searching (docs/product.md §2.13, §9: a KTP's
      // 16 digits, a KJP up to 20)
      firstFieldDigits={20}
    >
      <TextField label={t.searchLabel} type="search" value={draft.search} onChange={(v) => set("search", v)} autoComplete="off" />
      <Select
        label={t.statusFilter}
        options={statusOptions}
        value={draft.status || ALL_STATUSES}
        // the options are the statuses and ALL_STATUSES: a key is one of them
        onChange={(key) => set("status", key === null || key === ALL_STATUSES ? "" : (key as QueueStatus))}
      />
      <Select
        label={t.location}
        options={locationOptions}
        value={draft.location_id}
        onChange={(key) => set("location_id", key === null ? 0 : Number(key))}
        description={locations.isError ? "Daftar lokasi tidak dapat dimuat." : undefined}
        // the markets arrive after the bar's first paint: its width is kept for them
        reservesWidestCell
      />
      {withDate ? (
        <CalendarDateField language="id" label={t.pickupDate} value={draft.date} onChange={(v) => set("date", v)} />
      ) : null}
    </AdminFilterBar>
  );
}
