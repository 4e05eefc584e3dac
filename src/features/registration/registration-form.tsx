import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { errorText } from "../../api/errors";
import { guestKeys } from "../../api/queries/guest";
import { registrationQueries } from "./registration-queries";
import { longDateId, wibRange } from "../../../contract/wib";
import {
  Button,
  cx,
  ErrorSummary,
  focusField,
  IdentityNumberField,
  LiveRegion,
  LoadFailure,
  NativeAlertDialog,
  NativeLoadingDialog,
  ReadOnlyValue,
  Select,
  useFocusAfterRetry,
  type ErrorMessage,
  type ErrorSummaryItem,
} from "../../ui";
import {
  CHOOSE_SESSION_AGAIN_TEXT,
  NO_LOCATIONS_TEXT,
  NO_SESSIONS_TEXT,
  isFull,
  locationOption,
  sessionLetGoText,
  sessionOption,
} from "./choices";
import { FIELD_LABELS, FIELD_ORDER, fieldId, type Values } from "./form-check";
import type { IdentityCard } from "../../lib/identity-number";
import { FailureLine, keptDataText } from "./failure-line";
import { identityLengths } from "../../../contract/guest-rules";
import { failureKind } from "../../../contract/failure-kind";
import { useFocusRecovery } from "./focus-recovery";
import { useLoadRetry } from "./load-retry";
import { useEmittedMoment } from "./use-emitted-moment";
import { useListCatchingUp } from "./list-catch-up";
import { shownPickupDate } from "./pickup-date";
import * as styles from "./registration-page.css";
import { LONGEST_DATE, buttonNoteRoom, buttonNoteText, useWindowBoundaries, type ServerWindow } from "./registration-window";
import { drawnText } from "../../ui/drawn-text.css";
import { useTicketDialog } from "./use-ticket-dialog";
import type { RegistrationAttemptActor, RegistrationFieldErrors } from "../../../machines/registration-attempt";
import { FAILURE_TITLE, SLOW_ANSWER_TEXT, attemptView } from "./use-registration-attempt";
import { ktpRefusal } from "./existing-ticket";

export { CHOOSE_LOCATION_TEXT, CHOOSE_SESSION_TEXT, NO_LOCATIONS_TEXT, NO_SESSIONS_TEXT } from "./choices";

export const ERROR_SUMMARY_TITLE = "Ada isian yang perlu diperbaiki";
/** Said where 'Daftar' would be while the pickup date has nowhere to go (docs/product.md §2.3), before why. */
export const NOT_OFFERED_TEXT = "Formulir ini belum dapat dikirim.";
const NOWHERE_ID = "formulir-belum-dapat-dikirim";

/**
 * The fields render again only when what they show changes (issue 38): a key typed, a list arrived or the page's
 * clock moving re-renders one field, not the form's five. Their props are values and stable callbacks.
 *
 * A select of the form builds its list's collection only once the citizen reaches for it (ui/select.tsx
 * `listWhenReached`): react-aria builds every option in a hidden tree on each render of a select's list and then
 * renders the select again synchronously, and the location list's arrival was the page's longest task at start on a
 * slow phone (docs/performance-log.md, issue 38); with nothing chosen it has no list at all until then, so its
 * hydration renders once. A list that arrives after the reach renders with its answer: a render of
 * its own (useDeferredValue, session 22) left a moment in which the select was enabled and its list not yet in it,
 * and a tap then opened nothing (react-aria opens no empty select; the journey "429 on the locations load … 'Coba
 * lagi' loads them" met it on a loaded machine).
 */
