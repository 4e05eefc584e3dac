/** Screen title only until its issue builds it. */
export function LocationCreatePage() {
  return <h1>Tambah Lokasi</h1>;
}
