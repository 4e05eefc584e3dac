import type { Meta, StoryObj } from "@storybook/react-vite";
import { generate } from "lean-qr";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { MockControl } from "../../mocks/control";
import { wibToday } from "../../src/lib/wib";
import { at, mockOf, STORY_NOW, type AppStory } from "../frame/mock-app";
import { currentUrl, page, scene } from "../frame/play";

/**
 * 'Pindai QR' on the ticket lists (docs/product.md §2.14), over the seeded mock. The page's "today" is the device's,
 * so the device clock is set to the mock's (Tuesday 2026-03-10), and the camera is a canvas stream the play draws a
 * QR code on (lean-qr, as the citizen's ticket), or a camera that is refused.
 */
const TODAY = wibToday(Date.parse(STORY_NOW));
const YESTERDAY = "2026-03-09";
const TODAY_IN_WORDS = "Selasa, 10 Maret 2026";

type Camera = { show(text: string | null): void };
let camera: Camera = { show: () => undefined };

/** The device camera for one story: a canvas stream, or a refusal named like the browser's ('NotAllowedError'). */
function fakeCamera(refusal?: "NotAllowedError" | "NotFoundError") {
  return () => {
    const realNow = Date.now;
    const offset = Date.parse(STORY_NOW) - realNow();
    Date.now = () => realNow() + offset;
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 360;
    // lean-qr draws one pixel per module (with its quiet zone); the camera sees it enlarged, sharp-edged
    const code = document.createElement("canvas");
    let hasCode = false;
    const draw = () => {
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (!hasCode) return;
      context.imageSmoothingEnabled = false;
      const side = Math.min(canvas.width, canvas.height);
      context.drawImage(code, (canvas.width - side) / 2, (canvas.height - side) / 2, side, side);
    };
    camera = {
      show: (text) => {
        hasCode = text !== null;
        if (text !== null) generate(text).toCanvas(code);
        draw();
      },
    };
    const painting = setInterval(draw, 100);
    const real = Object.getOwnPropertyDescriptor(MediaDevices.prototype, "getUserMedia");
    Object.defineProperty(navigator.mediaDevices, "getUserMedia", {
      configurable: true,
      value: async () => {
        if (refusal) throw new DOMException("The camera was refused", refusal);
        draw();
        return canvas.captureStream(10);
      },
    });
    return () => {
      Date.now = realNow;
      clearInterval(painting);
      delete (navigator.mediaDevices as { getUserMedia?: unknown }).getUserMedia;
      if (real) Object.defineProperty(MediaDevices.prototype, "getUserMedia", real);
    };
  };
}

const story = (more: Partial<AppStory> = {}) => at("/queues/today", "operator", { tickets: 57, ...more });
const meta = { title: "Screens/Queues/Scan", ...story(), beforeEach: fakeCamera() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => page().findByRole("dialog", { name: "Pindai QR tiket" });
const FIELD = "Nomor antrean atau tautan tiket";

async function openScanner(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole("button", { name: "Pindai QR" }));
  return dialog();
}

/** A seeded ticket of that day at Kramat Jati, and its staff URL (what its QR holds). */
function ticketOn(mock: MockControl, date: string) {
  const ticket = mock.backend.db.find("tickets", (t) => t.scheduled_date === date && t.no.startsWith("KRJ-"));
  if (!ticket) throw new Error(`the seed has no KRJ ticket on ${date}`);
  return { ...ticket, url: `${location.origin}/queues/${ticket.uuid}` };
}

export const CameraReady: Story = {
  play: scene(async (canvas) => {
    const scanner = await openScanner(canvas);
    await waitFor(() => expect(within(scanner).getByTestId("camera-state")).toHaveTextContent("Kamera siap"));
    await expect(within(scanner).getByLabelText("Gambar kamera untuk memindai QR tiket")).toBeVisible();
    await expect(within(scanner).getByRole("textbox", { name: FIELD })).toBeVisible();
  }),
};

export const ScannedTicketOpens: Story = {
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const ticket = ticketOn(mockOf(loaded), TODAY);
    const scanner = await openScanner(canvas);
    await waitFor(() => expect(within(scanner).getByTestId("camera-state")).toHaveTextContent("Kamera siap"));
    camera.show(ticket.url);
    await waitFor(() => expect(currentUrl(canvasElement)).toBe(`/queues/${ticket.uuid}`));
    await expect(await canvas.findByRole("heading", { name: ticket.no })).toBeVisible();
  }),
};