const FormSelect = memo(function FormSelect(props: ComponentProps<typeof Select>) {
  return <Select {...props} listWhenReached />;
});
/** Whose number each field holds: a label naming it is left out of a paste. */
const CARD_OF: Record<keyof Values, IdentityCard> = { no_kjp: "kjp", no_ktp: "ktp", no_kk: "kk" };
const NumberField = memo(function NumberField({
  name,
  onEdit,
  ...rest
}: {
  name: keyof Values;
  label: string;
  longest?: number;
  description: string;
  value: string;
  errorMessage: ErrorMessage | undefined;
  isDisabled: boolean;
  "aria-describedby": string | undefined;
  onEdit: (name: keyof Values, value: string) => void;
}) {
  return (
    <IdentityNumberField
      id={fieldId(name)}
      name={name}
      card={CARD_OF[name]}
      isRequired
      onChange={(value) => onEdit(name, value)}
      {...rest}
    />
  );
});
/**
 * A list asked for while the phone is offline: react-query holds the request until the connection is back and then
 * sends it (docs/product.md §4.9), so the field says why it is empty and that it fills itself (the offline notice
 * above the form may be scrolled away by then).
 */
const OFFLINE_LIST_TEXT = "Ponsel tidak tersambung ke internet. Daftar akan muncul sendiri setelah tersambung.";
const waitingForConnection = (query: { fetchStatus: string; data: unknown }) =>
  query.fetchStatus === "paused" && query.data === undefined;

/**
 * A list's failure under its select: the server's refusal with 'Coba lagi', or no connection (it comes by itself).
 * 'Coba lagi' keeps the failure, and the focus on it, while the list loads again and when it fails again; a retry that
 * loads the list takes its failure and 'Coba lagi' away: the focus goes to the select (`field`), whose list is now
 * there, not to the page (UX passes s41, s50; useLoadRetry).
 */
function ListLoadFailure({
  list,
  query,
  field,
}: {
  list: "Daftar lokasi" | "Daftar sesi";
  query: UseQueryResult<unknown>;
  field: RefObject<HTMLButtonElement | null>;
}) {
  const { error, isRetrying, retry, loaded } = useLoadRetry(query);
  useFocusAfterRetry(loaded, field);
  if (error) {
    return (
      <LoadFailure
        message={`${list} belum dapat dimuat. ${errorText(error, "citizen")}`}
        onRetry={retry}
        isRetrying={isRetrying}
      />
    );
  }
  return waitingForConnection(query) ? <LoadFailure message={`${list} belum dapat dimuat. ${OFFLINE_LIST_TEXT}`} /> : null;
}

const NO_LOCATIONS: never[] = [];
const NO_SESSIONS: never[] = [];

const NO_ERRORS: RegistrationFieldErrors = {};
/** 'Daftar': its props are values, so a key typed or an answer does not render react-aria's button again (issue 38). */
const SubmitButton = memo(Button);

/**
 * The window by the server's clock, for the parts of the form that show what it moves (the pickup date, the location
 * list's marks, the opening's announcement): the form's fields and 'Daftar' do not render again when the scheduled
 * date's answer arrives or the window's phase changes, only these readers (issue 38, docs/performance-log.md). The page
 * reads the scheduled date's query and hands its answer down: each reader of the query is an observer that subscribes
 * in the hydration's effects task, 2–4 ms each at 4× CPU.
 */
type FormWindowValue = {
  serverWindow: ServerWindow;
  /** the pickup date the form shows (pickup-date.ts) */
  pickupDate: string | undefined;
  /** the scheduled date's first answer is awaited */
  pickupDateLoading: boolean;
};
const FormWindow = createContext<FormWindowValue | null>(null);

function useFormWindow(): FormWindowValue {
  const value = useContext(FormWindow);
  if (!value) throw new Error("useFormWindow: outside RegistrationForm");
  return value;
}

/**
 * The registration form (docs/product.md §2): read-only pickup date in WIB, KJP/KTP/KK, location then session,
 * 'Daftar'. Closed before 06:00 and from 21:00 by the server's clock. Attempts run through the registration-attempt
 * machine (use-registration-attempt.ts): spinner while pending, 7 s lockout after every attempt, ticket dialog on
 * success (then the form resets), 'Gagal' on failure (every value kept). The machine owns every value of the form
 * (the page starts it); this screen reads it and sends what the citizen does, and keeps only refs to focus targets.
 * The window reaches the parts that show what it moves through `FormWindow`; the form itself gets only whether it is
 * closed (issue 38).
 */
