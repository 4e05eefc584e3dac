import { skipToken, useQueries } from "@tanstack/react-query";
import { errorText } from "../api/errors";
import { useRef, type ReactNode } from "react";
import {
  AdminFilterBar,
  Button,
  Card,
  CalendarDateField,
  CheckboxGroup,
  ConfirmDialog,
  FormActions,
  IdentifierText,
  LinkButton,
  NumberField,
  Select,
  TextAreaField,
  TextField,
  TimeField,
  type SelectOption,
} from "../ui";
import { readFailureView } from "./errors";
import * as styles from "./kit.css";
import type { ScreenLanguage } from "../lib/screen-language";
import type { KitTexts } from "./kit-texts";
import type { FilterDefaults, FilterValues } from "./list-params";
import { readableErrors } from "./readable-errors";
import { choicesOf, type ChoiceSource, type ChoiceState, type FieldSpec, type FilterSpec, type FormValues } from "./resource";
import { useFilterDraft } from "./use-filter-draft";
import { useForm, type Validation } from "./use-form";
import { useLeaveGuard } from "./use-leave-guard";
import { openedLinkState } from "./page-focus";

/** The "all" entry of a fixed-options filter (its options' ids are other texts: "0" … "6"). */
const ALL_OPTIONS = "all";

/** A form's number: no digit grouping ("1000" stays), and a fraction kept for the check to refuse. */
const WITH_FRACTIONS: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };

/** Every choice at once: the API's largest page (docs/product.md §9). */
const ALL_CHOICES = { page: 1, size: 100 } as const;
export { ALL_CHOICES };

/** A field without choices runs a skipped query, so every field calls the same hooks. */
const NO_CHOICES = choicesOf({ queryKey: ["no-choices"], queryFn: skipToken }, () => []);

function useChoices(source: ChoiceSource | undefined): ChoiceState | undefined {
  const choices = (source ?? NO_CHOICES).useChoices();
  return source ? choices : undefined;
}

/** Records as select options: 'Pasar Jaya Koja (KOJ)', archived ones marked. */
function optionsOf(items: ChoiceState["items"], archived?: string): SelectOption[] {
  return items.map((item) => ({
    id: item.id,
    label: item.code ? `${item.name} (${item.code})` : item.name,
    badge: archived && item.is_active === false ? archived : undefined,
  }));
}

type FieldProps<V extends FormValues> = {
  field: FieldSpec<V>;
  mode: "create" | "edit";
  values: V;
  errors: Record<string, string>;
  set: (name: keyof V, value: unknown) => void;
  clearError: (name: keyof V) => void;
  isPending: boolean;
  texts: KitTexts;
};

/** One form field from its spec. */
function Field<V extends FormValues>({ field, mode, values, errors, set, clearError, isPending, texts }: FieldProps<V>) {
  const choices = useChoices(field.kind === "select" || field.kind === "checkboxes" ? field.choices : undefined);
  const common = {
    label: field.label,
    description: field.description,
    errorMessage: errors[field.name],
    isRequired: field.required === true || (field.required === "create" && mode === "create"),
  };
  const value = values[field.name];
  switch (field.kind) {
    case "text":
      return (
        <TextField
          {...common}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete ?? "off"}
          value={String(value ?? "")}
          onChange={(next) => set(field.name, next)}
        />
      );
    case "textarea":
      return (
        <TextAreaField
          {...common}
          name={field.name}
          rows={field.rows}
          value={String(value ?? "")}
          onChange={(next) => set(field.name, next)}
        />
      );
    case "number":
      // A number field commits on blur: its error goes as soon as something is typed, so the layout does not shift
      // under the pointer on the way to the submit button. A fraction typed stays in the field ('12,5'), for the
      // form's check to say a whole number is wanted (docs/product.md §5.1): without fraction digits the field dropped
      // the comma unseen and kept 125.
      return (
        <div onInput={() => clearError(field.name)}>
          <NumberField
            {...common}
            formatOptions={WITH_FRACTIONS}
            language={texts.language}
            value={value as number}
            onChange={(next) => set(field.name, next)}
          />
        </div>
      );
    case "date":
      return (
        <CalendarDateField
          {...common}
          language={texts.language}
          value={String(value ?? "")}
          onChange={(next) => set(field.name, next)}
        />
      );
    case "time":
      return (
        <TimeField {...common} language={texts.language} value={String(value ?? "")} onChange={(next) => set(field.name, next)} />
      );
    case "select": {
      const failed = choices?.query.isError
        ? texts.choicesFailed(
            field.choicesName ?? field.label.toLowerCase(),
            errorText(choices.query.error, "staff", texts.language),
          )
        : undefined;
      return (
        <Select
          {...common}
          errorMessage={common.errorMessage ?? failed}
          placeholder={field.placeholder}
          options={field.options ?? optionsOf(choices?.items ?? [], texts.statusArchived)}
          emptyText={field.emptyText}
          value={(value as number | null) ?? null}
          onChange={(key) => set(field.name, key === null ? null : Number(key))}
          // an empty list cannot open: wait for the choices
          isDisabled={choices?.query.isPending}
        />
      );
    }
    case "checkboxes":
      return (
        <ChoiceCheckboxes
          field={field}
          choices={choices!}
          value={value as string[]}
          onChange={(next) => set(field.name, next)}
          errorMessage={errors[field.name]}
          isDisabled={isPending}
          texts={texts}
        />
      );
  }
}

