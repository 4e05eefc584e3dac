/** Screen title only until its issue builds it. */
export function SessionCreatePage() {
  return <h1>Tambah Sesi</h1>;
}