export const RegistrationForm = memo(function RegistrationForm({
  serverWindow,
  scheduledDate,
  scheduledLoading,
  ...rest
}: {
  attempt: RegistrationAttemptActor;
  serverWindow: ServerWindow;
  /** the scheduled date's answer, as the page reads it (its query's `data.scheduled_date` and `isLoading`) */
  scheduledDate: string | undefined;
  scheduledLoading: boolean;
  /**
   * What the pickup date holds and when to register next, said where 'Daftar' would be while the machine says it has
   * nowhere to go (its `nowhereToGo`: the fields are disabled, described by it, and 'Daftar' is not offered)
   */
  nowhereText?: string;
  /** The way on after a refusal that means a ticket exists already (KTP_DAILY_LIMIT): 'Tiket saya' or 'Cek status' */
  refusalLink?: ReactNode;
}) {
  const closed = serverWindow.phase === "before" || serverWindow.phase === "after";
  const pickupDate = shownPickupDate(serverWindow, scheduledDate);
  const formWindow = useMemo(
    () => ({ serverWindow, pickupDate, pickupDateLoading: scheduledLoading }),
    [serverWindow, pickupDate, scheduledLoading],
  );
  return (
    <FormWindow value={formWindow}>
      <FormBody closed={closed} {...rest} />
    </FormWindow>
  );
});

