import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { scene } from "../frame/play";
import { at } from "../frame/mock-app";

const meta = { title: "Screens/Errors", ...at("/no-such-page", null) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "404" })).toBeVisible();
  },
};

/** A signed-in user without access:user at a user page: the guard sends them here. */
export const Unauthorized: Story = {
  ...at("/users", "operator"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { name: "Unauthorized" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /dashboard/i })).toHaveAttribute("href", "/dashboard");
  }),
};
