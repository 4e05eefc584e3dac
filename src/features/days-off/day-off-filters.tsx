import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { locationQueries } from "../../api/queries/locations";
import { AdminFilterBar, DateField, Select, type SelectOption } from "../../ui";
import { t } from "./texts";

export type DayOffFilterValues = { location_id: number; date: string };

/** Location (0 = all, SPEC §9) and date filters. Holds a draft; the URL changes on 'Cari'. */
export function DayOffFilters({
  value,
  onApply,
  onReset,
}: {
  value: DayOffFilterValues;
  onApply: (next: DayOffFilterValues) => void;
  onReset?: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const locations = useQuery(locationQueries.list({ page: 1, size: 100 }));
  const options: SelectOption[] = [
    { id: 0, label: t.allLocations },
    ...(locations.data?.queue_locations ?? []).map((location) => ({
      id: location.id,
      label: `${location.name} (${location.code})`,
    })),
  ];
  return (
    <AdminFilterBar
      label={t.filterLabel}
      submitLabel={t.search}
      resetLabel={t.reset}
      onSubmit={() => onApply(draft)}
      onReset={onReset}
    >
      <Select
        label={t.location}
        options={options}
        value={draft.location_id}
        onChange={(key) => setDraft((d) => ({ ...d, location_id: key === null ? 0 : Number(key) }))}
        isDisabled={locations.isPending}
      />
      <DateField label={t.date} value={draft.date} onChange={(date) => setDraft((d) => ({ ...d, date }))} />
    </AdminFilterBar>
  );
}
