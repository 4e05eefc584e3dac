import { Link } from "wouter";
import { linkClass } from "../../ui";
import * as styles from "./error-page.css";

/**
 * docs/product.md §2.1, §8.5: any other path is a plain 404, in the citizens' language only (§1.3): it said 'Not Found.'
 * before its Indonesian (UX pass, session 50).
 */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>Halaman tidak ditemukan.</p>
      <Link href="/" className={`${linkClass} ${styles.link}`}>
        Kembali ke beranda
      </Link>
    </main>
  );
}
