import { useLocation } from "wouter";
import { createSession, sessionKeys } from "../../api/queries/sessions";
import { guestKeys } from "../../api/queries/guest";
import { useAdminMutation } from "../../lib/admin";
import { Card, Link, PageHeader } from "../../ui";
import { emptySession, SessionForm, validateCreate } from "./session-form";
import { t } from "./texts";

/** SPEC §2 /queues/sessions/create: location, weekday, start time, end time, quota; on success back to the list. */
export function SessionCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createSession,
    invalidate: [sessionKeys.all, guestKeys.all],
    successToast: t.createdToast,
    onSuccess: () => navigate("/queues/sessions"),
  });
  return (
    <>
      <PageHeader title={t.createTitle} before={<Link href="/queues/sessions">← {t.backToList}</Link>} />
      <Card>
        <SessionForm
          initialValues={emptySession}
          validate={validateCreate}
          submit={(body) => create.mutateAsync(body)}
          submitLabel={t.save}
          isPending={create.isPending}
          isRequired
        />
      </Card>
    </>
  );
}
