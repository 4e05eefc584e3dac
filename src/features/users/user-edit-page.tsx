/** Screen title only until its issue builds it. */
export function UserEditPage() {
  return <h1>Edit User</h1>;
}
