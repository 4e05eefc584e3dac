import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import type { UserEditBody } from "../../api/contract";
import { errorText } from "../../api/errors";
import { editUser, userKeys, userQueries } from "../../api/queries/users";
import { failureKind, useAdminMutation } from "../../lib/admin";
import { AdminQueryState, Card, Link, PageHeader } from "../../ui";
import { t } from "./texts";
import { UserForm } from "./user-form";
import { userFormFromUser } from "./user-form-values";
import * as styles from "./users.css";

/**
 * `/users/{username}/edit`: name, username, role and permission checkboxes prefilled, 'Update User'. Success toasts
 * 'User updated successfully' and shows the saved record (under its new username if it changed).
 */
export function UserEditPage() {
  const { username = "" } = useParams<{ username: string }>();
  const [, navigate] = useLocation();
  const query = useQuery(userQueries.detail(username));
  const edit = useAdminMutation({
    mutationFn: (body: UserEditBody) => editUser(username, body),
    invalidate: [userKeys.all],
    successToast: t.updated,
    onSuccess: (user) => navigate(`/users/${encodeURIComponent(user.username)}`),
  });
  const detailHref = `/users/${encodeURIComponent(username)}`;
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader title={t.editTitle} before={<Link href={detailHref}>← {t.detailTitle}</Link>} />
        {query.data ? (
          <UserForm
            key={query.data.username}
            mode="edit"
            initial={userFormFromUser(query.data)}
            cancelHref={detailHref}
            onSubmit={(body) => edit.mutateAsync(body)}
          />
        ) : (
          <Card>
            <AdminQueryState
              status={query.isPending ? "loading" : failureKind(query.error)}
              errorText={query.error ? errorText(query.error) : undefined}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
              backHref="/users"
              texts={{ back: t.backToList }}
            />
          </Card>
        )}
      </div>
    </>
  );
}
