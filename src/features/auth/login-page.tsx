import { useState, type FormEvent } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { checkLogin, type LoginFields } from "../../../contract/login-rules";
import { ApiError, sessionErrorToast } from "../../api/errors";
// the plain module, not the kit's barrel: /login loads no admin screens (ADR 802)
import { readableErrors, ruleWords } from "../../admin-kit/readable-errors";
import { useSession, type SessionEnd } from "../../api/session-context";
import { useToast } from "../../lib/toast-context";
import { BrandMark, Button, Card, TextField } from "../../ui";
import * as styles from "./login-page.css";
import { safeOrigin } from "./safe-origin";
import { useLock } from "./use-lock";

/** The product's short name, after 'Please login to access' (docs/product.md §2.5). */
export const PRODUCT_SHORT_NAME = "Antrean";

/** What the login page says when a session ended without this tab signing out (src/app/session/runtime.ts). */
export const SESSION_ENDED_TEXT: Record<SessionEnd, string> = {
  expired: "Your session has ended. Please log in again.",
  signedOutElsewhere: "You logged out in another tab. Please log in again.",
};

type Values = LoginFields;
type FieldErrors = Partial<Record<keyof Values, string>>;

const LOGIN_FIELDS = [
  { name: "username", label: "Username", kind: "text" },
  { name: "password", label: "Password", kind: "text" },
] as const;

/** The plain rules' problems as the staff forms word them: 'Username must have at least 3 characters.' (§5.1). */
function loginErrors(values: Values): FieldErrors {
  const result = checkLogin(values);
  return result.ok ? {} : readableErrors(result.fieldErrors, LOGIN_FIELDS, ruleWords.en);
}

/**
 * `/login`: 'Hi, Welcome', Username and masked Password checked by the contract's plain rules (docs/product.md §5.1,
 * without the schema library: ADR 802), 'Login' with a spinner.
 * Success or an existing session goes to `from` (same-app paths only, default /dashboard), replacing the history entry.
 */
export function LoginPage() {
  const session = useSession();
  const toast = useToast();
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = safeOrigin(new URLSearchParams(search).get("from"));
  const [values, setValues] = useState<Values>({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // a locked login (429, docs/product.md §11.14): 'Login' waits out the server's Retry-After, counting down
  const [secondsLeft, lockFor] = useLock();

  if (session.status === "signedIn" && !submitting) return <Redirect to={target} replace />;

  function setField(name: keyof Values, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (showErrors) setErrors(loginErrors(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || session.isLoggingIn || secondsLeft !== null) return;
    const result = checkLogin(values);
    setShowErrors(true);
    if (!result.ok) {
      setErrors(loginErrors(values));
      const first = result.fieldErrors.username ? "username" : "password";
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await session.login(result.value);
      navigate(target, { replace: true });
    } catch (error) {
      setSubmitting(false);
      toast.show(sessionErrorToast(error));
      if (error instanceof ApiError && error.status === 429 && error.retryAfter && error.retryAfter > 0) {
        lockFor(Math.ceil(error.retryAfter));
        // the pressed button is disabled now, which drops focus to the page: keep it in the form, at the password
        document.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
      }
    }
  }

  const visible = showErrors ? errors : {};
  const pending = submitting || session.isLoggingIn;

  return (
    <main className={styles.page} lang="en">
      <p className={styles.brand}>
        <BrandMark className={styles.mark} />
        {PRODUCT_SHORT_NAME}
      </p>
      <Card className={styles.card} padding="lg">
        <h1 className={styles.title}>Hi, Welcome</h1>
        <p className={styles.subtitle}>Please login to access {PRODUCT_SHORT_NAME}</p>
        {/* why the last session ended, in the screen's language (issue 36 point 5); read out as the page shows */}
        <p role="status" className={session.ended ? styles.endedNotice : styles.quietNotice}>
          {session.ended ? SESSION_ENDED_TEXT[session.ended] : null}
        </p>
        {session.status === "booting" ? (
          <p role="status" className={styles.status}>
            loading...
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Login">
            <TextField
              label="Username"
              name="username"
              // the page's one purpose is to sign in: the cursor waits in Username when the form shows
              autoFocus
              autoComplete="username"
              isRequired
              value={values.username}
              onChange={(value) => setField("username", value)}
              errorMessage={visible.username}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              value={values.password}
              onChange={(value) => setField("password", value)}
              errorMessage={visible.password}
            />
            <Button type="submit" isFullWidth isPending={pending} pendingLabel="Logging in" isDisabled={secondsLeft !== null}>
              {secondsLeft === null ? "Login" : `Try again in ${secondsLeft} s`}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
