import { adminProblems } from "../../../contract";

/** Words of the role screens: English, as user administration is (docs/product.md §1); column names from §2. */
export const t = {
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

/** The server's rules for a slug, said on this screen (docs/product.md §8.1, §11.9). */
export const problems = {
  slug: {
    [adminProblems.slug]: "Use only lowercase letters (a-z), digits and . : _ - (no spaces).",
    [adminProblems.taken]: "Another role already has this slug. Choose another one.",
  },
} as const;