export const ForeignQrRefused: Story = {
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const ticket = ticketOn(mockOf(loaded), TODAY);
    const scanner = await openScanner(canvas);
    await waitFor(() => expect(within(scanner).getByTestId("camera-state")).toHaveTextContent("Kamera siap"));
    camera.show(`https://evil.example/queues/${ticket.uuid}`);
    await waitFor(() => expect(within(scanner).getByRole("alert")).toHaveTextContent("bukan tiket Antrean"));
    await expect(currentUrl(canvasElement)).toBe("/queues/today");
  }),
};

export const CameraDenied: Story = {
  beforeEach: fakeCamera("NotAllowedError"),
  play: scene(async (canvas) => {
    const scanner = await openScanner(canvas);
    await waitFor(() => expect(within(scanner).getByTestId("camera-state")).toHaveTextContent("izin kamera ditolak"));
    await waitFor(() => expect(within(scanner).getByRole("textbox", { name: FIELD })).toHaveFocus());
    await expect(within(scanner).getByLabelText("Gambar kamera untuk memindai QR tiket")).not.toBeVisible();
  }),
};

export const NoCamera: Story = {
  beforeEach: fakeCamera("NotFoundError"),
  play: scene(async (canvas) => {
    const scanner = await openScanner(canvas);
    await waitFor(() => expect(within(scanner).getByTestId("camera-state")).toHaveTextContent("Kamera tidak ditemukan"));
  }),
};

export const NumberOpensToday: Story = {
  beforeEach: fakeCamera("NotAllowedError"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const ticket = ticketOn(mockOf(loaded), TODAY);
    const scanner = await openScanner(canvas);
    await userEvent.type(within(scanner).getByRole("textbox", { name: FIELD }), `${ticket.no.toLowerCase()}{Enter}`);
    await waitFor(() => expect(currentUrl(canvasElement)).toBe(`/queues/${ticket.uuid}`));
  }),
};

export const NumberNotFound: Story = {
  beforeEach: fakeCamera("NotAllowedError"),
  play: scene(async (canvas) => {
    const scanner = await openScanner(canvas);
    const field = within(scanner).getByRole("textbox", { name: FIELD });
    await userEvent.type(field, "KRJ-999{Enter}");
    await waitFor(() =>
      expect(within(scanner).getByRole("alert")).toHaveTextContent(
        `Antrean KRJ-999 tidak ada untuk hari ini (${TODAY_IN_WORDS}).`,
      ),
    );
    await expect(field).toHaveValue("KRJ-999");
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }),
};

export const NotUnderstood: Story = {
  beforeEach: fakeCamera("NotAllowedError"),
  play: scene(async (canvas) => {
    const scanner = await openScanner(canvas);
    await userEvent.type(within(scanner).getByRole("textbox", { name: FIELD }), "5049486600000001{Enter}");
    await expect(within(scanner).getByRole("alert")).toHaveTextContent("Ketik nomor antrean seperti KRJ-001");
  }),
};

export const OtherDayShownFirst: Story = {
  beforeEach: fakeCamera("NotAllowedError"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const ticket = ticketOn(mockOf(loaded), YESTERDAY);
    const scanner = await openScanner(canvas);
    await userEvent.type(within(scanner).getByRole("textbox", { name: FIELD }), `${ticket.url}{Enter}`);
    await waitFor(() =>
      expect(within(scanner).getByRole("alert")).toHaveTextContent(
        `Tiket ${ticket.no} untuk Senin, 9 Maret 2026, bukan hari ini (${TODAY_IN_WORDS}).`,
      ),
    );
    const shown = within(scanner).getByRole("region", { name: "Tiket hari lain" });
    await expect(shown).toHaveTextContent(ticket.scheduled_location);
    await expect(currentUrl(canvasElement)).toBe("/queues/today");
    await userEvent.click(within(shown).getByRole("button", { name: "Buka tiket ini" }));
    await waitFor(() => expect(currentUrl(canvasElement)).toBe(`/queues/${ticket.uuid}`));
  }),
};

export const LookupFails: Story = {
  ...story({ faults: { queueList: { status: 500, message: "Layanan sedang gangguan" } } }),
  beforeEach: fakeCamera("NotAllowedError"),
  play: scene(async (canvas) => {
    const scanner = await openScanner(canvas);
    await userEvent.type(within(scanner).getByRole("textbox", { name: FIELD }), "KRJ-001{Enter}");
    // the server's own words (after the query client's retries), not "not found": the number may well exist
    await waitFor(() => expect(within(scanner).getByRole("alert")).toHaveTextContent("Layanan sedang gangguan"));
    await expect(within(scanner).getByRole("textbox", { name: FIELD })).toHaveValue("KRJ-001");
  }),
};
