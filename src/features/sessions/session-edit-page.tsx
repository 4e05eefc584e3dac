/** Screen title only until its issue builds it. */
export function SessionEditPage() {
  return <h1>Ubah Sesi</h1>;
}
