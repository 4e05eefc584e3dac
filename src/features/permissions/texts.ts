import { adminProblems } from "../../../contract";

/** Words of the permission screens: English, as user administration is (docs/product.md §1); column names from §2. */
export const t = {
  createSubmit: "Create Permission",
  updateSubmit: "Update Permission",
  // success toasts (docs/product.md §8, verbatim: the update shows the created text too)
  created: "Permission created successfully",
  updated: "Permission created successfully",
} as const;

export const fields = { name: "Name", slug: "Slug", description: "Description" } as const;

/** The server's rules for a slug, said on this screen (docs/product.md §8.1, §11.9). */
export const problems = {
  slug: {
    [adminProblems.slug]: "Use only lowercase letters (a-z), digits and . : _ - (no spaces).",
    [adminProblems.taken]: "Another permission already has this slug. Choose another one.",
  },
} as const;
