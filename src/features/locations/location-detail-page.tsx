/** Screen title only until its issue builds it. */
export function LocationDetailPage() {
  return <h1>Detail Lokasi</h1>;
}
