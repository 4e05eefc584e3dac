import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { PermissionSlug } from "../../contract";
import type { AdminDescriptionItem, SelectOption, TableColumn } from "../ui";
import type { ToastInput } from "../../contract/toast-message";
import type { ScreenLanguage } from "../lib/screen-language";
import type { ResourceDeclaration, ResourceTitles } from "./resource-declaration";
import type { FilterDefaults } from "./list-params";
import type { ListParams } from "./use-list-params";
import type { RecordKey } from "./record-id";
import type { Validation } from "./use-form";
import type { ToggleAction } from "./use-confirm-toggle";

/**
 * An admin resource described once (ADR 603): where it lives, who may change it and its titles (declared in its
 * routes.ts, resource-declaration.ts), how to read and write it, its columns, filters, form fields and words (its
 * resource.tsx). The kit (resource-pages.tsx) makes its list, detail, create and edit pages from this, with one way
 * of reading ids, wording errors, linking rows, returning to the list and showing 'Add' / 'Tambah' only to a user who
 * may add.
 */

/**
 * A query the kit runs: the feature's `queryOptions(...)` from src/api/queries, its answer `D` and its key `K` (the
 * key's own type: TanStack's options are invariant in it, so it is a type parameter, never a wider type).
 */
export type QueryOf<D, K extends QueryKey = QueryKey> = UseQueryOptions<D, Error, D, K>;

/**
 * What a list query's key starts with: the key without its last part, the list's parameters (`[...lists(), params]`,
 * as every key factory in src/api/queries makes them); any key for a key whose parts are not known.
 */
export type KeyPrefixOf<K extends QueryKey> = K extends readonly [...infer Prefix, unknown] ? Readonly<Prefix> : QueryKey;

/** The records a choice source offers. */
export type ChoiceItems = ReadonlyArray<{ id: number; name: string; code?: string; slug?: string; is_active?: boolean }>;

/** What a form or filter field reads of its choices: the query's state and the records in its answer. */
export type ChoiceState = { query: UseQueryResult<unknown>; items: ChoiceItems };

/**
 * Records offered as choices (a select's options, checkboxes), made by `choicesOf`: each source's answer type stays
 * inside it (the fields of one form read different answers), the kit runs it and gets the records.
 */
export type ChoiceSource = {
  /** the query's key: which checkbox lists have their choices (resource-fields.tsx) */
  queryKey: QueryKey;
  /** runs the query (a hook, called once per render by the field) and finds the records in its answer */
  useChoices: () => ChoiceState;
};

/** An answer of a list query: one page, its `total` for the pager (contract/envelopes.ts `Page`). */
export type ListAnswer = { total: number };

/** What a list query is given: the list's filters from the URL, minus empty ones, and its page and size. */
export type ListQueryParams = ListParams<FilterDefaults>["query"];

/** The form values a resource's fields edit. */
export type FormValues = Record<string, unknown>;

type FieldBase<V> = {
  name: keyof V & string;
  label: string;
  /** the required mark: on both forms, or on create only (edit bodies are all optional, docs/product.md §5) */
  required?: true | "create";
  /** a field only one form has (the password: create only) */
  only?: "create" | "edit";
  description?: string;
  /**
   * The field's words for a rule's text from the contract or the server (docs/product.md §8.1): the exact English
   * problem (`adminProblems.taken`, `adminProblems.slug` …) → what this screen says, in its language.
   */
  problems?: Readonly<Record<string, string>>;
};

export type FieldSpec<V> = FieldBase<V> &
  (
    | { kind: "text"; type?: "password"; autoComplete?: string }
    | { kind: "textarea"; rows?: number }
    | { kind: "number" }
    | { kind: "time" }
    | { kind: "date" }
    | {
        kind: "select";
        placeholder?: string;
        /** fixed options (weekdays) … */
        options?: SelectOption[];
        /** … or records (locations: 'Name (CODE)', archived ones marked) */
        choices?: ChoiceSource;
        emptyText?: string;
        /** what failed to load, e.g. 'lokasi' */
        choicesName?: string;
      }
    | {
        /** the language's words say when there are none yet, or why the list cannot be changed (a 403) */
        kind: "checkboxes";
        choices: ChoiceSource;
      }
  );

