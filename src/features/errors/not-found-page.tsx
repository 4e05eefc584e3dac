import { Link } from "wouter";
import { linkClass } from "../../ui";
import * as styles from "./error-page.css";

/** docs/product.md §2.1: any other path is a plain 404. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>Not Found. Halaman tidak ditemukan.</p>
      <Link href="/" className={`${linkClass} ${styles.link}`}>
        Kembali ke beranda
      </Link>
    </main>
  );
}
