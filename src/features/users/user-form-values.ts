import type { User } from "../../../contract";
import { idsOf } from "../../admin-kit/record-id";

/** What the user form holds: texts as typed, checked ids as strings (CheckboxGroup values). */
export type UserFormValues = {
  name: string;
  username: string;
  /** create only */
  password: string;
  roles: string[];
  permissions: string[];
};

export const emptyUserForm: UserFormValues = { name: "", username: "", password: "", roles: [], permissions: [] };

/** The edit form prefilled from the record. */
export function userFormFromUser(user: User): UserFormValues {
  return {
    name: user.name,
    username: user.username,
    password: "",
    roles: user.roles.map((role) => String(role.id)),
    permissions: user.permissions.map((permission) => String(permission.id)),
  };
}

/** POST /users/ body {name, username, password, roles, permissions} (docs/product.md §7), before validation. */
export function userCreateCandidate(values: UserFormValues) {
  return {
    name: values.name,
    username: values.username,
    password: values.password,
    roles: idsOf(values.roles),
    permissions: idsOf(values.permissions),
  };
}

/**
 * PATCH /users/{username} body {name, username, roles, permissions} (docs/product.md §7), before validation. A list whose
 * choices could not be loaded (no permission to read roles, say) is left out, so the server keeps it as it is.
 */
export function userEditCandidate(values: UserFormValues, editable: { roles: boolean; permissions: boolean }) {
  return {
    name: values.name,
    username: values.username,
    ...(editable.roles && { roles: idsOf(values.roles) }),
    ...(editable.permissions && { permissions: idsOf(values.permissions) }),
  };
}
