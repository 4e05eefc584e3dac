import {
  permissionCreateBody,
  permissionEditBody,
  validate,
  type PermissionCreateBody,
  type PermissionEditBody,
} from "../../api/contract";
import { useForm } from "../../lib/admin";
import { Button, Card, FormActions, LinkButton, TextAreaField, TextField } from "../../ui";
import { permissionCreateCandidate, permissionEditCandidate, type PermissionFormValues } from "./permission-form-values";
import { t } from "./texts";
import * as styles from "./permissions.css";

type Props = { initial: PermissionFormValues; cancelHref: string } & (
  | { mode: "create"; onSubmit: (body: PermissionCreateBody) => Promise<unknown> }
  | { mode: "edit"; onSubmit: (body: PermissionEditBody) => Promise<unknown> }
);

/**
 * SPEC §2 permission form: name, slug, description, checked with the contract (SPEC §5); problems and a 422's field
 * errors show under their inputs. A failed save keeps every value.
 */
export function PermissionForm(props: Props) {
  const { mode, initial, cancelHref } = props;
  // create and edit send different bodies; the props' union keeps each save typed
  const {
    values,
    set,
    errors,
    onSubmit,
    isSubmitting: pending,
  } = useForm<typeof initial, PermissionCreateBody | PermissionEditBody>({
    initialValues: initial,
    validate: (values) =>
      mode === "create"
        ? validate(permissionCreateBody, permissionCreateCandidate(values))
        : validate(permissionEditBody, permissionEditCandidate(values)),
    submit: (body) =>
      props.mode === "create" ? props.onSubmit(body as PermissionCreateBody) : props.onSubmit(body as PermissionEditBody),
  });

  return (
    <Card>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={mode === "create" ? t.createTitle : t.editTitle}>
        <TextField
          label={t.name}
          name="name"
          autoComplete="off"
          isRequired={mode === "create"}
          value={values.name}
          onChange={(value) => set("name", value)}
          errorMessage={errors.name}
        />
        <TextField
          label={t.slug}
          name="slug"
          autoComplete="off"
          isRequired={mode === "create"}
          value={values.slug}
          onChange={(value) => set("slug", value)}
          errorMessage={errors.slug}
        />
        <TextAreaField
          label={t.description}
          name="description"
          rows={3}
          value={values.description}
          onChange={(value) => set("description", value)}
          errorMessage={errors.description}
        />
        <FormActions>
          <Button type="submit" isPending={pending}>
            {mode === "create" ? t.createSubmit : t.updateSubmit}
          </Button>
          <LinkButton variant="secondary" href={cancelHref}>
            {t.cancel}
          </LinkButton>
        </FormActions>
      </form>
    </Card>
  );
}
