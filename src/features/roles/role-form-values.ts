import type { Role } from "../../../contract";
import { idsOf } from "../../admin-kit/record-id";

/** What the role form holds: texts as typed, checked permission ids as strings (CheckboxGroup values). */
export type RoleFormValues = { name: string; slug: string; description: string; permissions: string[] };

export const emptyRoleForm: RoleFormValues = { name: "", slug: "", description: "", permissions: [] };

export function roleFormFromRole(role: Role): RoleFormValues {
  return {
    name: role.name,
    slug: role.slug,
    description: role.description ?? "",
    permissions: role.permissions.map((permission) => String(permission.id)),
  };
}

/** POST /users/roles/ body {name, slug, description, permissions}, before validation; no description is left out. */
export function roleCreateCandidate(values: RoleFormValues) {
  return {
    name: values.name,
    slug: values.slug,
    ...(values.description.trim() !== "" && { description: values.description }),
    permissions: idsOf(values.permissions),
  };
}

/**
 * PATCH /users/roles/{id} body, before validation: a cleared description is sent as null (docs/product.md §5 "description
 * nullable"); permissions are left out when their list could not be loaded, so the server keeps them.
 */
export function roleEditCandidate(values: RoleFormValues, permissionsEditable: boolean) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description.trim() === "" ? null : values.description,
    ...(permissionsEditable && { permissions: idsOf(values.permissions) }),
  };
}
