import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { errorText } from "../../api/errors";
import { roleQueries } from "../../api/queries/users";
import { failureKind } from "../../lib/admin";
import { AdminDescriptionList, AdminQueryState, Badge, Card, Link, LinkButton, PageHeader } from "../../ui";
import { recordId } from "./record-id";
import { t } from "./texts";
import * as styles from "./roles.css";

/** `/users/roles/{id}`: read-only name, slug, description and the role's permissions. */
export function RoleDetailPage() {
  const { id } = useParams<{ id: string }>();
  const roleId = recordId(id);
  const query = useQuery(roleQueries.detail(roleId));
  const role = query.data;
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader
          title={t.detailTitle}
          before={<Link href="/users/roles">← {t.backToList}</Link>}
          actions={role ? <LinkButton href={`/users/roles/${role.id}/edit`}>{t.edit}</LinkButton> : null}
        />
        <Card>
          {role ? (
            <AdminDescriptionList
              items={[
                { label: t.name, value: role.name },
                { label: t.slug, value: role.slug, isMono: true },
                { label: t.description, value: role.description },
                {
                  label: t.permissions,
                  value:
                    role.permissions.length > 0 ? (
                      <ul className={styles.tags}>
                        {role.permissions.map((p) => (
                          <li key={p.id}>
                            <Badge>{p.name}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t.noPermissionsHeld
                    ),
                },
              ]}
            />
          ) : (
            <AdminQueryState
              status={query.isPending ? "loading" : failureKind(query.error)}
              errorText={query.error ? errorText(query.error) : undefined}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
              backHref="/users/roles"
              texts={{ back: t.backToList }}
            />
          )}
        </Card>
      </div>
    </>
  );
}
