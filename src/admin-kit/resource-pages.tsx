import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useLocation, useParams } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { releaseHistoryGuard } from "../lib/history-guard";
import {
  AdminDescriptionList,
  AdminListBody,
  AdminQueryState,
  Badge,
  Button,
  Card,
  ConfirmToggleDialogs,
  EmptyState,
  Link,
  LiveRegion,
  LinkButton,
  PageHeader,
  Switch,
  VisuallyHidden,
  type AdminDescriptionItem,
  type TableColumn,
} from "../ui";
import { useSession } from "../api/session-context";
import { auditItems, auditPerson, auditTime, type AuditRecord } from "./audit";
import { queryStateOf } from "./errors";
import * as styles from "./kit.css";
import { kitTexts, type KitTexts } from "./kit-texts";
import { useCurrentUrl, useListHref } from "./list-return";
import { recordPath, type RecordKey } from "./record-id";
import { allowedFilterValues, type AdminResource, type FormValues, type ListAnswer } from "./resource";
import { ResourceFilters, ResourceForm } from "./resource-fields";
import {
  isFocusLost,
  openedLinkState,
  rememberOpenedLink,
  THIS_DOCUMENT,
  useFocusOpenedLink,
  usePageHeading,
  useRetryFocus,
} from "./page-focus";
import { useAdminMutation } from "./use-admin-mutation";
import { showSavedRecord } from "./saved-record";
import { useConfirmToggle, type ConfirmText, type ToggleAction } from "./use-confirm-toggle";
import { listQueryState, useListPagination, useListParams } from "./use-list-params";

const NO_FILTERS = {};

/** May the signed-in user change this resource? The menu rule (docs/product.md §6): they hold its exact permission. */
function useCanChange(resource: AdminResource<never>): boolean {
  return useSession().user?.permissions.includes(resource.permission) ?? false;
}

/** The route's record key, read one way for every resource (record-id.ts), in the resource's own key type. */
function useRecordKey<R extends number | string>(key: RecordKey<never, R>): R {
  const { id } = useParams<{ id?: string }>();
  return key.read(id);
}

