/** Screen title only until its issue builds it. */
export function StatusPage() {
  return <h1>Cek Status Antrean</h1>;
}
