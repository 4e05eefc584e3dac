import { adminProblems } from "../../../contract";

/** Words of the user screens: English, as user administration is (docs/product.md §1); column names from §2. */
export const t = {
  createSubmit: "Create User",
  updateSubmit: "Update User",
  // success toasts (docs/product.md §8, verbatim)
  created: "User created successfully",
  updated: "User updated successfully",
} as const;

export const fields = {
  name: "Name",
  username: "Username",
  password: "Password",
  roles: "Roles",
  permissions: "Permissions",
} as const;

/** The server's rule for a username, said on this screen (docs/product.md §8.1, §11.9). */
export const problems = {
  username: { [adminProblems.taken]: "This username is already taken. Choose another one." },
} as const;
