import { useQuery } from "@tanstack/react-query";
import { roleCreateBody, roleEditBody, validate, type RoleCreateBody, type RoleEditBody } from "../../api/contract";
import { permissionQueries } from "../../api/queries/users";
import { useForm } from "../../lib/admin";
import { Button, Card, FormActions, LinkButton, TextAreaField, TextField } from "../../ui";
import { PermissionChoices } from "./permission-choices";
import { roleCreateCandidate, roleEditCandidate, type RoleFormValues } from "./role-form-values";
import { t } from "./texts";
import * as styles from "./roles.css";

/** Every permission for the checkboxes (the API's largest page). */
export const ALL_PERMISSIONS = { page: 1, size: 100 } as const;

type Props = { initial: RoleFormValues; cancelHref: string } & (
  | { mode: "create"; onSubmit: (body: RoleCreateBody) => Promise<unknown> }
  | { mode: "edit"; onSubmit: (body: RoleEditBody) => Promise<unknown> }
);

/**
 * SPEC §2 role form: name, slug, description and permission checkboxes, checked with the contract (SPEC §5); problems
 * and a 422's field errors show under their inputs. A failed save keeps every value.
 */
export function RoleForm(props: Props) {
  const { mode, initial, cancelHref } = props;
  const permissions = useQuery(permissionQueries.list(ALL_PERMISSIONS));
  // create and edit send different bodies; the props' union keeps each save typed
  const {
    values,
    set,
    errors,
    onSubmit,
    isSubmitting: pending,
  } = useForm<typeof initial, RoleCreateBody | RoleEditBody>({
    initialValues: initial,
    validate: (values) =>
      mode === "create"
        ? validate(roleCreateBody, roleCreateCandidate(values))
        : validate(roleEditBody, roleEditCandidate(values, permissions.isSuccess)),
    submit: (body) => (props.mode === "create" ? props.onSubmit(body as RoleCreateBody) : props.onSubmit(body as RoleEditBody)),
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
        <PermissionChoices
          query={permissions}
          items={permissions.data?.permissions}
          value={values.permissions}
          onChange={(value) => set("permissions", value)}
          errorMessage={errors.permissions}
          isDisabled={pending}
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
