import { generate } from "lean-qr";
import { afterEach, describe, expect, it } from "vitest";
import { createQrReader } from "./qr-detector";

const URL_IN_QR = "https://antrean.example/queues/0a265a30-cbc3-42f8-b661-033801455b2d";

/** A camera-sized frame with the code drawn large and sharp in the middle (lean-qr draws one pixel per module). */
function frameWith(text: string | null): HTMLCanvasElement {
  const frame = document.createElement("canvas");
  frame.width = 640;
  frame.height = 480;
  const context = frame.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, frame.width, frame.height);
  if (text) {
    const code = document.createElement("canvas");
    generate(text).toCanvas(code);
    context.imageSmoothingEnabled = false;
    context.drawImage(code, 120, 40, 400, 400);
  }
  return frame;
}

type WithDetector = { BarcodeDetector?: unknown };
const original = (globalThis as WithDetector).BarcodeDetector;
afterEach(() => {
  (globalThis as WithDetector).BarcodeDetector = original;
});

describe("createQrReader (docs/decisions/910-counter-scan.md)", () => {
  it("without a native BarcodeDetector, the ZXing WebAssembly polyfill reads the ticket's QR", async () => {
    (globalThis as WithDetector).BarcodeDetector = undefined;
    const read = await createQrReader();
    await expect(read(frameWith(URL_IN_QR))).resolves.toBe(URL_IN_QR);
    await expect(read(frameWith(null))).resolves.toBeNull();
  });

  it("the browser's own detector is used when it reads QR codes, the polyfill when it does not", async () => {
    const made: string[][] = [];
    const nativeDetector = (formats: string[]) =>
      class {
        static getSupportedFormats = async () => formats;
        constructor(options: { formats: string[] }) {
          made.push(options.formats);
        }
        detect = async () => [{ rawValue: "from the browser" }];
      };
    (globalThis as WithDetector).BarcodeDetector = nativeDetector(["qr_code", "ean_13"]);
    await expect((await createQrReader())(frameWith(null))).resolves.toBe("from the browser");
    expect(made).toEqual([["qr_code"]]);

    // a detector for other formats only (some Android builds): not the one to read tickets with
    (globalThis as WithDetector).BarcodeDetector = nativeDetector(["ean_13"]);
    await expect((await createQrReader())(frameWith(URL_IN_QR))).resolves.toBe(URL_IN_QR);
  });
});
