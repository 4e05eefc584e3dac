import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { componentStories } from "../frame";
import { Button, LiveRegion } from "../../src/ui";

const meta = { title: "UI/LiveRegion", component: LiveRegion, args: { message: "Coba lagi dalam 7 detik" } } satisfies Meta<
  typeof LiveRegion
>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Polite = story(async (canvas) => {
  const region = canvas.getByRole("status");
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region).toHaveTextContent("Coba lagi dalam 7 detik");
  // visually hidden but in the accessibility tree
  await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1);
});

export const Assertive = story({ args: { message: "Pendaftaran gagal", politeness: "assertive" } }, async (canvas) => {
  await expect(canvas.getByRole("alert")).toHaveAttribute("aria-live", "assertive");
});

/** A countdown: the region stays mounted, only its text changes. */
export const Countdown: Story = {
  render: function Render() {
    const [n, setN] = useState(3);
    useEffect(() => {
      if (n === 0) return;
      const t = setTimeout(() => setN(n - 1), 200);
      return () => clearTimeout(t);
    }, [n]);
    return (
      <>
        <Button isDisabled={n > 0}>{n > 0 ? `Coba lagi dalam ${n} detik` : "Daftar"}</Button>
        <LiveRegion message={n > 0 ? `Coba lagi dalam ${n} detik` : "Anda dapat mendaftar lagi"} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("status");
    await waitFor(() => expect(region).toHaveTextContent("Anda dapat mendaftar lagi"), { timeout: 2000 });
  },
};
