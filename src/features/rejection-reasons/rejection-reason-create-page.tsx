import { useLocation } from "wouter";
import { rejectionReasonCreateBody, validate, type RejectionReasonCreateBody } from "../../api/contract";
import { createRejectionReason, rejectionReasonKeys } from "../../api/queries/rejection-reasons";
import { useAdminMutation, useForm } from "../../lib/admin";
import { Button, Card, FormActions, Link, LinkButton, PageHeader, TextField } from "../../ui";
import * as styles from "./rejection-reasons.css";
import { t } from "./texts";

/** SPEC §5 'Rejection reason create': reason 1-100 characters. */
export function validateCreate(values: { reason: string }) {
  return validate(rejectionReasonCreateBody, { reason: values.reason.trim() });
}

/** SPEC §2 /queues/rejection-reasons/create: the reason; on success back to the list. */
export function RejectionReasonCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createRejectionReason,
    invalidate: [rejectionReasonKeys.all],
    successToast: t.createdToast,
    onSuccess: () => navigate("/queues/rejection-reasons"),
  });
  return (
    <>
      <PageHeader title={t.createTitle} before={<Link href="/queues/rejection-reasons">← {t.backToList}</Link>} />
      <Card>
        <ReasonForm submit={(body) => create.mutateAsync(body)} isPending={create.isPending} />
      </Card>
    </>
  );
}

function ReasonForm({
  submit,
  isPending,
}: {
  submit: (body: RejectionReasonCreateBody) => Promise<unknown>;
  isPending: boolean;
}) {
  const form = useForm({ initialValues: { reason: "" }, validate: validateCreate, submit });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t.reason}
        name="reason"
        isRequired
        value={form.values.reason}
        onChange={(value) => form.set("reason", value)}
        errorMessage={form.errors.reason}
        autoComplete="off"
      />
      <FormActions>
        <Button type="submit" isPending={isPending}>
          {t.save}
        </Button>
        <LinkButton variant="secondary" href="/queues/rejection-reasons">
          {t.cancel}
        </LinkButton>
      </FormActions>
    </form>
  );
}
