import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
// Bundled as a hashed asset of our own build: never the package's default CDN (no third party sees our staff, and the
// CSP allows nothing else). docs/decisions/910-counter-scan.md
import zxingReaderWasm from "zxing-wasm/reader/zxing_reader.wasm?url";

/** The ZXing-based BarcodeDetector, its .wasm served from this site. Loaded only when a scan starts. */
export async function loadPolyfill() {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? zxingReaderWasm : prefix + path) },
    fireImmediately: true,
  });
  return BarcodeDetector;
}
