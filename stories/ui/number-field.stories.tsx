import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { componentStories } from "../frame";
import { NumberField } from "../../src/ui";

const meta = {
  title: "UI/NumberField",
  component: NumberField,
  args: { label: "Kuota", minValue: 1, maxValue: 9999, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story({ args: { defaultValue: 100 } }, async (canvas, { args }) => {
  const input = canvas.getByRole("textbox", { name: "Kuota" });
  await expect(input).toHaveValue("100");
  await userEvent.click(input);
  await userEvent.keyboard("{ArrowUp}");
  await expect(input).toHaveValue("101");
  await userEvent.clear(input);
  await userEvent.type(input, "1500");
  await userEvent.tab();
  // no digit grouping: 1500 stays "1500"
  await expect(input).toHaveValue("1500");
  await expect(args.onChange).toHaveBeenLastCalledWith(1500);
});

export const Clamped = story(async (canvas, { args }) => {
  const input = canvas.getByRole("textbox", { name: "Kuota" });
  await userEvent.type(input, "123456");
  await userEvent.tab();
  await expect(args.onChange).toHaveBeenLastCalledWith(9999);
});

export const WithError: Story = { args: { errorMessage: "Kuota wajib diisi", isRequired: true } };
export const Disabled: Story = { args: { defaultValue: 40, isDisabled: true } };
