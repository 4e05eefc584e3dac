/** Screen title only until its issue builds it. */
export function RoleListPage() {
  return <h1>Roles</h1>;
}
