/** Screen title only until its issue builds it. */
export function SessionDetailPage() {
  return <h1>Detail Sesi</h1>;
}
