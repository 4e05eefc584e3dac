/** Screen title only until its issue builds it. */
export function DayOffCreatePage() {
  return <h1>Tambah Hari Libur</h1>;
}
