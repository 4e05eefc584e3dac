import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { componentStories } from "../frame";
import { Switch } from "../../src/ui";

const meta = { title: "UI/Switch", component: Switch, args: { children: "Aktif", onChange: fn() } } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Off = story(async (canvas, { args }) => {
  const sw = canvas.getByRole("switch", { name: "Aktif" });
  await expect(sw).not.toBeChecked();
  await userEvent.click(sw);
  await expect(args.onChange).toHaveBeenCalledWith(true);
});

export const On: Story = { args: { defaultSelected: true } };

/** In a table row the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { children: "Aktif: Pasar Rebo", isLabelHidden: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Aktif: Pasar Rebo" })).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Controlled and confirmed elsewhere: the switch only flips when the parent says so. */
export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(true);
    return (
      <Switch
        {...args}
        isSelected={on}
        onChange={(v) => {
          args.onChange?.(v);
          setOn(v);
        }}
      >
        {on ? "Aktif" : "Diarsipkan"}
      </Switch>
    );
  },
  play: async ({ canvasElement }) => {
    const sw = within(canvasElement).getByRole("switch");
    await userEvent.tab();
    await expect(sw).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(sw).not.toBeChecked();
    await expect(sw).toHaveAccessibleName("Diarsipkan");
  },
};