const FormBody = memo(function FormBody({
  attempt: actor,
  closed,
  nowhereText = "",
  refusalLink = null,
}: {
  attempt: RegistrationAttemptActor;
  closed: boolean;
  nowhereText?: string;
  refusalLink?: ReactNode;
}) {
  const ticketDialog = useTicketDialog();
  const { TicketDialog } = ticketDialog;

  const locationRef = useRef<HTMLButtonElement>(null);
  const sessionRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const attempt = useSelector(actor, (snapshot) => snapshot);
  const { send } = actor;
  const { pending, slowText, failed, ready, lockText, failureText, lockAnnouncement } = attemptView(attempt);
  // the form lives in the machine (machines/registration-attempt.ts); this screen reads it and sends
  const { values, locationId, sessionId, sessionLetGo, fieldErrors, showErrors, dismissedAlert, nowhereToGo } = attempt.context;
  // the form cannot be sent: its fields are not offered, and say why (the text where 'Daftar' would be)
  const notOffered = nowhereToGo ? NOWHERE_ID : undefined;
  const sessions = useQuery(registrationQueries.sessions(locationId));

  // Focus that would be lost ('Daftar' locked, a dialog closing onto nothing) goes somewhere useful instead, on the
  // moments the machine emits (issue 37).
  useFocusRecovery(failed ? attempt.context.idempotencyKey : null, failureRef);
  useFocusRecovery(useEmittedMoment(actor, "ticketClosed"), headingRef);
  // each 'Daftar' the form's check refuses: focus to the summary of what to fix
  const formRefused = useEmittedMoment(actor, "formRefused");
  useEffect(() => {
    if (formRefused) summaryRef.current?.focus();
  }, [formRefused]);

  const sessionList = sessions.data ?? NO_SESSIONS;
  const sessionOptions = useMemo(() => sessionList.map(sessionOption), [sessionList]);
  // A chosen session the lists now show full (its last seat went, or 'Daftar' was refused as full and they were read
  // again) is let go by the machine, which keeps its name for the field's words, so the next 'Daftar' does not send
  // it again (docs/product.md §2.3). Told again once the form is back at rest (the machine takes it only then).
  const idle = attempt.matches("idle");
  const chosenFull = sessionList.find((session) => session.id === sessionId && isFull(session));
  useEffect(() => {
    if (chosenFull && idle)
      send({ type: "SESSION_FULL", id: chosenFull.id, label: wibRange(chosenFull.start_time, chosenFull.end_time) });
  }, [chosenFull, idle, send]);
  const chosenUnlisted =
    sessions.isSuccess && sessionId !== null && !sessionList.some((session) => session.id === sessionId) ? sessionId : null;

  // while the form is not offered its fields are disabled: no error asks for a change there (the notice says what to do);
  // a check's errors shown before 21:00 on a Friday asked for a session none can choose (review, session 44)
  const visibleErrors = showErrors && !nowhereToGo ? fieldErrors : NO_ERRORS;
  const summaryItems: ErrorSummaryItem[] = useMemo(
    () =>
      FIELD_ORDER.flatMap((name) => {
        const message = visibleErrors[name];
        const focus = () => {
          const target = document.getElementById(fieldId(name));
          // its label on the screen too (src/ui/focus.ts)
          focusField(target?.matches("input, button") ? target : target?.querySelector<HTMLElement>("input, button"));
        };
        return message ? [{ fieldId: fieldId(name), label: FIELD_LABELS[name], message, focus }] : [];
      }),
    [visibleErrors],
  );

  const { load: loadTicketDialog } = ticketDialog;
  const setField = useCallback(
    (name: keyof Values, value: string) => {
      loadTicketDialog();
      send({ type: "EDIT", field: name, value });
    },
    [loadTicketDialog, send],
  );
  const chooseLocation = useCallback(
    (key: string | number | null) => send({ type: "CHOOSE_LOCATION", id: key === null ? null : Number(key) }),
    [send],
  );
  // named in the field's words, so a refusal as full can say which session was let go (the machine lets it go then)
  const chooseSession = useCallback(
    (key: string | number | null) => {
      const chosen = key === null ? undefined : sessionList.find((session) => session.id === Number(key));
      const label = chosen && wibRange(chosen.start_time, chosen.end_time);
      send({ type: "CHOOSE_SESSION", id: key === null ? null : Number(key), label });
    },
    [send, sessionList],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || closed) return;
    loadTicketDialog();
    send({ type: "SUBMIT" });
  }

  const result = attempt.context.ticket
    ? attempt.context.registeredBefore
      ? "Anda sudah terdaftar. Pendaftaran baru tidak dibuat. Tiket Anda yang sudah ada ditampilkan."
      : "Pendaftaran Berhasil. Tiket antrean ditampilkan."
    : failureText
      ? `${FAILURE_TITLE}. ${failureText}`
      : "";
  const numberField = (name: keyof Values, label: string, description: string, longest?: number) => (
    <NumberField
      name={name}
      label={label}
      longest={longest}
      value={values[name]}
      onEdit={setField}
      errorMessage={visibleErrors[name]}
      description={description}
      isDisabled={nowhereToGo}
      aria-describedby={notOffered}
    />
  );

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="judul-formulir">
        <h2 id="judul-formulir" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
          Formulir Pendaftaran
        </h2>
        <ErrorSummary title={ERROR_SUMMARY_TITLE} items={summaryItems} summaryRef={summaryRef} />

        <PickupDateField />
        {numberField("no_kjp", "Nomor KJP", "16 sampai 20 angka, sesuai kartu KJP.", identityLengths.kjp.max)}
        {numberField("no_ktp", "Nomor KTP (orang yang akan datang)", "16 angka. Hanya pemilik KTP ini yang dapat mengambil.")}
        {numberField("no_kk", "Nomor KK", "16 angka, sesuai Kartu Keluarga.")}
        <LocationField
          triggerRef={locationRef}
          value={locationId}
          onChange={chooseLocation}
          errorMessage={visibleErrors.location_id}
          nowhereToGo={nowhereToGo}
          describedBy={notOffered}
        />
        <FormSelect
          id={fieldId("session_id")}
          triggerRef={sessionRef}
          label="Sesi"
          placeholder="Pilih sesi..."
          isRequired
          isDisabled={nowhereToGo || locationId === null || sessions.isLoading || waitingForConnection(sessions)}
          aria-describedby={notOffered}
          options={sessionOptions}
          value={sessionId}
          onChange={chooseSession}
          // before any 'Daftar' the check's errors are not shown: the session let go still says why, while the form is
          // offered (with nowhere to go, the notice below the fields says what to do instead)
          errorMessage={
            visibleErrors.session_id ?? (sessionLetGo === null || nowhereToGo ? undefined : sessionLetGoText(sessionLetGo))
          }
          description={locationId === null ? "Daftar sesi muncul setelah lokasi dipilih." : "Jam pengambilan dalam WIB."}
          emptyText="Tidak ada sesi"
        />
        {/* keyed: a 'Coba lagi' is the chosen location's list's */}
        <ListLoadFailure key={locationId} list="Daftar sesi" query={sessions} field={sessionRef} />
        <UnlistedSessionLetGo sessionId={chosenUnlisted} idle={idle} send={send} />

        {failureText && !pending ? (
          <FailureLine ref={failureRef}>
            <strong>{failureLead(attempt.context.error)}</strong> {failureText}{" "}
            {ktpRefusal(attempt.context.error) === "ticket" && refusalLink ? refusalLink : keptDataText(attempt.context.error)}
          </FailureLine>
        ) : null}

        {nowhereToGo ? (
          <p id={NOWHERE_ID} className={styles.notOffered}>
            {NOT_OFFERED_TEXT} {nowhereText}
          </p>
        ) : (
          <>
            <p className={styles.agree}>
              Dengan menekan Daftar, Anda menyetujui{" "}
              <a href="#syarat" className={styles.inlineLink}>
                syarat dan ketentuan
              </a>{" "}
              di bawah.
            </p>
            <SubmitButton
              type="submit"
              isFullWidth
              className={styles.submit}
              isPending={pending}
              isDisabled={(!ready && !pending) || closed}
              pendingLabel="Memproses pendaftaran"
            >
              {lockText ?? "Daftar"}
            </SubmitButton>
            <ButtonNote sessionLetGo={sessionLetGo !== null} slowText={slowText} />
          </>
        )}

        <LiveRegion message={result} />
        <WindowAnnouncement otherwise={slowText || lockAnnouncement} />
      </form>
      <FormDialogs
        actor={actor}
        sessionsLoading={sessions.isLoading}
        // not while no market serves the pickup date: the notice above the form says so, and a market chosen before
        // 21:00 on a Friday (the lists read again are Sunday's) would cover the page with 'Perhatian' saying it again
        noSessionsKey={
          !nowhereToGo && locationId !== null && sessions.isSuccess && sessionList.length === 0
            ? `no-sessions:${locationId}:${sessions.dataUpdatedAt}`
            : null
        }
        dismissedAlert={dismissedAlert}
        locationRef={locationRef}
      />
      {TicketDialog ? (
        <TicketDialog
          ticket={attempt.context.ticket}
          registeredBefore={attempt.context.registeredBefore}
          onClose={() => send({ type: "CLOSE_TICKET" })}
        />
      ) : null}
    </>
  );
});

