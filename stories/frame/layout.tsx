/** Layout shared by component stories: a phone-wide box (its check is `fitsPhone`), a dialog body that scrolls inside. */
import type { Decorator } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

/** The story inside a phone-wide box of `width` px (a 360 px phone less the page's padding). */
export const phoneWide =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }} data-testid="phone">
      <Story />
    </div>
  );

/** A body longer than a dialog's fixed height (the announcement's 480 px), so it scrolls inside. */
export const LONG_ANNOUNCEMENT = (
  <div>
    {Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Paragraf {i + 1}: laporkan calo dan pungutan liar kepada petugas.</p>
    ))}
  </div>
);

/** The dialog's body 'Isi pengumuman' scrolls inside its 480 px and can be reached by keyboard. */
export async function expectScrollsInside() {
  const region = await within(document.body).findByRole("region", { name: "Isi pengumuman" });
  await expect(region).toHaveAttribute("tabindex", "0");
  await expect(region.clientHeight).toBeLessThanOrEqual(480);
  await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
}
