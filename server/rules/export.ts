import { groupedCount } from "../../contract/staff-count";
import { violation, type Violation } from "./violation";

/**
 * An export of more tickets than one file holds (contract/outcomes.ts EXPORT_MAX_ROWS), in the ticket screens' words
 * (they show a refusal's text in the 'Error' toast, docs/product.md §8.1) and their count format ('200.000', §9): what
 * it would hold, the most, and what to do, which holds on each screen that exports ('Semua Antrean', 'Antrean Hari
 * Ini', the capacity board): one market's day is always under the most.
 */
export function tooManyToExport(total: number, most: number): Violation {
  return violation(
    422,
    "EXPORT_TOO_LARGE",
    `Export berisi ${groupedCount(total, "id")} tiket, lebih dari ${groupedCount(most, "id")} tiket per file. ` +
      "Di Semua Antrean, pilih tanggal dan lokasi, lalu tekan Export.",
  );
}
