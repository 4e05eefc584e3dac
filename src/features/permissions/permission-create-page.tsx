/** Screen title only until its issue builds it. */
export function PermissionCreatePage() {
  return <h1>Create Permission</h1>;
}
