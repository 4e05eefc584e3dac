import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { memo, useEffect, useMemo } from "react";
import { Link } from "wouter";
import { registrationQueries } from "./registration-queries";
import { useOnline } from "../../lib/use-online";
import { MY_TICKETS_ANCHOR, MY_TICKETS_TITLE } from "../../tickets/my-tickets-key";
import { Card, CitizenLocale, OfflineNotice, PublicFrame } from "../../ui";
import { usePickupOutlook } from "./pickup-outlook";
import { RegistrationForm } from "./registration-form";
import { RefusalWayOn } from "./failure-line";
import * as styles from "./registration-page.css";
import { MY_TICKET_LINK_TEXT, RegistrationLead, nowhereSummary, useServerWindow } from "./registration-window";
import { useCurrentSavedTickets } from "./use-current-saved-tickets";
import { useRegistrationAttempt, useRegistrationAttemptMachine } from "./use-registration-attempt";
import { maskIdentityNumber } from "../../../contract/identity-mask";
import { wibToday } from "../../../contract/wib";
import type { SavedTicket } from "../../tickets/my-tickets-store";
import type { RegistrationAttemptActor, RegistrationAttemptMachine } from "../../../machines/registration-attempt";

/**
 * docs/product.md §1, the terms shown to citizens. The fourth is SPEC's "only the KTP holder named on the ticket":
 * the ticket carries no name (a registration has none, SPEC §3), it names the holder by the KTP number it shows.
 */
export const TERMS = [
  "Pendaftaran hanya dapat dilakukan pukul 06:00 - 21:00 WIB.",
  "Satu KTP hanya dapat mendaftar 1 kali per hari dan 5 kali per bulan.",
  "Pengambilan dilakukan pada hari berikutnya setelah pendaftaran.",
  "Hanya pemilik KTP yang nomornya tertera pada tiket yang dapat mengambil.",
  "Wajib membawa KTP asli, fotokopi KK, dan kartu KJP.",
  "Petugas berhak menolak pelayanan apabila dokumen tidak sesuai.",
];

/**
 * `/queue-registration`: instructions, the form, then the steps, terms and a way to the status page
 * (docs/product.md §2). The form comes first so its first field is on a phone's first screen.
 * The form's machine lives with the page (the note of the saved ticket follows its closed ticket dialogs). The machine,
 * its actor and the rest of the page each render in a component of their own, where the three in one render were one
 * task of 55–85 ms at 4× on the page's start (up to 234 ms on a loaded host; docs/performance-log.md, issue 38). The
 * hydration is a transition (src/main.tsx): React may yield between components, and does when its time slice (a few
 * ms) runs out, never inside one. A tap or key on the page before it is hydrated makes React hydrate it at once, in
 * one synchronous task (the boot holds what came before: ADR 810).
 */
export function RegistrationPage() {
  return <RegistrationAttempt machine={useRegistrationAttemptMachine()} />;
}

function RegistrationAttempt({ machine }: { machine: RegistrationAttemptMachine }) {
  return <RegistrationScreen attempt={useRegistrationAttempt(machine)} />;
}

