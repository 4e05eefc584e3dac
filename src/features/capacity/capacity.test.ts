import { describe, expect, it } from "vitest";
import type { CapacityLocation, CapacitySession } from "../../../contract";
import { fillOf, glanceOf } from "./fill";
import { t } from "./texts";
import { peakOf, slotStart } from "./rush";

const rush = (counts: number[]) => ({ interval_minutes: 5, from: "06:00:00", to: "21:00:00", counts });

describe("the meter's words and level", () => {
  it("says the percentage, amber from 80%, and 'Penuh pada HH:mm:ss' when the last seat went", () => {
    expect(fillOf({ quota: 100, registered: 3 })).toEqual({ level: "open", percent: 3, label: "3% terisi" });
    expect(fillOf({ quota: 3, registered: 2 })).toMatchObject({ level: "open", percent: 66 });
    expect(fillOf({ quota: 10, registered: 8 })).toMatchObject({ level: "high", label: "80% terisi" });
    expect(fillOf({ quota: 3, registered: 3 }, "2026-11-23 06:07:12")).toEqual({
      level: "full",
      percent: 100,
      label: "Penuh pada 06:07:12",
    });
    expect(fillOf({ quota: 3, registered: 5 })).toMatchObject({ level: "full", label: "Penuh" });
    expect(fillOf({ quota: 0, registered: 4 })).toMatchObject({ level: "none", label: "Tanpa kuota" });
  });
});

describe("the rush curve's slots", () => {
  it("names a slot by its start and finds the busiest (the first of equals)", () => {
    expect(slotStart(rush([]), 0)).toBe("06:00:00");
    expect(slotStart(rush([]), 13)).toBe("07:05:00");
    expect(slotStart(rush([]), 180)).toBe("21:00:00");
    expect(peakOf(rush([0, 2, 5, 5, 1]))).toEqual({ slot: 2, count: 5 });
    expect(peakOf(rush([0, 0]))).toBeNull();
  });
});

describe("the city at a glance", () => {
  const session = (quota: number, registered: number): CapacitySession => ({
    id: quota * 1000 + registered,
    start_time: "07:00:00",
    end_time: "09:00:00",
    session_quota: quota || 100,
    is_active: true,
    quota,
    registered,
    done: 0,
    rejected: 0,
    remaining: Math.max(0, quota - registered),
    filled_at: null,
  });
  const location = (sessions: CapacitySession[], dayOff = false): CapacityLocation => ({
    id: sessions.length,
    name: "Pasar",
    code: "PSR",
    is_active: true,
    day_off: dayOff ? { id: 1, details: "" } : null,
    totals: { quota: 0, registered: 0, done: 0, rejected: 0, remaining: 0 },
    sessions,
  });

  it("counts the sessions that offer seats: full, nearly full (from 80%), and the locations on a day off", () => {
    const glance = glanceOf([
      location([session(3, 3), session(10, 8), session(10, 7), session(5, 6)]),
      location([session(0, 2), session(0, 0)], true),
    ]);
    expect(glance).toEqual({ offered: 4, full: 2, high: 1, daysOff: 1 });
    expect(t.glance(glance)).toBe("2 dari 4 sesi penuh. 1 sesi hampir penuh. 1 lokasi libur.");
    expect(t.glance(glanceOf([location([session(10, 1)])]))).toBe("0 dari 1 sesi penuh.");
    expect(t.glance(glanceOf([location([session(0, 0)], true)]))).toBe(
      "Tidak ada sesi yang menerima pendaftaran. 1 lokasi libur.",
    );
  });
});
