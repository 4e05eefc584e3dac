import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { componentStories } from "../frame";
import { Spinner } from "../../src/ui";

const meta = { title: "UI/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Decorative = story(async (canvas) => {
  await expect(canvas.queryByRole("progressbar")).toBeNull();
});

export const Labelled = story({ args: { label: "Memuat data", size: "lg" } }, async (canvas) => {
  await expect(canvas.getByRole("progressbar", { name: "Memuat data" })).toBeInTheDocument();
});

export const Sizes: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center", color: "#166534" }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};
