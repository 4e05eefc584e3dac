import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Queue } from "../../../contract";
import { errorText } from "../../api/errors";
import { useToday } from "../../api/queries/server-today";
import { serverNow } from "../../lib/server-clock";
import { wibToday } from "../../../contract/wib";
import { staffDate } from "../../lib/staff-format";
import { AdminDescriptionList, Button, Modal, StaffTime, TextField, WholeDates } from "../../ui";
import { QueueStatusBadge } from "../../tickets";
import { parseScanInput, type Site } from "./scan-input";
import { lookUpNumber, lookUpTicket, type TicketLookup } from "./ticket-lookup";
import { t } from "./texts";
import { useCameraScan, type CameraState } from "./use-camera-scan";
import * as styles from "./scan-ticket-dialog.css";

export type ScanTicketDialogProps = {
  onClose: () => void;
  /** today's ticket was found: open it */
  onOpenTicket: (uuid: string) => void;
};

type Notice = { text: string; fromField: boolean };

/**
 * 'Pindai QR' at the counter (docs/product.md §2.14): the camera reads a ticket's QR and today's ticket opens; the
 * field takes a queue number (today implied) or the ticket's URL when there is no camera. A code that is not a ticket
 * of this site is refused and never followed; another day's ticket is shown with its day before it is opened.
 */
