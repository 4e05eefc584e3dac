import { permissionCreateBody, permissionEditBody, validate, type Permission } from "../../../contract";
import { createPermission, editPermission, permissionKeys, permissionQueries, roleKeys } from "../../api/queries/users";
import { column, defineResource, numericKey } from "../../admin-kit";
import {
  emptyPermissionForm,
  permissionCreateCandidate,
  permissionEditCandidate,
  permissionFormFromPermission,
} from "./permission-form-values";
import { fields, problems, t } from "./texts";
import { permissionResource } from "./routes";

/** Permissions (docs/product.md §2 /users/permissions): the strings the menu and the routes check. */
export const permissions = defineResource(permissionResource, {
  key: numericKey,
  label: (permission) => permission.name,
  // roles embed their permissions, so their cached copies are stale too
  invalidate: [permissionKeys.all, roleKeys.all],
  texts: t,
  list: {
    query: permissionQueries.list,
    queryKeyPrefix: permissionKeys.lists(),
    rows: (data: { permissions: Permission[] }) => data.permissions,
    columns: [
      column("name", fields.name, (p: Permission) => p.name, { isRowHeader: true }),
      column("slug", fields.slug, (p: Permission) => p.slug, { look: "identifier" }),
      column("description", fields.description, (p: Permission) => p.description),
    ],
  },
  detail: {
    query: permissionQueries.detail,
    items: (permission) => [
      { label: fields.name, value: permission.name },
      { label: fields.slug, value: permission.slug, isMono: true },
      { label: fields.description, value: permission.description },
    ],
  },
  fields: [
    { kind: "text", name: "name", label: fields.name, required: "create" },
    { kind: "text", name: "slug", label: fields.slug, required: "create", problems: problems.slug },
    { kind: "textarea", name: "description", label: fields.description, rows: 3 },
  ],
  create: {
    values: emptyPermissionForm,
    validate: (values) => validate(permissionCreateBody, permissionCreateCandidate(values)),
    save: createPermission,
  },
  edit: {
    values: permissionFormFromPermission,
    validate: (values) => validate(permissionEditBody, permissionEditCandidate(values)),
    save: editPermission,
    returnTo: "detail",
  },
});
