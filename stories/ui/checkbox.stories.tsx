import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { calledWith, click, componentCases, has, shows } from "../frame/component-cases";
import { Checkbox } from "../../src/ui";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { children: "Saya sudah membaca ketentuan", onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
const story = componentCases(meta);

export const Default = story({}, [has(["checkbox"], { checked: false }), click(["checkbox"]), calledWith("onChange", true)]);
export const Checked = story({ defaultSelected: true }, [has(["checkbox"], { checked: true })]);
export const Indeterminate = story({ isIndeterminate: true, children: "Semua izin" }, [
  has(["checkbox", "Semua izin"], { checked: "mixed" }),
]);
export const WithDescription = story({ description: "Wajib dicentang sebelum mendaftar" }, [
  shows("Wajib dicentang sebelum mendaftar"),
]);
export const Invalid = story({ isInvalid: true }, [has(["checkbox"], { "aria-invalid": "true" })]);
export const Disabled = story({ isDisabled: true, defaultSelected: true }, [
  has(["checkbox"], { disabled: true, checked: true }),
]);
