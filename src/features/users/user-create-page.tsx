/** Screen title only until its issue builds it. */
export function UserCreatePage() {
  return <h1>Create User</h1>;
}