/**
 * The failure line's first words. After an unexpected server error the registration may be saved (its text says so
 * and to press 'Daftar' again): 'Pendaftaran gagal.' before it said the opposite (UX pass, session 40). No answer at
 * all stays 'gagal': its text says the connection dropped and to try again, which the kept key makes safe.
 */
function failureLead(error: unknown): string {
  return failureKind(error) === "serverError" ? "Hasil pendaftaran belum diketahui." : "Pendaftaran gagal.";
}

/**
 * A chosen session the lists read again do not offer (`sessionId`) is let go too: from 21:00 they are the next pickup
 * date's, the day after tomorrow's (server/rules/registration-window.ts), whose sessions are another weekday's; kept,
 * the field showed 'Pilih sesi...' while 'Daftar' at 06:00 would send the other day's session (docs/product.md §2.3).
 * The machine is told the pickup date the form shows, for 'Sesi' to name it. A component of its own: the window
 * reaches it, not the form (issue 38).
 */
function UnlistedSessionLetGo({
  sessionId,
  idle,
  send,
}: {
  sessionId: number | null;
  idle: boolean;
  send: RegistrationAttemptActor["send"];
}) {
  const { pickupDate, serverWindow } = useFormWindow();
  // the date unknown (its last call failed; a date kept from before may be the closed window's): the session goes all
  // the same, unnamed ('Daftar' would send one the lists do not offer: a refusal and the 7-second lock; review, s. 44)
  const dateFailed = useQuery(registrationQueries.scheduledDate()).isError;
  // From 21:00 the date waits for the window read again (a moment later) to name the next opening: until then the form
  // showed the closed window's date, which 'Sesi' named (the lists were read again first). 'Daftar' is not offered
  // before 06:00, when the window is open again and the date settled whatever was heard.
  const dateSettled =
    dateFailed ||
    (pickupDate !== undefined && (serverWindow.phase !== "after" || serverWindow.opensAt > serverWindow.serverNow()));
  useEffect(() => {
    if (sessionId !== null && idle && dateSettled)
      send({ type: "SESSION_UNLISTED", id: sessionId, pickupDate: dateFailed ? undefined : pickupDate });
  }, [sessionId, idle, send, pickupDate, dateSettled, dateFailed]);
  return null;
}

