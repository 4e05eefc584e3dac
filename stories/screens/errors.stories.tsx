import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { NotFoundPage, UnauthorizedPage } from "../../src/features/errors";

const meta = {
  title: "Screens/Errors",
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: "/unauthorized" }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "404" })).toBeVisible();
  },
};

export const Unauthorized: Story = {
  render: () => <UnauthorizedPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /dashboard/i })).toHaveAttribute("href", "/dashboard");
  },
};
