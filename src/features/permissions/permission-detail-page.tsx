import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { errorText } from "../../api/errors";
import { permissionQueries } from "../../api/queries/users";
import { failureKind } from "../../lib/admin";
import { AdminDescriptionList, AdminQueryState, Card, Link, LinkButton, PageHeader } from "../../ui";
import { recordId } from "./record-id";
import { t } from "./texts";
import * as styles from "./permissions.css";

/** `/users/permissions/{id}`: read-only name, slug and description. */
export function PermissionDetailPage() {
  const { id } = useParams<{ id: string }>();
  const query = useQuery(permissionQueries.detail(recordId(id)));
  const permission = query.data;
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader
          title={t.detailTitle}
          before={<Link href="/users/permissions">← {t.backToList}</Link>}
          actions={permission ? <LinkButton href={`/users/permissions/${permission.id}/edit`}>{t.edit}</LinkButton> : null}
        />
        <Card>
          {permission ? (
            <AdminDescriptionList
              items={[
                { label: t.name, value: permission.name },
                { label: t.slug, value: permission.slug, isMono: true },
                { label: t.description, value: permission.description },
              ]}
            />
          ) : (
            <AdminQueryState
              status={query.isPending ? "loading" : failureKind(query.error)}
              errorText={query.error ? errorText(query.error) : undefined}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
              backHref="/users/permissions"
              texts={{ back: t.backToList }}
            />
          )}
        </Card>
      </div>
    </>
  );
}
