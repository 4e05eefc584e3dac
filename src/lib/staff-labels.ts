/**
 * Field names shown on several staff screens, one wording and one casing each: title case, small words lower case
 * (docs/product.md §9). The pickup date on the ticket lists, the ticket page and the capacity board; a session's hours on
 * the ticket lists and page and 'Konfigurasi Sesi'; the rejection reason on the ticket lists, the reject dialog and the
 * ticket card (src/tickets), which shows it to the citizen in the same words.
 */
export const PICKUP_DATE_LABEL = "Tanggal Pengambilan";
export const START_TIME_LABEL = "Jam Mulai";
export const END_TIME_LABEL = "Jam Selesai";
export const REJECTION_REASON_LABEL = "Alasan Penolakan";
