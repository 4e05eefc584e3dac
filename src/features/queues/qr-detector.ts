/** Reads QR codes from a frame (a playing video): the first code's text, or null when none is in it. */
export type QrReader = (frame: QrFrame) => Promise<string | null>;
export type QrFrame = HTMLVideoElement | HTMLCanvasElement;

type DetectorLike = { detect(source: QrFrame): Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: Array<"qr_code"> }): DetectorLike;
  getSupportedFormats(): Promise<readonly string[]>;
};

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari), else the WebAssembly
 * polyfill, fetched only now, with its .wasm from our own origin (docs/decisions/910-counter-scan.md).
 */
export async function createQrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const readsQr = native
    ? await native.getSupportedFormats().then(
        (formats) => formats.includes("qr_code"),
        () => false,
      )
    : false;
  const Detector: DetectorClass = native && readsQr ? native : await import("./qr-polyfill").then((m) => m.loadPolyfill());
  const detector = new Detector({ formats: ["qr_code"] });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
}
