import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../server/store/memory/database";
import { fakeCameraInPage, qrModules, type FakeCamera } from "../../tests/support/fake-camera";
import { wibToday } from "../../contract/wib";
import { expectShown, page, rowOf, screenStories, STORY_NOW, TYPING, type Canvas } from "../frame";

/**
 * 'Pindai QR' on the ticket lists (docs/product.md §2.14), over the seeded mock. The page's "today" is the device's,
 * so the device clock is set to the mock's (Tuesday 2026-03-10), and the camera is a canvas stream the play shows a
 * QR code to (lean-qr, as the citizen's ticket), or a camera that is refused.
 */
const TODAY = wibToday(Date.parse(STORY_NOW));
const YESTERDAY = "2026-03-09";

/** The device for each story: its clock at the mock's, and the one fake camera of e2e, seeing nothing yet. */
let camera: FakeCamera;
function device() {
  const realNow = Date.now;
  const offset = Date.parse(STORY_NOW) - realNow();
  Date.now = () => realNow() + offset;
  camera = fakeCameraInPage();
  return () => {
    Date.now = realNow;
    camera.restore();
  };
}

export default { title: "Screens/Queues/Scan", beforeEach: device } satisfies Meta;
const story = screenStories({ route: "/queues/today", persona: "operator", tickets: 57 });
/** For the stories that type instead of scanning: the camera is refused (or there is none). */
const refused =
  (refusal = "NotAllowedError") =>
  () =>
    camera.refuse(refusal);

const FIELD = "Nomor Antrean atau Tautan Tiket";

/** Opens the scanner; waits for the camera to say `camera` (its state), types `typed` and Enter, when given. */
async function openScanner(canvas: Canvas, { camera, typed }: { camera?: string; typed?: string }) {
  await userEvent.click(await canvas.findByRole("button", { name: "Pindai QR" }));
  const scanner = within(await page().findByRole("dialog", { name: "Pindai QR tiket" }));
  if (camera) await waitFor(() => expect(scanner.getByTestId("camera-state")).toHaveTextContent(camera));
  if (typed) await userEvent.type(scanner.getByRole("textbox", { name: FIELD }), `${typed}{Enter}`, TYPING);
  return scanner;
}

/** A seeded ticket of that day at Kramat Jati, and its staff URL (what its QR holds). */
function ticketOn(db: Database, date: string) {
  const ticket = rowOf(db, "tickets", (t) => t.scheduled_date === date && t.no.startsWith("KRJ-"));
  return { ...ticket, url: `${location.origin}/queues/${ticket.uuid}` };
}

export const CameraReady = story(async (canvas) => {
  const scanner = await openScanner(canvas, { camera: "Kamera siap" });
  await expect(scanner.getByLabelText("Gambar kamera untuk memindai QR tiket")).toBeVisible();
  await expect(scanner.getByRole("textbox", { name: FIELD })).toBeVisible();
});

export const ScannedTicketOpens = story(async (canvas, { db, url }) => {
  const ticket = ticketOn(db, TODAY);
  await openScanner(canvas, { camera: "Kamera siap" });
  camera.show(qrModules(ticket.url));
  await waitFor(() => expect(url()).toBe(`/queues/${ticket.uuid}`));
  await expect(await canvas.findByRole("heading", { name: ticket.no })).toBeVisible();
});

export const ForeignQrRefused = story(async (canvas, { db, url }) => {
  const ticket = ticketOn(db, TODAY);
  const scanner = await openScanner(canvas, { camera: "Kamera siap" });
  camera.show(qrModules(`https://evil.example/queues/${ticket.uuid}`));
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent("bukan tiket Antrean"));
  await expect(url()).toBe("/queues/today");
});

export const CameraDenied = story({ beforeEach: refused() }, async (canvas) => {
  const scanner = await openScanner(canvas, { camera: "izin kamera ditolak" });
  await waitFor(() => expect(scanner.getByRole("textbox", { name: FIELD })).toHaveFocus());
  await expect(scanner.getByLabelText("Gambar kamera untuk memindai QR tiket")).not.toBeVisible();
});

