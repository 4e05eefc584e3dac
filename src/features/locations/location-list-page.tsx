/** Screen title only until its issue builds it. */
export function LocationListPage() {
  return <h1>Konfigurasi Lokasi</h1>;
}
