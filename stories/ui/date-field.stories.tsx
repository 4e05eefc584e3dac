import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { componentCases, has } from "../frame/component-cases";
import { DateField } from "../../src/ui";

const meta = {
  title: "UI/DateField",
  component: DateField,
  args: { label: "Tanggal pengambilan", onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
const story = componentCases(meta);
const field = { label: /Tanggal pengambilan/ };

export const Default = story({}, [has(field, { type: "date" })]);
export const Filled = story({ defaultValue: "2025-04-25", min: "2025-01-01", max: "2025-12-31" }, [
  has(field, { value: "2025-04-25", min: "2025-01-01", max: "2025-12-31" }),
]);
export const WithError = story({ errorMessage: "Tanggal wajib diisi", isRequired: true }, [
  has(field, { "aria-invalid": "true", description: "Tanggal wajib diisi" }),
]);
export const Time = story({ label: "Jam mulai", type: "time", step: 1, defaultValue: "07:00:00" }, [
  has({ label: "Jam mulai" }, { type: "time", value: "07:00:00" }),
]);
export const ReadOnly = story({ defaultValue: "2025-04-25", isReadOnly: true }, [has(field, { readonly: "" })]);
export const Disabled = story({ defaultValue: "2025-04-25", isDisabled: true }, [has(field, { disabled: true })]);
