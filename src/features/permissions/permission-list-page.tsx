/** Screen title only until its issue builds it. */
export function PermissionListPage() {
  return <h1>Permissions</h1>;
}
