import { adminQueryStateTexts, type AdminQueryStateProps, type PaginatorLabels } from "../ui";
import { auditLabelsEn, auditLabelsId, type AuditLabels } from "./audit";
import { ruleWords, type RuleWords } from "./readable-errors";
import type { ResourceTitles } from "./resource-declaration";
import type { ToggleAction } from "./use-confirm-toggle";
import type { ScreenLanguage } from "../lib/screen-language";
import { staffCount, staffRange } from "../lib/staff-format";

/**
 * The words every admin resource page shares, in the two languages of the back-office (docs/product.md §1): queue
 * configuration speaks Indonesian like the menu, user administration English. A resource names only its own words
 * (titles, field labels, its toasts); the buttons, states and confirmations below come from its language.
 */
export type KitTexts = {
  /** the language these words are in: failures are worded in it too (src/api/errors.ts errorText) */
  language: ScreenLanguage;
  add: string;
  view: string;
  edit: string;
  save: string;
  update: string;
  cancel: string;
  delete: string;
  actions: string;
  active: string;
  status: string;
  statusActive: string;
  statusArchived: string;
  /** the audit column headers of a list (combined person and time) */
  created: string;
  updated: string;
  audit: AuditLabels;
  search: string;
  reset: string;
  activeSwitch: (label: string) => string;
  archiveConfirm: string;
  activateConfirm: string;
  deleteConfirm: string;
  alertTitle: string;
  /** the alert when no record id was selected (docs/product.md §8.3, exact in both languages) */
  idNotSelected: string;
  alertClose: string;
  /** what a field under a rule says, instead of the validator's text (docs/product.md §5.1, readable-errors.ts) */
  rules: RuleWords;
  loadingChoices: string;
  /** a checkbox list with no records yet, or one the user may not read (403) */
  choicesEmpty: (what: string) => string;
  choicesForbidden: (what: string) => string;
  choicesFailed: (what: string, error: string) => string;
  retry: string;
  /** a user who may read a list but not change it (no Add, switches, edit links or delete) */
  readOnly: string;
  /**
   * a create or edit page opened by a user without the resource's permission (a typed or shared URL): it shows this
   * instead of a form the server would refuse on save (docs/product.md §2.7)
   */
  cannotChange: string;
  /** the question before leaving an edited, unsaved form (ADR 603) */
  leave: { title: string; text: string; stay: string; leave: string };
  /** said above a list's rows while they still belong to the previous filter or page (ADR 603) */
  updating: string;
  /** announced after a create, when the list shows the new record highlighted */
  createdShown: (label: string) => string;
  /** the mark beside the new record, for people who do not see the tint */
  newRecord: string;
  /**
   * The paginator's words (docs/product.md §2.11): 'Prev' and 'Next' are the spec's and stay; the rest (page numbers'
   * names, the size selector, '1–10 of 57') speak the screen's language. English screens keep src/ui's own words.
   */
  pager: Partial<PaginatorLabels>;
  /** the shared read states (403, 404, error) of src/ui's AdminQueryState, 'Back' to the dashboard among them */
  states: Required<NonNullable<AdminQueryStateProps["texts"]>>;
  /** a resource's words made from its noun and titles, where its texts.ts leaves them out */
  resourceWords: (resource: { noun: string; titles: ResourceTitles }) => ResourceWords;
};

/** The words the kit makes for a resource; the confirmations' titles, one per toggle. */
export type ResourceWords = {
  tableLabel: string;
  backToList: string;
  empty: string;
  /** the empty list's title when a filter is set: the records exist, none matches */
  emptyFilteredTitle: string;
  /** under that title, what to do next (docs/product.md §1.3) */
  emptyFiltered: string;
  loading?: string;
  loadFailed?: string;
  filterLabel?: string;
  confirmTitle: Record<ToggleAction, string>;
};

/** 'Daftar lokasi', 'Memuat lokasi…', 'Arsipkan lokasi?' …: the noun inside a sentence. */
function idResourceWords({ noun }: { noun: string }): ResourceWords {
  const name = noun.toLowerCase();
  return {
    tableLabel: `Daftar ${name}`,
    backToList: `Kembali ke daftar ${name}`,
    empty: `Belum ada ${name}`,
    emptyFilteredTitle: `Tidak ada ${name} yang cocok`,
    emptyFiltered: `Ubah filter, atau tekan Reset untuk melihat semua ${name}.`,
    loading: `Memuat ${name}…`,
    loadFailed: `Gagal memuat ${name}.`,
    filterLabel: `Filter ${name}`,
    confirmTitle: { archive: `Arsipkan ${name}?`, activate: `Aktifkan ${name}?`, delete: `Hapus ${name}?` },
  };
}

/**
 * 'Users', 'Back to users', 'No users yet' (the list's title, plural), 'Could not load users.', 'Archive user?'; the
 * loading state is the kit's. A failed load names what failed, then errorText's cause and next step, as the
 * Indonesian lists do (docs/product.md §1.3, §2.12).
 */
