import { expect, it } from "vitest";
import { EXPORT_MAX_ROWS } from "../../contract/outcomes";
import { tooManyToExport } from "./export";

// the staff screens' one count format, grouped in the screen's language ('1.000' on an Indonesian one: docs/product.md §9)
it("words an export too large with the counts grouped as the ticket screens group them", () => {
  expect(tooManyToExport(260_123, EXPORT_MAX_ROWS)).toEqual({
    status: 422,
    code: "EXPORT_TOO_LARGE",
    message:
      "Export berisi 260.123 tiket, lebih dari 200.000 tiket per file. Di Semua Antrean, pilih tanggal dan lokasi, lalu tekan Export.",
  });
});
