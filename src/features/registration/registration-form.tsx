import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useMachineInspection } from "../../lib/machine-inspection";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { fromPromise } from "xstate";
import type { GuestLocation, GuestSession, Queue } from "../../api/contract";
// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { checkGuestRegistration } from "../../api/contract/guest-rules";
import { ApiError, errorText } from "../../api/errors";
import { createGuestQueue, guestKeys, guestQueries } from "../../api/queries/guest";
import { isRegistrationOpen, longDateId, wibRange } from "../../lib/wib";
import { useToast, type ToastInput } from "../../lib/toast-context";
import { canSubmit, lockoutLabel, registrationAttemptMachine, type RegisterInput } from "../../../machines/registration-attempt";
import { Button, LiveRegion, NativeAlertDialog, NativeLoadingDialog, Select, TextField, type SelectOption } from "../../ui";
import * as styles from "./registration-page.css";
import type { TicketDialog as TicketDialogType } from "./ticket-dialog";

type TicketDialogComponent = typeof TicketDialogType;

/**
 * The ticket dialog is needed only after a success, so it is not part of the page's first load: it loads as soon as
 * the citizen starts filling in the form. (Loaded into state rather than with `React.lazy`, so showing it never
 * waits on Suspense timers.)
 */
function useTicketDialog() {
  const [component, setComponent] = useState<{ TicketDialog: TicketDialogComponent } | null>(null);
  const started = useRef(false);
  const load = () => {
    if (started.current) return;
    started.current = true;
    import("./ticket-dialog").then(
      (module) => setComponent({ TicketDialog: module.TicketDialog }),
      () => {
        started.current = false;
      },
    );
  };
  return { TicketDialog: component?.TicketDialog ?? null, load };
}

/** SPEC §8, verbatim. */
export const NO_LOCATIONS_TEXT = "Tidak ada lokasi yang tersedia untuk saat ini.";
export const NO_SESSIONS_TEXT =
  "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.";

/**
 * The contract has no message for a missing choice (its default is English and technical), so the form says what a
 * citizen needs to do.
 */
export const CHOOSE_LOCATION_TEXT = "Pilih lokasi terlebih dahulu";
export const CHOOSE_SESSION_TEXT = "Pilih sesi terlebih dahulu";

type Values = { no_kjp: string; no_ktp: string; no_kk: string };
type FieldName = keyof Values | "location_id" | "session_id";
const EMPTY: Values = { no_kjp: "", no_ktp: "", no_kk: "" };
const FIELD_ORDER: FieldName[] = ["no_kjp", "no_ktp", "no_kk", "location_id", "session_id"];

function locationOption(location: GuestLocation): SelectOption {
  const dayOff = location.queue_days_off.length > 0;
  return {
    id: location.id,
    label: location.name,
    description: dayOff ? (location.queue_days_off[0]?.details ?? undefined) : (location.description ?? undefined),
    badge: dayOff ? "Libur" : undefined,
    badgeTone: "warning",
    isDisabled: dayOff,
  };
}

function sessionOption(session: GuestSession): SelectOption {
  const full = session.remaining_quota <= 0;
  return {
    id: session.id,
    label: wibRange(session.start_time, session.end_time),
    description: `Sisa kuota: ${Math.max(0, session.remaining_quota)}`,
    badge: full ? "Penuh" : undefined,
    badgeTone: "danger",
    isDisabled: full,
  };
}

type AttemptEffects = {
  toast: (toast: ToastInput) => void;
  succeeded: (ticket: Queue) => void;
  failed: (error: unknown) => void;
};

/** A stable handle the machine's effects call; the form connects its current callbacks after each render. */
function createBridge() {
  let effects: AttemptEffects = { toast: () => {}, succeeded: () => {}, failed: () => {} };
  return {
    connect: (next: AttemptEffects) => {
      effects = next;
    },
    get: () => effects,
  };
}

/** The registration-attempt machine with its effects: the guest create call and the failure toast. */
function attemptMachineFor(bridge: ReturnType<typeof createBridge>) {
  return registrationAttemptMachine.provide({
    actors: {
      register: fromPromise<Queue, RegisterInput>(async ({ input }) => {
        try {
          const ticket = await createGuestQueue(input.body, input.idempotencyKey);
          bridge.get().succeeded(ticket);
          return ticket;
        } catch (error) {
          bridge.get().failed(error);
          throw error;
        }
      }),
    },
    actions: {
      notify: (_, toast) => bridge.get().toast(toast),
    },
  });
}

/** Focus lost to the page (the focused control got disabled, a dialog had nothing to return to)? Move it here. */
function keepFocus(target: { current: HTMLElement | null }) {
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
  };
  // checked again after a dialog's exit animation, when it gives focus back
  const timers = [0, 250].map((ms) => setTimeout(() => lost() && target.current?.focus(), ms));
  return () => timers.forEach(clearTimeout);
}

