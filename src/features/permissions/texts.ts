/** Words of the permission screens. English, as SPEC §1 says of user administration; column names from SPEC §2. */
export const t = {
  listTitle: "Permissions",
  createTitle: "Create Permission",
  editTitle: "Edit Permission",
  detailTitle: "Permission Detail",
  add: "Add",
  view: "View",
  edit: "Edit",
  backToList: "Back to permissions",
  // columns and fields (SPEC §2 /users/permissions)
  name: "Name",
  slug: "Slug",
  description: "Description",
  actions: "Actions",
  viewPermission: (name: string) => `View ${name}`,
  editPermission: (name: string) => `Edit ${name}`,
  // forms
  createSubmit: "Create Permission",
  updateSubmit: "Update Permission",
  cancel: "Cancel",
  // states
  empty: "No permissions yet",
  tableLabel: "Permissions",
  // success toasts (SPEC §8, verbatim: the update shows the created text too)
  created: "Permission created successfully",
  updated: "Permission created successfully",
} as const;
