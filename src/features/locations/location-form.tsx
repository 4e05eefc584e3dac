import type { LocationCreateBody, LocationEditBody } from "../../api/contract";
import { locationCreateBody, locationEditBody, validate } from "../../api/contract";
import { Button, FormActions, LinkButton, TextAreaField, TextField } from "../../ui";
import * as styles from "./locations.css";
import { t } from "./texts";
import { useForm, type Validation } from "../../lib/admin";

export type LocationFormValues = { name: string; code: string; description: string };

export const emptyLocation: LocationFormValues = { name: "", code: "", description: "" };

/** SPEC §5 'Location create': name 3-100, code 3-100, description up to 255 and optional (left out when empty). */
export function validateCreate(values: LocationFormValues) {
  const description = values.description.trim();
  return validate(locationCreateBody, {
    name: values.name.trim(),
    code: values.code.trim(),
    ...(description ? { description } : {}),
  });
}

/** SPEC §5 'Location edit': same bounds; an emptied description becomes null. */
export function validateEdit(values: LocationFormValues) {
  const description = values.description.trim();
  return validate(locationEditBody, { name: values.name.trim(), code: values.code.trim(), description: description || null });
}

type Props<B> = {
  initialValues: LocationFormValues;
  validate: (values: LocationFormValues) => Validation<B>;
  submit: (body: B) => Promise<unknown>;
  submitLabel: string;
  isPending: boolean;
  /** where 'Batal' goes */
  cancelHref?: string;
};

/** Name, code and description of a location (create and edit). */
export function LocationForm<B extends LocationCreateBody | LocationEditBody>({
  initialValues,
  validate,
  submit,
  submitLabel,
  isPending,
  cancelHref = "/queues/locations",
}: Props<B>) {
  const form = useForm({ initialValues, validate, submit });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t.name}
        name="name"
        isRequired
        value={form.values.name}
        onChange={(value) => form.set("name", value)}
        errorMessage={form.errors.name}
        autoComplete="off"
      />
      <TextField
        label={t.code}
        name="code"
        isRequired
        value={form.values.code}
        onChange={(value) => form.set("code", value)}
        errorMessage={form.errors.code}
        autoComplete="off"
      />
      <TextAreaField
        label={t.description}
        name="description"
        value={form.values.description}
        onChange={(value) => form.set("description", value)}
        errorMessage={form.errors.description}
      />
      <FormActions>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
        <LinkButton variant="secondary" href={cancelHref}>
          {t.cancel}
        </LinkButton>
      </FormActions>
    </form>
  );
}
