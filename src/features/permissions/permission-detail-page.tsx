/** Screen title only until its issue builds it. */
export function PermissionDetailPage() {
  return <h1>Permission Detail</h1>;
}
