import type { ComponentType, ReactNode } from "react";
import { BrandMark } from "./brand-mark";
import * as styles from "./public-frame.css";

const COMPANY_NAME = "PT Pangan Kota Jakarta";

/** What the frame needs of a link: the app passes its router's link so going home needs no page load. */
export type FrameLinkComponent = ComponentType<{ href: string; className?: string; "aria-label"?: string; children?: ReactNode }>;

export interface PublicFrameProps {
  children: ReactNode;
  /** Something at the end of the header bar (e.g. a help link). */
  headerAction?: ReactNode;
  /** The link component for the brand (home) link, e.g. the router's `Link`. Default: a plain `<a>`. */
  linkComponent?: FrameLinkComponent;
}

function PlainLink({ children, ...props }: { href: string; className?: string; "aria-label"?: string; children?: ReactNode }) {
  return <a {...props}>{children}</a>;
}

/**
 * The citizen pages' frame: skip link, brand header (links home), main landmark and footer. Plain HTML and CSS,
 * so a public page pays for no component library before its own content.
 */
export function PublicFrame({ children, headerAction, linkComponent: HomeLink = PlainLink }: PublicFrameProps) {
  return (
    <div className={styles.page}>
      <a href="#konten" className={styles.skip}>
        Langsung ke konten utama
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <HomeLink href="/" className={styles.brand} aria-label="Antrean Pangan Bersubsidi, ke beranda">
            <BrandMark className={styles.brandMark} />
            <span className={styles.brandName}>
              <span className={styles.brandTitle}>Antrean</span>
              <span className={styles.brandSub}>Pangan Bersubsidi KJP</span>
            </span>
          </HomeLink>
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
  );
}
