/** Screen title only until its issue builds it. */
export function LocationEditPage() {
  return <h1>Ubah Lokasi</h1>;
}
