import { expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { RushChart } from "./rush-chart";
import { t } from "./texts";

/** 06:00–21:00 in 5-minute slots, a few registrations early on. */
const rush = {
  interval_minutes: 5,
  from: "06:00",
  to: "21:00",
  counts: Array.from({ length: 180 }, (_, i) => (i < 12 ? 12 - i : 0)),
};

// UX pass, session 40: the chart's box was a Tab stop and a region saying 'geser ke samping untuk jam berikutnya' at
// every width, where on a wide screen nothing scrolls; it is both only while the hours overflow it (a phone)
it("the chart is a Tab stop and a region saying it scrolls sideways only while it does", async () => {
  const screen = await render(
    <div data-testid="frame" style={{ width: "1000px" }}>
      <p id="ringkasan">Ringkasan</p>
      <RushChart rush={rush} summaryId="ringkasan" />
    </div>,
  );
  const box = () => screen.getByTestId("rush-chart").element().parentElement!;
  const region = page.getByRole("region", { name: t.chartScroll });
  await expect.element(screen.getByTestId("rush-chart")).toBeVisible();
  expect(box().scrollWidth).toBeLessThanOrEqual(box().clientWidth);
  await expect.element(region).not.toBeInTheDocument();
  expect(box().hasAttribute("tabindex")).toBe(false);

  // as narrow as a phone: the 40rem drawing scrolls in its box
  (screen.getByTestId("frame").element() as HTMLElement).style.width = "320px";
  await expect.element(region).toBeInTheDocument();
  expect(box().scrollWidth).toBeGreaterThan(box().clientWidth);
  expect(box().getAttribute("tabindex")).toBe("0");

  // wide again: neither
  (screen.getByTestId("frame").element() as HTMLElement).style.width = "1000px";
  await expect.element(region).not.toBeInTheDocument();
  expect(box().hasAttribute("tabindex")).toBe(false);
});

// UX pass, session 46: at 360 px the chart showed 06:00 to about 11:00 and nothing said the hours went on past its
// edge (a phone hides the scrollbar); a shade at the end edge says so while they do, as a staff table's does
it("a shade at the chart's end edge shows while later hours are past it, not once scrolled to its end or at a width that holds them", async () => {
  const screen = await render(
    <div data-testid="frame" style={{ width: "328px" }}>
      <p id="ringkasan">Ringkasan</p>
      <RushChart rush={rush} summaryId="ringkasan" />
    </div>,
  );
  const box = () => screen.getByTestId("rush-chart").element().parentElement!;
  const shade = () => getComputedStyle(box().parentElement!, "::after");
  await expect.element(page.getByRole("region", { name: t.chartScroll })).toBeInTheDocument();
  await expect.poll(() => box().parentElement!.hasAttribute("data-more-end")).toBe(true);
  // the shade fades in (150 ms): read once it has
  await expect.poll(() => shade().opacity).toBe("1");
  const { right, top, bottom } = box().getBoundingClientRect();
  const edge = box().parentElement!.getBoundingClientRect();
  expect(edge.right).toBe(right);
  expect([edge.top, edge.bottom]).toEqual([top, bottom]);

  // the keys scroll it: the right arrow from the focused region takes it to its last hour, and the shade goes
  box().focus();
  for (let press = 0; press < 20; press++) await userEvent.keyboard("{ArrowRight}");
  await expect.poll(() => box().scrollLeft + box().clientWidth).toBeGreaterThanOrEqual(box().scrollWidth - 1);
  await expect.poll(() => shade().opacity).toBe("0");

  box().scrollLeft = 0;
  await expect.poll(() => shade().opacity).toBe("1");
  (screen.getByTestId("frame").element() as HTMLElement).style.width = "1000px";
  await expect.poll(() => shade().opacity).toBe("0");
});
