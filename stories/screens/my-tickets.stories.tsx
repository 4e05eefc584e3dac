import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../server/store/memory/database";
import { createTicketStore, myTickets } from "../../src/tickets/my-tickets-store";
import { RECHECK_FAILED_TEXT } from "../../src/tickets/my-tickets";
import { wibDate } from "../../contract/wib";
import { expectNoDialog, page, rowOf, screenStories, STORY_NOW, TYPING } from "../frame";

/**
 * 'Tiket saya' (docs/product.md §2.2, ADR 901) over the real mock: copies of two seeded tickets for the story's
 * tomorrow and three days ago (the list's 'today' is the server's, the mock's frozen clock: never the real date), kept
 * on the device as registration would keep them.
 */
const DAY = 86_400_000;
/** The story's now (the mock's frozen clock, which the page hears) and last evening, when a saved copy was checked. */
const STORY_AT = Date.parse(STORY_NOW);
/** This device's tickets as the story's clock dates them (the page's store dates by the clock it heard last). */
const device = createTicketStore(
  () => window.localStorage,
  () => STORY_AT,
);

function keepTickets(marks: { status?: "done" }, { upcomingOnly = false } = {}) {
  return async (db: Database) => {
    const [upcoming, past] = db.all("tickets").filter((t) => t.status === "registered");
    if (!upcoming || !past) throw new Error("the seed has no registered tickets");
    const moved = [
      await db.insert("tickets", { ...upcoming, uuid: crypto.randomUUID(), scheduled_date: wibDate(STORY_AT + DAY), ...marks }),
      ...(upcomingOnly
        ? []
        : [await db.insert("tickets", { ...past, uuid: crypto.randomUUID(), scheduled_date: wibDate(STORY_AT - 3 * DAY) })]),
    ];
    // saved 'registered', before any check, at the story's now: the page's store dates and prunes by the clock it
    // heard last (another story's, or the device's)
    for (const row of moved) device.remember({ ...row, status: "registered", rejection_reason: null });
  };
}

export default { title: "Screens/Tiket saya" } satisfies Meta;
const story = screenStories({ route: "/queue-status", data: keepTickets({}) });

/** Opens the first saved ticket for a day after today. */
async function openUpcoming() {
  const [first] = device.snapshot().filter((t) => t.scheduled_date > wibDate(STORY_AT));
  const region = await page().findByRole("region", { name: "Tiket saya" });
  await userEvent.click(within(region).getAllByRole("button", { name: new RegExp(first?.no ?? "none") })[0] as HTMLElement);
  return page().findByRole("dialog", { name: /^Tiket Antrean / });
}

/** The landing page's list, then a ticket staff have marked done since: opened online, it shows 'Selesai'. */
export const CheckedOnline = story({ route: "/", data: keepTickets({ status: "done" }) }, async () => {
  const announcement = await page().findByRole("dialog", { name: "Pengumuman" });
  await userEvent.click(within(announcement).getByRole("button", { name: "Tutup" }));
  const region = await page().findByRole("region", { name: "Tiket saya" });
  await expect(region).toHaveTextContent("tersimpan di ponsel ini saja");
  await expect(within(region).getByRole("heading", { name: "Riwayat" })).toBeVisible();
  await expect(within(region).getAllByRole("listitem")).toHaveLength(2);
  const dialog = await openUpcoming();
  await waitFor(() => expect(dialog).toHaveTextContent(/Status diperiksa/));
  await expect(within(dialog).getByRole("article", { name: "Tiket Antrean" })).toHaveTextContent("Selesai");
  await waitFor(() => expect(within(dialog).getByRole("img", { name: /Kode QR/ })).toBeVisible());
});

/** Offline on the status page: the saved copy, with when it was last checked. */
export const Offline = story({ faults: { guestCheckQueues: { networkError: true } } }, async () => {
  const dialog = await openUpcoming();
  await waitFor(() => expect(dialog).toHaveTextContent(/Status terbaru belum dapat diperiksa\. Ini salinan yang tersimpan/));
  await expect(within(dialog).getByRole("article", { name: "Tiket Antrean" })).toHaveTextContent("Terdaftar");
});

/** A colour's channels, to compare two colours' strength. */
const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
/** Transparent: no fill behind the text. */
const unfilled = (colour: string) => colour === "transparent" || channels(colour)[3] === 0;

/**
 * 'Hapus dari perangkat ini' is the quiet action, drawn as destructive: no fill where 'Tutup' has one, its text in the
 * danger colour (red the strongest channel); it asks first; 'Batal' keeps the ticket, 'Ya, hapus' forgets it.
 */
