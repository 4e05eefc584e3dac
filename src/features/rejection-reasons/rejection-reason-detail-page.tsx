import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { rejectionReasonQueries } from "../../api/queries/rejection-reasons";
import { describeError, failureKind, useListHref } from "../../lib/admin";
import { AdminDescriptionList, AdminQueryState, Card, Link, PageHeader } from "../../ui";
import { stateTexts, t } from "./texts";

/** SPEC §2 /queues/rejection-reasons/{id}: the read-only reason. */
export function RejectionReasonDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const backHref = useListHref("/queues/rejection-reasons");
  const query = useQuery(rejectionReasonQueries.detail(Number(id)));
  const reason = query.data;
  return (
    <>
      <PageHeader title={t.detailTitle} before={<Link href={backHref}>← {t.backToList}</Link>} />
      <Card>
        {reason ? (
          <AdminDescriptionList items={[{ label: t.reason, value: reason.reason }]} />
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
