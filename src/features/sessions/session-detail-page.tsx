import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { sessionQueries } from "../../api/queries/sessions";
import { auditItems, auditLabelsId, describeError, failureKind, useListHref } from "../../lib/admin";
import { weekdayNameId } from "../../lib/wib";
import { AdminDescriptionList, AdminQueryState, Badge, Card, Link, LinkButton, PageHeader } from "../../ui";
import { stateTexts, t } from "./texts";

/** SPEC §2 /queues/sessions/{id}: read-only weekday name, location name, start, end, quota, created/updated at and by. */
export function SessionDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const backHref = useListHref("/queues/sessions");
  const query = useQuery(sessionQueries.detail(Number(id)));
  const session = query.data;
  return (
    <>
      <PageHeader
        title={t.detailTitle}
        before={<Link href={backHref}>← {t.backToList}</Link>}
        actions={
          session ? (
            <LinkButton
              variant="secondary"
              href={`/queues/sessions/${session.id}/edit`}
              routerOptions={{ state: { from: backHref } }}
            >
              {t.edit}
            </LinkButton>
          ) : null
        }
      />
      <Card>
        {session ? (
          <AdminDescriptionList
            items={[
              { label: t.weekday, value: weekdayNameId(session.day_of_the_week) },
              { label: t.location, value: session.queue_location.name },
              { label: t.start, value: session.start_time, isMono: true },
              { label: t.end, value: session.end_time, isMono: true },
              { label: t.quota, value: String(session.quota), isMono: true },
              {
                label: t.status,
                value: (
                  <Badge tone={session.is_active ? "success" : "neutral"}>
                    {session.is_active ? t.statusActive : t.statusArchived}
                  </Badge>
                ),
              },
              ...auditItems(session, auditLabelsId),
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
