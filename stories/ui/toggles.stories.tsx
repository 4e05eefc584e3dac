import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, calledTimes, calledWith, click, has } from "../frame/component-cases";
import { partCases, press, screenReaderOnly, shows, tab } from "../frame/component-cases";
import { Checkbox, CheckboxGroup, type CheckboxOption, Switch } from "../../src/ui";
import { useState } from "react";

/** Checkboxes, checkbox groups and switches. */
export default { title: "UI/Toggles" } satisfies Meta;
const checkbox = partCases({ component: Checkbox, args: { children: "Saya sudah membaca ketentuan", onChange: fn() } });
export const CheckboxDefault = checkbox({}, [
  has(["checkbox"], { checked: false }),
  click(["checkbox"]),
  calledWith("onChange", true),
]);
export const CheckboxChecked = checkbox({ defaultSelected: true }, [has(["checkbox"], { checked: true })]);
export const CheckboxIndeterminate = checkbox({ isIndeterminate: true, children: "Semua izin" }, [
  has(["checkbox", "Semua izin"], { checked: "mixed" }),
]);
export const CheckboxWithDescription = checkbox({ description: "Wajib dicentang sebelum mendaftar" }, [
  shows("Wajib dicentang sebelum mendaftar"),
]);
export const CheckboxInvalid = checkbox({ isInvalid: true }, [has(["checkbox"], { "aria-invalid": "true" })]);
export const CheckboxDisabled = checkbox({ isDisabled: true, defaultSelected: true }, [
  has(["checkbox"], { disabled: true, checked: true }),
]);
const roles: CheckboxOption[] = [
  { value: "1", label: "Super Admin", description: "Every permission" },
  { value: "2", label: "Queue Operator", description: "access:queue" },
  { value: "3", label: "Queue Configurator" },
  { value: "4", label: "User Admin", isDisabled: true },
];
const checkboxGroup = partCases({ component: CheckboxGroup, args: { label: "Roles", options: roles, onChange: fn() } });
const operator = ["checkbox", /Queue Operator/] as const;
const userAdmin = ["checkbox", "User Admin"] as const;
/** Click one box; then Tab to the next and Space toggles it. */
export const CheckboxGroupDefault = checkboxGroup({}, [
  [shows(["group", "Roles"]), click(operator), calledWith("onChange", ["2"]), tab(), press(" ")],
  calledWith("onChange", ["2", "3"]),
]);
export const CheckboxGroupSelected = checkboxGroup({ defaultValue: ["1", "3"] }, [
  [has(["checkbox", /Super Admin/], { checked: true }), has(operator, { checked: false })],
  has(["checkbox", "Queue Configurator"], { checked: true }),
]);
export const CheckboxGroupDisabledOption = checkboxGroup({}, [
  has(userAdmin, { disabled: true }),
  click(userAdmin),
  calledTimes("onChange", 0),
]);
export const CheckboxGroupWithError = checkboxGroup({ errorMessage: "Pilih minimal satu role" }, [
  shows("Pilih minimal satu role"),
]);
export const CheckboxGroupEmpty = checkboxGroup({ options: [], emptyText: "No roles yet." }, [
  shows("No roles yet."),
  absent(["checkbox"]),
]);
export const CheckboxGroupDisabled = checkboxGroup({ isDisabled: true, defaultValue: ["2"] }, [
  has(operator, { disabled: true, checked: true }),
]);
const toggle = partCases({ component: Switch, args: { children: "Aktif", onChange: fn() } });
const aktif = ["switch", "Aktif"] as const;
export const SwitchOff = toggle({}, [has(aktif, { checked: false }), click(aktif), calledWith("onChange", true)]);
export const SwitchOn = toggle({ defaultSelected: true }, [has(aktif, { checked: true })]);
/** In a table row the label is for screen readers only. */
export const SwitchHiddenLabel = toggle({ children: "Aktif: Pasar Rebo", isLabelHidden: true, defaultSelected: true }, [
  [has(["switch", "Aktif: Pasar Rebo"], { checked: true }), screenReaderOnly("Aktif: Pasar Rebo")],
]);
export const SwitchDisabled = toggle({ isDisabled: true }, [has(aktif, { disabled: true })]);
/** Controlled and confirmed elsewhere: the switch only flips when the parent says so. */
export const SwitchControlled = toggle.with(
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