/**
 * Checkboxes fed by a list (roles, permissions). While it loads, or when the signed-in user may not read it (403)
 * or it failed, the group says so instead of showing boxes, and the edit leaves that list out.
 */
function ChoiceCheckboxes<V extends FormValues>({
  field,
  choices,
  value,
  onChange,
  errorMessage,
  isDisabled,
  texts,
}: {
  field: Extract<FieldSpec<V>, { kind: "checkboxes" }>;
  choices: ChoiceState;
  value: string[];
  onChange: (value: string[]) => void;
  errorMessage?: string;
  isDisabled: boolean;
  texts: KitTexts;
}) {
  const { query } = choices;
  const what = field.label.toLowerCase();
  let note = texts.choicesEmpty(what);
  if (query.isPending) note = texts.loadingChoices;
  else if (query.isError)
    note =
      readFailureView(query.error) === "forbidden"
        ? texts.choicesForbidden(what)
        : texts.choicesFailed(what, errorText(query.error, "staff", texts.language));
  return (
    <div className={styles.choices}>
      <CheckboxGroup
        label={field.label}
        name={field.name}
        options={
          query.isSuccess
            ? choices.items.map((item) => ({
                value: String(item.id),
                label: item.name,
                // a slug ('access:queue.rejection_reason') wraps only after its separators
                description: item.slug ? <IdentifierText>{item.slug}</IdentifierText> : undefined,
              }))
            : []
        }
        emptyText={note}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        isDisabled={isDisabled || !query.isSuccess}
      />
      {query.isError && readFailureView(query.error) === "error" ? (
        <div>
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()} isPending={query.isFetching}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The values as the server keeps them (docs/product.md §11.9): texts without surrounding spaces, passwords as typed.
 * The inputs keep what was typed; only the check and the body see the trimmed text.
 */
function trimmedTexts<V extends FormValues>(values: V, fields: FieldSpec<V>[]): V {
  const trimmed: FormValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    const isText = field.kind === "textarea" || (field.kind === "text" && field.type !== "password");
    if (isText && typeof value === "string") trimmed[field.name] = value.trim();
  }
  return trimmed as V;
}

/**
 * A resource's create or edit form from its field specs: checked with the contract before sending; problems, and a
 * 422's field errors, show under their inputs; a failed save keeps every value (the mutation raises the 'Error'
 * toast).
 */
export function ResourceForm<V extends FormValues, B>({
  fields,
  mode,
  initialValues,
  validate,
  submit,
  submitLabel,
  cancelHref,
  title,
  texts,
  lang,
  note,
}: {
  fields: FieldSpec<V>[];
  mode: "create" | "edit";
  initialValues: V;
  validate: (values: V, loaded: Record<string, boolean>) => Validation<B>;
  submit: (body: B) => Promise<unknown>;
  submitLabel: string;
  cancelHref: string;
  title: string;
  texts: KitTexts;
  /** the screen's language: the leave question is portalled out of the screen's `lang` (ADR 603) */
  lang: ScreenLanguage;
  note?: (errors: Record<string, string>) => ReactNode;
}) {
  // Which checkbox lists have their choices (the same queries the fields run): an edit leaves the others out.
  const checkboxFields = fields.filter((field) => field.kind === "checkboxes" && (!field.only || field.only === mode));
  const choiceQueries = useQueries({
    queries: checkboxFields.map((field) =>
      // the fields run these queries; here their state is only read
      ({ queryKey: field.kind === "checkboxes" ? field.choices.queryKey : ["no-choices"], queryFn: skipToken }),
    ),
  });
  const loaded = Object.fromEntries(checkboxFields.map((field, index) => [field.name, choiceQueries[index]?.isSuccess ?? false]));
  const form = useForm<V, B>({ initialValues, validate: (values) => validate(trimmedTexts(values, fields), loaded), submit });
  // the contract's and the server's messages alike, worded for people
  const errors = readableErrors(form.errors, fields, texts.rules);
  const isDirty = JSON.stringify(form.values) !== JSON.stringify(initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard(isDirty, formRef);
  return (
    <Card>
      <ConfirmDialog
        isOpen={guard.isAsking}
        title={texts.leave.title}
        onCancel={guard.stay}
        onConfirm={guard.leave}
        confirmLabel={texts.leave.leave}
        cancelLabel={texts.leave.stay}
        tone="destructive"
        lang={lang}
      >
        <p>{texts.leave.text}</p>
      </ConfirmDialog>
      <form ref={formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={title}>
        {fields
          .filter((field) => !field.only || field.only === mode)
          .map((field) => (
            <Field
              key={field.name}
              field={field}
              mode={mode}
              values={form.values}
              errors={errors}
              set={(name, value) => form.set(name, value as V[keyof V])}
              clearError={form.clearError}
              isPending={form.isSubmitting}
              texts={texts}
            />
          ))}
        {note?.(errors)}
        <FormActions>
          <Button type="submit" isPending={form.isSubmitting}>
            {submitLabel}
          </Button>
          {/* as the back link: the list gives the focus back to the link this page was opened by (page-focus.ts) */}
          <LinkButton variant="secondary" href={cancelHref} routerOptions={{ state: openedLinkState() }}>
            {texts.cancel}
          </LinkButton>
        </FormActions>
      </form>
    </Card>
  );
}

function FilterField<F extends FilterDefaults>({
  field,
  draft,
  setDraft,
  texts,
}: {
  field: FilterSpec<F>["fields"][number];
  draft: FilterValues<F>;
  setDraft: (name: string, value: string | number) => void;
  texts: KitTexts;
}) {
  const choices = useChoices(field.kind === "select" && "choices" in field ? field.choices : undefined);
  if (field.kind === "date")
    return (
      <CalendarDateField
        language={texts.language}
        label={field.label}
        value={String(draft[field.name])}
        onChange={(date) => setDraft(field.name, date)}
      />
    );
  if ("options" in field) {
    // the value is text, "" for all: an id of its own stands for "all" in the select
    const value = String(draft[field.name]);
    return (
      <Select
        label={field.label}
        options={[{ id: ALL_OPTIONS, label: field.allLabel }, ...field.options]}
        value={value === "" ? ALL_OPTIONS : value}
        onChange={(key) => setDraft(field.name, key === null || key === ALL_OPTIONS ? "" : String(key))}
      />
    );
  }
  return (
    <Select
      label={field.label}
      options={[{ id: 0, label: field.allLabel }, ...optionsOf(choices?.items ?? [])]}
      value={draft[field.name] as number}
      onChange={(key) => setDraft(field.name, key === null ? 0 : Number(key))}
      isDisabled={choices?.query.isPending}
      // the choices arrive after the bar's first paint: its width is kept for them
      reservesWidestCell
    />
  );
}

/** The filters above a list from their specs. Holds a draft; the URL changes on 'Cari' (useListParams). */
export function ResourceFilters<F extends FilterDefaults>({
  spec,
  value,
  inForce,
  onApply,
  onReset,
  label,
  texts,
}: {
  spec: FilterSpec<F>;
  value: FilterValues<F>;
  /** how many filters are applied (the list's `filtersInForce`): a phone's folded bar says 'Filter (n)' */
  inForce: number;
  onApply: (next: FilterValues<F>) => void;
  onReset: () => void;
  label?: string;
  texts: KitTexts;
}) {
  const { draft, set, reset } = useFilterDraft(value, spec.defaults as FilterValues<F>, onReset);
  return (
    <AdminFilterBar
      label={label}
      activeCount={inForce}
      submitLabel={texts.search}
      resetLabel={texts.reset}
      onSubmit={() => onApply(draft)}
      onReset={reset}
    >
      {spec.fields.map((field) => (
        <FilterField
          key={field.name}
          field={field}
          draft={draft}
          setDraft={(name, next) => set(name as keyof FilterValues<F>, next as FilterValues<F>[keyof FilterValues<F>])}
          texts={texts}
        />
      ))}
    </AdminFilterBar>
  );
}
