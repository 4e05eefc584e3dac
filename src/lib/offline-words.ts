/**
 * The one title every notice of a missing network says (docs/product.md §2.2, §8.5): the citizen pages' offline notice
 * (src/ui/offline-notice.tsx), a route's screen whose code did not arrive (src/app/screen-load-boundary.tsx) and
 * 'Tiket saya''s ticket that could not load (src/tickets/use-my-ticket-dialog.tsx). In lib, the lowest layer all three
 * may import (eslint.config.js layers). Indonesian: a staff screen in English marks it lang="id".
 */
export const NO_CONNECTION_TITLE = "Tidak ada koneksi internet.";

/**
 * How a notice says what opens by itself once the network is back, in the same words everywhere (review of session 34:
 * the ticket said 'saat ponsel tersambung lagi', the page 'saat koneksi internet kembali').
 */
export const WHEN_BACK_ONLINE = "saat koneksi internet kembali";
