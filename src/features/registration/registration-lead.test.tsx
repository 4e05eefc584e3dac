import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import type { PickupOutlook } from "./pickup-outlook";
import { RegistrationLead, type SavedTicketNote, type ServerWindow } from "./registration-window";
import { openWindowAt } from "./testing";

afterEach(() => void (document.documentElement.style.fontSize = ""));

// Saturday 2026-03-14, 08:00 WIB, the window open: the pickup date is Sunday, when no market hands out
const open = openWindowAt("2026-03-14", "08:00:00");
const saturday: PickupOutlook[] = [
  // some markets 'Libur', the rest 'Tidak ada sesi'; Monday's pickup next (the UX check's case)
  { kind: "none", pickupDate: "2026-03-15", nextPickupDate: "2026-03-16", marks: "both" },
  { kind: "none", pickupDate: "2026-03-15", nextPickupDate: "2026-03-16", marks: "dayOff" },
  { kind: "none", pickupDate: "2026-03-15", nextPickupDate: null, marks: "noSession" },
  { kind: "full", pickupDate: "2026-03-15" },
];

/** The one wording the place under the title shows (the others unseen, aria-hidden), and its lines on the screen. */
function shownNotice(container: Element) {
  const slot = container.firstElementChild!.firstElementChild!;
  const shown = [...slot.children].filter((wording) => !wording.hasAttribute("aria-hidden"));
  expect(shown).toHaveLength(1);
  const notice = shown[0]!;
  const lines = [...notice.querySelectorAll("p")].filter((line) => getComputedStyle(line).visibility !== "hidden");
  return { notice, lines };
}

/** Its lines one after another at the notice's own gap, its bar ending with the last: their boxes. */
function expectEvenlySpaced(notice: Element, lines: Element[]) {
  const gap = parseFloat(getComputedStyle(notice).rowGap);
  const boxes = lines.map((line) => line.getBoundingClientRect());
  for (const [index, box] of boxes.slice(1).entries()) expect(box.top - boxes[index]!.bottom).toBeCloseTo(gap, 0);
  expect(notice.getBoundingClientRect().bottom - boxes.at(-1)!.bottom).toBeLessThan(1);
  return boxes;
}
/**
 * The place under the title is as tall before the locations answer as after it, whatever the answer says: the form
 * below it does not move (ADR 810). A wording shorter than the room it was given shrank the place: at 320 px the form
 * rose by a line when a Saturday's answer came (UX check, session 30).
 */
it.each([
  { width: 320, text: "" },
  { width: 320, text: "200%" },
  { width: 360, text: "" },
])("at $width px (text $text) the place under the title keeps its height when the answer comes", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  // the page's column: the screen less its 16 px gutter a side (ui/sizes.ts)
  const Column = ({ outlook }: { outlook: PickupOutlook }) => (
    <div style={{ inlineSize: width - 32 }}>
      <RegistrationLead serverWindow={open} ticket={null} outlook={outlook} />
    </div>
  );
  const screen = await render(<Column outlook={null} />);
  const slot = () => screen.container.firstElementChild!.firstElementChild!.getBoundingClientRect().height;
  const before = slot();
  for (const outlook of saturday) {
    await screen.rerender(<Column outlook={outlook} />);
    expect(slot(), `${outlook?.kind} ${outlook?.kind === "none" ? outlook.marks : ""}`).toBe(before);
  }
});

/**
 * The shown notice's lines follow one another at the notice's own gap and its warning bar ends with its last line: the
 * room kept for a longer wording is below the whole notice, not under each of its lines (a Saturday's notice showed it
 * as uneven gaps, UX check, session 31).
 */