function Screen({
  resource,
  children,
  ref,
  onClickCapture,
}: {
  resource: AdminResource<never>;
  children: ReactNode;
  ref?: RefObject<HTMLDivElement | null>;
  onClickCapture?: (event: MouseEvent<HTMLDivElement>) => void;
}) {
  return (
    // the click is the links' (a list remembers the record link opened, page-focus.ts rememberOpenedLink)
    <div ref={ref} className={styles.screen} lang={resource.lang} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}

/**
 * What a create hands the list in history state: the new record, to show it highlighted (ADR 603), and the document
 * that made it (page-focus.ts THIS_DOCUMENT). The browser keeps history state across a reload; the record is shown
 * only in the document that created it, so a reload drops it, as it drops the toast.
 */
type CreatedState = { created?: unknown; createdIn?: number };

/** The record a create handed the list, when this document made it. */
function createdByThisDocument(state: CreatedState | null): unknown {
  return state?.createdIn === THIS_DOCUMENT ? state.created : undefined;
}

/**
 * The record just created, as the list should show it: highlighted where it is on this page, or, when the list's
 * order puts it on another page, pinned above this page's rows, so it is always in view after 'Simpan'. It is
 * scrolled into view and announced once. Read from history state, so a reload or a later filter drops it.
 */
function useCreatedRow<T>(
  rows: readonly T[],
  keyOf: (row: T) => number | string,
  isSettled: boolean,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const created = createdByThisDocument(useHistoryState<CreatedState | null>()) as T | undefined;
  const createdKey = created === undefined ? undefined : keyOf(created);
  const onPage = createdKey !== undefined && rows.some((row) => keyOf(row) === createdKey);
  const shown = created === undefined || onPage || !isSettled ? rows : [created, ...rows];
  const hasRow = createdKey !== undefined && isSettled;
  useEffect(() => {
    if (!hasRow) return;
    const row = document.querySelector<HTMLElement>("[data-highlighted]");
    row?.scrollIntoView({ block: "nearest" });
    // The heading took the focus on arrival (the form's button is gone); scrolled to the new row it may be off the
    // screen: the row's link takes it, unless the person moved it meanwhile (docs/product.md §2.12).
    const control = row?.querySelector<HTMLElement>("a[href]") ?? row?.querySelector<HTMLElement>("button, input");
    if (control && (isFocusLost() || document.activeElement === heading.current)) control.focus({ preventScroll: true });
  }, [hasRow, createdKey, heading]);
  return { rows: shown, highlightedKey: hasRow ? createdKey : undefined, created: hasRow ? created : undefined };
}

/**
 * What a create or edit page shows to a user without the resource's permission, instead of its form: the kit's "no
 * permission" state, with the way back to the list. Decided here once, from the permission the resource declares
 * (the menu rule, docs/product.md §2.7, §6), so a URL typed or shared never opens a form the server refuses on save
 * (ADR 603). The server still judges every write by the rights as they stand (ADR 126).
 */
function CannotChange({
  resource,
  backHref,
  backLabel,
}: {
  resource: AdminResource<never>;
  backHref: string;
  backLabel: string;
}) {
  const texts = kitTexts[resource.lang];
  return (
    <Card>
      <AdminQueryState
        status="forbidden"
        backHref={backHref}
        texts={{ ...texts.states, forbiddenText: texts.cannotChange, back: backLabel }}
      />
    </Card>
  );
}

/** What an edit link leaves in the form's history entry: the list to return to, and the page the form was opened on. */
type EditLinkState = { from: string; openedFrom: string };

/**
 * Where a saved form goes (docs/product.md §2.12). Opened from the page its save opens (an edit from its list, 'Edit'
 * on a record), it goes back in history to that entry; else that page takes the form's place in history. Either way
 * Back then goes to the page before the form, not to a form showing the saved values again (UX audit s46), nor to the
 * same page twice (review s46). A create's list shows the new record from history state, so it always takes the
 * form's place. Only while the form is still what the person sees: an answer that comes after they went elsewhere (a
 * menu link, 'Leave' while the save was on its way) must not move them.
 */
function useLeaveSavedForm() {
  const [, navigate] = useLocation();
  const [formAddress] = useState(() => window.location.href);
  const [openedFrom] = useState(() => (window.history.state as Partial<EditLinkState> | null)?.openedFrom);
  return (href: string, state: object, { mayGoBack = false } = {}) => {
    if (window.location.href !== formAddress) return;
    if (mayGoBack && openedFrom === href) {
      // the form's values are saved: nothing for its guard to hold (src/lib/history-guard.ts)
      releaseHistoryGuard();
      window.history.back();
    } else navigate(href, { replace: true, state });
  };
}

/** The way back to the list; the list gives the focus back to this record's link (page-focus.ts useFocusOpenedLink). */
function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} routerOptions={{ state: openedLinkState() }}>
      ← {children}
    </Link>
  );
}

/**
 * The read states of a detail or edit page before it has its record (loading, 403, 404, error with retry). `onRetry`
 * is the page's (`useRetryFocus`, held by the page, which stays when this goes): 'Try again' is gone once the record
 * loads, and the focus goes to the page's heading, as a list's does (docs/product.md §2.12).
 */
