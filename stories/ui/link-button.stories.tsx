import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { componentStories } from "../frame";
import { LinkButton } from "../../src/ui";

const meta = {
  title: "UI/LinkButton",
  component: LinkButton,
  args: { href: "#/queue-registration", children: "Daftar Antrean" },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Primary = story(async (canvas) => {
  await expect(canvas.getByRole("link", { name: "Daftar Antrean" })).toHaveAttribute("href", "#/queue-registration");
});
export const Secondary: Story = { args: { variant: "secondary", children: "Cek Status", href: "#/queue-status" } };
export const FullWidth: Story = { args: { isFullWidth: true } };
export const External: Story = {
  args: { href: "https://example.com", isExternal: true, children: "Hubungi kami", variant: "ghost" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("rel", "noopener noreferrer");
  },
};
