/** Screen title only until its issue builds it. */
export function RejectionReasonCreatePage() {
  return <h1>Tambah Alasan Penolakan</h1>;
}