/** The form's own checks: the contract's messages (SPEC §5) plus the two choices. */
function check(values: Values, locationId: number | null, sessionId: number | null) {
  const result = checkGuestRegistration({ ...values, session_id: sessionId ?? 0 });
  const errors: Partial<Record<FieldName, string>> = result.ok ? {} : { ...result.fieldErrors };
  if (locationId === null) errors.location_id = CHOOSE_LOCATION_TEXT;
  if (errors.session_id !== undefined || sessionId === null) errors.session_id = CHOOSE_SESSION_TEXT;
  if (locationId === null) delete errors.session_id;
  return { body: result.ok ? result.value : null, errors };
}

/**
 * The registration form (SPEC §2): read-only pickup date in WIB, KJP/KTP/KK, location then session, 'Daftar'.
 * Attempts run through the registration-attempt machine: spinner while pending, 7 s lockout after every attempt,
 * ticket dialog on success (then the form resets), toast 'Gagal' on failure (every value kept).
 */
export function RegistrationForm() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const ticketDialog = useTicketDialog();
  const { TicketDialog } = ticketDialog;
  const [values, setValues] = useState<Values>(EMPTY);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dismissedAlert, setDismissedAlert] = useState<string | null>(null);

  const scheduledDate = useQuery(guestQueries.scheduledDate());
  const locations = useQuery(guestQueries.locations());
  const sessions = useQuery(guestQueries.sessions(locationId));

  const kjpRef = useRef<HTMLInputElement>(null);
  const ktpRef = useRef<HTMLInputElement>(null);
  const kkRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLButtonElement>(null);
  const sessionRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // What the attempt's effects call back into; kept current after every render.
  const [bridge] = useState(createBridge);
  useLayoutEffect(() => {
    bridge.connect({
      toast: (input) => toast.show(input),
      succeeded: () => {
        setValues(EMPTY);
        setLocationId(null);
        setSessionId(null);
        setErrors({});
        setShowErrors(false);
        setFailure(null);
        void queryClient.invalidateQueries({ queryKey: guestKeys.all });
      },
      failed: (error) => {
        setFailure(errorText(error));
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors);
          setShowErrors(true);
        }
        void queryClient.invalidateQueries({ queryKey: guestKeys.all });
      },
    });
  });
  const [machine] = useState(() => attemptMachineFor(bridge));
  const [attempt, send] = useMachine(machine, { input: {}, ...useMachineInspection() });
  const pending = attempt.matches("submitting");
  const lockText = lockoutLabel(attempt);
  const ready = canSubmit(attempt);

  // 'Daftar' is disabled during the lockout, so focus on it (or returned to it by a closing dialog) would be lost:
  // after a failure it goes to the message, after the ticket to the top of the reset form.
  const failed = attempt.matches("failure");
  useEffect(() => {
    if (failed) return keepFocus(failureRef);
  }, [failed]);
  const hasTicket = attempt.context.ticket !== null;
  const hadTicket = useRef(false);
  useEffect(() => {
    if (hasTicket) hadTicket.current = true;
    else if (hadTicket.current) {
      hadTicket.current = false;
      return keepFocus(headingRef);
    }
  }, [hasTicket]);

  // Live announcements: the result once, then the countdown and the moment 'Daftar' is back.
  const wasLocked = useRef(false);
  const [readyAgain, setReadyAgain] = useState("");
  useEffect(() => {
    if (lockText) wasLocked.current = true;
    else if (wasLocked.current) {
      wasLocked.current = false;
      setReadyAgain("Tombol Daftar dapat digunakan lagi.");
    }
  }, [lockText]);

  const locationList = locations.data ?? [];
  const sessionList = sessions.data ?? [];

  // Alerts 'Perhatian' (SPEC §2, §8): no locations, no sessions for the chosen one, or data that failed to load.
  const loadError = scheduledDate.error ?? locations.error ?? sessions.error;
  const alert = loadError
    ? { key: `error:${errorText(loadError)}`, text: errorText(loadError) }
    : locations.isSuccess && locationList.length === 0
      ? { key: "no-locations", text: NO_LOCATIONS_TEXT }
      : locationId !== null && sessions.isSuccess && sessionList.length === 0
        ? { key: `no-sessions:${locationId}:${sessions.dataUpdatedAt}`, text: NO_SESSIONS_TEXT }
        : null;
  const loading = scheduledDate.isLoading || locations.isLoading || sessions.isLoading;

  // Choosing a location loads its sessions behind 'Loading', which opens while the list still has focus; when it
  // closes, focus goes back to the location field rather than to the page.
  const choseLocation = useRef(false);
  useEffect(() => {
    if (!loading && choseLocation.current) {
      choseLocation.current = false;
      return keepFocus(locationRef);
    }
  }, [loading]);

  const visibleErrors = showErrors ? errors : {};

  function update(next: Values, nextLocation = locationId, nextSession = sessionId) {
    if (showErrors) setErrors(check(next, nextLocation, nextSession).errors);
  }

  function setField(name: keyof Values, value: string) {
    ticketDialog.load();
    const next = { ...values, [name]: value };
    setValues(next);
    update(next);
  }

  function chooseLocation(id: number | null) {
    choseLocation.current = true;
    setLocationId(id);
    setSessionId(null);
    update(values, id, null);
  }

  function chooseSession(id: number | null) {
    setSessionId(id);
    update(values, locationId, id);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const { body, errors: found } = check(values, locationId, sessionId);
    setErrors(found);
    setShowErrors(true);
    if (!body || Object.keys(found).length > 0) {
      const first = FIELD_ORDER.find((name) => found[name]);
      const refs = { no_kjp: kjpRef, no_ktp: ktpRef, no_kk: kkRef, location_id: locationRef, session_id: sessionRef };
      if (first) refs[first].current?.focus();
      return;
    }
    setFailure(null);
    setReadyAgain("");
    ticketDialog.load();
    send({ type: "SUBMIT", body });
  }

  const [closed] = useState(() => !isRegistrationOpen(Date.now()));
  const result = attempt.context.ticket ? "Pendaftaran Berhasil. Tiket antrean ditampilkan." : failure ? `Gagal: ${failure}` : "";

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="judul-formulir">
        <h2 id="judul-formulir" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
          Formulir Pendaftaran
        </h2>
        {closed ? <p className={styles.notice}>Pendaftaran hanya dibuka pukul 06:00 – 21:00 WIB.</p> : null}

        <TextField
          label="Tanggal Pengambilan"
          isReadOnly
          value={scheduledDate.data ? `${longDateId(scheduledDate.data)} (WIB)` : ""}
          description="Pengambilan dilakukan besok, sehari setelah pendaftaran."
        />
        <TextField
          label="Nomor KJP"
          name="no_kjp"
          inputRef={kjpRef}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          value={values.no_kjp}
          onChange={(value) => setField("no_kjp", value)}
          errorMessage={visibleErrors.no_kjp}
          description="Minimal 16 angka, sesuai kartu KJP."
        />
        <TextField
          label="Nomor KTP (orang yang akan datang)"
          name="no_ktp"
          inputRef={ktpRef}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          value={values.no_ktp}
          onChange={(value) => setField("no_ktp", value)}
          errorMessage={visibleErrors.no_ktp}
          description="16 angka. Hanya pemilik KTP ini yang dapat mengambil."
        />
        <TextField
          label="Nomor KK"
          name="no_kk"
          inputRef={kkRef}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          value={values.no_kk}
          onChange={(value) => setField("no_kk", value)}
          errorMessage={visibleErrors.no_kk}
          description="16 angka, sesuai Kartu Keluarga."
        />
        <Select
          label="Lokasi"
          placeholder="Pilih lokasi..."
          triggerRef={locationRef}
          isRequired
          options={locationList.map(locationOption)}
          value={locationId}
          onChange={(key) => chooseLocation(key === null ? null : Number(key))}
          errorMessage={visibleErrors.location_id}
          emptyText={NO_LOCATIONS_TEXT}
        />
        <Select
          label="Sesi"
          placeholder="Pilih sesi..."
          triggerRef={sessionRef}
          isRequired
          isDisabled={locationId === null}
          options={sessionList.map(sessionOption)}
          value={sessionId}
          onChange={(key) => chooseSession(key === null ? null : Number(key))}
          errorMessage={visibleErrors.session_id}
          description={locationId === null ? "Daftar sesi muncul setelah lokasi dipilih." : "Jam pengambilan dalam WIB."}
          emptyText="Tidak ada sesi"
        />

        {failure && !pending ? (
          <p ref={failureRef} tabIndex={-1} className={styles.failure}>
            <strong>Pendaftaran gagal.</strong> {failure} Data yang Anda isi tetap tersimpan.
          </p>
        ) : null}

        <p className={styles.agree}>
          Dengan menekan Daftar, Anda menyetujui <a href="#syarat">syarat dan ketentuan</a> di bawah.
        </p>
        <Button
          type="submit"
          isFullWidth
          className={styles.submit}
          isPending={pending}
          isDisabled={!ready && !pending}
          pendingLabel="Memproses pendaftaran"
        >
          {lockText ?? "Daftar"}
        </Button>

        <LiveRegion message={result} />
        <LiveRegion message={lockText ?? readyAgain} />
      </form>
      <NativeLoadingDialog isOpen={loading} text="Loading" />
      <NativeAlertDialog
        isOpen={!loading && alert !== null && alert.key !== dismissedAlert}
        onClose={() => setDismissedAlert(alert?.key ?? null)}
        title="Perhatian"
        closeLabel="Tutup"
      >
        <p style={{ margin: 0 }}>{alert?.text}</p>
      </NativeAlertDialog>
      {TicketDialog ? <TicketDialog ticket={attempt.context.ticket} onClose={() => send({ type: "CLOSE_TICKET" })} /> : null}
    </>
  );
}
