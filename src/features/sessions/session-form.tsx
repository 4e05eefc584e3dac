import { useQuery } from "@tanstack/react-query";
import { sessionCreateBody, sessionEditBody, validate, type SessionCreateBody, type SessionEditBody } from "../../api/contract";
import { locationQueries } from "../../api/queries/locations";
import { describeError, useForm, type Validation } from "../../lib/admin";
import { weekdayNamesEn, weekdayNamesId } from "../../lib/wib";
import { Button, DateField, FormActions, LinkButton, NumberField, Select, type SelectOption } from "../../ui";
import * as styles from "./sessions.css";
import { t } from "./texts";

export type SessionFormValues = {
  location_id: number | null;
  day_of_the_week: number | null;
  start_time: string;
  end_time: string;
  /** NaN while empty */
  quota: number;
};

export const emptySession: SessionFormValues = {
  location_id: null,
  day_of_the_week: null,
  start_time: "",
  end_time: "",
  quota: Number.NaN,
};

/** 'Minggu|Sunday' … 'Sabtu|Saturday' (SPEC §2), value 0 … 6. */
export const weekdayOptions: SelectOption[] = weekdayNamesId.map((name, day) => ({
  id: day,
  label: `${name}|${weekdayNamesEn[day]}`,
}));

/** The API speaks HH:mm:ss; a time input may give HH:mm. */
function fullTime(value: string): string {
  return /^\d\d:\d\d$/.test(value) ? `${value}:00` : value;
}

/** Unset fields are left out, so the validator reports them as missing. */
function toBody(values: SessionFormValues) {
  return {
    ...(values.location_id !== null ? { location_id: values.location_id } : {}),
    ...(values.day_of_the_week !== null ? { day_of_the_week: values.day_of_the_week } : {}),
    ...(values.start_time ? { start_time: fullTime(values.start_time) } : {}),
    ...(values.end_time ? { end_time: fullTime(values.end_time) } : {}),
    ...(Number.isNaN(values.quota) ? {} : { quota: values.quota }),
  };
}

/** SPEC §5 'Session create': location_id 1-9999, day 0-6, start and end required, quota 1-9999. */
export function validateCreate(values: SessionFormValues) {
  return validate(sessionCreateBody, toBody(values));
}

/** SPEC §5 'Session edit': all optional, same bounds. */
export function validateEdit(values: SessionFormValues) {
  return validate(sessionEditBody, toBody(values));
}

type Props<B> = {
  initialValues: SessionFormValues;
  validate: (values: SessionFormValues) => Validation<B>;
  submit: (body: B) => Promise<unknown>;
  submitLabel: string;
  isPending: boolean;
  /** required marks (create); on edit every field is optional */
  isRequired: boolean;
  /** where 'Batal' goes */
  cancelHref?: string;
};

/** Location (name and code), weekday, start and end time, quota (session create and edit). */
export function SessionForm<B extends SessionCreateBody | SessionEditBody>({
  initialValues,
  validate,
  submit,
  submitLabel,
  isPending,
  isRequired,
  cancelHref = "/queues/sessions",
}: Props<B>) {
  const form = useForm({ initialValues, validate, submit });
  // Every location, archived ones marked: a session may belong to any (the list is short, max 100 per call).
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
        isRequired={isRequired}
      />
      <Select
        label={t.weekday}
        placeholder={t.weekdayPlaceholder}
        options={weekdayOptions}
        value={form.values.day_of_the_week}
        onChange={(key) => form.set("day_of_the_week", key === null ? null : Number(key))}
        errorMessage={form.errors.day_of_the_week}
        isRequired={isRequired}
      />
      <DateField
        type="time"
        step={1}
        label={t.start}
        description={t.timeHelp}
        value={form.values.start_time}
        onChange={(value) => form.set("start_time", value)}
        errorMessage={form.errors.start_time}
        isRequired={isRequired}
      />
      <DateField
        type="time"
        step={1}
        label={t.end}
        description={t.timeHelp}
        value={form.values.end_time}
        onChange={(value) => form.set("end_time", value)}
        errorMessage={form.errors.end_time}
        isRequired={isRequired}
      />
      {/* A number field commits on blur: its error goes as soon as something is typed, so the layout does not
          shift under the pointer on the way to 'Simpan'. */}
      <div onInput={() => form.clearError("quota")}>
        <NumberField
          label={t.quota}
          value={form.values.quota}
          onChange={(value) => form.set("quota", value)}
          errorMessage={form.errors.quota}
          isRequired={isRequired}
        />
      </div>
      <FormActions>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
        <LinkButton variant="secondary" href={cancelHref}>
          {t.cancel}
        </LinkButton>
      </FormActions>
    </form>
  );
}
