import { roleCreateBody, roleEditBody, validate, type Role } from "../../../contract";
import { createRole, editRole, permissionQueries, roleKeys, roleQueries } from "../../api/queries/users";
import { ALL_CHOICES, choicesOf, column, defineResource, kitStyles, numericKey } from "../../admin-kit";
import { Badge } from "../../ui";
import { emptyRoleForm, roleCreateCandidate, roleEditCandidate, roleFormFromRole } from "./role-form-values";
import { fields, problems, t } from "./texts";
import { roleResource } from "./routes";

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
export const roles = defineResource(roleResource, {
  key: numericKey,
  label: (role) => role.name,
  invalidate: [roleKeys.all],
  texts: t,
  list: {
    query: roleQueries.list,
    queryKeyPrefix: roleKeys.lists(),
    rows: (data: { roles: Role[] }) => data.roles,
    columns: [
      column("name", fields.name, (r: Role) => r.name, { isRowHeader: true }),
      column("slug", fields.slug, (r: Role) => r.slug, { look: "identifier" }),
      column("description", fields.description, (r: Role) => r.description),
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
    { kind: "text", name: "slug", label: fields.slug, required: "create", problems: problems.slug },
    { kind: "textarea", name: "description", label: fields.description, rows: 3 },
    {
      kind: "checkboxes",
      name: "permissions",
      label: fields.permissions,
      choices: choicesOf(permissionQueries.list(ALL_CHOICES), (data) => data.permissions),
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
