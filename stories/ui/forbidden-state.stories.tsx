import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { scene } from "../frame";
import { ForbiddenState, LinkButton } from "../../src/ui";

const meta = {
  title: "UI/ForbiddenState",
  component: ForbiddenState,
  args: { title: "No permission", text: "You do not have permission to see this data. Ask an administrator for access." },
} satisfies Meta<typeof ForbiddenState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Unauthorized: Story = {
  name: "Unauthorized page",
  args: {
    title: "Unauthorized",
    titleLevel: 1,
    text: "You are not authorized to access this page.",
    action: <LinkButton href="#/dashboard">Back to Dashboard</LinkButton>,
  },
  play: scene(async (canvas) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Unauthorized" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "#/dashboard");
  }),
};
