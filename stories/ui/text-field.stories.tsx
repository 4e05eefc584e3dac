import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { scene, componentStories } from "../frame";
import { TextField } from "../../src/ui";

const meta = { title: "UI/TextField", component: TextField, args: { label: "No KJP", onChange: fn() } } satisfies Meta<
  typeof TextField
>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas, { args }) => {
  const input = canvas.getByRole("textbox", { name: "No KJP" });
  await userEvent.type(input, "1234");
  await expect(args.onChange).toHaveBeenLastCalledWith("1234");
});

export const Numeric: Story = {
  name: "Numeric (ID number)",
  args: {
    label: "No KTP",
    description: "16 digit, sesuai KTP orang yang akan datang",
    inputMode: "numeric",
    autoComplete: "off",
    isRequired: true,
    placeholder: "3171xxxxxxxxxxxx",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /No KTP/ });
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAccessibleDescription("16 digit, sesuai KTP orang yang akan datang");
  },
};

export const WithError: Story = {
  args: { label: "No KJP", inputMode: "numeric", defaultValue: "12ab", errorMessage: "Hanya boleh berisi karakter 0-9" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "No KJP" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Hanya boleh berisi karakter 0-9");
  },
};

export const WithDescriptionAndError: Story = {
  args: { label: "No KK", description: "16 digit", defaultValue: "123", errorMessage: "No KK harus berisi tepat 16 karakter" },
};

export const ReadOnly: Story = {
  args: { label: "Tanggal pengambilan", value: "2025-04-25 (WIB)", isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await expect(input).toHaveAttribute("readonly");
    await expect(input).toHaveValue("2025-04-25 (WIB)");
  },
};

export const Disabled: Story = { args: { label: "Username", defaultValue: "superadmin", isDisabled: true } };

export const Password: Story = {
  args: { label: "Password", type: "password", autoComplete: "current-password", defaultValue: "rahasia123" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Password");
    await expect(input).toHaveAttribute("type", "password");
  },
};

/** Errors come and go with the value: the live validation pattern a form would use. */
export const LiveValidation: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("");
    const error = value && !/^[0-9]*$/.test(value) ? "Hanya boleh berisi karakter 0-9" : undefined;
    return <TextField {...args} inputMode="numeric" value={value} onChange={setValue} errorMessage={error} />;
  },
  play: scene(async (canvas) => {
    const input = canvas.getByRole("textbox");
    await userEvent.type(input, "12x");
    await expect(canvas.getByText("Hanya boleh berisi karakter 0-9")).toBeVisible();
    await userEvent.type(input, "{Backspace}");
    await expect(canvas.queryByText("Hanya boleh berisi karakter 0-9")).toBeNull();
  }),
};
