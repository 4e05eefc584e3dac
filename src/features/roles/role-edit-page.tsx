/** Screen title only until its issue builds it. */
export function RoleEditPage() {
  return <h1>Edit Role</h1>;
}
