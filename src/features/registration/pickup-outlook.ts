import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { registrationQueries } from "./registration-queries";
import { wibDate, wibMidnight } from "../../../contract/wib";
import { locationClosure } from "./choices";
import { nowhereMarks, type NowhereMarks } from "./nowhere";
import { shownPickupDate } from "./pickup-date";
import type { ServerWindow } from "./registration-window";
import type { ResponseOf } from "../../../contract/endpoints";

/** The locations' answer for the pickup date (the query's data). */
type LocationsAnswer = ResponseOf<"guestLocations">["data"];

/**
 * What the pickup date holds, known before a citizen types (issue 35): no market serves it (a Sunday, a day off
 * everywhere), every market's sessions are full, or there is somewhere to go (`null`, also while the lists load or
 * when they are for another date than the form shows: a list read before 21:00 is tomorrow's, and the form shows the
 * day after from 21:00, as the lists read again do).
 */
export type PickupOutlook =
  | { kind: "none"; pickupDate: string; nextPickupDate: string | null; marks: NowhereMarks }
  | { kind: "full"; pickupDate: string }
  | null;

/** The day registration serves a pickup date: the day before it (docs/product.md §1). */
export const registrationDayFor = (pickupDate: string) => wibDate(wibMidnight(pickupDate) - 1);

/** The outlook of a locations answer for the pickup date the form shows (`shown`; none while it is not known). */
function outlookOf(answer: LocationsAnswer, shown: string | undefined): PickupOutlook {
  if (!shown || answer.pickup_date !== shown || answer.queue_locations.length === 0) return null;
  const closures = answer.queue_locations.map((location) => locationClosure(location));
  const marks = nowhereMarks(closures);
  if (marks) return { kind: "none", pickupDate: shown, nextPickupDate: answer.next_pickup_date ?? null, marks };
  if (closures.every((closure) => closure !== null)) return { kind: "full", pickupDate: shown };
  return null;
}

/**
 * The outlook as its reader reads it: through the locations query's `select`, so the locations' answer renders this
 * reader (the page's screen) only when it moves the outlook, not on an ordinary day (docs/performance-log.md, "The
 * registration page's hydration without react-aria's second render"). react-query renders a reader again only for
 * the fields of its result it read (`data` here), and a selected result equal to the last one is the same value: an
 * ordinary day's outlook is `undefined`, as before any answer, so the answer changes nothing read.
 */
export function usePickupOutlook(serverWindow: ServerWindow, scheduledDate: string | undefined): PickupOutlook {
  const shown = shownPickupDate(serverWindow, scheduledDate);
  const select = useCallback((answer: LocationsAnswer) => outlookOf(answer, shown) ?? undefined, [shown]);
  return useQuery({ ...registrationQueries.locationsForPickup(), select }).data ?? null;
}
