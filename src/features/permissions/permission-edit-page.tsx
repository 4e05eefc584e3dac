import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import type { PermissionEditBody } from "../../api/contract";
import { errorText } from "../../api/errors";
import { editPermission, permissionKeys, permissionQueries, roleKeys } from "../../api/queries/users";
import { failureKind, useAdminMutation } from "../../lib/admin";
import { AdminQueryState, Card, Link, PageHeader } from "../../ui";
import { PermissionForm } from "./permission-form";
import { permissionFormFromPermission } from "./permission-form-values";
import { recordId } from "./record-id";
import { t } from "./texts";
import * as styles from "./permissions.css";

/**
 * `/users/permissions/{id}/edit`: the create fields prefilled. Success toasts 'Permission created successfully' (SPEC
 * §8 uses that text for updates too) and shows the permission.
 */
export function PermissionEditPage() {
  const { id } = useParams<{ id: string }>();
  const permissionId = recordId(id);
  const [, navigate] = useLocation();
  const query = useQuery(permissionQueries.detail(permissionId));
  const edit = useAdminMutation({
    mutationFn: (body: PermissionEditBody) => editPermission(permissionId, body),
    // roles embed their permissions, so their cached copies are stale too
    invalidate: [permissionKeys.all, roleKeys.all],
    successToast: t.updated,
    onSuccess: (permission) => navigate(`/users/permissions/${permission.id}`),
  });
  const detailHref = `/users/permissions/${permissionId}`;
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader title={t.editTitle} before={<Link href={detailHref}>← {t.detailTitle}</Link>} />
        {query.data ? (
          <PermissionForm
            key={query.data.id}
            mode="edit"
            initial={permissionFormFromPermission(query.data)}
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
              backHref="/users/permissions"
              texts={{ back: t.backToList }}
            />
          </Card>
        )}
      </div>
    </>
  );
}
