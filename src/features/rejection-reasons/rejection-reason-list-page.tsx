/** Screen title only until its issue builds it. */
export function RejectionReasonListPage() {
  return <h1>Konfigurasi Alasan Penolakan</h1>;
}
