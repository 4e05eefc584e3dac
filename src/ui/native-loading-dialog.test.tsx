import { afterEach, expect, it } from "vitest";
import { cdp, page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { NativeLoadingDialog } from "./native-loading-dialog";
import { Spinner } from "./spinner";
import { linesOf, wordBoxes } from "./testing";

afterEach(() => void (document.documentElement.style.fontSize = ""));

/** The spinner's CSS animations, by what they animate: its turns (`transform`) and its appearing (`visibility`). */
function animationsOf(svg: SVGSVGElement) {
  const animations = svg.getAnimations() as CSSAnimation[];
  const animating = (property: string) =>
    animations.find((animation) => (animation.effect as KeyframeEffect).getKeyframes().some((keyframe) => property in keyframe));
  return { turns: animating("transform"), appearing: animating("visibility") };
}

// issue 38 (docs/performance-log.md, session 27): the panel shows 'Loading' at once and its spinner only a second after
// its first paint (CSS's delay: for the build's HTML, before any script), in the place kept for it, so a fast answer
// shows no motion and the text does not move when the spinner comes
it("shows its spinner a second after its first paint, where its place was kept, the text and name unchanged", async () => {
  const screen = await render(<NativeLoadingDialog isOpen text="Loading" detail="Memuat daftar lokasi…" />);
  const dialog = screen.getByRole("dialog", { name: "Loading" });
  await expect.element(dialog).toBeVisible();
  const text = screen.getByText("Loading", { exact: true }).element();
  const textLeft = text.getBoundingClientRect().left;
  const svg = dialog.element().querySelector("svg")!;
  const { turns, appearing } = animationsOf(svg);
  expect(turns!.effect!.getTiming().delay).toBe(1000);
  for (const animation of [turns!, appearing!]) animation.pause();

  for (const animation of [turns!, appearing!]) animation.currentTime = 999;
  expect(getComputedStyle(svg).visibility).toBe("hidden");
  const still = getComputedStyle(svg).transform;
  for (const animation of [turns!, appearing!]) animation.currentTime = 1001;
  expect(getComputedStyle(svg).visibility).toBe("visible");
  for (const animation of [turns!, appearing!]) animation.currentTime = 1200;
  expect(getComputedStyle(svg).transform).not.toBe(still);
  expect(text.getBoundingClientRect().left).toBe(textLeft);
  await expect.element(screen.getByRole("status")).toHaveTextContent("Memuat daftar lokasi…");
});

it("turns in steps, ten turns a cycle, and stands still with reduced motion asked for", async () => {
  const screen = await render(<Spinner size="sm" />);
  const svg = screen.container.querySelector("svg")!;
  const { turns, appearing } = animationsOf(svg);
  expect(appearing).toBeUndefined();
  expect(turns!.effect!.getTiming()).toMatchObject({ duration: 8000, delay: 0 });
  // a CSS animation's timing function is its keyframes' easing
  expect(getComputedStyle(svg).animationTimingFunction).toBe("steps(80)");

  const reduced = [{ name: "prefers-reduced-motion", value: "reduce" }];
  await cdp().send("Emulation.setEmulatedMedia", { features: reduced });
  try {
    // theme.css.ts: every animation ends at once, so the arc stands at its end (a whole number of turns)
    const style = getComputedStyle(svg);
    expect([style.animationDuration, style.animationIterationCount]).toEqual(["1e-05s", "1"]);
  } finally {
    await cdp().send("Emulation.setEmulatedMedia", { features: [] });
  }
});

// at 320 px with 200 % text 'Memuat tanggal pengambilan…' showed as 'Memuat tang…' (UX pass, session 33): the detail
// wraps, whole, and the panel keeps the room of its longest detail, so a shorter one after it moves nothing (ADR 810)
it.each(["", "200%"])("shows its detail whole at 320 px (text %s), in a room that fits its longest detail", async (text) => {
  await page.viewport(320, 568);
  document.documentElement.style.fontSize = text;
  const details = ["Memuat tanggal pengambilan…", "Memuat daftar lokasi…"];
  const screen = await render(<NativeLoadingDialog isOpen text="Loading" detail={details[0]} roomFor={details} />);
  const dialog = screen.getByRole("dialog", { name: "Loading" }).element();
  const detail = screen.getByRole("status").element() as HTMLElement;
  await expect.element(detail).toHaveTextContent(details[0]!);
  // every word on one line of its own width, none cut off: the text ends inside the detail's box
  const box = detail.getBoundingClientRect();
  for (const { word, boxes } of wordBoxes(detail)) {
    expect(linesOf(boxes), word).toBe(1);
    expect(
      boxes.every((wordBox) => wordBox.right <= box.right + 0.5 && wordBox.bottom <= box.bottom + 0.5),
      word,
    ).toBe(true);
  }
  const room = dialog.getBoundingClientRect();

  await screen.rerender(<NativeLoadingDialog isOpen text="Loading" detail={details[1]} roomFor={details} />);
  await expect.element(detail).toHaveTextContent(details[1]!);
  expect(dialog.getBoundingClientRect().toJSON()).toEqual(room.toJSON());
  // the room is no second text of the panel: its name and what it reads out stay the detail alone
  await expect.element(screen.getByRole("status")).toHaveTextContent(details[1]!, { normalizeWhitespace: true });
  expect(dialog.textContent).toBe(`Loading${details[1]}`);
});
