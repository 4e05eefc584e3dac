/** Screen title only until its issue builds it. */
export function UserDetailPage() {
  return <h1>User Detail</h1>;
}
