/** Screen title only until its issue builds it. */
export function QueueListPage() {
  return <h1>Semua Antrean</h1>;
}
