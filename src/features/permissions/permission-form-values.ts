import type { Permission } from "../../../contract";

export type PermissionFormValues = { name: string; slug: string; description: string };

export const emptyPermissionForm: PermissionFormValues = { name: "", slug: "", description: "" };

export function permissionFormFromPermission(permission: Permission): PermissionFormValues {
  return { name: permission.name, slug: permission.slug, description: permission.description ?? "" };
}

/** POST /users/permissions/ body {name, slug, description}, before validation; no description is left out. */
export function permissionCreateCandidate(values: PermissionFormValues) {
  return { name: values.name, slug: values.slug, ...(values.description.trim() !== "" && { description: values.description }) };
}

/** PATCH /users/permissions/{id} body, before validation: a cleared description is sent as null. */
export function permissionEditCandidate(values: PermissionFormValues) {
  return { name: values.name, slug: values.slug, description: values.description.trim() === "" ? null : values.description };
}
