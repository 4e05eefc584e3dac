import { identityLengths } from "../../../contract/guest-rules";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Link } from "wouter";
import type { Queue } from "../../../contract";
// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { errorText } from "../../api/errors";
import { checkGuestQueues } from "../../api/queries/guest";
import { useToday } from "../../api/queries/server-today";
import { serverNow } from "../../lib/server-clock";
import { useToast } from "../../lib/toast-context";
import { useOnline } from "../../lib/use-online";
import { longDateId } from "../../../contract/wib";
import {
  Button,
  Card,
  CitizenLocale,
  DateField,
  focusField,
  IdentityNumberField,
  LiveRegion,
  LoadFailure,
  OfflineNotice,
  PublicFrame,
} from "../../ui";
import { MyTicketsLater } from "../../tickets";
import { hasSavedTickets, MY_TICKETS_ANCHOR, MY_TICKETS_TITLE, STATUS_CHECK_ANCHOR } from "../../tickets/my-tickets-key";
import { keepCheckedOnDevice } from "../../tickets/keep-checked";
import * as styles from "./status-page.css";
import { checkStatusForm, type StatusFieldErrors, type StatusValues } from "./status-check";
import { defaultCheckDate } from "./check-date";
import { readSavedTickets, useSavedTicketsLater } from "../../tickets/use-saved-tickets-later";
import type { StatusTicket as StatusTicketType } from "./status-ticket";

type StatusTicketComponent = typeof StatusTicketType;

// The ticket (its card, QR code and actions) is needed only once a check finds one, so it is not part of the page's
// first load: it loads as soon as the citizen starts filling in the form, and a check waits for it (ADR 802).
let ticketModule: Promise<StatusTicketComponent> | undefined;
function loadStatusTicket(): Promise<StatusTicketComponent> {
  ticketModule ??= import("./status-ticket").then(
    (module) => module.StatusTicket,
    (error: unknown) => {
      ticketModule = undefined;
      throw error;
    },
  );
  return ticketModule;
}

/** docs/product.md §2, verbatim. */
export const NO_SCHEDULE_TEXT = "Anda tidak memiliki jadwal antrean";

/**
 * The chosen date in words under the field ('Rabu, 11 Maret 2026', docs/product.md §2.4): the browser's date input
 * follows the phone's language, where 12/01/2026 may read as 12 January. Nothing for an empty or partial date.
 */
function dateInWords(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  try {
    return longDateId(date);
  } catch {
    return undefined;
  }
}

/**
 * The focus is still where it was when the check was asked for ('Cek', a field of the form, 'Coba lagi', the page's
 * body), or fell to the body with the control that held it ('Coba lagi', gone with its box once an answer came).
 */
function stillWhereAsked(from: Element | null): boolean {
  const active = document.activeElement;
  if (active === from) return true;
  return from !== null && !from.isConnected && (active === null || active === document.body);
}

/** The result's place, named for a screen reader where the focus lands with an answer. */
const RESULT_LABEL = "Hasil cek status";

const noChange = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * `/queue-status`: KJP and pickup date, 'Cek', then the first ticket or 'Anda tidak memiliki jadwal antrean'
 * (docs/product.md §2.4), with its QR code and 'Simpan gambar', 'Bagikan', 'Cetak'; then 'Tiket saya' (§2.2). A new
 * check clears the old result first, so an old answer never stands beside a new problem.
 */