it.each([
  { width: 320, text: "" },
  { width: 320, text: "200%" },
  { width: 360, text: "" },
])(
  "at $width px (text $text) a Saturday's notice has its lines evenly spaced, the room kept below it",
  async ({ width, text }) => {
    await page.viewport(width, 640);
    document.documentElement.style.fontSize = text;
    for (const outlook of saturday) {
      const screen = await render(
        <div style={{ inlineSize: width - 32 }}>
          <RegistrationLead serverWindow={open} ticket={null} outlook={outlook} />
        </div>,
      );
      const { notice, lines } = shownNotice(screen.container);
      expect(lines.map((line) => line.textContent)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
      expectEvenlySpaced(notice, lines);
      await screen.unmount();
    }
  },
);

/** Wednesday 2026-03-11's window with the server's clock at `time` WIB: before 06:00, open, or after 21:00. */
const windowAt = (time: string): ServerWindow => {
  const window = openWindowAt("2026-03-11", time);
  const now = window.serverNow();
  return { ...window, phase: now < window.opensAt ? "before" : now < window.closesAt ? "open" : "after" };
};
const saved: SavedTicketNote = { date: "2026-03-12", link: <a href="#tiket-saya">Lihat tiket di Tiket saya</a> };
/** A ticket for the window's own day (its pickup day): a wording of its own, in the same room. */
const savedToday: SavedTicketNote = { ...saved, date: "2026-03-11" };

/**
 * Before 06:00 the notice's lines follow one another at its own gap, the countdown's line as tall as the longest
 * countdown at that width and no taller, and its bar ends with its last line: at 360 px the countdown kept the two
 * lines of the notice after 21:00 ('Pendaftaran dibuka lagi besok pukul 06:00 WIB.'), a 28 px gap under it (UX pass,
 * session 32). Seconds ticking (05:30:00, 05:59:50, 05:00:00) move no line.
 */
it.each([
  { width: 360, text: "", ticket: null },
  { width: 360, text: "", ticket: saved },
  { width: 320, text: "", ticket: null },
  { width: 320, text: "200%", ticket: null },
  { width: 360, text: "200%", ticket: saved },
])(
  "at $width px (text $text, a saved ticket: $ticket.date) the notice before 06:00 has its lines evenly spaced",
  async ({ width, text, ticket }) => {
    await page.viewport(width, 640);
    document.documentElement.style.fontSize = text;
    const tops: number[][] = [];
    for (const time of ["05:30:00", "05:59:50", "05:00:00"]) {
      const screen = await render(
        <div style={{ inlineSize: width - 32 }}>
          <RegistrationLead serverWindow={windowAt(time)} ticket={ticket} />
        </div>,
      );
      const { notice, lines } = shownNotice(screen.container);
      expect(lines.map((line) => line.textContent)).toEqual([
        "Pendaftaran dibuka pukul 06:00 WIB.",
        expect.stringMatching(/^Dibuka dalam .+\.$/),
        ticket ? expect.stringContaining("Ponsel ini sudah menyimpan tiket Anda") : expect.stringContaining("Anda boleh"),
      ]);
      const boxes = expectEvenlySpaced(notice, lines);
      tops.push(boxes.map((box) => box.top));
      await screen.unmount();
    }
    expect(tops[1]).toEqual(tops[0]);
    expect(tops[2]).toEqual(tops[0]);
  },
);

/**
 * Whatever the page comes to say under its title (the server's window not heard yet, open, before 06:00, after 21:00,
 * each with and without a saved ticket), the place is as tall, and no taller than the tallest of them: the form below
 * it does not move when the server answers or the saved tickets are read (ADR 810, CLS 0).
 */
it.each([
  { width: 320, text: "" },
  { width: 320, text: "200%" },
  { width: 360, text: "" },
  { width: 360, text: "200%" },
])("at $width px (text $text) the place under the title is as tall for every wording", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  const unheard: ServerWindow = { ...windowAt("10:00:00"), phase: "unknown", opensAt: Number.NaN, closesAt: Number.NaN };
  const heights = new Map<string, number>();
  let tallest = 0;
  for (const [name, serverWindow] of [
    ["unheard", unheard],
    ["open", windowAt("10:00:00")],
    ["before 06:00", windowAt("05:30:00")],
    ["after 21:00", windowAt("21:30:00")],
  ] as const) {
    for (const ticket of [null, saved, savedToday]) {
      const screen = await render(
        <div style={{ inlineSize: width - 32 }}>
          <RegistrationLead serverWindow={serverWindow} ticket={ticket} />
        </div>,
      );
      const slot = screen.container.firstElementChild!.firstElementChild!;
      heights.set(`${name}${ticket ? `, a ticket for ${ticket.date}` : ""}`, slot.getBoundingClientRect().height);
      // the shown wording's lines (a wording may stretch to the place), and the room the nowhere notice keeps (the
      // place's last block, unseen)
      const shown = [...slot.children].find((wording) => !wording.hasAttribute("aria-hidden"))!;
      const lines = shown.lastElementChild!.getBoundingClientRect().bottom - shown.firstElementChild!.getBoundingClientRect().top;
      tallest = Math.max(tallest, lines, slot.lastElementChild!.getBoundingClientRect().height);
      await screen.unmount();
    }
  }
  const first = [...heights.values()][0];
  expect(Object.fromEntries(heights)).toEqual(Object.fromEntries([...heights.keys()].map((name) => [name, first])));
  // and no taller than the tallest of them: the room kept is what some wording needs (the closed notices' room, laid
  // out line by line across both, was 53 px taller at 360 px)
  expect(first).toBeCloseTo(tallest, 0);
});

