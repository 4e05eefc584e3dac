/** Screen title only until its issue builds it. */
export function RejectionReasonDetailPage() {
  return <h1>Detail Alasan Penolakan</h1>;
}