/**
 * Under 'Daftar': when it works while closed, until when while open (the window's, so the form itself re-renders for
 * none of it), and, when the chosen session was let go, to choose again before pressing it; while an answer is slow
 * (`slowText`), that it is still on its way instead. One place from the first paint on, as tall as its longest wording
 * (`buttonNoteRoom` and the slow one, drawn unseen under the shown one): at 06:00 the line went away, and the slow line
 * came as a line of its own, and what follows 'Daftar' moved under a citizen's thumb (UX review, session 46). The slow
 * line is heard from the form's live region (`WindowAnnouncement`), not from here.
 */
function ButtonNote({ sessionLetGo, slowText }: { sessionLetGo: boolean; slowText: string | null }) {
  const { serverWindow } = useFormWindow();
  const text = buttonNoteText(serverWindow);
  const again = sessionLetGo ? ` ${CHOOSE_SESSION_AGAIN_TEXT}` : "";
  const room = [...buttonNoteRoom(serverWindow).map((wording) => `${wording}${again}`), SLOW_ANSWER_TEXT];
  return (
    <div className={styles.lines}>
      <p className={cx(styles.buttonNote, styles.stacked)}>{slowText ?? (text === null ? null : `${text}${again}`)}</p>
      {room.map((wording) => (
        <p key={wording} className={cx(styles.buttonNote, styles.stacked, styles.unseen, drawnText)} data-text={wording} />
      ))}
    </div>
  );
}

/** The pickup date, read-only (text, not a read-only input: the date wraps at 320 px with 200 % text, issue 35). */
function PickupDateField() {
  const { pickupDate } = useFormWindow();
  // its failure and 'Coba lagi' are this field's; a retry that loads it gives the focus to the date (as ListLoadFailure)
  const { error, isRetrying, retry, loaded } = useLoadRetry(useQuery(registrationQueries.scheduledDate()));
  const valueRef = useRef<HTMLOutputElement>(null);
  useFocusAfterRetry(loaded, valueRef);
  return (
    <>
      <ReadOnlyValue
        label="Tanggal Pengambilan"
        value={pickupDate ? `${longDateId(pickupDate)} (WIB)` : error ? "Belum dapat dimuat" : ""}
        roomFor={`${LONGEST_DATE} (WIB)`}
        description="Pengambilan dilakukan sehari setelah pendaftaran."
        valueRef={valueRef}
      />
      {error ? (
        <LoadFailure
          message={`Tanggal pengambilan belum dapat dimuat. ${errorText(error, "citizen")}`}
          onRetry={retry}
          isRetrying={isRetrying}
        />
      ) : null}
    </>
  );
}

