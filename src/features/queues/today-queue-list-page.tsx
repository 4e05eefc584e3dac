/** Screen title only until its issue builds it. */
export function TodayQueueListPage() {
  return <h1>Antrean Hari Ini</h1>;
}
