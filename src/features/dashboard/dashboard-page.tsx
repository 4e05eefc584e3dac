import * as styles from "./dashboard-page.css";

/** docs/product.md §1: the dashboard is a placeholder that only shows this exact text (as the page's heading). */
export function DashboardPage() {
  return <h1 className={styles.title}>Comming Soon...</h1>;
}
