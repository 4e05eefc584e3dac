import { describe, expect, it } from "vitest";
import { createClock } from "./clock";
import { RateLimiter } from "./rate-limit";

const MINUTE = 60_000;

function limiter(limit = 2) {
  const clock = createClock();
  clock.freeze("2026-03-11T06:00:00+07:00");
  return { clock, limiter: new RateLimiter(clock, { guestCreateQueue: { limit, windowSeconds: 60 } }) };
}

describe("RateLimiter", () => {
  it("refuses past the limit until the window ends, then allows again", () => {
    const { clock, limiter: rate } = limiter();
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: true });
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: true });
    clock.advance(45_000);
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect(rate.hit("guestCreateQueue", "b")).toEqual({ allowed: true });
    clock.advance(15_000);
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: true });
  });

  it("keeps a window that is still running across a generation's turn", () => {
    const { clock, limiter: rate } = limiter();
    // a first hit starts the generation; a client's window starts late in it
    rate.hit("guestCreateQueue", "early");
    clock.advance(50_000);
    rate.hit("guestCreateQueue", "a");
    rate.hit("guestCreateQueue", "a");
    // the generation turns here (60 s after it started): a's window, 20 s old, is still running
    clock.advance(20_000);
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // and again after the next turn, while the window it moved up with still runs
    clock.advance(39_000);
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1_000);
    expect(rate.hit("guestCreateQueue", "a")).toEqual({ allowed: true });
  });

  it("forgets the clients of earlier mornings: what it holds does not grow with every address ever seen", () => {
    const { clock, limiter: rate } = limiter();
    for (let minute = 0; minute < 10; minute++) {
      for (let citizen = 0; citizen < 1_000; citizen++)
        rate.hit("guestCreateQueue", `10.${minute}.${citizen >> 8}.${citizen & 255}`);
      clock.advance(MINUTE);
    }
    // the last two minutes' clients at most, not the ten minutes' 10,000
    expect(rate.heldWindows).toBeLessThanOrEqual(2_000);
    clock.advance(2 * MINUTE);
    rate.hit("guestCreateQueue", "late");
    expect(rate.heldWindows).toBe(1);
  });

  it("starts afresh when the clock is moved back, keeping the limit of a window still counted", () => {
    const { clock, limiter: rate } = limiter(1);
    rate.hit("guestCreateQueue", "a");
    clock.advance(-10 * MINUTE);
    expect(rate.hit("guestCreateQueue", "a").allowed).toBe(false);
    expect(rate.hit("guestCreateQueue", "b").allowed).toBe(true);
  });
});
