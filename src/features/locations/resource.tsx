import { locationCreateBody, locationEditBody, validate, type Location } from "../../../contract";
import { capacityKeys } from "../../api/queries/capacity";
import { dayOffKeys } from "../../api/queries/days-off";
import { guestKeys } from "../../api/queries/guest";
import { sessionKeys } from "../../api/queries/sessions";
import {
  archiveLocation,
  createLocation,
  editLocation,
  locationKeys,
  locationQueries,
  unarchiveLocation,
} from "../../api/queries/locations";
import { column, defineResource, numericKey } from "../../admin-kit";
import { fields, problems, t } from "./texts";
import { locationResource } from "./routes";

type LocationFormValues = { name: string; code: string; description: string };

/** docs/product.md §5 'Location create' / 'Location edit': the same bounds; an emptied description is left out / null. */
function candidate(values: LocationFormValues, emptyDescription: "leave out" | null) {
  const description = values.description.trim();
  const base = { name: values.name.trim(), code: values.code.trim() };
  if (description) return { ...base, description };
  return emptyDescription === null ? { ...base, description: null } : base;
}

/** Queue locations (docs/product.md §2 /queues/locations): archived with the active switch, never deleted. */
export const locations = defineResource(locationResource, {
  key: numericKey,
  label: (location) => location.name,
  // the public location choice shows them too, and a location's name shows in the sessions', the days off's and the
  // capacity board's rows: a renamed location kept its old name there for the cache's 30 s (review, session 50)
  invalidate: [locationKeys.all, guestKeys.all, sessionKeys.all, dayOffKeys.all, capacityKeys.all],
  texts: t,
  list: {
    query: locationQueries.list,
    queryKeyPrefix: locationKeys.lists(),
    rows: (data: { queue_locations: Location[] }) => data.queue_locations,
    columns: [
      column("name", fields.name, (row: Location) => row.name, { look: "place", isRowHeader: true }),
      column("code", fields.code, (row: Location) => row.code, { look: "mono" }),
      column("description", fields.description, (row: Location) => row.description, { look: "long" }),
    ],
  },
  detail: {
    query: locationQueries.detail,
    items: (location) => [
      { label: fields.name, value: location.name },
      { label: fields.code, value: location.code, isMono: true },
      { label: fields.description, value: location.description },
    ],
  },
  toggle: { archive: archiveLocation, activate: unarchiveLocation },
  isActive: (location) => location.is_active,
  audit: true,
  fields: [
    { kind: "text", name: "name", label: fields.name, required: true },
    { kind: "text", name: "code", label: fields.code, required: true, problems: problems.code },
    { kind: "textarea", name: "description", label: fields.description },
  ],
  create: {
    values: { name: "", code: "", description: "" } as LocationFormValues,
    validate: (values) => validate(locationCreateBody, candidate(values, "leave out")),
    save: createLocation,
  },
  edit: {
    values: (location) => ({ name: location.name, code: location.code, description: location.description ?? "" }),
    validate: (values) => validate(locationEditBody, candidate(values, null)),
    save: editLocation,
    returnTo: "list",
  },
});
