import { largeWidth } from "../ui/media";

/**
 * Where a ticket's dialog puts what goes with the ticket (its note, 'Simpan gambar', 'Bagikan', 'Cetak') in a column
 * beside it rather than under it: a laptop or a desktop (48rem: 768 px at normal text size). Under it there, the actions
 * ran under the dialog's 'Tutup' bar at 1280×800, out of sight with nothing to say they were there (UX pass, session
 * 44; docs/product.md §2.3). A phone, and a laptop at 200 % text, keep the one column. The screen's only: a print is the
 * ticket alone.
 */
export const besideTicket = `screen and ${largeWidth.from}`;

/** The column beside the ticket: room for 'Simpan gambar' and a note a few words a line. */
export const besideColumn = "15rem";
