import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import type { Session, SessionEditBody } from "../../api/contract";
import { editSession, sessionKeys, sessionQueries } from "../../api/queries/sessions";
import { guestKeys } from "../../api/queries/guest";
import { describeError, failureKind, useAdminMutation, useListHref } from "../../lib/admin";
import { AdminQueryState, Card, Link, PageHeader } from "../../ui";
import { SessionForm, validateEdit } from "./session-form";
import { stateTexts, t } from "./texts";

/**
 * SPEC §2 /queues/sessions/{id}/edit: location select (name and code), weekday select (Minggu|Sunday … Sabtu|Saturday),
 * start and end time, quota, prefilled; button 'Ubah'.
 */
export function SessionEditPage() {
  const { id = "" } = useParams<{ id: string }>();
  const backHref = useListHref("/queues/sessions");
  const query = useQuery(sessionQueries.detail(Number(id)));
  return (
    <>
      <PageHeader title={t.editTitle} before={<Link href={backHref}>← {t.backToList}</Link>} />
      <Card>
        {query.data ? (
          <EditForm key={query.data.id} backHref={backHref} session={query.data} />
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

function EditForm({ session, backHref }: { session: Session; backHref: string }) {
  const [, navigate] = useLocation();
  const edit = useAdminMutation({
    mutationFn: (body: SessionEditBody) => editSession(session.id, body),
    invalidate: [sessionKeys.all, guestKeys.all],
    // SPEC §8: titled 'Success'
    successToast: t.updatedToast,
    onSuccess: () => navigate(backHref),
  });
  return (
    <SessionForm
      initialValues={{
        location_id: session.queue_location.id,
        day_of_the_week: session.day_of_the_week,
        start_time: session.start_time,
        end_time: session.end_time,
        quota: session.quota,
      }}
      validate={validateEdit}
      submit={(body) => edit.mutateAsync(body)}
      submitLabel={t.update}
      isPending={edit.isPending}
      cancelHref={backHref}
      isRequired={false}
    />
  );
}
