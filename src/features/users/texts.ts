/** Words of the user screens. English, as SPEC §1 says of user administration; column names from SPEC §2. */
export const t = {
  listTitle: "Users",
  createTitle: "Create User",
  editTitle: "Edit User",
  detailTitle: "User Detail",
  add: "Add",
  view: "View",
  edit: "Edit",
  backToList: "Back to users",
  // columns and fields (SPEC §2 /users)
  name: "Name",
  username: "Username",
  password: "Password",
  roles: "Roles",
  permissions: "Permissions",
  actions: "Actions",
  viewUser: (name: string) => `View ${name}`,
  editUser: (name: string) => `Edit ${name}`,
  // forms
  createSubmit: "Create User",
  updateSubmit: "Update User",
  cancel: "Cancel",
  noRoles: "No roles yet.",
  noPermissions: "No permissions yet.",
  loadingChoices: "Loading…",
  rolesForbidden: "You may not list roles, so they cannot be changed here.",
  permissionsForbidden: "You may not list permissions, so they cannot be changed here.",
  choicesFailed: (what: string, error: string) => `The ${what} could not be loaded: ${error}`,
  // states
  empty: "No users yet",
  tableLabel: "Users",
  // success toasts (SPEC §8, verbatim)
  created: "User created successfully",
  updated: "User updated successfully",
} as const;