/**
 * Until the server's window is heard (the build's HTML is the first paint, ADR 810), the place under the title says
 * nothing the hour could make false: after 21:00 the open lead ('Daftar hari ini … besok') was read for about a
 * second before the closed notice came (session 34). Its lines stand where the open lead's do, so nothing moves when
 * the window opens the lead.
 */
it.each([
  { width: 320, text: "" },
  { width: 320, text: "200%" },
  { width: 360, text: "" },
])("at $width px (text $text) the words before the window is heard are true at any hour", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  const unheard: ServerWindow = { ...windowAt("21:30:00"), phase: "unknown", opensAt: Number.NaN, closesAt: Number.NaN };
  const lines = async (serverWindow: ServerWindow) => {
    const screen = await render(
      <div style={{ inlineSize: width - 32 }}>
        <RegistrationLead serverWindow={serverWindow} ticket={null} />
      </div>,
    );
    const { lines } = shownNotice(screen.container);
    const shown = lines.map((line) => ({ text: line.textContent, top: line.getBoundingClientRect().top }));
    await screen.unmount();
    return shown;
  };
  const before = await lines(unheard);
  expect(before.map((line) => line.text)).toEqual([
    "Daftar di sini untuk mengambil pangan bersubsidi. Isi data sesuai kartu, lalu pilih lokasi dan sesi pengambilan.",
    "Pendaftaran buka pukul 06:00 - 21:00 WIB.",
    "Saat mengambil, bawa KTP asli, fotokopi KK, dan kartu KJP.",
  ]);
  for (const line of before) expect(line.text).not.toMatch(/hari ini|besok/);
  const opened = await lines(windowAt("10:00:00"));
  expect(opened.map((line) => line.text)).toEqual([
    "Daftar hari ini untuk mengambil pangan bersubsidi besok. Isi data sesuai kartu, lalu pilih lokasi dan sesi pengambilan.",
    "Pendaftaran buka pukul 06:00 - 21:00 WIB.",
    "Saat mengambil besok, bawa KTP asli, fotokopi KK, dan kartu KJP.",
  ]);
  expect(opened.map((line) => line.top)).toEqual(before.map((line) => line.top));
  const closed = await lines(windowAt("21:30:00"));
  expect(closed[0]?.text).toBe("Pendaftaran hari ini sudah ditutup.");
});