export const NoCamera = story({ beforeEach: refused("NotFoundError") }, async (canvas) => {
  await openScanner(canvas, { camera: "Kamera tidak ditemukan" });
});

export const NumberOpensToday = story({ beforeEach: refused() }, async (canvas, { db, url }) => {
  const ticket = ticketOn(db, TODAY);
  await openScanner(canvas, { typed: ticket.no.toLowerCase() });
  await waitFor(() => expect(url()).toBe(`/queues/${ticket.uuid}`));
});

export const NumberNotFound = story({ beforeEach: refused() }, async (canvas) => {
  const scanner = await openScanner(canvas, { typed: "KRJ-999" });
  const said = `Antrean KRJ-999 tidak ada untuk hari ini (${TODAY}).`;
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent(said));
  await expectShown(scanner, { values: { [FIELD]: "KRJ-999" }, invalid: [FIELD] });
});

export const NotUnderstood = story({ beforeEach: refused() }, async (canvas) => {
  const scanner = await openScanner(canvas, { typed: "5049486600000001" });
  await expect(scanner.getByRole("alert")).toHaveTextContent("Ketik nomor antrean seperti KRJ-001");
});

export const OtherDayShownFirst = story({ beforeEach: refused() }, async (canvas, { db, url }) => {
  const ticket = ticketOn(db, YESTERDAY);
  const scanner = await openScanner(canvas, { typed: ticket.url });
  const said = `Tiket ${ticket.no} untuk ${YESTERDAY}, bukan hari ini (${TODAY}).`;
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent(said));
  const shown = scanner.getByRole("region", { name: "Tiket hari lain" });
  await expect(shown).toHaveTextContent(ticket.scheduled_location);
  await expect(url()).toBe("/queues/today");
  // the ticket pushed the field down, out of a short dialog's view: the keyboard is on the next step (UX pass s41)
  const openAnyway = within(shown).getByRole("button", { name: "Buka tiket ini" });
  await waitFor(() => expect(openAnyway).toHaveFocus());
  await userEvent.click(openAnyway);
  await waitFor(() => expect(url()).toBe(`/queues/${ticket.uuid}`));
});

/** A camera that gives up seconds after the dialog opened leaves the focus where the person has got to. */
let releaseCamera = () => {};
export const CameraGivesUpLate = story(
  {
    beforeEach: () => {
      camera.refuse("NotFoundError");
      releaseCamera = camera.hold();
    },
  },
  async (canvas, { db }) => {
    const ticket = ticketOn(db, YESTERDAY);
    const scanner = await openScanner(canvas, { camera: "Membuka kamera", typed: ticket.url });
    const openAnyway = await scanner.findByRole("button", { name: "Buka tiket ini" });
    await waitFor(() => expect(openAnyway).toHaveFocus());
    releaseCamera();
    await waitFor(() => expect(scanner.getByTestId("camera-state")).toHaveTextContent("Kamera tidak ditemukan"));
    // it took the focus to the field, away from the ticket just found (UX pass s41)
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(openAnyway).toHaveFocus();
  },
);

const lookupFails = { queueList: { status: 500, message: "Internal error" } } as const;
export const LookupFails = story({ beforeEach: refused(), faults: lookupFails }, async (canvas) => {
  const scanner = await openScanner(canvas, { typed: "KRJ-001" });
  // the server failed (after the query client's retries): say so and what to do, not "not found" (the number may
  // well exist); in Indonesian like the screen (ADR 806)
  await waitFor(() =>
    expect(scanner.getByRole("alert")).toHaveTextContent(
      "Terjadi kesalahan di server. Ini bukan kesalahan Anda. Tunggu beberapa menit, lalu coba lagi.",
    ),
  );
  await expect(scanner.getByRole("textbox", { name: FIELD })).toHaveValue("KRJ-001");
});
