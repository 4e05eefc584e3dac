import { LinkButton } from "../../ui";
import { LinkRouter } from "../../lib/link-router";
import * as styles from "./error-page.css";

/** docs/product.md §2.1 /unauthorized: a message and a button to the dashboard. Staff-facing, so in English. */
export function UnauthorizedPage() {
  return (
    <LinkRouter>
      <main className={styles.page} lang="en">
        <h1 className={styles.title}>Unauthorized</h1>
        <p className={styles.text}>You are not authorized to access this page.</p>
        <LinkButton href="/dashboard">Back to Dashboard</LinkButton>
      </main>
    </LinkRouter>
  );
}
