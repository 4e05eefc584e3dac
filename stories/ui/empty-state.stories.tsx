import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { componentStories } from "../frame";
import { EmptyState, LinkButton } from "../../src/ui";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  args: { title: "Anda tidak memiliki jadwal antrean" },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas) => {
  await expect(canvas.getByRole("heading", { name: "Anda tidak memiliki jadwal antrean" })).toBeInTheDocument();
});

export const WithTextAndAction: Story = {
  args: {
    title: "No rejection reasons yet",
    text: "Staff choose one of these when they reject a registration.",
    action: <LinkButton href="#create">Tambah</LinkButton>,
  },
};
