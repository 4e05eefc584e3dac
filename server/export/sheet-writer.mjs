// One sheet's .xlsx bytes from plain rows of text, in whatever thread calls it: the page and the tests in their own
// (./queue-workbook.ts `writeWorkbook`), the Node server in a thread of its own (server/node/workbook-worker.mjs).
// Plain JavaScript, declared in ./sheet-writer.d.mts: a worker thread does not run the TypeScript loader the server
// starts with. write-excel-file is imported on first use, so the demo's start-up does not load it; its "universal"
// build writes in Node and in the browser alike.

/** @param {import("./sheet-writer.d.mts").SheetText} sheet */
export async function sheetBytes({ sheet, header, rows, widths }) {
  const { default: writeXlsxFile } = await import("write-excel-file/universal");
  // every value a string, so a text cell (the type write-excel-file takes from the value): identity numbers keep their
  // leading zeros and all their digits
  const cells = [header.map((value) => ({ value, fontWeight: "bold" })), ...rows.map((row) => row.map((value) => ({ value })))];
  const workbook = writeXlsxFile(cells, { sheet, columns: widths.map((width) => ({ width })), stickyRowsCount: 1 });
  return (await workbook.toBlob()).arrayBuffer();
}
