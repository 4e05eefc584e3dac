import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { locationQueries } from "../../api/queries/locations";
import { AdminFilterBar, DateField, Select, TextField, type SelectOption } from "../../ui";
import { t } from "./texts";

function activeCount(values: QueueFilterValues): number {
  return (
    (values.location_id ? 1 : 0) + [values.no, values.no_kjp, values.no_ktp, values.date].filter((v) => v.trim() !== "").length
  );
}

export type QueueFilterValues = { location_id: number; no: string; no_kjp: string; no_ktp: string; date: string };

/**
 * The filters of SPEC §2 /queues: location ('all locations' = 0), queue number, KJP, KTP and pickup date (not on
 * /queues/today). It edits a draft; Cari applies it (the page writes it to the URL), Reset clears it.
 */
export function QueueFilterForm({
  applied,
  withDate,
  onApply,
  onReset,
}: {
  applied: QueueFilterValues;
  withDate: boolean;
  onApply: (values: QueueFilterValues) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState(applied);
  const locations = useQuery(locationQueries.list({ page: 1, size: 100 }));
  const options: SelectOption[] = [
    { id: 0, label: t.allLocations },
    ...(locations.data?.queue_locations ?? []).map((l) => ({ id: l.id, label: `${l.name} (${l.code})` })),
  ];
  const set = <K extends keyof QueueFilterValues>(key: K, value: QueueFilterValues[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <AdminFilterBar
      label={t.filterLabel}
      submitLabel={t.search}
      resetLabel={t.reset}
      onSubmit={() => onApply(draft)}
      onReset={onReset}
      activeCount={activeCount(applied)}
    >
      <Select
        label={t.location}
        options={options}
        value={draft.location_id}
        onChange={(key) => set("location_id", key === null ? 0 : Number(key))}
        description={locations.isError ? "Daftar lokasi tidak dapat dimuat." : undefined}
      />
      <TextField label={t.no} value={draft.no} onChange={(v) => set("no", v)} autoComplete="off" />
      <TextField label={t.kjp} value={draft.no_kjp} onChange={(v) => set("no_kjp", v)} inputMode="numeric" autoComplete="off" />
      <TextField label={t.ktp} value={draft.no_ktp} onChange={(v) => set("no_ktp", v)} inputMode="numeric" autoComplete="off" />
      {withDate ? <DateField label={t.pickupDate} value={draft.date} onChange={(v) => set("date", v)} /> : null}
    </AdminFilterBar>
  );
}
