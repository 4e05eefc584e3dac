/** Screen title only until its issue builds it. */
export function RegistrationPage() {
  return <h1>Pendaftaran Antrean</h1>;
}
