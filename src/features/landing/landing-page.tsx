import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { env } from "../../lib/env-instance";
import type { TicketCheck } from "../../tickets/my-tickets-store";
import { mayPreloadOnIdle, preloadScreen, whenIdle } from "../../lib/screen-preload";
import { PublicFrame, VisuallyHidden, cx, linkClass, plainButtonClass, plainButtonLabel } from "../../ui";
import { MyTicketsLater } from "../../tickets";
import { AnnouncementDialog } from "./announcement-dialog";
import * as styles from "./landing-page.css";

function MegaphoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 10v4h3l7 5V5L6 10H3z" fill="currentColor" />
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const externalLinks = [
  { label: "Tentang Perusahaan", href: env.companyUrl },
  { label: "Tentang Produk", href: env.productUrl },
  { label: "Hubungi Kami", href: env.contactUrl },
];

const REGISTRATION = "/queue-registration";
const STATUS = "/queue-status";

/** The status check for 'Tiket saya', with the API client loaded only once the list shows (docs/product.md §13.1). */
const checkLater: TicketCheck = (body) =>
  import("../../api/queries/guest").then(({ checkGuestQueues }) => checkGuestQueues(body));
/** 'Tiket saya' dates by the server's clock (ADR 009): the landing page asks for it only when the list shows. */
const hearServerTimeLater = () => import("../../api/queries/guest").then(({ hearServerTime }) => hearServerTime());

/** Start loading a screen when the visitor points at, touches or tabs to its link. */
const preloadOnIntent = (path: string) => ({
  onPointerEnter: () => preloadScreen(path),
  onTouchStart: () => preloadScreen(path),
  onFocus: () => preloadScreen(path),
});

/**
 * `/`: welcome, the two citizen journeys, 'Tiket saya' (the tickets registered on this device), external links and the
 * announcement that opens on load (docs/product.md §2.2).
 * Plain HTML elements only (the page's budget has no room for a component library); once the announcement is
 * closed, registration (the likely next page) loads while the page is idle.
 */
/** docs/product.md §2.2: what the service is and when, in words that hold at any hour of any day. */
const LANDING_LEAD =
  "Daftar antrean pengambilan pangan bersubsidi dari ponsel Anda, gratis. Pendaftaran dibuka pukul 06:00 - 21:00 WIB. Pangan diambil keesokan harinya, di lokasi dan sesi yang Anda pilih.";

export function LandingPage() {
  const [announcementOpen, setAnnouncementOpen] = useState(true);
  const [seenAnnouncement, setSeenAnnouncement] = useState(false);
  // after 'Tutup' on the announcement that opened with the page, focus goes to the page's heading, not the body
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (seenAnnouncement && mayPreloadOnIdle()) return whenIdle(() => void preloadScreen(REGISTRATION));
  }, [seenAnnouncement]);

  function closeAnnouncement() {
    setAnnouncementOpen(false);
    setSeenAnnouncement(true);
  }

  return (
    <PublicFrame linkComponent={Link}>
      <section className={styles.hero} aria-labelledby="judul-beranda">
        <p className={styles.eyebrow}>Khusus pemegang KJP</p>
        <h1 id="judul-beranda" ref={headingRef} tabIndex={-1} className={styles.title}>
          Selamat datang di Antrean Pangan Bersubsidi
        </h1>
        {/* true at any hour: the page is built once, and 'Daftar hari ini …, ambil besok' was wrong after 21:00 and on a
            Saturday, whose tomorrow hands out nothing (UX pass, session 44) */}
        <p className={styles.lead}>{LANDING_LEAD}</p>
      </section>

      <div className={styles.actions}>
        <Link
          href={REGISTRATION}
          className={plainButtonClass({ isFullWidth: true, className: styles.bigAction })}
          {...preloadOnIntent(REGISTRATION)}
        >
          Daftar Antrean
        </Link>
        <Link
          href={STATUS}
          className={plainButtonClass({ variant: "secondary", isFullWidth: true, className: styles.bigAction })}
          {...preloadOnIntent(STATUS)}
        >
          Cek Status Antrean
        </Link>
        <button
          type="button"
          className={plainButtonClass({ variant: "ghost", className: styles.announcementButton })}
          onClick={() => setAnnouncementOpen(true)}
        >
          <MegaphoneIcon />
          <span className={plainButtonLabel}>Lihat Pengumuman</span>
        </button>
      </div>

      <MyTicketsLater check={checkLater} hearServerTime={hearServerTimeLater} />

      <section className={styles.card} aria-labelledby="judul-cara">
        <h2 id="judul-cara" className={styles.cardTitle}>
          Cara mendapatkan antrean
        </h2>
        <ol className={styles.steps}>
          <li className={styles.step}>Siapkan nomor KJP, KTP orang yang akan datang, dan KK.</li>
          <li className={styles.step}>Pilih lokasi dan sesi pengambilan untuk besok, lalu tekan Daftar.</li>
          <li className={styles.step}>Simpan tiket Anda. Datang sesuai sesi dengan KTP asli, fotokopi KK, dan kartu KJP.</li>
        </ol>
      </section>

      <nav className={styles.card} aria-labelledby="judul-tautan">
        <h2 id="judul-tautan" className={styles.cardTitle}>
          Informasi lainnya
        </h2>
        <ul className={styles.links}>
          {externalLinks.map((link) => (
            <li key={link.label} className={styles.linkItem}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={cx(linkClass, styles.externalLink)}>
                {link.label}
                <VisuallyHidden> (membuka tab baru)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <AnnouncementDialog isOpen={announcementOpen} onClose={closeAnnouncement} fallbackFocus={headingRef} />
    </PublicFrame>
  );
}
