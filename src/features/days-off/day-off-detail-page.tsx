/** Screen title only until its issue builds it. */
export function DayOffDetailPage() {
  return <h1>Detail Hari Libur</h1>;
}
