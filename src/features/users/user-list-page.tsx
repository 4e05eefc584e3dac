/** Screen title only until its issue builds it. */
export function UserListPage() {
  return <h1>Users</h1>;
}
