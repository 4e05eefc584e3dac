import type { Meta } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { componentStories } from "../frame";
import { ErrorState } from "../../src/ui";

const meta = {
  title: "UI/ErrorState",
  component: ErrorState,
  args: { title: "Could not load the data", text: "Network Error", retryLabel: "Try again", onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
const story = componentStories(meta);

export const Default = story(async (canvas, { args }) => {
  await expect(canvas.getByRole("alert")).toHaveTextContent("Could not load the data");
  await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
});

export const Retrying = story({ args: { isRetrying: true } }, async (canvas, { args }) => {
  const button = canvas.getByRole("button", { name: /Try again/ });
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await userEvent.click(button);
  await expect(args.onRetry).not.toHaveBeenCalled();
});

export const WithoutRetry = story({ args: { onRetry: undefined } }, async (canvas) => {
  await expect(canvas.queryByRole("button")).toBeNull();
});
