import { roleCreateBody, roleEditBody, validate, type Role } from "../../api/contract";
import { createRole, editRole, permissionQueries, roleKeys, roleQueries } from "../../api/queries/users";
import { ALL_CHOICES, choicesOf, defineResource, kitStyles } from "../../lib/admin";
import { Badge } from "../../ui";
import { emptyRoleForm, roleCreateCandidate, roleEditCandidate, roleFormFromRole } from "./role-form-values";
import { fields, t } from "./texts";

function HeldPermissions({ role }: { role: Role }) {
  if (role.permissions.length === 0) return fields.noPermissionsHeld;
  return (
    <ul className={kitStyles.tags}>
      {role.permissions.map((permission) => (
        <li key={permission.id}>
          <Badge>{permission.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Roles (docs/product.md §2 /users/roles): named sets of permissions. */
export const roles = defineResource({
  lang: "en",
  path: "/users/roles",
  permission: "access:user.role",
  key: "number",
  keyOf: (role: Role) => role.id,
  label: (role) => role.name,
  invalidate: [roleKeys.all],
  texts: t,
  list: {
    query: roleQueries.list,
    rows: (data: { roles: Role[] }) => data.roles,
    columns: [
      { id: "name", header: fields.name, cell: (r) => r.name, isRowHeader: true },
      {
        id: "slug",
        header: fields.slug,
        cell: (r) => <span className={kitStyles.mono}>{r.slug}</span>,
        textValue: (r) => r.slug,
      },
      { id: "description", header: fields.description, cell: (r) => r.description || "-" },
    ],
  },
  detail: {
    query: roleQueries.detail,
    items: (role) => [
      { label: fields.name, value: role.name },
      { label: fields.slug, value: role.slug, isMono: true },
      { label: fields.description, value: role.description },
      { label: fields.permissions, value: <HeldPermissions role={role} /> },
    ],
  },
  fields: [
    { kind: "text", name: "name", label: fields.name, required: "create" },
    { kind: "text", name: "slug", label: fields.slug, required: "create" },
    { kind: "textarea", name: "description", label: fields.description, rows: 3 },
    {
      kind: "checkboxes",
      name: "permissions",
      label: fields.permissions,
      choices: choicesOf(permissionQueries.list(ALL_CHOICES), (data) => data.permissions),
      emptyText: fields.noPermissions,
      forbiddenText: fields.permissionsForbidden,
    },
  ],
  create: {
    values: emptyRoleForm,
    validate: (values) => validate(roleCreateBody, roleCreateCandidate(values)),
    save: createRole,
  },
  edit: {
    values: roleFormFromRole,
    validate: (values, loaded) => validate(roleEditBody, roleEditCandidate(values, !!loaded.permissions)),
    save: editRole,
    returnTo: "detail",
  },
});
