import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { componentStories } from "../frame";
import { Select, type SelectOption } from "../../src/ui";

const locations: SelectOption[] = [
  { id: 1, label: "Pasar Rebo (PRB)" },
  { id: 2, label: "Cengkareng (CKR)", badge: "Libur", badgeTone: "warning", isDisabled: true },
  { id: 3, label: "Kramat Jati (KRJ)" },
];

const sessions: SelectOption[] = [
  { id: 11, label: "07:00 - 09:00 WIB", description: "Sisa kuota: 12" },
  { id: 12, label: "09:00 - 11:00 WIB", description: "Sisa kuota: 0", isDisabled: true },
  { id: 13, label: "13:00 - 15:00 WIB", description: "Sisa kuota: 40" },
];

const meta = {
  title: "UI/Select",
  component: Select,
  args: { label: "Lokasi", placeholder: "Pilih lokasi...", options: locations, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const body = () => within(document.body);

export const Default = story(async (canvas, { args }) => {
  const trigger = canvas.getByRole("button", { name: /Lokasi/ });
  await expect(trigger).toHaveTextContent("Pilih lokasi...");
  await userEvent.click(trigger);
  const listbox = await body().findByRole("listbox");
  const disabled = within(listbox).getByRole("option", { name: /Cengkareng.*Libur/ });
  await expect(disabled).toHaveAttribute("aria-disabled", "true");
  // a disabled option cannot be chosen: clicking it changes nothing and keeps the list open
  await userEvent.click(disabled);
  await expect(args.onChange).not.toHaveBeenCalled();
  await expect(body().getByRole("listbox")).toBeInTheDocument();
  await userEvent.click(within(listbox).getByRole("option", { name: "Kramat Jati (KRJ)" }));
  await expect(args.onChange).toHaveBeenCalledWith(3);
  await waitFor(() => expect(body().queryByRole("listbox")).toBeNull());
  await expect(trigger).toHaveTextContent("Kramat Jati (KRJ)");
});

export const Keyboard = story(async (canvas, { args }) => {
  await userEvent.tab();
  const trigger = canvas.getByRole("button", { name: /Lokasi/ });
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await body().findByRole("listbox");
  // ArrowDown skips the disabled Cengkareng
  await userEvent.keyboard("{ArrowDown}");
  await userEvent.keyboard("{Enter}");
  await expect(args.onChange).toHaveBeenCalledWith(3);
  await waitFor(() => expect(trigger).toHaveFocus());
});

export const WithDescriptions: Story = {
  name: "Sessions (description per option)",
  args: { label: "Sesi", placeholder: "Pilih sesi...", options: sessions },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Sesi/ }));
    const option = await body().findByRole("option", { name: "07:00 - 09:00 WIB" });
    await expect(option).toHaveAccessibleDescription("Sisa kuota: 12");
    await userEvent.keyboard("{Escape}");
  },
};

export const Selected: Story = { args: { defaultValue: 1 } };

export const WithError = story({ args: { errorMessage: "Lokasi wajib dipilih", isRequired: true } }, async (canvas) => {
  const trigger = canvas.getByRole("button", { name: /Lokasi/ });
  await expect(canvas.getByText("Lokasi wajib dipilih")).toBeVisible();
  await expect(trigger).toHaveAccessibleDescription(/Lokasi wajib dipilih/);
});

export const Disabled: Story = {
  args: {
    label: "Sesi",
    placeholder: "Pilih sesi...",
    options: [],
    isDisabled: true,
    description: "Pilih lokasi terlebih dahulu",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Sesi/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { label: "Sesi", placeholder: "Pilih sesi...", options: [], emptyText: "Tidak ada sesi", allowsEmptyCollection: true },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | number | null>(null);
    return (
      <div>
        <Select {...args} value={value} onChange={(k) => setValue(k as string | number | null)} />
        <p>Dipilih: {String(value)}</p>
      </div>
    );
  },
};
