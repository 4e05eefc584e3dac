import type { Decorator } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { Canvas } from "./play";

/** The story inside a phone-wide box of `width` px (a 360 px phone less the page's padding). */
export const phoneWide =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }} data-testid="phone">
      <Story />
    </div>
  );

/** Nothing in the phone-wide box scrolls the page sideways. */
export const expectFitsPhone = (canvas: Canvas) =>
  expect(canvas.getByTestId("phone").scrollWidth).toBeLessThanOrEqual(canvas.getByTestId("phone").clientWidth);
