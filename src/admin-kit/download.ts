/**
 * Saves a Blob as a file: an object URL and a clicked download link (the export of DaftarAntrean.xlsx). The URL is
 * revoked on the next tick, after the browser has started the download.
 */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
