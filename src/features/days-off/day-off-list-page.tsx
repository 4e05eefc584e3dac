/** Screen title only until its issue builds it. */
export function DayOffListPage() {
  return <h1>Konfigurasi Hari Libur</h1>;
}