/** 'Lokasi' and its list: the marks of sessions and seats are the pickup date's the answer names. */
function LocationField({
  triggerRef,
  value,
  onChange,
  errorMessage,
  nowhereToGo,
  describedBy,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  value: number | null;
  onChange: (key: string | number | null) => void;
  errorMessage: ErrorMessage | undefined;
  nowhereToGo: boolean;
  describedBy: string | undefined;
}) {
  const { pickupDate } = useFormWindow();
  const locations = useQuery(registrationQueries.locationsForPickup());
  const locationList = locations.data?.queue_locations ?? NO_LOCATIONS;
  // the marks apply only when the form shows the date the answer names; an answer read before 21:00 moved the form on
  // is read again at once (list-catch-up.ts)
  const marksApply = locations.data?.pickup_date === undefined || locations.data.pickup_date === pickupDate;
  useListCatchingUp(locations.data?.pickup_date, locations.dataUpdatedAt, pickupDate, locations.refetch);
  const options = useMemo(() => locationList.map((location) => locationOption(location, marksApply)), [locationList, marksApply]);
  return (
    <>
      <FormSelect
        id={fieldId("location_id")}
        label="Lokasi"
        placeholder="Pilih lokasi..."
        triggerRef={triggerRef}
        isRequired
        options={options}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        // waits for its list (ADR 810: the form is usable while 'Loading' shows; a select without its list is not)
        isDisabled={nowhereToGo || locations.isLoading || waitingForConnection(locations)}
        aria-describedby={describedBy}
        emptyText={NO_LOCATIONS_TEXT}
      />
      <ListLoadFailure list="Daftar lokasi" query={locations} field={triggerRef} />
    </>
  );
}

/**
 * The polite live region of the window's opening (the page asks again at each boundary), else of `otherwise` (the
 * slow answer, the lockout).
 */
function WindowAnnouncement({ otherwise }: { otherwise: string }) {
  const queryClient = useQueryClient();
  const refreshAll = useCallback(() => void queryClient.invalidateQueries({ queryKey: guestKeys.all }), [queryClient]);
  const windowAnnouncement = useWindowBoundaries(useFormWindow().serverWindow.phase, refreshAll);
  return <LiveRegion message={windowAnnouncement || otherwise} />;
}

/** What the 'Loading' panel says is loading; it keeps the room of the longest (NativeLoadingDialog `roomFor`). */
const LOADING_DETAILS = {
  pickupDate: "Memuat tanggal pengambilan…",
  locations: "Memuat daftar lokasi…",
  sessions: "Memuat daftar sesi…",
} as const;

/**
 * 'Loading' while the pickup date or a list loads, then focus back to 'Lokasi' if it was lost to the dialog; 'Perhatian'
 * (docs/product.md §2, §8) when there are no locations, or no sessions for the chosen one. A list that failed to load
 * says so beside its field, with 'Coba lagi'.
 */
function FormDialogs({
  actor,
  sessionsLoading,
  noSessionsKey,
  dismissedAlert,
  locationRef,
}: {
  actor: RegistrationAttemptActor;
  /** the chosen location's sessions are loading (the form reads them: one query observer fewer to subscribe at start) */
  sessionsLoading: boolean;
  /** the chosen location's sessions arrived empty: the alert's key for that answer */
  noSessionsKey: string | null;
  dismissedAlert: string | null;
  locationRef: RefObject<HTMLButtonElement | null>;
}) {
  const { pickupDateLoading } = useFormWindow();
  const locations = useQuery(registrationQueries.locationsForPickup());
  const loading = pickupDateLoading || locations.isLoading || sessionsLoading;
  const locationChosen = useEmittedMoment(actor, "locationChosen");
  useFocusRecovery(loading ? null : locationChosen, locationRef);

  const alert =
    locations.isSuccess && locations.data.queue_locations.length === 0
      ? { key: "no-locations", text: NO_LOCATIONS_TEXT }
      : noSessionsKey !== null
        ? { key: noSessionsKey, text: NO_SESSIONS_TEXT }
        : null;
  const loadingDetail = pickupDateLoading
    ? LOADING_DETAILS.pickupDate
    : locations.isLoading
      ? LOADING_DETAILS.locations
      : LOADING_DETAILS.sessions;
  return (
    <>
      <NativeLoadingDialog isOpen={loading} text="Loading" detail={loadingDetail} roomFor={Object.values(LOADING_DETAILS)} />
      <NativeAlertDialog
        isOpen={!loading && alert !== null && alert.key !== dismissedAlert}
        onClose={() => alert && actor.send({ type: "DISMISS_ALERT", key: alert.key })}
        title="Perhatian"
        closeLabel="Tutup"
      >
        <p style={{ margin: 0 }}>{alert?.text}</p>
      </NativeAlertDialog>
    </>
  );
}
