import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, calledTimes, calledWith, click, componentCases, has, press, shows, tab } from "../frame/component-cases";
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
const story = componentCases(meta);
const operator = ["checkbox", /Queue Operator/] as const;
const userAdmin = ["checkbox", "User Admin"] as const;

/** Click one box; then Tab to the next and Space toggles it. */
export const Default = story({}, [
  [shows(["group", "Roles"]), click(operator), calledWith("onChange", ["2"]), tab(), press(" ")],
  calledWith("onChange", ["2", "3"]),
]);
export const Selected = story({ defaultValue: ["1", "3"] }, [
  [has(["checkbox", /Super Admin/], { checked: true }), has(operator, { checked: false })],
  has(["checkbox", "Queue Configurator"], { checked: true }),
]);
export const DisabledOption = story({}, [has(userAdmin, { disabled: true }), click(userAdmin), calledTimes("onChange", 0)]);
export const WithError = story({ errorMessage: "Pilih minimal satu role" }, [shows("Pilih minimal satu role")]);
export const Empty = story({ options: [], emptyText: "No roles yet." }, [shows("No roles yet."), absent(["checkbox"])]);
export const Disabled = story({ isDisabled: true, defaultValue: ["2"] }, [has(operator, { disabled: true, checked: true })]);