function RecordState({
  query,
  onRetry,
  backHref,
  backLabel,
  resource,
}: {
  query: { isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  onRetry: (() => void) | undefined;
  backHref: string;
  backLabel: string;
  resource: AdminResource<never>;
}) {
  const texts = kitTexts[resource.lang];
  return (
    <AdminQueryState
      {...queryStateOf(query, resource.lang)}
      onRetry={onRetry}
      backHref={backHref}
      texts={{ ...texts.states, back: backLabel }}
    />
  );
}

/** Who made or changed a record: a two-word name on one line, a longer one wrapped in its column (kit.css.ts). */
function AuditName({ person }: { person: { name: string } | null | undefined }) {
  return <span className={styles.auditName}>{auditPerson(person)}</span>;
}

/**
 * Who and when in one cell. The person's name is one line ('Budi Santoso', not 'Budi' over 'Santoso': at 1024 px a row
 * four lines tall where its longest text took three, UX pass, session 49), a longer one wraps (`AuditName`). Where the
 * table is tight the time may wrap between its date and its clock, never inside either ('2026-07-26' / '09:00:00'):
 * both on one line made the locations' table 100 px wider than its box at 1024 px.
 */
function Audit({ person, time }: { person: { name: string } | null | undefined; time: string | null | undefined }) {
  const [date, clock] = auditTime(time).split(" ");
  return (
    <span className={styles.audit}>
      <AuditName person={person} />
      <span className={styles.auditTime}>
        <span className={styles.unbroken}>{date}</span>
        {clock ? (
          <>
            {" "}
            <span className={styles.unbroken}>{clock}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}

/**
 * Audit columns: Indonesian lists show person and time in one cell ('Dibuat', 'Diubah'); the user lists have the
 * four columns their screens name (Created At, Created By, Updated At, Updated By).
 */
function auditColumns<T>(texts: KitTexts, split: boolean): TableColumn<T>[] {
  const audit = (row: T) => row as AuditRecord;
  if (split)
    return [
      { id: "created_at", header: texts.audit.createdAt, cell: (row) => auditTime(audit(row).created_at), noWrap: true },
      { id: "creator", header: texts.audit.createdBy, cell: (row) => <AuditName person={audit(row).creator} /> },
      { id: "updated_at", header: texts.audit.updatedAt, cell: (row) => auditTime(audit(row).updated_at), noWrap: true },
      { id: "updater", header: texts.audit.updatedBy, cell: (row) => <AuditName person={audit(row).updater} /> },
    ];
  return [
    { id: "created", header: texts.created, cell: (row) => <Audit person={audit(row).creator} time={audit(row).created_at} /> },
    { id: "updated", header: texts.updated, cell: (row) => <Audit person={audit(row).updater} time={audit(row).updated_at} /> },
  ];
}

function StatusBadge({ isActive, texts }: { isActive: boolean; texts: KitTexts }) {
  return <Badge tone={isActive ? "success" : "neutral"}>{isActive ? texts.statusActive : texts.statusArchived}</Badge>;
}

/** A resource's words: its texts.ts, and where that leaves them out, the kit's words made from its noun. */
export function resourceTexts(resource: Pick<AdminResource<never>, "lang" | "noun" | "titles" | "texts">) {
  const { confirmTitle, ...words } = kitTexts[resource.lang].resourceWords(resource);
  return { ...words, ...resource.texts, confirmTitle };
}

/**
 * The four pages of a resource, made once per resource (module scope):
 * `export const { ListPage: LocationListPage, … } = resourcePages(locations)`.
 */
export function resourcePages<
  T,
  V extends FormValues,
  C,
  E,
  L extends ListAnswer,
  R extends number | string,
  LK extends QueryKey,
  DK extends QueryKey,
>(resource: AdminResource<T, V, C, E, L, R, LK, DK>) {
  const texts = kitTexts[resource.lang];
  const t = resourceTexts(resource);
  const any = resource as unknown as AdminResource<never>;
  const keyOf = resource.key.of;
  const hrefOf = (record: T) => recordPath(resource.path, keyOf(record));
  const confirmOf = (action: ToggleAction, confirm: string, tone: ConfirmText["tone"]) => {
    const text = t.confirm?.[action];
    return text ? { [action]: { title: t.confirmTitle[action], text, confirm, tone } } : {};
  };
  // the URL's filter values each fixed-options filter takes (a module constant: a dependency of useListParams)
  const listOptions = { allowed: allowedFilterValues(resource.list.filters) };
  /**
   * A deleted record is no longer the one just created: it is neither pinned above the rows nor marked 'New' (history
   * state would otherwise keep showing it, the list no longer having it).
   */
  const forgetCreated = (id: number) => {
    const state = window.history.state as CreatedState | null;
    const created = createdByThisDocument(state);
    if (created !== undefined && keyOf(created as T) === id) {
      window.history.replaceState({ ...state, created: undefined, createdIn: undefined } satisfies CreatedState, "");
    }
  };
  const dialogs: Partial<Record<ToggleAction, ConfirmText>> = {
    ...confirmOf("archive", texts.archiveConfirm, "destructive"),
    ...confirmOf("activate", texts.activateConfirm, "primary"),
    ...confirmOf("delete", texts.deleteConfirm, "destructive"),
  };

  function ListPage() {
    const from = useCurrentUrl();
    const canChange = useCanChange(any);
    const filters = resource.list.filters;
    const list = useListParams(filters?.defaults ?? NO_FILTERS, listOptions);
    const query = useQuery({ ...resource.list.query(list.query), placeholderData: keepPreviousData });
    const heading = usePageHeading();
    const toggle = useConfirmToggle({
      messages: t.toggled ?? {},
      perform: async (action, id) => {
        const call = resource.toggle?.[action];
        if (!call) throw new Error(`no ${action} call`);
        const done = await call(id);
        if (action === "delete") forgetCreated(id);
        return done;
      },
      // the switch and the row show the archived or active record at once, its refetch bringing the rest (a delete
      // answers with nothing: its row goes with the refetch; docs/product.md §2.12)
      showSaved: (queryClient, { action, id, answer }) => {
        if (action !== "delete") showSavedRecord(queryClient, resource, id as R, answer as T);
      },
      invalidate: resource.invalidate,
      language: resource.lang,
      dialogs,
      labels: {
        cancel: texts.cancel,
        alertTitle: texts.alertTitle,
        idNotSelected: texts.idNotSelected,
        alertClose: texts.alertClose,
      },
      // the last row deleted: the list's heading, as after 'Try again' (docs/product.md §2.12)
      focusWhenNoRowLeft: () => heading.focus(),
    });
    const state = listQueryState(
      query,
      {
        loading: t.loading ?? texts.states.loading,
        retry: texts.retry,
        loadFailed: t.loadFailed,
      },
      resource.lang,
    );
    // 'Try again' is gone once the list loads: the focus goes to the list's heading (docs/product.md §2.12)
    const retry = useRetryFocus(query, heading.focus);
    const pagination = useListPagination(list, query);
    const answered = query.data === undefined ? [] : resource.list.rows(query.data);
    // judged on this list's own, current answer: the create refreshed the list, and the new record is in it
    const fresh = query.data !== undefined && !query.isPlaceholderData && !query.isFetching;
    const createdRow = useCreatedRow(answered, keyOf, fresh, heading.ref);
    const screen = useRef<HTMLDivElement>(null);
    useFocusOpenedLink(screen, fresh, heading.focus);
    const numericId = (row: T) => {
      const key = keyOf(row);
      return typeof key === "number" ? key : null;
    };
    // a row without an id is never busy: its switch or delete must reach the 'Id not selected' alert (§8.3)
    const isBusy = (row: T) => toggle.busyId !== null && toggle.busyId === numericId(row);

    const columns: TableColumn<T>[] = [...resource.list.columns];
    if (resource.toggle?.archive && resource.isActive) {
      const isActive = resource.isActive;
      columns.push({
        id: "active",
        header: texts.active,
        cell: (row) => {
          if (!canChange) return <StatusBadge isActive={isActive(row)} texts={texts} />;
          // this switch's input, to give the focus back to after its dialog (use-confirm-toggle.ts request)
          const input: { current: HTMLInputElement | null } = { current: null };
          return (
            <Switch
              isLabelHidden
              isSelected={isActive(row)}
              isDisabled={isBusy(row)}
              inputRef={input}
              onChange={(on) => toggle.request(on ? "activate" : "archive", numericId(row), resource.label(row), input.current)}
            >
              {texts.activeSwitch(resource.label(row))}
            </Switch>
          );
        },
      });
    }
    if (resource.audit) columns.push(...auditColumns<T>(texts, resource.lang === "en"));
    columns.push({
      id: "actions",
      header: texts.actions,
      isHeaderHidden: true,
      cell: (row) => (
        <span className={styles.rowActions}>
          {createdRow.highlightedKey !== undefined && keyOf(row) === createdRow.highlightedKey ? (
            <Badge tone="info">{texts.newRecord}</Badge>
          ) : null}
          {resource.detail ? (
            <Link href={hrefOf(row)} routerOptions={{ state: { from } }}>
              {texts.view}
              <VisuallyHidden> {resource.label(row)}</VisuallyHidden>
            </Link>
          ) : null}
          {resource.edit && canChange ? (
            <Link href={`${hrefOf(row)}/edit`} routerOptions={{ state: { from, openedFrom: from } satisfies EditLinkState }}>
              {texts.edit}
              <VisuallyHidden> {resource.label(row)}</VisuallyHidden>
            </Link>
          ) : null}
          {resource.toggle?.delete && canChange ? (
            <Button
              variant="destructive"
              size="sm"
              isDisabled={isBusy(row)}
              onPress={() => toggle.request("delete", numericId(row), resource.label(row))}
            >
              {texts.delete}
              <VisuallyHidden> {resource.label(row)}</VisuallyHidden>
            </Button>
          ) : null}
        </span>
      ),
    });

    return (
      <Screen resource={any} ref={screen} onClickCapture={rememberOpenedLink}>
        <PageHeader
          title={resource.titles.list}
          headingRef={heading.ref}
          description={!canChange && !state.isForbidden ? texts.readOnly : undefined}
          actions={
            resource.create && canChange && !state.isForbidden ? (
              <LinkButton href={`${resource.path}/create`} routerOptions={{ state: { from } }}>
                {texts.add}
              </LinkButton>
            ) : null
          }
        />
        <AdminListBody
          {...state}
          onRetry={retry}
          forbiddenTexts={texts.states}
          header={
            filters ? (
              // 'Reset' as on the ticket lists, shown whether or not a filter is applied: it also clears a chosen
              // value not yet applied and goes back to page 1 (docs/product.md §2.12)
              <ResourceFilters
                spec={filters}
                value={list.filters}
                inForce={list.filtersInForce}
                onApply={(next) => list.setFilters(next)}
                onReset={list.resetFilters}
                label={t.filterLabel}
                texts={texts}
              />
            ) : undefined
          }
          stackClassName={styles.stack}
          blockClassName={styles.tableBlock}
          aria-label={t.tableLabel}
          columns={columns}
          rows={createdRow.rows}
          rowsKey={list.key}
          getRowId={(row) => keyOf(row)}
          highlightedRowId={createdRow.highlightedKey}
          // rows of the previous filter or page stay, dimmed, until the new answer arrives (ADR 603)
          staleText={query.isPlaceholderData && query.isFetching ? texts.updating : undefined}
          emptyText={
            <EmptyState
              title={list.isFiltered ? t.emptyFilteredTitle : t.empty}
              text={list.isFiltered ? t.emptyFiltered : t.emptyText}
              titleLevel={2}
            />
          }
          pagination={pagination && { ...pagination, labels: texts.pager }}
        />
        <ConfirmToggleDialogs {...toggle.dialogProps} />
        <LiveRegion message={createdRow.created ? texts.createdShown(resource.label(createdRow.created)) : ""} />
      </Screen>
    );
  }

  function DetailPage() {
    const key = useRecordKey(resource.key);
    const backHref = useListHref(resource.path);
    const canChange = useCanChange(any);
    const heading = usePageHeading();
    const query = useQuery(resource.detail!.query(key));
    const retry = useRetryFocus(query, heading.focus);
    const record = query.data;
    const items: AdminDescriptionItem[] = [];
    if (record) {
      items.push(...resource.detail!.items(record));
      if (resource.isActive)
        items.push({ label: texts.status, value: <StatusBadge isActive={resource.isActive(record)} texts={texts} /> });
      if (resource.audit) items.push(...auditItems(record as AuditRecord, texts.audit));
    }
    return (
      <Screen resource={any}>
        <PageHeader
          title={resource.titles.detail}
          headingRef={heading.ref}
          before={<BackLink href={backHref}>{t.backToList}</BackLink>}
          actions={
            record && resource.edit && canChange ? (
              <LinkButton
                variant="secondary"
                href={`${hrefOf(record)}/edit`}
                routerOptions={{ state: { from: backHref, openedFrom: hrefOf(record) } satisfies EditLinkState }}
              >
                {texts.edit}
              </LinkButton>
            ) : null
          }
        />
        <Card>
          {record ? (
            <AdminDescriptionList items={items} />
          ) : (
            <RecordState query={query} backHref={backHref} backLabel={t.backToList} resource={any} onRetry={retry} />
          )}
        </Card>
      </Screen>
    );
  }

  function CreatePage() {
    const backHref = useListHref(resource.path);
    const canChange = useCanChange(any);
    return (
      <Screen resource={any}>
        <PageHeader title={resource.titles.create} before={<BackLink href={backHref}>{t.backToList}</BackLink>} />
        {canChange ? (
          <CreateForm backHref={backHref} />
        ) : (
          <CannotChange resource={any} backHref={backHref} backLabel={t.backToList} />
        )}
      </Screen>
    );
  }

  function CreateForm({ backHref }: { backHref: string }) {
    const leaveSavedForm = useLeaveSavedForm();
    const create = resource.create!;
    const mutation = useAdminMutation({
      mutationFn: create.save,
      invalidate: resource.invalidate,
      successToast: t.created,
      language: resource.lang,
      // docs/product.md §2: a new record goes to the list, which shows it highlighted (ADR 603)
      // (its form's button gone, the list's heading takes the focus: docs/product.md §2.12)
      onSuccess: (saved) => leaveSavedForm(resource.path, { created: saved, createdIn: THIS_DOCUMENT } satisfies CreatedState),
    });
    return (
      <ResourceForm
        fields={resource.fields ?? []}
        mode="create"
        initialValues={create.values}
        validate={(values) => create.validate(values)}
        submit={(body) => mutation.mutateAsync(body)}
        submitLabel={t.createSubmit ?? texts.save}
        cancelHref={backHref}
        title={resource.titles.create}
        texts={texts}
        lang={resource.lang}
        note={resource.formNote}
      />
    );
  }

  function EditForm({ record, backHref }: { record: T; backHref: string }) {
    const leaveSavedForm = useLeaveSavedForm();
    const edit = resource.edit!;
    const key = keyOf(record);
    const returnHref = (saved: T) => (edit.returnTo === "detail" ? hrefOf(saved) : backHref);
    const mutation = useAdminMutation({
      mutationFn: (body: E) => edit.save(key, body),
      // the list gone back to (or the record) shows the saved values at once, its refetch bringing the rest
      showSaved: (queryClient, saved) => showSavedRecord(queryClient, resource, key, saved),
      invalidate: resource.invalidate,
      successToast: t.updated,
      language: resource.lang,
      // the saved record (its key may have changed) or the list page it came from, filters kept: its heading takes the
      // focus, or on a list gone back to the link the form was opened by (docs/product.md §2.12)
      onSuccess: (saved) => leaveSavedForm(returnHref(saved), { from: backHref }, { mayGoBack: true }),
    });
    return (
      <ResourceForm
        fields={resource.fields ?? []}
        mode="edit"
        initialValues={edit.values(record)}
        validate={edit.validate}
        submit={(body) => mutation.mutateAsync(body)}
        submitLabel={t.updateSubmit ?? texts.update}
        cancelHref={returnHref(record)}
        title={resource.titles.edit ?? resource.titles.detail}
        texts={texts}
        lang={resource.lang}
        note={resource.formNote}
      />
    );
  }

  function EditPage() {
    const backHref = useListHref(resource.path);
    const canChange = useCanChange(any);
    const heading = usePageHeading();
    return (
      <Screen resource={any}>
        <PageHeader
          title={resource.titles.edit}
          headingRef={heading.ref}
          before={<BackLink href={backHref}>{t.backToList}</BackLink>}
        />
        {canChange ? (
          <EditRecord backHref={backHref} focusHeading={heading.focus} />
        ) : (
          <CannotChange resource={any} backHref={backHref} backLabel={t.backToList} />
        )}
      </Screen>
    );
  }

  /** The record to edit, read once the user may change it: its form, or its read state (loading, 404, error). */
  function EditRecord({ backHref, focusHeading }: { backHref: string; focusHeading: () => void }) {
    const key = useRecordKey(resource.key);
    const query = useQuery(resource.detail!.query(key));
    const retry = useRetryFocus(query, focusHeading);
    return query.data ? (
      <EditForm key={String(keyOf(query.data))} record={query.data} backHref={backHref} />
    ) : (
      <Card>
        <RecordState query={query} onRetry={retry} backHref={backHref} backLabel={t.backToList} resource={any} />
      </Card>
    );
  }

  return { ListPage, DetailPage, CreatePage, EditPage };
}
