import { useState } from "react";
import { Button, Link, LinkButton } from "../../ui";
import { env } from "../../lib/env-instance";
import { AnnouncementDialog } from "./announcement-dialog";
import * as styles from "./landing-page.css";
import { PublicFrame } from "./public-frame";

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

/** `/`: welcome, the two citizen journeys, external links and the announcement that opens on load (SPEC §2). */
export function LandingPage() {
  const [announcementOpen, setAnnouncementOpen] = useState(true);
  return (
    <PublicFrame>
      <section className={styles.hero} aria-labelledby="judul-beranda">
        <p className={styles.eyebrow}>Khusus pemegang KJP</p>
        <h1 id="judul-beranda" className={styles.title}>
          Selamat datang di Antrean Pangan Bersubsidi
        </h1>
        <p className={styles.lead}>
          Daftar antrean pengambilan pangan bersubsidi dari ponsel Anda, gratis. Daftar hari ini pukul 06:00–21:00 WIB, ambil
          besok di lokasi dan sesi yang Anda pilih.
        </p>
      </section>

      <div className={styles.actions}>
        <LinkButton href="/queue-registration" isFullWidth className={styles.bigAction}>
          Daftar Antrean
        </LinkButton>
        <LinkButton href="/queue-status" variant="secondary" isFullWidth className={styles.bigAction}>
          Cek Status Antrean
        </LinkButton>
        <Button
          variant="ghost"
          icon={<MegaphoneIcon />}
          className={styles.announcementButton}
          onPress={() => setAnnouncementOpen(true)}
        >
          Lihat Pengumuman
        </Button>
      </div>

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
              <Link href={link.href} isExternal externalHint="(membuka tab baru)" className={styles.externalLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AnnouncementDialog isOpen={announcementOpen} onOpenChange={setAnnouncementOpen} />
    </PublicFrame>
  );
}
