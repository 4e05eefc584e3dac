import type { ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { Link, useLocation } from "wouter";
import { BrandMark } from "./brand-mark";
import * as styles from "./public-frame.css";

export const COMPANY_NAME = "PT Pangan Kota Jakarta";

/**
 * The citizen pages' frame: skip link, brand header (links home), main landmark, footer. It also lets the
 * design system's links (react-aria) navigate inside the app instead of reloading the page.
 */
export function PublicFrame({ children, headerAction }: { children: ReactNode; headerAction?: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <div className={styles.page}>
        <a href="#konten" className={styles.skip}>
          Langsung ke konten utama
        </a>
        <header className={styles.header}>
          <div className={styles.headerInner}>
            <Link href="/" className={styles.brand} aria-label="Antrean Pangan Bersubsidi, ke beranda">
              <BrandMark className={styles.brandMark} />
              <span className={styles.brandName}>
                <span className={styles.brandTitle}>Antrean</span>
                <span className={styles.brandSub}>Pangan Bersubsidi KJP</span>
              </span>
            </Link>
            {headerAction}
          </div>
        </header>
        <main id="konten" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <p className={styles.footerLine}>© 2025 {COMPANY_NAME}. Hak cipta dilindungi undang-undang.</p>
            <p className={styles.footerLine}>Layanan pendaftaran ini gratis. Waktu yang tertera adalah WIB.</p>
          </div>
        </footer>
      </div>
    </RouterProvider>
  );
}