export function StatusPage() {
  const toast = useToast();
  const online = useOnline();
  // the date field starts at the pickup she is most likely asking about, by the server's clock (ADR 009), not the
  // phone's: her coming ticket kept on this phone, else today until 21:00 WIB (docs/product.md §2.4, check-date.ts);
  // once the citizen changes it, hers stands
  const today = useToday();
  const kept = useSavedTicketsLater();
  const [typed, setValues] = useState<{ no_kjp: string; date: string | null }>({ no_kjp: "", date: null });
  // until the server is heard (a moment after the page starts), the phone's clock stands in, so a quick 'Cek' asks;
  // the prerendered page and its hydration have no date (nothing from the device before then)
  const hydrated = useSyncExternalStore(noChange, isClient, isServer);
  // (serverNow is the phone's clock until then)
  const defaultDate = today !== null || hydrated ? defaultCheckDate(serverNow(), kept) : "";
  const values: StatusValues = { no_kjp: typed.no_kjp, date: typed.date ?? defaultDate };
  const [showErrors, setShowErrors] = useState(false);
  const kjpRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [StatusTicket, setStatusTicket] = useState<StatusTicketComponent | null>(null);
  const keepStatusTicket = (component: StatusTicketComponent) => setStatusTicket(() => component);

  // the failed check's 'Error' toast closes when its box does (a new check, 'Coba lagi'): it stayed its 5 s over the
  // answer that came after it, 'Error' beside a ticket found (UX pass, session 33)
  const failureToastRef = useRef<string | null>(null);
  const closeFailureToast = () => {
    if (failureToastRef.current !== null) toast.dismiss?.(failureToastRef.current);
    failureToastRef.current = null;
  };
  // and when she leaves the page, as the registration's 'Gagal' goes with its page (docs/product.md §4.8): paused under
  // a resting mouse, it stayed over the registration page Back led to (UX pass, session 51)
  useEffect(
    () => () => {
      if (failureToastRef.current !== null) toast.dismiss?.(failureToastRef.current);
      failureToastRef.current = null;
    },
    [toast],
  );
  const checking = useMutation({
    mutationFn: async (body: Parameters<typeof checkGuestQueues>[0]) => {
      const [found, ticket] = await Promise.all([checkGuestQueues(body), loadStatusTicket()]);
      keepStatusTicket(ticket);
      return found;
    },
    onMutate: closeFailureToast,
    // a ticket saved on this device that the check found: 'Tiket saya' below shows its status as checked now (§2.2)
    onSuccess: (found) => void keepCheckedOnDevice(found),
    // docs/product.md §8: a failed check toasts 'Error', in the citizen's words; the result's place says it whole
    // (LoadFailure below, shown above the toast), so on a phone the toast stays compact
    onError: (error) => {
      failureToastRef.current =
        toast.show({ title: "Error", description: errorText(error, "citizen"), variant: "destructive", shownOnPage: true }) ??
        null;
    },
  });
  // the failure 'Coba lagi' is retrying: its box stays while the check runs again, so its button and the focus on it
  // stay when the retry fails again (docs/product.md §2.12; the box was taken away and drawn anew, the focus left on
  // the page's body: UX pass s38)
  const [retrying, setRetrying] = useState<{ error: Error; body: Parameters<typeof checkGuestQueues>[0] } | null>(null);
  const failure =
    checking.isError && checking.variables
      ? { error: checking.error, body: checking.variables }
      : checking.isPending
        ? retrying
        : null;
  const queues: Queue[] | undefined = checking.data;
  const first = queues?.[0];

  // a link to '#cek-status' (the registration page's after a refusal) means: type the KJP here
  useEffect(() => {
    if (window.location.hash === `#${STATUS_CHECK_ANCHOR}`) kjpRef.current?.focus();
  }, []);

  // The answer is scrolled into view and the focus follows it from where it was asked for (docs/product.md §2.4): from
  // 'Cek' or a field of the form, which a ticket card scrolls off a phone's screen (the focus stayed there, out of
  // sight, the next Tab or Enter acting on what she could not see: UX pass, session 40), and from the page's body
  // (the box of a 'Coba lagi' is gone with its button). Where she went meanwhile, another field of the form too, it
  // stays, and the page stays where she is: only what had the focus when she asked (askedFrom) hands it on.
  const askedFrom = useRef<Element | null>(null);
  const ask = (body: Parameters<typeof checkGuestQueues>[0]) => {
    askedFrom.current = document.activeElement;
    checking.mutate(body);
  };
  // The date she left as it was follows her ticket kept on this phone (check-date.ts), which the page reads a moment
  // after it starts (their code loads on demand, ADR 802). A 'Cek' before then waits for them: it asked for today's
  // pickups, and said she had none, while the field turned to her ticket's day (a clean-clone CI under load, session 47).
  const [readingKept, setReadingKept] = useState(false);
  const askWithKeptDate = (body: Parameters<typeof checkGuestQueues>[0]) => {
    const from = document.activeElement;
    setReadingKept(true);
    void readSavedTickets()
      .then(
        (tickets) => defaultCheckDate(serverNow(), tickets),
        () => body.date,
      )
      .then((date) => {
        setReadingKept(false);
        askedFrom.current = from;
        checking.mutate({ ...body, date });
      });
  };
  useEffect(() => {
    const region = resultRef.current;
    // where she went meanwhile the page does not move either: scrolled to a card taller than a phone's screen, the field
    // she was typing in went 691 px above it (320 px, 200 % text; session 44)
    if (!queues || !region || !stillWhereAsked(askedFrom.current)) return;
    // its start on the screen: 'nearest' left a card that came after 'Coba lagi' (the failure box had shown its end,
    // above the toast) with its title and status 162 px above a 320 px screen with 200 % text (UX pass, session 44)
    region.scrollIntoView?.({ block: region.getBoundingClientRect().top < 0 ? "start" : "nearest" });
    region.focus({ preventScroll: true });
  }, [queues]);
  // A failed check's box takes the focus by the same rule: on a phone with large text 'Cek' was scrolled off the
  // screen, the focus on it, while the box and its 'Coba lagi' showed (UX pass, session 44). It is shown already
  // (above the toast, LoadFailure), so the focus does not scroll. A retry that fails again leaves the focus on its
  // button, inside the box.
  useEffect(() => {
    const box = checking.isError ? failureRef.current : null;
    if (!box || box.contains(document.activeElement) || !stillWhereAsked(askedFrom.current)) return;
    box.focus({ preventScroll: true });
  }, [checking.isError, checking.error]);

  // from the current values, not this render's: fields typed before the app took over are handed to React one after
  // another in one batch (src/main.tsx), and a copy of this render's values would put back the field before
  function setField(name: keyof StatusValues, value: string) {
    if (!StatusTicket) loadStatusTicket().then(keepStatusTicket, () => undefined);
    setValues((current) => ({ ...current, [name]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.isPending || readingKept) return;
    setRetrying(null);
    checking.reset();
    closeFailureToast();
    const { body, errors: found } = checkStatusForm(values);
    setShowErrors(true);
    if (!body) {
      // the field with its label on the screen, as the registration form's summary links bring theirs (UX pass,
      // session 45: the KJP input alone was at the screen's top, 'Nomor KJP' above it)
      focusField((found.no_kjp ? kjpRef : dateRef).current);
      return;
    }
    if (typed.date === null && kept.length === 0 && hasSavedTickets()) askWithKeptDate(body);
    else ask(body);
  }

  // once shown, the messages follow what is typed (docs/product.md §2.4)
  const visible: StatusFieldErrors = showErrors ? checkStatusForm(values).errors : {};
  const announcement = queues ? (first ? "Jadwal antrean ditemukan." : NO_SCHEDULE_TEXT) : "";

  return (
    <CitizenLocale>
      <PublicFrame linkComponent={Link}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Cek Status Antrean</h1>
          <p className={styles.lead}>Masukkan nomor KJP dan tanggal pengambilan untuk melihat tiket antrean Anda.</p>
        </div>
        <div className={styles.stack}>
          <OfflineNotice
            isOffline={!online}
            button="Cek"
            // 'Tiket saya' only when this phone holds a ticket, as the section below (docs/product.md §2.2): with none,
            // the link led to no section (UX pass, session 45)
            link={
              kept.length > 0 && (
                <a href={`#${MY_TICKETS_ANCHOR}`} className={styles.inlineLink}>
                  {MY_TICKETS_TITLE}
                </a>
              )
            }
          />
          <Card>
            <form id={STATUS_CHECK_ANCHOR} className={styles.form} onSubmit={submit} noValidate aria-label="Cek status antrean">
              <IdentityNumberField
                card="kjp"
                label="Nomor KJP"
                name="no_kjp"
                inputRef={kjpRef}
                isRequired
                longest={identityLengths.kjp.max}
                value={values.no_kjp}
                onChange={(value) => setField("no_kjp", value)}
                errorMessage={visible.no_kjp}
                description="16 sampai 20 angka, sesuai kartu KJP."
              />
              <DateField
                label="Tanggal Pengambilan"
                name="date"
                inputRef={dateRef}
                isRequired
                value={values.date}
                onChange={(value) => setField("date", value)}
                // from her first touch the field is hers: a server's date arriving later does not replace what she types
                onFocus={() => setValues((current) => (current.date === null ? { ...current, date: values.date } : current))}
                errorMessage={visible.date}
                description={dateInWords(values.date)}
              />
              <Button
                type="submit"
                isFullWidth
                className={styles.submit}
                isPending={checking.isPending || readingKept}
                pendingLabel="Memeriksa"
              >
                Cek
              </Button>
            </form>
          </Card>

          {/* with something in it, a region named for where the focus lands; the live region below says what it found */}
          <div
            ref={resultRef}
            tabIndex={-1}
            role={failure || queues ? "region" : undefined}
            aria-label={failure || queues ? RESULT_LABEL : undefined}
            className={styles.result}
          >
            {failure ? (
              <LoadFailure
                ref={failureRef}
                message={`Status antrean belum dapat diperiksa. ${errorText(failure.error, "citizen")}`}
                onRetry={() => {
                  setRetrying(failure);
                  ask(failure.body);
                }}
                isRetrying={checking.isPending}
                isToasted
              />
            ) : first ? (
              StatusTicket && <StatusTicket ticket={first} count={queues?.length ?? 1} />
            ) : queues ? (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>{NO_SCHEDULE_TEXT}</p>
                {/* what was asked, as sent: on a phone with large text the fields are scrolled away (UX pass, session 43) */}
                {checking.variables ? (
                  <p className={styles.emptyText}>
                    Yang diperiksa: nomor KJP {checking.variables.no_kjp} untuk{" "}
                    {dateInWords(checking.variables.date) ?? checking.variables.date}.
                  </p>
                ) : null}
                <p className={styles.emptyText}>
                  Periksa kembali nomor KJP dan tanggal, atau{" "}
                  <Link href="/queue-registration" className={styles.inlineLink}>
                    daftar antrean baru
                  </Link>
                  .
                </p>
              </div>
            ) : null}
          </div>
          <LiveRegion message={announcement} />

          <MyTicketsLater check={checkGuestQueues} />

          <p className={styles.registerLink}>
            Belum mendaftar?{" "}
            <Link href="/queue-registration" className={styles.inlineLink}>
              Daftar antrean
            </Link>
          </p>
        </div>
      </PublicFrame>
    </CitizenLocale>
  );
}
