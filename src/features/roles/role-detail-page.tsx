/** Screen title only until its issue builds it. */
export function RoleDetailPage() {
  return <h1>Role Detail</h1>;
}
