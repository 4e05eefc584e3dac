import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { resetServerClock, setServerClock } from "../../lib/server-clock";
import {
  RegistrationLead,
  closedButtonText,
  nowhereSummary,
  useServerWindow,
  type ServerWindow,
  type WindowPhase,
} from "./registration-window";
import { openWindowAt } from "./testing";
import type { RegistrationWindow } from "../../../contract";

afterEach(() => resetServerClock());

/**
 * The scheduled date's answer renders the page once, with the window's phase in it: a phase set by an effect after
 * that render rendered the page and the whole form a second time in the answer's task (issue 38).
 */
it("the window's answer gives its phase in the render it causes, with no second render", async () => {
  // the demo clock's way to a fixed moment: 10:00 WIB on a Tuesday, standing still
  setServerClock(Date.parse("2026-03-03T10:00:00+07:00"), true, true);
  const answer: RegistrationWindow = {
    is_open: true,
    server_time: "2026-03-03T10:00:00+07:00",
    opens_at: "2026-03-03T06:00:00+07:00",
    closes_at: "2026-03-03T21:00:00+07:00",
  };
  const rendered: WindowPhase[] = [];
  function Reader({ answer }: { answer: RegistrationWindow | undefined }) {
    rendered.push(useServerWindow(answer).phase);
    return null;
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    await act(async () => root.render(<Reader answer={undefined} />));
    expect(rendered).toEqual(["unknown"]);
    rendered.length = 0;
    // `act` returns once the render, its effects and whatever they render again are done
    await act(async () => root.render(<Reader answer={answer} />));
    expect(rendered).toEqual(["open"]);
  } finally {
    await act(async () => root.unmount());
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  }
});

it("the phase changes by itself when the server's clock passes the opening", async () => {
  // 40 ms before 06:00 WIB, standing still until the first render has read it (a loaded host may take longer than
  // 40 ms to render: the first phase would then be "open" already), then running
  const beforeOpening = Date.parse("2026-03-03T06:00:00+07:00") - 40;
  setServerClock(beforeOpening, true, true);
  const answer: RegistrationWindow = {
    is_open: false,
    server_time: "2026-03-03T05:59:59+07:00",
    opens_at: "2026-03-03T06:00:00+07:00",
    closes_at: "2026-03-03T21:00:00+07:00",
  };
  const rendered: WindowPhase[] = [];
  function Reader() {
    rendered.push(useServerWindow(answer).phase);
    return null;
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  root.render(<Reader />);
  try {
    await vi.waitFor(() => expect(rendered[0]).toBe("before"));
    setServerClock(beforeOpening, false, false);
    await vi.waitFor(() => expect(rendered.at(-1)).toBe("open"), { timeout: 5000 });
  } finally {
    root.unmount();
  }
});

it("under the closed 'Daftar': when it works, today before 06:00, tomorrow from 21:00; nothing while open", () => {
  const at = (instant: string) => () => Date.parse(instant);
  const today = Date.parse("2026-03-03T06:00:00+07:00");
  const tomorrow = Date.parse("2026-03-04T06:00:00+07:00");
  expect(closedButtonText({ phase: "before", opensAt: today, serverNow: at("2026-03-03T05:30:00+07:00") })).toBe(
    "Tombol Daftar aktif pukul 06:00 WIB.",
  );
  // from 21:00 the server names tomorrow's opening: the phase reads "before" again
  expect(closedButtonText({ phase: "before", opensAt: tomorrow, serverNow: at("2026-03-03T21:30:00+07:00") })).toBe(
    "Tombol Daftar aktif lagi besok pukul 06:00 WIB.",
  );
  // between 21:00 and the window read again: today's opening, already past
  expect(closedButtonText({ phase: "after", opensAt: today, serverNow: at("2026-03-03T21:00:05+07:00") })).toBe(
    "Tombol Daftar aktif lagi besok pukul 06:00 WIB.",
  );
  expect(closedButtonText({ phase: "open", opensAt: today, serverNow: at("2026-03-03T10:00:00+07:00") })).toBeNull();
  expect(closedButtonText({ phase: "unknown", opensAt: today, serverNow: at("2026-03-03T10:00:00+07:00") })).toBeNull();
});

it("a Saturday whose Sunday has no pickup: when to register again, and for which pickup (docs/product.md §2.3)", () => {
  const saturday = openWindowAt("2026-03-14", "10:00:00");
  const sunday = { kind: "none", pickupDate: "2026-03-15", marks: "both" } as const;
  expect(nowhereSummary({ ...sunday, nextPickupDate: "2026-03-16" }, saturday)).toBe(
    "Besok tidak ada pengambilan. Daftar lagi besok pukul 06:00 WIB untuk pengambilan Senin, 16 Maret 2026.",
  );
  // Monday a day off everywhere too: registration opens again on Monday for Tuesday's pickup
  expect(nowhereSummary({ ...sunday, nextPickupDate: "2026-03-17" }, saturday)).toBe(
    "Besok tidak ada pengambilan. Daftar lagi Senin, 16 Maret 2026, pukul 06:00 WIB untuk pengambilan Selasa, 17 Maret 2026.",
  );
  expect(nowhereSummary({ ...sunday, nextPickupDate: null }, saturday)).toBe(
    "Besok tidak ada pengambilan. Belum ada jadwal pengambilan berikutnya. Cek lagi halaman ini besok.",
  );
});

/**
 * Friday 21:30: the form shows Sunday, the day after tomorrow, and the lists are Sunday's (server/rules/
 * registration-window.ts listedPickupDateFor): no pickup then, and registration for Monday is on Sunday, not
 * tomorrow (docs/product.md §2.3). The page told a citizen to come back on Saturday at 06:00 (UX pass, session 33).
 */
it("a Friday night, whose form shows Sunday: no pickup the day after tomorrow, register on Sunday for Monday", async () => {
  const fridayNight: ServerWindow = {
    phase: "before",
    opensAt: Date.parse("2026-03-14T06:00:00+07:00"),
    closesAt: Date.parse("2026-03-14T21:00:00+07:00"),
    serverNow: () => Date.parse("2026-03-13T21:30:00+07:00"),
    clockVersion: 0,
  };
  const sunday = { kind: "none", pickupDate: "2026-03-15", nextPickupDate: "2026-03-16", marks: "both" } as const;
  const next = "Daftar lagi Minggu, 15 Maret 2026, pukul 06:00 WIB untuk pengambilan Senin, 16 Maret 2026.";
  expect(nowhereSummary(sunday, fridayNight)).toBe(`Lusa tidak ada pengambilan. ${next}`);
  // the notice says the same, and not that the form may be filled in now: it cannot be sent
  const screen = await render(<RegistrationLead serverWindow={fridayNight} ticket={null} outlook={sunday} />);
  const shown = [...screen.container.firstElementChild!.children].filter((wording) => !wording.hasAttribute("aria-hidden"));
  expect(shown.map((wording) => wording.textContent)).toEqual([
    `Lusa tidak ada pengambilan.Tidak ada lokasi yang buka pada Minggu, 15 Maret 2026.${next}`,
  ]);
  await screen.unmount();
});
