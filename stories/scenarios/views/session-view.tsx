import { Badge, Button } from "../../../src/ui";
import { sessionStatus, type SessionSnapshot } from "../../../machines/session";
import type { ToastInput } from "../../../machines/shared";
import * as styles from "./player.css";
import { Notice } from "./notice";

/** The top bar and login button as the app shows the session (src/app/session, admin layout, login page). */
export function SessionView({
  snapshot,
  notice,
  navigatedToLogin,
}: {
  snapshot: SessionSnapshot;
  notice: ToastInput | null;
  navigatedToLogin: boolean;
}) {
  const status = sessionStatus(snapshot);
  return (
    <>
      {status === "booting" ? <p role="status">loading...</p> : null}
      {status === "signedIn" ? (
        <div className={styles.row}>
          <span>
            Hello, <strong>{snapshot.context.user?.username}</strong>
          </span>
          {snapshot.matches({ signedIn: "refreshing" }) ? <Badge tone="warning">refreshing token</Badge> : null}
          <Button variant="secondary" size="sm" isPending={snapshot.matches("loggingOut")}>
            Logout
          </Button>
        </div>
      ) : null}
      {status === "signedOut" ? (
        <div className={styles.row}>
          <span>{navigatedToLogin ? "At /login (origin remembered, history replaced)" : "Signed out"}</span>
          <Button size="sm" isPending={snapshot.matches("loggingIn")}>
            Login
          </Button>
        </div>
      ) : null}
      <Notice notice={notice} />
    </>
  );
}
