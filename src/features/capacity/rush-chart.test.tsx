import { expect, it } from "vitest";
import { page } from "vitest/browser";
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
