/** Words of the role screens. English, as SPEC §1 says of user administration; column names from SPEC §2. */
export const t = {
  listTitle: "Roles",
  createTitle: "Create Role",
  editTitle: "Edit Role",
  detailTitle: "Role Detail",
  add: "Add",
  view: "View",
  edit: "Edit",
  backToList: "Back to roles",
  // columns and fields (SPEC §2 /users/roles)
  name: "Name",
  slug: "Slug",
  description: "Description",
  permissions: "Permissions",
  actions: "Actions",
  viewRole: (name: string) => `View ${name}`,
  editRole: (name: string) => `Edit ${name}`,
  // forms
  createSubmit: "Create Role",
  updateSubmit: "Update Role",
  cancel: "Cancel",
  noPermissions: "No permissions yet.",
  noPermissionsHeld: "No permissions",
  loadingChoices: "Loading…",
  permissionsForbidden: "You may not list permissions, so they cannot be changed here.",
  choicesFailed: (error: string) => `The permissions could not be loaded: ${error}`,
  // states
  empty: "No roles yet",
  tableLabel: "Roles",
  // success toasts (SPEC §8, verbatim)
  created: "Role created successfully",
  updated: "Role updated successfully",
} as const;
