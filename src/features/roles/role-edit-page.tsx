import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import type { RoleEditBody } from "../../api/contract";
import { errorText } from "../../api/errors";
import { editRole, roleKeys, roleQueries } from "../../api/queries/users";
import { failureKind, useAdminMutation } from "../../lib/admin";
import { AdminQueryState, Card, Link, PageHeader } from "../../ui";
import { recordId } from "./record-id";
import { RoleForm } from "./role-form";
import { roleFormFromRole } from "./role-form-values";
import { t } from "./texts";
import * as styles from "./roles.css";

/** `/users/roles/{id}/edit`: the create fields prefilled; success toasts 'Role updated successfully' and shows the role. */
export function RoleEditPage() {
  const { id } = useParams<{ id: string }>();
  const roleId = recordId(id);
  const [, navigate] = useLocation();
  const query = useQuery(roleQueries.detail(roleId));
  const edit = useAdminMutation({
    mutationFn: (body: RoleEditBody) => editRole(roleId, body),
    invalidate: [roleKeys.all],
    successToast: t.updated,
    onSuccess: (role) => navigate(`/users/roles/${role.id}`),
  });
  const detailHref = `/users/roles/${roleId}`;
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader title={t.editTitle} before={<Link href={detailHref}>← {t.detailTitle}</Link>} />
        {query.data ? (
          <RoleForm
            key={query.data.id}
            mode="edit"
            initial={roleFormFromRole(query.data)}
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
              backHref="/users/roles"
              texts={{ back: t.backToList }}
            />
          </Card>
        )}
      </div>
    </>
  );
}
