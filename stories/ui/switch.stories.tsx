import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { calledWith, click, componentCases, has, press, screenReaderOnly, tab } from "../frame/component-cases";
import { Switch } from "../../src/ui";

const meta = { title: "UI/Switch", component: Switch, args: { children: "Aktif", onChange: fn() } } satisfies Meta<typeof Switch>;
export default meta;
const story = componentCases(meta);
const aktif = ["switch", "Aktif"] as const;

export const Off = story({}, [has(aktif, { checked: false }), click(aktif), calledWith("onChange", true)]);
export const On = story({ defaultSelected: true }, [has(aktif, { checked: true })]);
/** In a table row the label is for screen readers only. */
export const HiddenLabel = story({ children: "Aktif: Pasar Rebo", isLabelHidden: true, defaultSelected: true }, [
  [has(["switch", "Aktif: Pasar Rebo"], { checked: true }), screenReaderOnly("Aktif: Pasar Rebo")],
]);
export const Disabled = story({ isDisabled: true }, [has(aktif, { disabled: true })]);
/** Controlled and confirmed elsewhere: the switch only flips when the parent says so. */
export const Controlled = story.with(
  {
    render: function Render(args) {
      const [on, setOn] = useState(true);
      return (
        <Switch {...args} isSelected={on} onChange={(v) => (args.onChange?.(v), setOn(v))}>
          {on ? "Aktif" : "Diarsipkan"}
        </Switch>
      );
    },
  },
  [
    [tab(), has(aktif, { focused: true }), press(" "), has(["switch"], { checked: false, name: "Diarsipkan" })],
    calledWith("onChange", false),
  ],
);
