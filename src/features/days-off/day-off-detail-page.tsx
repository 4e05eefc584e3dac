import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { dayOffQueries } from "../../api/queries/days-off";
import { auditItems, auditLabelsId, describeError, failureKind, useListHref } from "../../lib/admin";
import { AdminDescriptionList, AdminQueryState, Badge, Card, Link, PageHeader } from "../../ui";
import { stateTexts, t } from "./texts";

/** SPEC §2 /queues/days-off/{id}: read-only date, details, location, created/updated at and by. */
export function DayOffDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const backHref = useListHref("/queues/days-off");
  const query = useQuery(dayOffQueries.detail(Number(id)));
  const dayOff = query.data;
  return (
    <>
      <PageHeader title={t.detailTitle} before={<Link href={backHref}>← {t.backToList}</Link>} />
      <Card>
        {dayOff ? (
          <AdminDescriptionList
            items={[
              { label: t.date, value: dayOff.date, isMono: true },
              { label: t.details, value: dayOff.details },
              { label: t.location, value: dayOff.queue_location.name },
              {
                label: t.status,
                value: (
                  <Badge tone={dayOff.is_active ? "success" : "neutral"}>
                    {dayOff.is_active ? t.statusActive : t.statusArchived}
                  </Badge>
                ),
              },
              ...auditItems(dayOff, auditLabelsId),
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
