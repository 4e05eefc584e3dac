import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";
import { ForbiddenState } from "./forbidden-state";
import { LinkButton } from "./link-button";
import { Spinner } from "./spinner";
import * as styles from "./state.css";

/** What an admin read came to, short of data: `useQuery`'s pending, or a failure kind (src/admin-kit `readFailureView`). */
export type AdminQueryStatus = "loading" | "forbidden" | "notFound" | "error";

export interface AdminQueryStateProps {
  status: AdminQueryStatus;
  /** The failure's text (error states). */
  errorText?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Overrides of the default English texts. */
  texts?: Partial<typeof defaultTexts>;
  /** Where 'Back' goes on forbidden / not found. Default /dashboard. */
  backHref?: string;
  titleLevel?: 2 | 3;
}

export const defaultTexts = {
  loading: "Loading…",
  forbiddenTitle: "No permission",
  forbiddenText: "You do not have permission to see this data. Ask an administrator for access.",
  notFoundTitle: "Not found",
  notFoundText: "This record does not exist or was deleted.",
  errorTitle: "Could not load the data",
  retry: "Try again",
  back: "Back to Dashboard",
};

/**
 * Everything an admin read shows before it has data: a loading indicator, a clear "no permission" state for a 403,
 * "not found" for a 404, else the error text with a retry.
 */
export function AdminQueryState({
  status,
  errorText,
  onRetry,
  isRetrying,
  texts,
  backHref = "/dashboard",
  titleLevel = 2,
}: AdminQueryStateProps) {
  const t = { ...defaultTexts, ...texts };
  switch (status) {
    case "loading":
      return (
        <div className={styles.state} role="status">
          <Spinner size="lg" />
          <p className={styles.text}>{t.loading}</p>
        </div>
      );
    case "forbidden":
      return (
        <ForbiddenState
          titleLevel={titleLevel}
          title={t.forbiddenTitle}
          text={t.forbiddenText}
          action={
            <LinkButton variant="secondary" href={backHref}>
              {t.back}
            </LinkButton>
          }
        />
      );
    case "notFound":
      return (
        <EmptyState
          titleLevel={titleLevel}
          title={t.notFoundTitle}
          text={t.notFoundText}
          action={
            <LinkButton variant="secondary" href={backHref}>
              {t.back}
            </LinkButton>
          }
        />
      );
    case "error":
      return (
        <ErrorState
          titleLevel={titleLevel}
          title={t.errorTitle}
          text={errorText}
          retryLabel={t.retry}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      );
  }
}
