import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { scene } from "../frame/play";
import { ErrorState } from "../../src/ui";

const meta = {
  title: "UI/ErrorState",
  component: ErrorState,
  args: {
    title: "Could not load the data",
    text: "Network Error",
    retryLabel: "Try again",
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: scene(async (canvas, { args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Could not load the data");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  }),
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: /Try again/ });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
