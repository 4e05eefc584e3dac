import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, called, calledWith, click, disabled, has } from "../frame/component-cases";
import { partCases, press, screenReaderOnly, shows, tab } from "../frame/component-cases";
import { Checkbox, CheckboxGroup, type CheckboxOption, Switch } from "../../src/ui";
import { useState } from "react";

/** Checkboxes, checkbox groups and switches. */
export default { title: "UI/Toggles" } satisfies Meta;
const checkbox = partCases({ component: Checkbox, args: { children: "Saya sudah membaca ketentuan", onChange: fn() } });
const box = ["checkbox"] as const;
export const CheckboxDefault = checkbox({}, [has(box, { checked: false }), click(box), calledWith("onChange", true)]);
export const CheckboxChecked = checkbox({ defaultSelected: true }, [has(box, { checked: true })]);
const all = "Semua izin";
export const CheckboxIndeterminate = checkbox({ isIndeterminate: true, children: all }, [
  has(["checkbox", all], { checked: "mixed" }),
]);
const mustCheck = "Wajib dicentang sebelum mendaftar";
export const CheckboxWithDescription = checkbox({ description: mustCheck }, [
  shows(mustCheck),
  has(["checkbox", /^Saya sudah membaca ketentuan$/], { description: mustCheck }),
]);
export const CheckboxInvalid = checkbox({ isInvalid: true }, [has(box, { "aria-invalid": "true" })]);
export const CheckboxDisabled = checkbox({ isDisabled: true, defaultSelected: true }, [
  has(box, { disabled: true, checked: true }),
]);
const roles: CheckboxOption[] = [
  { value: "1", label: "Super Admin", description: "Every permission" },
  { value: "2", label: "Queue Operator", description: "access:queue" },
  { value: "3", label: "Queue Configurator" },
  { value: "4", label: "User Admin", isDisabled: true },
];
const group = partCases({ component: CheckboxGroup, args: { label: "Roles", options: roles, onChange: fn() } });
const operator = ["checkbox", /Queue Operator/] as const;
const userAdmin = ["checkbox", "User Admin"] as const;
/** Click one box; then Tab to the next and Space toggles it. */
export const CheckboxGroupDefault = group({}, [
  [shows(["group", "Roles"]), click(operator), calledWith("onChange", ["2"]), tab(), press(" ")],
  calledWith("onChange", ["2", "3"]),
]);
export const CheckboxGroupSelected = group({ defaultValue: ["1", "3"] }, [
  [has(["checkbox", /Super Admin/], { checked: true }), has(operator, { checked: false })],
  has(["checkbox", "Queue Configurator"], { checked: true }),
]);
export const CheckboxGroupDisabledOption = group({}, [has(userAdmin, disabled), click(userAdmin), called("onChange", 0)]);
export const CheckboxGroupWithError = group({ errorMessage: "Pilih minimal satu role" }, [shows("Pilih minimal satu role")]);
export const CheckboxGroupEmpty = group({ options: [], emptyText: "No roles yet." }, [shows("No roles yet."), absent(box)]);
export const CheckboxGroupDisabled = group({ isDisabled: true, defaultValue: ["2"] }, [
  has(operator, { disabled: true, checked: true }),
]);
const toggle = partCases({ component: Switch, args: { children: "Aktif", onChange: fn() } });
const aktif = ["switch", "Aktif"] as const;
const rowLabel = "Aktif: Pasar Rebo";
export const SwitchOff = toggle({}, [has(aktif, { checked: false }), click(aktif), calledWith("onChange", true)]);
export const SwitchOn = toggle({ defaultSelected: true }, [has(aktif, { checked: true })]);
/** In a table row the label is for screen readers only. */
export const SwitchHiddenLabel = toggle({ children: rowLabel, isLabelHidden: true, defaultSelected: true }, [
  [has(["switch", rowLabel], { checked: true }), screenReaderOnly(rowLabel)],
]);
export const SwitchDisabled = toggle({ isDisabled: true }, [has(aktif, disabled)]);
/** Controlled and confirmed elsewhere: the switch only flips when the parent says so. */
export const SwitchControlled = toggle.with(
  {
    render: function Render(args) {
      const [on, setOn] = useState(true);
      const flip = (v: boolean) => (args.onChange?.(v), setOn(v));
      return <Switch {...args} isSelected={on} onChange={flip} children={on ? "Aktif" : "Diarsipkan"} />;
    },
  },
  [
    [tab(), has(aktif, { focused: true }), press(" "), has(["switch"], { checked: false, name: "Diarsipkan" })],
    calledWith("onChange", false),
  ],
);
