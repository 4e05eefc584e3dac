import { useQuery } from "@tanstack/react-query";
import { memo } from "react";
import { Link } from "wouter";
import { registrationQueries } from "./registration-queries";
import { useOnline } from "../../lib/use-online";
import { MY_TICKETS_ANCHOR, MY_TICKETS_TITLE } from "../../tickets/my-tickets-key";
import { Card, CitizenLocale, OfflineNotice, PublicFrame, linkClass } from "../../ui";
import { usePickupOutlook } from "./pickup-outlook";
import { RegistrationForm } from "./registration-form";
import * as styles from "./registration-page.css";
import { MY_TICKET_LINK_TEXT, RegistrationLead, useServerWindow } from "./registration-window";
import { useCurrentSavedTicket } from "./use-current-saved-ticket";
import { useRegistrationAttempt, useRegistrationAttemptMachine } from "./use-registration-attempt";
import type { RegistrationAttemptActor, RegistrationAttemptMachine } from "../../../machines/registration-attempt";

/** docs/product.md §1, the terms shown to citizens. */
export const TERMS = [
  "Pendaftaran hanya dapat dilakukan pukul 06:00 – 21:00 WIB.",
  "Satu KTP hanya dapat mendaftar 1 kali per hari dan 5 kali per bulan.",
  "Pengambilan dilakukan pada hari berikutnya setelah pendaftaran.",
  "Hanya pemilik KTP yang namanya tertera pada tiket yang dapat mengambil.",
  "Wajib membawa KTP asli, fotokopi KK, dan kartu KJP.",
  "Petugas berhak menolak pelayanan apabila dokumen tidak sesuai.",
];

/**
 * `/queue-registration`: instructions, the form, then the steps, terms and a way to the status page
 * (docs/product.md §2). The form comes first so its first field is on a phone's first screen.
 * The form's machine lives with the page (the note of the saved ticket follows its closed ticket dialogs). The machine,
 * its actor and the rest of the page each render in a component of their own, where the three in one render were one
 * task of 55–85 ms at 4× on the page's start (up to 234 ms on a loaded host; docs/performance.md, issue 38). The
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
  const ticket = useCurrentSavedTicket(serverWindow, attempt);
  const online = useOnline();
  const outlook = usePickupOutlook(serverWindow);
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
                  <Link href={`/queue-status#${MY_TICKETS_ANCHOR}`} className={`${linkClass} ${styles.inlineLink}`}>
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
            link={
              <Link href={`/queue-status#${MY_TICKETS_ANCHOR}`} className={`${linkClass} ${styles.inlineLink}`}>
                {MY_TICKETS_TITLE}
              </Link>
            }
          />
          <Card>
            <RegistrationForm attempt={attempt} serverWindow={serverWindow} nowhereToGo={outlook !== null} />
          </Card>
          <RegistrationGuide />
        </div>
      </PublicFrame>
    </CitizenLocale>
  );
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
        <Link href="/queue-status" className={`${linkClass} ${styles.inlineLink}`}>
          Cek status antrean Anda
        </Link>
      </p>
    </>
  );
});