export default function ScanTicketDialog({ onClose, onOpenTicket }: ScanTicketDialogProps) {
  const client = useQueryClient();
  // the server's today (ADR 009): the Today page that opens this has heard it already
  const today = useToday() ?? wibToday(serverNow());
  const site: Site = { origin: location.origin, base: import.meta.env.BASE_URL };
  const [typed, setTyped] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  /** another day's ticket found, and whether it was typed ('Buka tiket ini' then takes the focus: see below) */
  const [otherDay, setOtherDay] = useState<{ queue: Queue; typed: boolean } | null>(null);
  const openAnywayRef = useRef<HTMLButtonElement>(null);
  const [isSearching, setSearching] = useState(false);
  const busyRef = useRef(false);
  const lastScanRef = useRef("");
  const videoRef = useRef<HTMLVideoElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const noticeId = useId();
  // a lookup that answers after the dialog closed opens nothing
  const closedRef = useRef(false);
  useEffect(() => {
    closedRef.current = false;
    return () => {
      closedRef.current = true;
    };
  }, []);

  async function lookUp(run: () => Promise<TicketLookup>, fromField: boolean) {
    busyRef.current = true;
    setSearching(true);
    setNotice(null);
    setOtherDay(null);
    try {
      const found = await run();
      if (closedRef.current) return;
      if (found.kind === "today") return onOpenTicket(found.uuid);
      if (found.kind === "otherDay") {
        setOtherDay({ queue: found.queue, typed: fromField });
        setNotice({
          text: t.scan.otherDay(found.queue.no, staffDate(found.queue.scheduled_date), staffDate(today)),
          fromField: false,
        });
      } else {
        setNotice({
          text: found.kind === "numberNotFound" ? t.scan.numberNotFound(found.no, staffDate(today)) : t.scan.ticketNotFound,
          fromField,
        });
      }
    } catch (error) {
      // the same code held up again is tried again (the failure may pass)
      lastScanRef.current = "";
      setNotice({ text: errorText(error, "staff", "id"), fromField });
    } finally {
      busyRef.current = false;
      setSearching(false);
    }
  }

  /** A code the camera saw: only a ticket of this site is looked up; the same code is not handled twice in a row. */
  function onScanned(text: string) {
    if (busyRef.current || text === lastScanRef.current) return;
    lastScanRef.current = text;
    const input = parseScanInput(text, site);
    if (input.kind === "ticket") void lookUp(() => lookUpTicket(client, input.uuid, today), false);
    else {
      setOtherDay(null);
      setNotice({ text: t.scan.notTicket, fromField: false });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busyRef.current) return;
    const input = parseScanInput(typed, site);
    const refuse = (text: string) => {
      setOtherDay(null);
      setNotice({ text, fromField: true });
      fieldRef.current?.focus();
    };
    if (input.kind === "ticket") void lookUp(() => lookUpTicket(client, input.uuid, today), true);
    else if (input.kind === "number") void lookUp(() => lookUpNumber(client, input.no, today), true);
    else if (input.kind === "foreign") refuse(t.scan.notTicket);
    else refuse(input.kind === "empty" ? t.scan.empty : t.scan.notUnderstood);
  }

  // the ticket shows above the field and pushes it down, out of a short dialog's view: the keyboard goes to the next
  // step, 'Buka tiket ini' (the alert says what was found; Shift+Tab is back in the field)
  useEffect(() => {
    if (!otherDay?.typed) return;
    // after the commit: a focus event inside it re-entered React's work ('Should not already be working')
    const frame = requestAnimationFrame(() => openAnywayRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [otherDay]);

  const camera = useCameraScan(videoRef, onScanned);
  const cameraText = cameraMessage(camera);
  const cameraFailed = camera.kind === "failed";
  // without a camera the field is the way in: the keyboard goes there when the camera gives up, unless the person has
  // already reached a control (the camera can give up seconds after the dialog opened: it took the focus from the
  // field being typed in and from 'Buka tiket ini' of a ticket found meanwhile)
  useEffect(() => {
    if (cameraFailed && !document.activeElement?.matches("input, button")) fieldRef.current?.focus();
  }, [cameraFailed]);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.scan.title}
      subtitle={t.scan.aim}
      size="md"
      // on a short screen the body scrolls between the title and 'Tutup' instead of running under them
      bodyMaxHeight="calc(100dvh - 12rem)"
      scrollLabel={t.scan.title}
      actions={
        <Button slot="close" variant="secondary">
          {t.scan.close}
        </Button>
      }
    >
      <div className={styles.body}>
        <div className={cameraFailed ? styles.noCamera : styles.viewfinder}>
          <video
            ref={videoRef}
            className={cameraFailed ? styles.videoOff : styles.video}
            muted
            playsInline
            aria-label={t.scan.video}
            hidden={cameraFailed}
          />
          <p className={cameraFailed ? styles.cameraProblem : styles.cameraState} role="status" data-testid="camera-state">
            {cameraText}
          </p>
        </div>
        <div id={noticeId} className={notice ? styles.notice : undefined} role="alert" aria-live="assertive" aria-atomic="true">
          {isSearching ? t.scan.searching : <WholeDates text={notice?.text ?? ""} />}
        </div>
        {otherDay ? (
          <section className={styles.otherDay} aria-label={t.scan.otherDayTitle}>
            <AdminDescriptionList
              items={[
                { label: t.no, value: otherDay.queue.no, isMono: true },
                { label: t.pickupDate, value: staffDate(otherDay.queue.scheduled_date) },
                { label: t.location, value: otherDay.queue.scheduled_location },
                { label: t.start, value: <StaffTime time={otherDay.queue.scheduled_start_time} /> },
                { label: t.end, value: <StaffTime time={otherDay.queue.scheduled_end_time} /> },
                { label: t.status, value: <QueueStatusBadge status={otherDay.queue.status} /> },
              ]}
            />
            <Button ref={openAnywayRef} variant="secondary" onPress={() => onOpenTicket(otherDay.queue.uuid)}>
              {t.scan.openAnyway}
            </Button>
          </section>
        ) : null}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t.scan.fieldLabel}
            description={t.scan.fieldHelp}
            value={typed}
            onChange={setTyped}
            inputRef={fieldRef}
            className={styles.field}
            autoComplete="off"
            isInvalid={notice?.fromField === true}
            aria-describedby={notice?.fromField ? noticeId : undefined}
          />
          <Button type="submit" isPending={isSearching} pendingLabel={t.scan.searching}>
            {t.scan.submit}
          </Button>
        </form>
      </div>
    </Modal>
  );
}

function cameraMessage(camera: CameraState): string {
  switch (camera.kind) {
    case "starting":
      return t.scan.starting;
    case "scanning":
      return t.scan.scanning;
    case "failed":
      return {
        denied: t.scan.cameraDenied,
        missing: t.scan.cameraMissing,
        busy: t.scan.cameraFailed,
        reader: t.scan.readerFailed,
      }[camera.reason];
  }
}
