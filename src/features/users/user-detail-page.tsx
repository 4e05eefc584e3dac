import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { errorText } from "../../api/errors";
import { userQueries } from "../../api/queries/users";
import { auditItems, failureKind } from "../../lib/admin";
import { AdminDescriptionList, AdminQueryState, Card, Link, LinkButton, PageHeader } from "../../ui";
import { t } from "./texts";
import * as styles from "./users.css";

/** `/users/{username}`: read-only name, username, created/updated time and creator/updater names (SPEC §2). */
export function UserDetailPage() {
  const { username = "" } = useParams<{ username: string }>();
  const query = useQuery(userQueries.detail(username));
  const user = query.data;
  const editHref = `/users/${encodeURIComponent(username)}/edit`;
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader
          title={t.detailTitle}
          before={<Link href="/users">← {t.backToList}</Link>}
          actions={user ? <LinkButton href={editHref}>{t.edit}</LinkButton> : null}
        />
        <Card>
          {user ? (
            <AdminDescriptionList
              items={[
                { label: t.name, value: user.name },
                { label: t.username, value: user.username, isMono: true },
                ...auditItems(user),
              ]}
            />
          ) : (
            <AdminQueryState
              status={query.isPending ? "loading" : failureKind(query.error)}
              errorText={query.error ? errorText(query.error) : undefined}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
              backHref="/users"
              texts={{ back: t.backToList }}
            />
          )}
        </Card>
      </div>
    </>
  );
}