export type FilterSpec<F extends FilterDefaults> = {
  defaults: F;
  fields: Array<
    /** records (locations): the value is the record's id, 0 for all (docs/product.md §10.4) */
    | { kind: "select"; name: keyof F & string; label: string; choices: ChoiceSource; allLabel: string }
    /**
     * fixed options (weekdays): the value is the option's id as text, its default "" for all; the URL takes only
     * those ids (list-params.ts `allowed`)
     */
    | {
        kind: "select";
        name: keyof F & string;
        label: string;
        options: ReadonlyArray<{ id: string; label: string }>;
        allLabel: string;
      }
    | { kind: "date"; name: keyof F & string; label: string }
  >;
};

/** The texts each fixed-options filter takes, for `useListParams` (a module constant per resource). */
export function allowedFilterValues(spec: FilterSpec<FilterDefaults> | undefined): Record<string, readonly string[]> {
  const allowed: Record<string, readonly string[]> = {};
  for (const field of spec?.fields ?? []) if ("options" in field) allowed[field.name] = field.options.map((option) => option.id);
  return allowed;
}

/** A resource's words (its texts.ts). */
export type ResourceTexts = {
  /**
   * The table's name, the back link, the list states and the filter's name: the kit makes them from the resource's
   * noun in its language when left out ('Daftar lokasi', 'Back to users': kit-texts.ts `resourceWords`).
   */
  tableLabel?: string;
  backToList?: string;
  loading?: string;
  loadFailed?: string;
  empty?: string;
  emptyText?: string;
  filterLabel?: string;
  /** submit buttons; 'Simpan' / 'Ubah' (or 'Save' / 'Update') when left out */
  createSubmit?: string;
  updateSubmit?: string;
  /** success toasts (docs/product.md §8, verbatim) */
  created: string | ToastInput;
  updated?: string | ToastInput;
  toggled?: Partial<Record<ToggleAction, string>>;
  /** the question of each toggle's confirmation, given the record's label; its title is made from the noun */
  confirm?: Partial<Record<ToggleAction, (label: string) => string>>;
};

/**
 * A resource: its record `T`, form values `V`, create and edit bodies `C` and `E`, and how it is read: the list's
 * query takes the list's URL state (filters, page, size) and answers `L` (a page: `total` for the pager), a record's
 * query and the edit take its route key `R` (a number, or text for users); `LK`, `DK` are their queries' keys.
 */
export type AdminResource<
  T,
  V extends FormValues = FormValues,
  C = unknown,
  E = unknown,
  L extends ListAnswer = ListAnswer,
  R extends number | string = number | string,
  LK extends QueryKey = QueryKey,
  DK extends QueryKey = QueryKey,
