/** Words of the role screens: English, as user administration is (docs/product.md §1); column names from §2. */
export const t = {
  listTitle: "Roles",
  createTitle: "Create Role",
  editTitle: "Edit Role",
  detailTitle: "Role Detail",
  tableLabel: "Roles",
  backToList: "Back to roles",
  empty: "No roles yet",
  createSubmit: "Create Role",
  updateSubmit: "Update Role",
  // success toasts (docs/product.md §8, verbatim)
  created: "Role created successfully",
  updated: "Role updated successfully",
} as const;

export const fields = {
  name: "Name",
  slug: "Slug",
  description: "Description",
  permissions: "Permissions",
  noPermissionsHeld: "No permissions",
} as const;
