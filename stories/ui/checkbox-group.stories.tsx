import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { componentStories } from "../frame";
import { CheckboxGroup, type CheckboxOption } from "../../src/ui";

const roles: CheckboxOption[] = [
  { value: "1", label: "Super Admin", description: "Every permission" },
  { value: "2", label: "Queue Operator", description: "access:queue" },
  { value: "3", label: "Queue Configurator" },
  { value: "4", label: "User Admin", isDisabled: true },
];

const meta = {
  title: "UI/CheckboxGroup",
  component: CheckboxGroup,
  args: { label: "Roles", options: roles, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas, { args }) => {
  await expect(canvas.getByRole("group", { name: "Roles" })).toBeInTheDocument();
  await userEvent.click(canvas.getByRole("checkbox", { name: /Queue Operator/ }));
  await expect(args.onChange).toHaveBeenLastCalledWith(["2"]);
  // keyboard: Tab to the next box, Space toggles
  await userEvent.tab();
  await userEvent.keyboard(" ");
  await expect(args.onChange).toHaveBeenLastCalledWith(["2", "3"]);
});

export const Selected: Story = { args: { defaultValue: ["1", "3"] } };

export const DisabledOption = story(async (canvas, { args }) => {
  const box = canvas.getByRole("checkbox", { name: "User Admin" });
  await expect(box).toBeDisabled();
  await userEvent.click(box, { pointerEventsCheck: 0 });
  await expect(args.onChange).not.toHaveBeenCalled();
});

export const WithError = story({ args: { errorMessage: "Pilih minimal satu role" } }, async (canvas) => {
  await expect(canvas.getByText("Pilih minimal satu role")).toBeVisible();
});

export const Empty: Story = { args: { options: [], emptyText: "No roles yet." } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ["2"] } };
