import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { componentStories } from "../frame";
import { TextAreaField } from "../../src/ui";

const meta = { title: "UI/TextAreaField", component: TextAreaField, args: { label: "Deskripsi", onChange: fn() } } satisfies Meta<
  typeof TextAreaField
>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas, { args }) => {
  const textarea = canvas.getByRole("textbox", { name: "Deskripsi" });
  await userEvent.type(textarea, "Gudang utama");
  await expect(args.onChange).toHaveBeenLastCalledWith("Gudang utama");
});
export const WithDescription: Story = { args: { description: "Maksimal 255 karakter", maxLength: 255 } };
export const WithError: Story = {
  args: { defaultValue: "x".repeat(20), errorMessage: "Maksimal 255 karakter" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};
export const ReadOnly: Story = { args: { value: "Lokasi pengambilan di lantai dasar.", isReadOnly: true } };
export const Disabled: Story = { args: { defaultValue: "Tidak bisa diubah", isDisabled: true } };