function RegistrationScreen({ attempt }: { attempt: RegistrationAttemptActor }) {
  const scheduled = useQuery(registrationQueries.scheduledDate());
  const serverWindow = useServerWindow(scheduled.data?.registration_window);
  const { current: savedTickets, held: holdsTickets } = useCurrentSavedTickets(serverWindow, attempt);
  // a later ticket before today's: on its pickup day a citizen who registered for tomorrow too is told of that one
  const today = wibToday(serverWindow.serverNow());
  const ticket = savedTickets.find((saved) => saved.scheduled_date !== today) ?? savedTickets[0] ?? null;
  const online = useOnline();
  // the scheduled date as this screen reads it: one query observer fewer to subscribe at the page's start (issue 38)
  const outlook = usePickupOutlook(serverWindow, scheduled.data?.scheduled_date);
  const nowhereToGo = outlook !== null;
  // the machine owns the form, so it says whether the form is offered (ADR 205); sent only when that changes, so the
  // page's start sends nothing (issue 38)
  useEffect(() => {
    if (attempt.getSnapshot().context.nowhereToGo !== nowhereToGo) attempt.send({ type: "PICKUP_OUTLOOK", nowhereToGo });
  }, [attempt, nowhereToGo]);
  // one element while its inputs are the same: the form is memoized, and the scheduled date's answer does not render
  // it again (issue 38)
  const refusalLink = useMemo(() => <RefusalLink attempt={attempt} savedTickets={savedTickets} />, [attempt, savedTickets]);
  return (
    // the page's own locale: its hydration and the build's render agree, and react-aria renders no second time (issue 38)
    <CitizenLocale>
      <PublicFrame linkComponent={Link}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Pendaftaran Antrean</h1>
          <RegistrationLead
            serverWindow={serverWindow}
            outlook={outlook}
            ticket={
              ticket && {
                date: ticket.scheduled_date,
                link: (
                  <Link href={`/queue-status#${MY_TICKETS_ANCHOR}`} className={styles.inlineLink}>
                    {MY_TICKET_LINK_TEXT}
                  </Link>
                ),
              }
            }
          />
        </div>
        <div className={styles.stack}>
          <OfflineNotice
            isOffline={!online}
            button="Daftar"
            // 'Tiket saya' only when this phone holds a ticket (docs/product.md §2.2)
            link={
              holdsTickets && (
                <Link href={`/queue-status#${MY_TICKETS_ANCHOR}`} className={styles.inlineLink}>
                  {MY_TICKETS_TITLE}
                </Link>
              )
            }
          />
          <Card>
            <RegistrationForm
              attempt={attempt}
              serverWindow={serverWindow}
              scheduledDate={scheduled.data?.scheduled_date}
              scheduledLoading={scheduled.isLoading}
              nowhereText={nowhereSummary(outlook, serverWindow)}
              refusalLink={refusalLink}
            />
          </Card>
          <RegistrationGuide />
        </div>
      </PublicFrame>
    </CitizenLocale>
  );
}

/**
 * Refused as registered already (docs/product.md §2.3): 'Tiket saya' when this phone holds the refused KTP's ticket
 * for the pickup date (matched as existing-ticket.ts matches it: the saved KTP is masked), else the status check; a
 * relative's ticket on this phone is not hers.
 */
function RefusalLink({ attempt, savedTickets }: { attempt: RegistrationAttemptActor; savedTickets: readonly SavedTicket[] }) {
  const pickupDate = useQuery(registrationQueries.scheduledDate()).data?.scheduled_date ?? null;
  const ktp = useSelector(attempt, (snapshot) => snapshot.context.values.no_ktp);
  const masked = maskIdentityNumber(ktp);
  return <RefusalWayOn held={savedTickets.some((saved) => saved.scheduled_date === pickupDate && saved.no_ktp === masked)} />;
}

/** The steps, the terms and the way to the status page: the same text on every render, so rendered once (issue 38). */
const RegistrationGuide = memo(function RegistrationGuide() {
  return (
    <>
      <Card title="Langkah pendaftaran">
        <ol className={styles.steps}>
          <li className={styles.step}>Isi nomor KJP, nomor KTP orang yang akan datang, dan nomor KK.</li>
          <li className={styles.step}>Pilih lokasi pengambilan, lalu pilih sesi (jam) yang masih ada kuotanya.</li>
          <li className={styles.step}>Tekan Daftar dan tunggu sampai tiket muncul.</li>
          <li className={styles.step}>Simpan tiket. Besok, datang sesuai sesi dengan dokumen yang diminta.</li>
        </ol>
      </Card>
      <div id="syarat" tabIndex={-1}>
        <Card title="Syarat dan ketentuan" titleLevel={2}>
          <ul className={styles.list}>
            {TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </Card>
      </div>
      <p className={styles.statusLink}>
        Sudah mendaftar?{" "}
        <Link href="/queue-status" className={styles.inlineLink}>
          Cek status antrean Anda
        </Link>
      </p>
    </>
  );
});
