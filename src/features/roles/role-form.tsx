import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { roleCreateBody, roleEditBody, validate, type RoleCreateBody, type RoleEditBody } from "../../api/contract";
import { permissionQueries } from "../../api/queries/users";
import { fieldErrorsOf } from "../../lib/admin";
import { Button, Card, FormActions, LinkButton, TextAreaField, TextField } from "../../ui";
import { PermissionChoices } from "./permission-choices";
import { roleCreateCandidate, roleEditCandidate, type RoleFormValues } from "./role-form-values";
import { t } from "./texts";
import * as styles from "./roles.css";

/** Every permission for the checkboxes (the API's largest page). */
export const ALL_PERMISSIONS = { page: 1, size: 100 } as const;

type FieldName = keyof RoleFormValues;
const FIELD_ORDER: FieldName[] = ["name", "slug", "description", "permissions"];

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function set<K extends FieldName>(name: K, value: RoleFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function focusFirst(fieldErrors: Record<string, string>) {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result =
      mode === "create"
        ? validate(roleCreateBody, roleCreateCandidate(values))
        : validate(roleEditBody, roleEditCandidate(values, permissions.isSuccess));
    if (!result.ok) {
      setErrors(result.fieldErrors);
      focusFirst(result.fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (props.mode === "create") await props.onSubmit(result.value as RoleCreateBody);
      else await props.onSubmit(result.value as RoleEditBody);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={mode === "create" ? t.createTitle : t.editTitle}
      >
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
