import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../mocks/db/database";
import { fakeCameraInPage, qrModules, type FakeCamera } from "../../e2e/support/fake-camera";
import { wibToday } from "../../src/lib/wib";
import { page, rowOf, screenStories, STORY_NOW, type AppStory, type Canvas, type ScreenPlay } from "../frame";

/**
 * 'Pindai QR' on the ticket lists (docs/product.md §2.14), over the seeded mock. The page's "today" is the device's,
 * so the device clock is set to the mock's (Tuesday 2026-03-10), and the camera is a canvas stream the play shows a
 * QR code to (lean-qr, as the citizen's ticket), or a camera that is refused.
 */
const TODAY = wibToday(Date.parse(STORY_NOW));
const YESTERDAY = "2026-03-09";
const TODAY_IN_WORDS = "Selasa, 10 Maret 2026";

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
/** The stories that type instead of scanning: the camera is refused (or there is none). */
const typed = (play: ScreenPlay, faults: AppStory["faults"] = {}, refusal = "NotAllowedError") =>
  story({ faults, beforeEach: () => camera.refuse(refusal) }, play);

const FIELD = "Nomor antrean atau tautan tiket";

/** Opens the scanner; `ready` waits for the camera. */
async function openScanner(canvas: Canvas, ready = false) {
  await userEvent.click(await canvas.findByRole("button", { name: "Pindai QR" }));
  const scanner = within(await page().findByRole("dialog", { name: "Pindai QR tiket" }));
  if (ready) await waitFor(() => expect(scanner.getByTestId("camera-state")).toHaveTextContent("Kamera siap"));
  return scanner;
}

/** A seeded ticket of that day at Kramat Jati, and its staff URL (what its QR holds). */
function ticketOn(db: Database, date: string) {
  const ticket = rowOf(db, "tickets", (t) => t.scheduled_date === date && t.no.startsWith("KRJ-"));
  return { ...ticket, url: `${location.origin}/queues/${ticket.uuid}` };
}

export const CameraReady = story(async (canvas) => {
  const scanner = await openScanner(canvas, true);
  await expect(scanner.getByLabelText("Gambar kamera untuk memindai QR tiket")).toBeVisible();
  await expect(scanner.getByRole("textbox", { name: FIELD })).toBeVisible();
});

export const ScannedTicketOpens = story(async (canvas, { db, url }) => {
  const ticket = ticketOn(db, TODAY);
  await openScanner(canvas, true);
  camera.show(qrModules(ticket.url));
  await waitFor(() => expect(url()).toBe(`/queues/${ticket.uuid}`));
  await expect(await canvas.findByRole("heading", { name: ticket.no })).toBeVisible();
});

export const ForeignQrRefused = story(async (canvas, { db, url }) => {
  const ticket = ticketOn(db, TODAY);
  const scanner = await openScanner(canvas, true);
  camera.show(qrModules(`https://evil.example/queues/${ticket.uuid}`));
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent("bukan tiket Antrean"));
  await expect(url()).toBe("/queues/today");
});

export const CameraDenied = typed(async (canvas) => {
  const scanner = await openScanner(canvas);
  await waitFor(() => expect(scanner.getByTestId("camera-state")).toHaveTextContent("izin kamera ditolak"));
  await waitFor(() => expect(scanner.getByRole("textbox", { name: FIELD })).toHaveFocus());
  await expect(scanner.getByLabelText("Gambar kamera untuk memindai QR tiket")).not.toBeVisible();
});

const noCamera: ScreenPlay = async (canvas) => {
  const scanner = await openScanner(canvas);
  await waitFor(() => expect(scanner.getByTestId("camera-state")).toHaveTextContent("Kamera tidak ditemukan"));
};
export const NoCamera = typed(noCamera, {}, "NotFoundError");

export const NumberOpensToday = typed(async (canvas, { db, url }) => {
  const ticket = ticketOn(db, TODAY);
  const scanner = await openScanner(canvas);
  await userEvent.type(scanner.getByRole("textbox", { name: FIELD }), `${ticket.no.toLowerCase()}{Enter}`);
  await waitFor(() => expect(url()).toBe(`/queues/${ticket.uuid}`));
});

export const NumberNotFound = typed(async (canvas) => {
  const scanner = await openScanner(canvas);
  const field = scanner.getByRole("textbox", { name: FIELD });
  await userEvent.type(field, "KRJ-999{Enter}");
  const said = `Antrean KRJ-999 tidak ada untuk hari ini (${TODAY_IN_WORDS}).`;
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent(said));
  await expect(field).toHaveValue("KRJ-999");
  await expect(field).toHaveAttribute("aria-invalid", "true");
});

export const NotUnderstood = typed(async (canvas) => {
  const scanner = await openScanner(canvas);
  await userEvent.type(scanner.getByRole("textbox", { name: FIELD }), "5049486600000001{Enter}");
  await expect(scanner.getByRole("alert")).toHaveTextContent("Ketik nomor antrean seperti KRJ-001");
});

export const OtherDayShownFirst = typed(async (canvas, { db, url }) => {
  const ticket = ticketOn(db, YESTERDAY);
  const scanner = await openScanner(canvas);
  await userEvent.type(scanner.getByRole("textbox", { name: FIELD }), `${ticket.url}{Enter}`);
  const said = `Tiket ${ticket.no} untuk Senin, 9 Maret 2026, bukan hari ini (${TODAY_IN_WORDS}).`;
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent(said));
  const shown = scanner.getByRole("region", { name: "Tiket hari lain" });
  await expect(shown).toHaveTextContent(ticket.scheduled_location);
  await expect(url()).toBe("/queues/today");
  await userEvent.click(within(shown).getByRole("button", { name: "Buka tiket ini" }));
  await waitFor(() => expect(url()).toBe(`/queues/${ticket.uuid}`));
});

const lookupFails: ScreenPlay = async (canvas) => {
  const scanner = await openScanner(canvas);
  await userEvent.type(scanner.getByRole("textbox", { name: FIELD }), "KRJ-001{Enter}");
  // the server failed (after the query client's retries): say so and what to do, not "not found" (the number may
  // well exist); in Indonesian like the screen (ADR 312)
  const busy = "Server sedang sibuk. Tunggu sebentar, lalu coba lagi.";
  await waitFor(() => expect(scanner.getByRole("alert")).toHaveTextContent(busy));
  await expect(scanner.getByRole("textbox", { name: FIELD })).toHaveValue("KRJ-001");
};
export const LookupFails = typed(lookupFails, { queueList: { status: 500, message: "Internal error" } });
