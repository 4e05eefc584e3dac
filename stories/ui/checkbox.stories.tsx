import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { componentStories } from "../frame";
import { Checkbox } from "../../src/ui";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { children: "Saya sudah membaca ketentuan", onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas, { args }) => {
  await userEvent.click(canvas.getByRole("checkbox"));
  await expect(args.onChange).toHaveBeenCalledWith(true);
});
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: "Semua izin" } };
export const WithDescription: Story = { args: { description: "Wajib dicentang sebelum mendaftar" } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
