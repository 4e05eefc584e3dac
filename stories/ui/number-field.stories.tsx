import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { calledWith, clear, click, componentCases, has, press, tab, type } from "../frame/component-cases";
import { NumberField } from "../../src/ui";

const meta = {
  title: "UI/NumberField",
  component: NumberField,
  args: { label: "Kuota", minValue: 1, maxValue: 9999, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
const story = componentCases(meta);
const kuota = ["textbox", /Kuota/] as const;

/** ArrowUp steps; no digit grouping: 1500 stays "1500". */
export const Default = story({ defaultValue: 100 }, [
  [has(kuota, { value: "100" }), click(kuota), press("{ArrowUp}"), has(kuota, { value: "101" }), clear(kuota)],
  [type(kuota, "1500"), tab(), has(kuota, { value: "1500" }), calledWith("onChange", 1500)],
]);
export const Clamped = story({}, [type(kuota, "123456"), tab(), calledWith("onChange", 9999)]);
export const WithError = story({ errorMessage: "Kuota wajib diisi", isRequired: true }, [
  has(kuota, { "aria-invalid": "true", description: "Kuota wajib diisi" }),
]);
export const Disabled = story({ defaultValue: 40, isDisabled: true }, [has(kuota, { disabled: true, value: "40" })]);
