/**
 * What the counter's scanner read or the field was given (docs/product.md §2.14): a ticket's QR holds the staff ticket
 * URL `<origin><base>queues/<uuid>`; staff may also type a queue number (`KRJ-001`, today implied) or paste that URL.
 * Pure: the page's origin and base path come in, so a URL of another site or another page is refused here, before
 * anything navigates (docs/decisions/910-counter-scan.md).
 */
export type ScanInput =
  | { kind: "ticket"; uuid: string }
  | { kind: "number"; no: string }
  /** a URL, but not a ticket of this site: never followed */
  | { kind: "foreign" }
  /** neither a URL nor a queue number */
  | { kind: "unknown" }
  | { kind: "empty" };

export type Site = { origin: string; base: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `<location code>-<sequence>` (docs/product.md §11.11); codes are 3-100 characters without spaces here. */
const QUEUE_NUMBER = /^(\S{1,100})-(\d{1,9})$/;
const MAX_INPUT = 2_000;

export function parseScanInput(raw: string, site: Site): ScanInput {
  const text = raw.trim();
  if (!text) return { kind: "empty" };
  if (text.length > MAX_INPUT) return { kind: "unknown" };
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return ticketOfUrl(text, site);
  const number = QUEUE_NUMBER.exec(text);
  // the sequence has at least 3 digits (§11.11): 'krj-1' is KRJ-001, as staff read it off a ticket
  if (number) return { kind: "number", no: `${number[1]!.toUpperCase()}-${number[2]!.padStart(3, "0")}` };
  return { kind: "unknown" };
}

/** Only `<origin><base>queues/<uuid>` of this very site is a ticket; query and fragment are ignored. */
function ticketOfUrl(text: string, site: Site): ScanInput {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "unknown" };
  }
  if (url.origin !== site.origin || url.username || url.password) return { kind: "foreign" };
  const base = site.base.endsWith("/") ? site.base : `${site.base}/`;
  const prefix = `${base}queues/`;
  if (!url.pathname.startsWith(prefix)) return { kind: "foreign" };
  const uuid = url.pathname.slice(prefix.length).replace(/\/$/, "");
  return UUID.test(uuid) ? { kind: "ticket", uuid: uuid.toLowerCase() } : { kind: "foreign" };
}

/** The staff ticket URL a ticket's QR encodes (the citizen side draws it; here for the tests and stories). */
export function ticketUrl(uuid: string, site: Site): string {
  const base = site.base.endsWith("/") ? site.base : `${site.base}/`;
  return `${site.origin}${base}queues/${uuid}`;
}
