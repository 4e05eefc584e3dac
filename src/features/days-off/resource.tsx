import { dayOffCreateBody, validate, type DayOff } from "../../../contract";
import { staffDate } from "../../lib/staff-format";
import {
  archiveDayOff,
  createDayOff,
  dayOffKeys,
  dayOffQueries,
  deleteDayOff,
  unarchiveDayOff,
} from "../../api/queries/days-off";
import { capacityKeys } from "../../api/queries/capacity";
import { guestKeys } from "../../api/queries/guest";
import { locationKeys, locationQueries } from "../../api/queries/locations";
import { ALL_CHOICES, choicesOf, column, defineResource, numericKey } from "../../admin-kit";
import { fields, problems, t } from "./texts";
import { dayOffResource } from "./routes";

type DayOffFormValues = { location_id: number | null; date: string; details: string };

const locationChoices = choicesOf(locationQueries.list(ALL_CHOICES), (data) => data.queue_locations);

/**
 * Days off (docs/product.md §2 /queues/days-off): a date a location takes no registrations. Archived with the switch
 * or deleted for good; no edit page.
 */
export const daysOff = defineResource(dayOffResource, {
  key: numericKey,
  // 'Jumat, 25 April 2025, Lokasi A': the date as the list shows it
  label: (dayOff) => `${staffDate(dayOff.date)}, ${dayOff.queue_location.name}`,
  // a location carries its days off, and the public location choice and the capacity board ('Libur') show them
  invalidate: [dayOffKeys.all, locationKeys.all, guestKeys.all, capacityKeys.all],
  texts: t,
  list: {
    query: dayOffQueries.list,
    queryKeyPrefix: dayOffKeys.lists(),
    rows: (data: { queue_days_off: DayOff[] }) => data.queue_days_off,
    filters: {
      defaults: { location_id: 0, date: "" },
      fields: [
        { kind: "select", name: "location_id", label: fields.location, choices: locationChoices, allLabel: fields.allLocations },
        { kind: "date", name: "date", label: fields.date },
      ],
    },
    columns: [
      column("date", fields.date, (row: DayOff) => staffDate(row.date), { isRowHeader: true, noWrap: true }),
      column("location", fields.location, (row: DayOff) => row.queue_location.name, { look: "place" }),
      column("details", fields.details, (row: DayOff) => row.details, { look: "long" }),
    ],
  },
  detail: {
    query: dayOffQueries.detail,
    items: (dayOff) => [
      { label: fields.date, value: staffDate(dayOff.date) },
      { label: fields.details, value: dayOff.details },
      { label: fields.location, value: dayOff.queue_location.name },
    ],
  },
  toggle: { archive: archiveDayOff, activate: unarchiveDayOff, delete: deleteDayOff },
  isActive: (dayOff) => dayOff.is_active,
  audit: true,
  fields: [
    {
      kind: "select",
      name: "location_id",
      label: fields.location,
      required: true,
      placeholder: fields.locationPlaceholder,
      choices: locationChoices,
      emptyText: fields.locationsEmpty,
      choicesName: fields.locationsName,
    },
    { kind: "date", name: "date", label: fields.date, required: true, problems: problems.date },
    { kind: "textarea", name: "details", label: fields.details },
  ],
  create: {
    values: { location_id: null, date: "", details: "" } as DayOffFormValues,
    // docs/product.md §5 'Day off create': unset fields are left out, so the validator reports them as missing
    validate: (values) =>
      validate(dayOffCreateBody, {
        ...(values.location_id !== null ? { location_id: values.location_id } : {}),
        ...(values.date ? { date: values.date } : {}),
        details: values.details.trim(),
      }),
    save: createDayOff,
  },
});
