import { useEffect, useState } from "react";
import { Button } from "../../src/ui";
import {
  DEMO_SIGN_IN_EVENT,
  DEMO_SIGN_IN_RESULT_EVENT,
  type DemoSignInDetail,
  type DemoSignInResultDetail,
} from "../../src/lib/demo-events";
import * as styles from "./console.css";
import { DEMO_PASSWORD, PERSONAS } from "./personas";

/** One click signs the app in as a seeded user (through the app's own session, src/app/demo-bridge.ts). */
export function PersonasSection() {
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const onResult = (event: Event) => {
      const result = (event as CustomEvent<DemoSignInResultDetail>).detail;
      setPending(null);
      setMessage(
        result.ok ? `Signed in as ${result.username}.` : `Could not sign in as ${result.username}: ${result.message ?? "error"}`,
      );
    };
    addEventListener(DEMO_SIGN_IN_RESULT_EVENT, onResult);
    return () => removeEventListener(DEMO_SIGN_IN_RESULT_EVENT, onResult);
  }, []);

  // the app answers through the bridge; no answer means the app is not running (it crashed, or it is not a demo build)
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(null);
      setMessage(`No answer from the app while signing in as ${pending}: reload the page and try again.`);
    }, 20_000);
    return () => clearTimeout(timer);
  }, [pending]);

  const signIn = (username: string) => {
    setPending(username);
    setMessage(`Signing in as ${username}…`);
    dispatchEvent(new CustomEvent<DemoSignInDetail>(DEMO_SIGN_IN_EVENT, { detail: { username, password: DEMO_PASSWORD } }));
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Signs out whoever is signed in, signs in as the persona (password <code className={styles.code}>{DEMO_PASSWORD}</code>)
        and opens the dashboard.
      </p>
      <ul className={styles.list}>
        {PERSONAS.map((persona) => (
          <li key={persona.username} className={styles.listItem}>
            <span>
              <strong>{persona.username}</strong>
              <br />
              <span className={styles.muted}>
                {persona.role}: {persona.can}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              isPending={pending === persona.username}
              isDisabled={pending !== null && pending !== persona.username}
              onPress={() => signIn(persona.username)}
              aria-label={`Sign in as ${persona.username}`}
            >
              Sign in
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}
