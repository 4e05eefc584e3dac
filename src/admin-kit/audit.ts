/**
 * Audit columns of admin records (docs/product.md §2 "created/updated info", §9 timestamps YYYY-MM-DD HH:mm:ss WIB). The API
 * already sends the timestamps in that format and zone; they are shown through the staff screens' one format module
 * (src/lib/staff-format.ts); a missing person or time shows as '-'.
 */

import { staffMoment } from "../lib/staff-format";

export type AuditPerson = { name: string } | null | undefined;

export type AuditRecord = {
  created_at?: string | null;
  updated_at?: string | null;
  creator?: AuditPerson;
  updater?: AuditPerson;
};

export const EMPTY_VALUE = "-";

/** English labels (users, roles, permissions: docs/product.md §2 column names). */
export const auditLabelsEn = {
  createdAt: "Created At",
  createdBy: "Created By",
  updatedAt: "Updated At",
  updatedBy: "Updated By",
} as const;
/** Indonesian labels (queue configuration pages). */
export const auditLabelsId = {
  createdAt: "Dibuat pada",
  createdBy: "Dibuat oleh",
  updatedAt: "Diubah pada",
  updatedBy: "Diubah oleh",
} as const;

export type AuditLabels = { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };

export function auditTime(timestamp: string | null | undefined): string {
  return timestamp ? staffMoment(timestamp) : EMPTY_VALUE;
}

export function auditPerson(person: AuditPerson): string {
  return person?.name ? person.name : EMPTY_VALUE;
}

/** The four audit values as text, keyed like the labels. */
export function auditValues(record: AuditRecord): AuditLabels {
  return {
    createdAt: auditTime(record.created_at),
    createdBy: auditPerson(record.creator),
    updatedAt: auditTime(record.updated_at),
    updatedBy: auditPerson(record.updater),
  };
}

/** `{ label, value }` rows for a read-only description list (AdminDescriptionList). */
export function auditItems(record: AuditRecord, labels: AuditLabels = auditLabelsEn): Array<{ label: string; value: string }> {
  const values = auditValues(record);
  return (["createdAt", "createdBy", "updatedAt", "updatedBy"] as const).map((key) => ({
    label: labels[key],
    value: values[key],
  }));
}

/** 'Budi, 2025-04-24 08:00:00' — one cell for narrow tables. */
export function auditSummary(person: AuditPerson, timestamp: string | null | undefined): string {
  return `${auditPerson(person)}, ${auditTime(timestamp)}`;
}
