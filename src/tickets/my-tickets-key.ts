/**
 * Where 'Tiket saya' lives in localStorage (ADR 901), apart from the store so a page can ask whether there is
 * anything to show without loading the store and its date code (docs/product.md §13.1: the landing page's budget).
 */
export const MY_TICKETS_KEY = "antrean:tiket-saya";

/** Whether this device has saved tickets; false when storage is off. Call after hydration, never at module load. */
export function hasSavedTickets(): boolean {
  try {
    return Boolean(window.localStorage.getItem(MY_TICKETS_KEY));
  } catch {
    return false;
  }
}

/** The id of the 'Tiket saya' section, for links to it (`/queue-status#tiket-saya`, from the registration page). */
export const MY_TICKETS_ANCHOR = "tiket-saya";

/**
 * The id of the status page's check form, for links to it (`/queue-status#cek-status`, the registration page's after a
 * refusal that tells the citizen to type her KJP): the page then focuses the KJP field, as a link to 'Tiket saya'
 * focuses that heading.
 */
export const STATUS_CHECK_ANCHOR = "cek-status";

/** The section's title (docs/product.md §2.2), also the words of links to it. */
export const MY_TICKETS_TITLE = "Tiket saya";
