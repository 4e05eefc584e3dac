import { userCreateBody, userEditBody, validate, type User } from "../../../contract";
import { createUser, editUser, permissionQueries, roleQueries, userKeys, userQueries } from "../../api/queries/users";
import { ALL_CHOICES, choicesOf, column, defineResource, kitStyles, textKey } from "../../admin-kit";
import { fields, problems, t } from "./texts";
import { emptyUserForm, userCreateCandidate, userEditCandidate, userFormFromUser } from "./user-form-values";
import { userResource } from "./routes";

/** Staff accounts (docs/product.md §2 /users), keyed by username; roles and direct permissions as checkboxes. */
export const users = defineResource(userResource, {
  key: textKey((user: User) => user.username),
  label: (user) => user.name,
  invalidate: [userKeys.all],
  texts: t,
  list: {
    query: userQueries.list,
    queryKeyPrefix: userKeys.lists(),
    rows: (data: { users: User[] }) => data.users,
    columns: [
      column("name", fields.name, (u: User) => u.name, { isRowHeader: true }),
      column("username", fields.username, (u: User) => u.username, { look: "mono" }),
    ],
  },
  detail: {
    query: userQueries.detail,
    items: (user) => [
      { label: fields.name, value: user.name },
      { label: fields.username, value: user.username, isMono: true },
    ],
  },
  audit: true,
  fields: [
    { kind: "text", name: "name", label: fields.name, required: "create" },
    { kind: "text", name: "username", label: fields.username, required: "create", problems: problems.username },
    {
      kind: "text",
      name: "password",
      label: fields.password,
      type: "password",
      autoComplete: "new-password",
      required: "create",
      only: "create",
    },
    {
      kind: "checkboxes",
      name: "roles",
      label: fields.roles,
      choices: choicesOf(roleQueries.list(ALL_CHOICES), (data) => data.roles),
    },
    {
      kind: "checkboxes",
      name: "permissions",
      label: fields.permissions,
      choices: choicesOf(permissionQueries.list(ALL_CHOICES), (data) => data.permissions),
    },
  ],
  create: {
    values: emptyUserForm,
    validate: (values) => validate(userCreateBody, userCreateCandidate(values)),
    save: createUser,
  },
  edit: {
    values: userFormFromUser,
    validate: (values, loaded) =>
      validate(userEditBody, userEditCandidate(values, { roles: !!loaded.roles, permissions: !!loaded.permissions })),
    save: editUser,
    // the saved record, under its new username if it changed
    returnTo: "detail",
  },
  // a 422 error not tied to one field
  formNote: (errors) => (errors._ ? <p className={kitStyles.note}>{errors._}</p> : null),
});
