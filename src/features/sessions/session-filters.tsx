import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { locationQueries } from "../../api/queries/locations";
import { AdminFilterBar, Select, type SelectOption } from "../../ui";
import { t } from "./texts";

/** The location filter (0 = all locations, SPEC §9). Holds a draft; the URL changes on 'Cari'. */
export function SessionFilters({
  locationId,
  onApply,
  onReset,
}: {
  locationId: number;
  onApply: (locationId: number) => void;
  onReset?: () => void;
}) {
  const [draft, setDraft] = useState(locationId);
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
        value={draft}
        onChange={(key) => setDraft(key === null ? 0 : Number(key))}
        isDisabled={locations.isPending}
      />
    </AdminFilterBar>
  );
}
