/** Screen title only until its issue builds it. */
export function LoginPage() {
  return <h1>Hi, Welcome</h1>;
}
