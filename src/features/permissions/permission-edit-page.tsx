/** Screen title only until its issue builds it. */
export function PermissionEditPage() {
  return <h1>Edit Permission</h1>;
}
