import { useQuery } from "@tanstack/react-query";
import { userCreateBody, userEditBody, validate, type UserCreateBody, type UserEditBody } from "../../api/contract";
import { permissionQueries, roleQueries } from "../../api/queries/users";
import { useForm } from "../../lib/admin";
import { Button, Card, FormActions, LinkButton, TextField } from "../../ui";
import { AccessChoices } from "./access-choices";
import { t } from "./texts";
import { userCreateCandidate, userEditCandidate, type UserFormValues } from "./user-form-values";
import * as styles from "./users.css";

/** Every role and permission for the checkboxes (the API's largest page). */
export const ALL_CHOICES = { page: 1, size: 100 } as const;

type Props = { initial: UserFormValues; cancelHref: string } & (
  | { mode: "create"; onSubmit: (body: UserCreateBody) => Promise<unknown> }
  | { mode: "edit"; onSubmit: (body: UserEditBody) => Promise<unknown> }
);

/**
 * SPEC §2 user form: name, username, password (create only), role and permission checkboxes. Checked with the
 * contract (SPEC §5) before sending; problems, and a 422's field errors, show under their inputs. A failed save keeps
 * every value (the page's mutation raises the 'Error' toast).
 */
export function UserForm(props: Props) {
  const { mode, initial, cancelHref } = props;
  const roles = useQuery(roleQueries.list(ALL_CHOICES));
  const permissions = useQuery(permissionQueries.list(ALL_CHOICES));
  // create and edit send different bodies; the props' union keeps each save typed
  const {
    values,
    set,
    errors,
    onSubmit,
    isSubmitting: pending,
  } = useForm<typeof initial, UserCreateBody | UserEditBody>({
    initialValues: initial,
    validate: (values) =>
      mode === "create"
        ? validate(userCreateBody, userCreateCandidate(values))
        : validate(userEditBody, userEditCandidate(values, { roles: roles.isSuccess, permissions: permissions.isSuccess })),
    submit: (body) => (props.mode === "create" ? props.onSubmit(body as UserCreateBody) : props.onSubmit(body as UserEditBody)),
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
          label={t.username}
          name="username"
          autoComplete="off"
          isRequired={mode === "create"}
          value={values.username}
          onChange={(value) => set("username", value)}
          errorMessage={errors.username}
        />
        {mode === "create" ? (
          <TextField
            label={t.password}
            name="password"
            type="password"
            autoComplete="new-password"
            isRequired
            value={values.password}
            onChange={(value) => set("password", value)}
            errorMessage={errors.password}
          />
        ) : null}
        <AccessChoices
          label={t.roles}
          name="roles"
          query={roles}
          items={roles.data?.roles}
          value={values.roles}
          onChange={(value) => set("roles", value)}
          errorMessage={errors.roles}
          emptyText={t.noRoles}
          forbiddenText={t.rolesForbidden}
          isDisabled={pending}
        />
        <AccessChoices
          label={t.permissions}
          name="permissions"
          query={permissions}
          items={permissions.data?.permissions}
          value={values.permissions}
          onChange={(value) => set("permissions", value)}
          errorMessage={errors.permissions}
          emptyText={t.noPermissions}
          forbiddenText={t.permissionsForbidden}
          isDisabled={pending}
        />
        {errors._ ? <p className={styles.note}>{errors._}</p> : null}
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
