import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { componentStories } from "../frame";
import { DateField } from "../../src/ui";

const meta = {
  title: "UI/DateField",
  component: DateField,
  args: { label: "Tanggal pengambilan", onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas) => {
  const input = canvas.getByLabelText("Tanggal pengambilan");
  await expect(input).toHaveAttribute("type", "date");
});

export const Filled = story({ args: { defaultValue: "2025-04-25", min: "2025-01-01", max: "2025-12-31" } }, async (canvas) => {
  const input = canvas.getByLabelText("Tanggal pengambilan");
  await expect(input).toHaveValue("2025-04-25");
  await expect(input).toHaveAttribute("min", "2025-01-01");
});

export const WithError = story({ args: { errorMessage: "Tanggal wajib diisi", isRequired: true } }, async (canvas) => {
  const input = canvas.getByLabelText(/Tanggal pengambilan/);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription("Tanggal wajib diisi");
});

export const Time = story({ args: { label: "Jam mulai", type: "time", step: 1, defaultValue: "07:00:00" } }, async (canvas) => {
  const input = canvas.getByLabelText("Jam mulai");
  await expect(input).toHaveAttribute("type", "time");
  await expect(input).toHaveValue("07:00:00");
});

export const ReadOnly: Story = { args: { defaultValue: "2025-04-25", isReadOnly: true } };
export const Disabled: Story = { args: { defaultValue: "2025-04-25", isDisabled: true } };
