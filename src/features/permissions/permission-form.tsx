import { useRef, useState, type FormEvent } from "react";
import {
  permissionCreateBody,
  permissionEditBody,
  validate,
  type PermissionCreateBody,
  type PermissionEditBody,
} from "../../api/contract";
import { fieldErrorsOf } from "../../lib/admin";
import { Button, Card, FormActions, LinkButton, TextAreaField, TextField } from "../../ui";
import { permissionCreateCandidate, permissionEditCandidate, type PermissionFormValues } from "./permission-form-values";
import { t } from "./texts";
import * as styles from "./permissions.css";

type FieldName = keyof PermissionFormValues;
const FIELD_ORDER: FieldName[] = ["name", "slug", "description"];

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function set(name: FieldName, value: string) {
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
        ? validate(permissionCreateBody, permissionCreateCandidate(values))
        : validate(permissionEditBody, permissionEditCandidate(values));
    if (!result.ok) {
      setErrors(result.fieldErrors);
      focusFirst(result.fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (props.mode === "create") await props.onSubmit(result.value as PermissionCreateBody);
      else await props.onSubmit(result.value as PermissionEditBody);
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