> = {
  lang: ScreenLanguage;
  /** the list route, e.g. '/queues/locations' */
  path: string;
  /** the menu permission (docs/product.md §6): only its holders see Add, edit links, switches and delete */
  permission: PermissionSlug;
  /** what a record is called ('Lokasi', 'User'): the kit's words for the resource are made from it */
  noun: string;
  /** the headings of its pages: the routes' titles (`declareResource`), so a tab and its heading say the same */
  titles: ResourceTitles;
  /** how the route names a record: its numeric `id` (`numericKey`), or a text (users: `textKey`, their username) */
  key: RecordKey<T, R>;
  /** names a record in dialogs and for screen readers ('Lihat Pasar Jaya Senen') */
  label: (record: T) => string;
  /** query keys refreshed after any change */
  invalidate: readonly QueryKey[];
  texts: ResourceTexts;
  list: {
    query: (params: ListQueryParams) => QueryOf<L, LK>;
    /**
     * The key all of its list queries' keys start with (its key factory's `lists()`), checked against `query`'s key:
     * the cached lists an edit's save shows the saved record in (saved-record.ts)
     */
    queryKeyPrefix: KeyPrefixOf<LK>;
    /** the rows of an answer: one of the answer's own fields (an edit's save writes the saved record into it) */
    rows: (data: L) => readonly T[];
    /** the resource's own columns; the kit adds the active switch, the audit columns and the row actions */
    columns: TableColumn<T>[];
    filters?: FilterSpec<FilterDefaults>;
  };
  detail?: {
    query: (key: R) => QueryOf<T, DK>;
    /** the record's own fields; the kit adds its status and audit rows */
    items: (record: T) => AdminDescriptionItem[];
  };
  /**
   * archive / activate / delete calls (an active switch when archive is given, a delete button for delete); archive and
   * activate answer with the record (contract/staff-schemas.ts), shown at once in the lists kept (saved-record.ts), a
   * delete with nothing
   */
  toggle?: {
    archive?: (id: number) => Promise<T>;
    activate?: (id: number) => Promise<T>;
    delete?: (id: number) => Promise<unknown>;
  };
  /** the record's active flag, for the switch and the detail's status */
  isActive?: (record: T) => boolean;
  /** audit columns and rows (created/updated at and by) */
  audit?: boolean;
  fields?: FieldSpec<V>[];
  create?: {
    values: V;
    /** the contract's check (docs/product.md §5); the body it returns is what `save` sends */
    validate: (values: V) => Validation<C>;
    /** the save; its answer is the new record, shown highlighted on the list */
    save: (body: C) => Promise<T>;
  };
  edit?: {
    values: (record: T) => V;
    /** `loaded`: which checkbox lists have their choices (a list that could not load is left out of the body) */
    validate: (values: V, loaded: Record<string, boolean>) => Validation<E>;
    save: (key: R, body: E) => Promise<T>;
    /** where a save (and Cancel) goes: the list the page came from, or the saved record */
    returnTo: "list" | "detail";
  };
  /** a note under the form's fields (e.g. a 422 error not tied to a field) */
  formNote?: (errors: Record<string, string>) => ReactNode;
};

/** What a feature's resource.tsx describes: everything but what its routes.ts declares. */
export type ResourceDescription<
  T,
  V extends FormValues = FormValues,
  C = unknown,
  E = unknown,
  L extends ListAnswer = ListAnswer,
  R extends number | string = number | string,
  LK extends QueryKey = QueryKey,
  DK extends QueryKey = QueryKey,
> = Omit<AdminResource<T, V, C, E, L, R, LK, DK>, keyof ResourceIdentity>;

/** What the kit reads from the resource's declaration (routes.ts). */
type ResourceIdentity = Pick<AdminResource<never>, "lang" | "path" | "permission" | "noun" | "titles">;

/**
 * The declared resource (routes.ts: path, permission, language, noun, titles) with its description, types kept:
 * `export const locations = defineResource(locationResource, { … })`.
 */
export function defineResource<
  T,
  V extends FormValues = FormValues,
  C = unknown,
  E = unknown,
  L extends ListAnswer = ListAnswer,
  R extends number | string = number | string,
  LK extends QueryKey = QueryKey,
  DK extends QueryKey = QueryKey,
>(
  declared: ResourceDeclaration,
  description: ResourceDescription<T, V, C, E, L, R, LK, DK>,
): AdminResource<T, V, C, E, L, R, LK, DK> {
  const { lang, path, permission, noun, titles } = declared;
  return { lang, path, permission, noun, titles, ...description };
}

/** A choice source with its answer's type checked: `choicesOf(locationQueries.list(ALL), (d) => d.queue_locations)`. */
export function choicesOf<D, K extends QueryKey>(query: QueryOf<D, K>, items: (data: D) => ChoiceItems): ChoiceSource {
  return {
    queryKey: query.queryKey,
    useChoices: () => {
      const result = useQuery(query);
      return { query: result, items: result.data === undefined ? [] : items(result.data) };
    },
  };
}
