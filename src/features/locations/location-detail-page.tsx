import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { locationQueries } from "../../api/queries/locations";
import { auditItems, auditLabelsId, describeError, failureKind, useListHref } from "../../lib/admin";
import { AdminDescriptionList, AdminQueryState, Badge, Card, Link, LinkButton, PageHeader } from "../../ui";
import { stateTexts, t } from "./texts";

/** SPEC §2 /queues/locations/{id}: read-only name, code, description, created/updated at and by. */
export function LocationDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const backHref = useListHref("/queues/locations");
  const query = useQuery(locationQueries.detail(Number(id)));
  const location = query.data;
  return (
    <>
      <PageHeader
        title={t.detailTitle}
        before={<Link href={backHref}>← {t.backToList}</Link>}
        actions={
          location ? (
            <LinkButton
              variant="secondary"
              href={`/queues/locations/${location.id}/edit`}
              routerOptions={{ state: { from: backHref } }}
            >
              {t.edit}
            </LinkButton>
          ) : null
        }
      />
      <Card title={location?.name}>
        {location ? (
          <AdminDescriptionList
            items={[
              { label: t.name, value: location.name },
              { label: t.code, value: location.code, isMono: true },
              { label: t.description, value: location.description },
              {
                label: t.status,
                value: (
                  <Badge tone={location.is_active ? "success" : "neutral"}>
                    {location.is_active ? t.statusActive : t.statusArchived}
                  </Badge>
                ),
              },
              ...auditItems(location, auditLabelsId),
            ]}
          />
        ) : (
          <AdminQueryState
            status={query.isPending ? "loading" : failureKind(query.error)}
            errorText={query.error ? describeError(query.error) : undefined}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            backHref={backHref}
            texts={{ ...stateTexts, back: t.backToList }}
          />
        )}
      </Card>
    </>
  );
}