export const Forget = story(async () => {
  const dialog = await openUpcoming();
  const forget = within(dialog).getByRole("button", { name: "Hapus dari perangkat ini" });
  const close = within(dialog).getByRole("button", { name: "Tutup" });
  await expect(unfilled(getComputedStyle(close).backgroundColor)).toBe(false);
  await expect(unfilled(getComputedStyle(forget).backgroundColor)).toBe(true);
  const [red = 0, green = 0, blue = 0] = channels(getComputedStyle(forget).color);
  await expect(red).toBeGreaterThan(Math.max(green, blue) + 60);
  await userEvent.click(forget);
  const question = within(dialog).getByRole("group", { name: /Hapus tiket ini dari ponsel ini\?/ });
  await expect(within(question).getByRole("button", { name: "Batal" })).toHaveFocus();
  await userEvent.click(within(question).getByRole("button", { name: "Batal" }));
  await expect(within(dialog).queryByRole("group")).toBeNull();
  await expect(within(dialog).getByRole("button", { name: "Hapus dari perangkat ini" })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole("button", { name: "Hapus dari perangkat ini" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Ya, hapus" }));
  await expectNoDialog();
  const region = page().getByRole("region", { name: "Tiket saya" });
  await expect(within(region).getAllByRole("listitem")).toHaveLength(1);
  await expect(page().getByText("Tiket dihapus dari perangkat ini.")).toBeInTheDocument();
});

/**
 * The device's only ticket deleted on a phone 320 px wide with 200 % text: the section goes, and a line in its place says
 * so, on the screen with the focus on it (docs/product.md §2.2). The focus went to the page's heading, above the screen
 * (−99 px at 360×640), and 'Tiket dihapus dari perangkat ini.' was only in the live region, for a screen reader; the
 * browser then put the page back where it was when the ticket opened, the list's place far below the page's shorter end
 * (the line at −466 px: UX pass, session 45).
 */
const forgetLast = story(
  {
    data: keepTickets({}, { upcomingOnly: true }),
    beforeEach: () => {
      document.documentElement.style.fontSize = "200%";
      return () => void (document.documentElement.style.fontSize = "");
    },
  },
  async () => {
    expect(innerWidth).toBe(320);
    const dialog = await openUpcoming();
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus dari perangkat ini" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, hapus" }));
    await expectNoDialog();
    expect(page().queryByRole("region", { name: "Tiket saya" })).toBeNull();
    const line = page().getByText("Tiket dihapus dari perangkat ini.");
    await waitFor(() => expect(line).toHaveFocus());
    // once the ticket's history entry is left (useBackCloses) and the browser has passed its scroll restoring, which
    // comes right after
    await waitFor(() => expect((history.state as Record<string, unknown> | null)?.["antrean:dialog"]).toBeUndefined());
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = line.getBoundingClientRect();
    // seen, not a reader's clipped 1 px text, and whole on the screen
    expect(box.height).toBeGreaterThan(16);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(innerHeight);
  },
);
export const ForgetLastOnPhone = {
  ...forgetLast,
  parameters: {
    ...forgetLast.parameters,
    viewport: { options: { phone320: { name: "320 × 568", type: "mobile", styles: { width: "320px", height: "568px" } } } },
  },
  globals: { viewport: { value: "phone320", isRotated: false } },
};

/** Last evening, when a saved copy was checked. */
const LAST_EVENING = Date.parse("2026-03-09T19:30:00+07:00");

/**
 * A seeded ticket for tomorrow (Wednesday 11 March) kept on the device as 'Terdaftar', its status last checked at
 * `checkedAt` (dated by the story's clock, not the phone's), then rejected by staff in the mock.
 */
function keepRejectedSince(checkedAt: number) {
  return async (db: Database) => {
    const row = rowOf(db, "tickets", (t) => t.scheduled_date === "2026-03-11" && t.status === "registered");
    createTicketStore(
      () => window.localStorage,
      () => checkedAt,
    ).remember({ ...row, rejection_reason: null });
    await db.update("tickets", row, { status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" } });
  };
}

/** The one saved ticket's entry in 'Tiket saya'. */
async function savedEntry() {
  const region = await page().findByRole("region", { name: "Tiket saya" });
  return within(region).findByRole("button", { name: /Rabu, 11 Maret 2026/ });
}

/**
 * docs/product.md §2.2: staff rejected a saved ticket after its status was last checked, last evening. Shown online,
 * the list checks it: 'Ditolak', checked now, before any ticket is opened (it read 'Terdaftar' until opened).
 */
export const RejectedSinceLastCheck = story({ data: keepRejectedSince(LAST_EVENING) }, async () => {
  const entry = await savedEntry();
  await waitFor(() => expect(entry).toHaveTextContent("Ditolak"));
  await expect(entry).toHaveTextContent("Status diperiksa Selasa, 10 Maret 2026 pukul 10:00 WIB.");
  // kept on the device: the next visit shows it, offline too
  await expect(myTickets.snapshot()[0]?.status).toBe("rejected");
});

/** The list's check fails: the saved status with its old time, and one quiet line that says so. */
export const OldStatusCheckFailed = story(
  { data: keepRejectedSince(LAST_EVENING), faults: { guestCheckQueues: { networkError: true } } },
  async () => {
    const entry = await savedEntry();
    const region = page().getByRole("region", { name: "Tiket saya" });
    await expect(await within(region).findByText(RECHECK_FAILED_TEXT)).toBeVisible();
    await expect(entry).toHaveTextContent("Terdaftar");
    await expect(entry).toHaveTextContent("Status diperiksa Senin, 9 Maret 2026 pukul 19:30 WIB.");
  },
);

/**
 * Checked a moment ago, the list asks nothing; the status page's own check of its KJP and date finds it rejected, and
 * the list shows what that check found (docs/product.md §2.2).
 */
export const StatusPageCheckKept = story({ data: keepRejectedSince(STORY_AT) }, async () => {
  const entry = await savedEntry();
  await expect(entry).toHaveTextContent("Terdaftar");
  const [saved] = myTickets.snapshot();
  await userEvent.type(page().getByLabelText(/Nomor KJP/), saved?.no_kjp ?? "none", TYPING);
  const date = page().getByLabelText(/Tanggal Pengambilan/);
  await userEvent.clear(date);
  await userEvent.type(date, "2026-03-11", TYPING);
  await userEvent.click(page().getByRole("button", { name: "Cek" }));
  await expect(await page().findByRole("article", { name: "Tiket Antrean" })).toHaveTextContent("Ditolak");
  await waitFor(() => expect(entry).toHaveTextContent("Ditolak"));
  await expect(entry).toHaveTextContent("Status diperiksa Selasa, 10 Maret 2026 pukul 10:00 WIB.");
});
