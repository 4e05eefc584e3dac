/** Screen title only until its issue builds it. */
export function RoleCreatePage() {
  return <h1>Create Role</h1>;
}