function enResourceWords({ noun, titles }: { noun: string; titles: ResourceTitles }): ResourceWords {
  const [name, names] = [noun.toLowerCase(), titles.list.toLowerCase()];
  return {
    tableLabel: titles.list,
    backToList: `Back to ${names}`,
    empty: `No ${names} yet`,
    emptyFilteredTitle: `No matching ${names}`,
    emptyFiltered: `Change the filters, or press Reset to see all ${names}.`,
    loadFailed: `Could not load ${names}.`,
    confirmTitle: { archive: `Archive ${name}?`, activate: `Activate ${name}?`, delete: `Delete ${name}?` },
  };
}

export const kitTexts: Record<ScreenLanguage, KitTexts> = {
  id: {
    language: "id",
    add: "Tambah",
    view: "Lihat",
    edit: "Ubah",
    save: "Simpan",
    update: "Ubah",
    cancel: "Batal",
    delete: "Hapus",
    actions: "Aksi",
    active: "Aktif",
    status: "Status",
    statusActive: "Aktif",
    statusArchived: "Diarsipkan",
    created: "Dibuat",
    updated: "Diubah",
    audit: auditLabelsId,
    search: "Cari",
    reset: "Reset",
    activeSwitch: (label) => `Aktif: ${label}`,
    archiveConfirm: "Arsipkan",
    activateConfirm: "Aktifkan",
    deleteConfirm: "Hapus",
    alertTitle: "Perhatian",
    idNotSelected: "Id not selected",
    alertClose: "Tutup",
    rules: ruleWords.id,
    loadingChoices: "Memuat…",
    choicesEmpty: (what) => `Belum ada ${what}.`,
    choicesForbidden: (what) => `Anda tidak dapat melihat daftar ${what}, jadi tidak dapat mengubahnya di sini.`,
    choicesFailed: (what, error) => `Daftar ${what} tidak dapat dimuat. ${error}`,
    retry: "Coba lagi",
    readOnly: "Anda hanya dapat melihat data ini. Untuk mengubahnya, minta izin kepada administrator.",
    cannotChange: "Anda tidak memiliki izin untuk menambah atau mengubah data ini. Minta akses kepada administrator.",
    leave: {
      title: "Tinggalkan halaman ini?",
      text: "Perubahan di formulir ini belum disimpan dan akan hilang.",
      stay: "Tetap di sini",
      leave: "Tinggalkan",
    },
    updating: "Memperbarui…",
    createdShown: (label) => `${label} ditambahkan dan ditandai di daftar.`,
    newRecord: "Baru",
    pager: {
      navigation: "Halaman daftar",
      page: (n) => `Halaman ${n}`,
      pageSize: "Baris per halaman",
      // numbers as Indonesian screens write them: 3.006 (docs/product.md §9)
      summary: (from, to, total) =>
        total === 0 ? "0 dari 0" : `${staffRange(staffCount(from, "id"), staffCount(to, "id"))} dari ${staffCount(total, "id")}`,
      goToPage: "Ke halaman",
      go: "Buka",
    },
    states: {
      loading: "Memuat…",
      forbiddenTitle: "Tidak ada izin",
      forbiddenText: "Anda tidak memiliki izin untuk melihat data ini. Minta akses kepada administrator.",
      notFoundTitle: "Data tidak ditemukan",
      notFoundText: "Data ini tidak ada atau sudah dihapus.",
      errorTitle: "Gagal memuat data",
      retry: "Coba lagi",
      // the menu's own name for the page (docs/product.md §2.10: 'Dashboard' in every language)
      back: "Kembali ke Dashboard",
    },
    resourceWords: idResourceWords,
  },
  en: {
    language: "en",
    add: "Add",
    view: "View",
    edit: "Edit",
    save: "Save",
    update: "Update",
    cancel: "Cancel",
    delete: "Delete",
    actions: "Actions",
    active: "Active",
    status: "Status",
    statusActive: "Active",
    statusArchived: "Archived",
    created: "Created",
    updated: "Updated",
    audit: auditLabelsEn,
    search: "Search",
    reset: "Reset",
    activeSwitch: (label) => `Active: ${label}`,
    archiveConfirm: "Archive",
    activateConfirm: "Activate",
    deleteConfirm: "Delete",
    alertTitle: "Attention",
    idNotSelected: "Id not selected",
    alertClose: "Close",
    rules: ruleWords.en,
    loadingChoices: "Loading…",
    choicesEmpty: (what) => `No ${what} yet.`,
    choicesForbidden: (what) => `You may not list ${what}, so they cannot be changed here.`,
    choicesFailed: (what, error) => `The ${what} could not be loaded: ${error}`,
    retry: "Try again",
    readOnly: "You can view this data but not change it. Ask an administrator for access.",
    cannotChange: "You do not have permission to add or change this data. Ask an administrator for access.",
    leave: {
      title: "Leave this page?",
      text: "Your changes in this form are not saved and will be lost.",
      stay: "Stay",
      leave: "Leave",
    },
    updating: "Updating…",
    createdShown: (label) => `${label} was added and is highlighted in the list.`,
    newRecord: "New",
    pager: {},
    // src/ui's own words are the English ones
    states: adminQueryStateTexts,
    resourceWords: enResourceWords,
  },
};
