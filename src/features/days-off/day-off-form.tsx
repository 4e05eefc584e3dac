import { useQuery } from "@tanstack/react-query";
import { dayOffCreateBody, validate, type DayOffCreateBody } from "../../api/contract";
import { locationQueries } from "../../api/queries/locations";
import { describeError, useForm } from "../../lib/admin";
import { Button, DateField, FormActions, LinkButton, Select, TextAreaField, type SelectOption } from "../../ui";
import * as styles from "./days-off.css";
import { t } from "./texts";

export type DayOffFormValues = { location_id: number | null; date: string; details: string };

export const emptyDayOff: DayOffFormValues = { location_id: null, date: "", details: "" };

/** SPEC §5 'Day off create': date required, details up to 255, location_id 1-9999. Unset fields are left out. */
export function validateCreate(values: DayOffFormValues) {
  return validate(dayOffCreateBody, {
    ...(values.location_id !== null ? { location_id: values.location_id } : {}),
    ...(values.date ? { date: values.date } : {}),
    details: values.details.trim(),
  });
}

/** Location, date and details of a new day off. */
export function DayOffForm({ submit, isPending }: { submit: (body: DayOffCreateBody) => Promise<unknown>; isPending: boolean }) {
  const form = useForm({ initialValues: emptyDayOff, validate: validateCreate, submit });
  const locations = useQuery(locationQueries.list({ page: 1, size: 100 }));
  const locationOptions: SelectOption[] = (locations.data?.queue_locations ?? []).map((location) => ({
    id: location.id,
    label: `${location.name} (${location.code})`,
    badge: location.is_active ? undefined : t.statusArchived,
  }));
  const locationsError = locations.isError ? `${t.locationsFailed} ${describeError(locations.error)}` : undefined;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <Select
        label={t.location}
        placeholder={t.locationPlaceholder}
        options={locationOptions}
        emptyText={t.locationsEmpty}
        value={form.values.location_id}
        onChange={(key) => form.set("location_id", key === null ? null : Number(key))}
        errorMessage={form.errors.location_id ?? locationsError}
        // an empty list cannot open: wait for the locations
        isDisabled={locations.isPending}
        isRequired
      />
      <DateField
        label={t.date}
        value={form.values.date}
        onChange={(value) => form.set("date", value)}
        errorMessage={form.errors.date}
        isRequired
      />
      <TextAreaField
        label={t.details}
        value={form.values.details}
        onChange={(value) => form.set("details", value)}
        errorMessage={form.errors.details}
      />
      <FormActions>
        <Button type="submit" isPending={isPending}>
          {t.save}
        </Button>
        <LinkButton variant="secondary" href="/queues/days-off">
          {t.cancel}
        </LinkButton>
      </FormActions>
    </form>
  );
}
