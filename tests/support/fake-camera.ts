import { generate } from "lean-qr";

export type FakeCamera = {
  show(modules: boolean[][] | null): void;
  refuse(name: string | null): void;
  /** Holds `getUserMedia`'s answer (a camera slow to start or to give up) until the returned function is called. */
  hold(): () => void;
  live(): number;
  restore(): void;
};
export type WithCamera = { __fakeCamera: FakeCamera };

/**
 * A camera for the page: `getUserMedia` answers a canvas's stream, on which `show` draws a QR code's modules
 * (`qrModules`: lean-qr, as the citizen's ticket is), or fails as a browser does once `refuse` names the error
 * ('NotAllowedError' = permission denied, 'NotFoundError' = no camera). Self-contained, as Playwright sends it into the
 * page as an init script (e2e/support/fake-camera.ts); stories call it in theirs and `restore` the real camera after.
 */
export function fakeCameraInPage(): FakeCamera {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext("2d")!;
  let modules: boolean[][] | null = null;
  let refusal: string | null = null;
  let held: Promise<void> | null = null;
  const streams: MediaStream[] = [];
  const draw = () => {
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    if (!modules) return;
    const quiet = 4;
    const scale = Math.floor(Math.min(canvas.width, canvas.height) / (modules.length + 2 * quiet));
    const left = Math.floor((canvas.width - scale * modules.length) / 2);
    const top = Math.floor((canvas.height - scale * modules.length) / 2);
    context.fillStyle = "#000000";
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) context.fillRect(left + x * scale, top + y * scale, scale, scale);
      }),
    );
  };
  // a canvas stream sends a frame when the canvas is painted: paint steadily, as a camera would
  const painting = setInterval(draw, 100);
  const camera: FakeCamera = {
    show: (next) => {
      modules = next;
      draw();
    },
    refuse: (name) => {
      refusal = name;
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    live: () => streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === "live").length,
    restore: () => {
      clearInterval(painting);
      delete (navigator.mediaDevices as { getUserMedia?: unknown }).getUserMedia;
    },
  };
  (window as unknown as WithCamera).__fakeCamera = camera;
  Object.defineProperty(navigator.mediaDevices, "getUserMedia", {
    configurable: true,
    value: async () => {
      if (held) await held;
      if (refusal) throw new DOMException("The camera was refused", refusal);
      draw();
      const stream = canvas.captureStream(10);
      streams.push(stream);
      return stream;
    },
  });
  return camera;
}

/** The dark and light modules of the QR code of `text` (null: a blank picture). */
export function qrModules(text: string | null) {
  const code = text === null ? null : generate(text);
  return code ? Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.get(x, y))) : null;
}
