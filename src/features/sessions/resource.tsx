import {
  adminProblems,
  sessionCreateBody,
  sessionEditBody,
  type Session,
  type SessionCreateBody,
  type SessionEditBody,
  type SessionListParams,
} from "../../../contract";
import { capacityKeys } from "../../api/queries/capacity";
import { guestKeys } from "../../api/queries/guest";
import { locationQueries } from "../../api/queries/locations";
import {
  archiveSession,
  createSession,
  editSession,
  sessionKeys,
  sessionQueries,
  unarchiveSession,
} from "../../api/queries/sessions";
import { ALL_CHOICES, choicesOf, column, defineResource, numericKey } from "../../admin-kit";
import { weekdayNameId, weekdayNamesEn, weekdayNamesId } from "../../../contract/wib";
import { emptySession, END_BEFORE_START, validateSession } from "./session-values";
import { fields, t } from "./texts";
import { sessionResource } from "./routes";
import { staffCount, staffRange, staffTime, withWibZone } from "../../lib/staff-format";
import { StaffTime } from "../../ui";

/** Every location, archived ones marked: a session may belong to any. */
const locationChoices = choicesOf(locationQueries.list(ALL_CHOICES), (data) => data.queue_locations);

/** 'Minggu|Sunday' … 'Sabtu|Saturday' (docs/product.md §2), value 0 … 6. */
const weekdayOptions = weekdayNamesId.map((name, day) => ({
  id: day,
  label: `${name}|${weekdayNamesEn[day]}`,
}));

/** The weekday filter's options: 'Minggu' … 'Sabtu', 0 … 6 as text (the list's URL and query, §14.6). */
const weekdayFilterOptions = weekdayNamesId.map((name, day) => ({ id: String(day), label: name }));

/** The list's URL filters as the sessions query takes them: the weekday's text ("0" … "6", checked by the kit) a number. */
function sessionList({ day_of_the_week, ...params }: Omit<SessionListParams, "day_of_the_week"> & { day_of_the_week?: string }) {
  return sessionQueries.list(day_of_the_week === undefined ? params : { ...params, day_of_the_week: Number(day_of_the_week) });
}

/** 'Senin 07:00:00–09:00:00, Lokasi A': names a session in dialogs and for screen readers (a range as on every staff screen, docs/product.md §9). */
function sessionLabel(session: Session): string {
  return `${weekdayNameId(session.day_of_the_week)} ${staffRange(session.start_time, session.end_time)}, ${session.queue_location.name}`;
}

/**
 * Pickup sessions (docs/product.md §2 /queues/sessions): weekday, place, hours and quota; filtered by location and
 * weekday (§14.6), by the API.
 */
export const sessions = defineResource(sessionResource, {
  key: numericKey,
  label: sessionLabel,
  // the capacity board shows each session's quota and seats (review, session 50)
  invalidate: [sessionKeys.all, guestKeys.all, capacityKeys.all],
  texts: t,
  list: {
    query: sessionList,
    queryKeyPrefix: sessionKeys.lists(),
    rows: (data: { queue_sessions: Session[] }) => data.queue_sessions,
    filters: {
      defaults: { location_id: 0, day_of_the_week: "" },
      fields: [
        { kind: "select", name: "location_id", label: fields.location, choices: locationChoices, allLabel: fields.allLocations },
        {
          kind: "select",
          name: "day_of_the_week",
          label: fields.weekday,
          options: weekdayFilterOptions,
          allLabel: fields.allWeekdays,
        },
      ],
    },
    columns: [
      column("weekday", fields.weekday, (row: Session) => weekdayNameId(row.day_of_the_week), { isRowHeader: true }),
      column("location", fields.location, (row: Session) => row.queue_location.name, { look: "place" }),
      // the zone said once, in the column's name (docs/product.md §9 Formats)
      column("start", withWibZone(fields.start), (row: Session) => staffTime(row.start_time), { look: "time" }),
      column("end", withWibZone(fields.end), (row: Session) => staffTime(row.end_time), { look: "time" }),
      // a count grouped as on every Indonesian staff screen, 1.000 (docs/product.md §9); the form's field keeps 1000
      column("quota", fields.quota, (row: Session) => staffCount(row.quota, "id"), { look: "mono", align: "end" }),
    ],
  },
  detail: {
    query: sessionQueries.detail,
    items: (session) => [
      { label: fields.weekday, value: weekdayNameId(session.day_of_the_week) },
      { label: fields.location, value: session.queue_location.name },
      { label: withWibZone(fields.start), value: <StaffTime time={session.start_time} /> },
      { label: withWibZone(fields.end), value: <StaffTime time={session.end_time} /> },
      { label: fields.quota, value: staffCount(session.quota, "id"), isMono: true },
    ],
  },
  toggle: { archive: archiveSession, activate: unarchiveSession },
  isActive: (session) => session.is_active,
  audit: true,
  fields: [
    {
      kind: "select",
      name: "location_id",
      label: fields.location,
      required: "create",
      placeholder: fields.locationPlaceholder,
      choices: locationChoices,
      emptyText: fields.locationsEmpty,
      choicesName: fields.locationsName,
    },
    {
      kind: "select",
      name: "day_of_the_week",
      label: fields.weekday,
      required: "create",
      placeholder: fields.weekdayPlaceholder,
      options: weekdayOptions,
    },
    { kind: "time", name: "start_time", label: fields.start, required: "create", description: fields.timeHelp },
    {
      kind: "time",
      name: "end_time",
      label: fields.end,
      required: "create",
      description: fields.timeHelp,
      // the server's refusal of a backwards session says what the form's own check says
      problems: { [adminProblems.endAfterStart]: END_BEFORE_START },
    },
    { kind: "number", name: "quota", label: fields.quota, required: "create" },
  ],
  create: {
    values: emptySession,
    validate: (values) => validateSession<SessionCreateBody>(sessionCreateBody, values),
    save: createSession,
  },
  edit: {
    values: (session) => ({
      location_id: session.queue_location.id,
      day_of_the_week: session.day_of_the_week,
      start_time: session.start_time,
      end_time: session.end_time,
      quota: session.quota,
    }),
    validate: (values) => validateSession<SessionEditBody>(sessionEditBody, values),
    save: editSession,
    returnTo: "list",
  },
});
