/** Screen title only until its issue builds it. */
export function SessionListPage() {
  return <h1>Konfigurasi Sesi</h1>;
}
