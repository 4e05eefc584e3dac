import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { componentStories } from "../frame";
import { Button } from "../../src/ui";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Daftar", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "destructive", "ghost"] },
    size: { control: "inline-radio", options: ["md", "sm"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas, { args }) => {
  const button = canvas.getByRole("button", { name: "Daftar" });
  await userEvent.click(button);
  await expect(args.onPress).toHaveBeenCalledTimes(1);
});

export const Secondary: Story = { args: { variant: "secondary", children: "Cek status" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Reject" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Batal" } };
export const Small: Story = { args: { size: "sm", children: "View" } };
export const FullWidth: Story = { args: { isFullWidth: true } };

export const Pending = story({ args: { isPending: true } }, async (canvas, { args }) => {
  const button = canvas.getByRole("button", { name: /Daftar/ });
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button.querySelector("[data-spinner]")).not.toBeNull();
  await userEvent.click(button);
  await expect(args.onPress).not.toHaveBeenCalled();
});

export const PendingWithLabel = story({ args: { isPending: true, pendingLabel: "Memproses" } }, async (canvas) => {
  await expect(canvas.getByRole("progressbar", { name: "Memproses" })).toBeInTheDocument();
  await expect(canvas.getByRole("button")).toHaveTextContent("Daftar");
});

export const Disabled = story({ args: { isDisabled: true, children: "Coba lagi dalam 7 detik" } }, async (canvas, { args }) => {
  const button = canvas.getByRole("button");
  await expect(button).toBeDisabled();
  await userEvent.click(button);
  await expect(args.onPress).not.toHaveBeenCalled();
});

export const KeyboardFocus = story(async (canvas, { args }) => {
  await userEvent.tab();
  const button = canvas.getByRole("button");
  await expect(button).toHaveFocus();
  await expect(button).toHaveAttribute("data-focus-visible");
  await userEvent.keyboard("{Enter}");
  await expect(args.onPress).toHaveBeenCalledTimes(1);
});
