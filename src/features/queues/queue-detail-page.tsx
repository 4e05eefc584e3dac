/** Screen title only until its issue builds it. */
export function QueueDetailPage() {
  return <h1>Detail Antrean</h1>;
}
