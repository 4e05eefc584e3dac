import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { absent, calledWith, clear, click, disabled, has } from "../frame/component-cases";
import { invalid, partCases, press, shows, tab, type } from "../frame/component-cases";
import { DateField, NumberField, ReadOnlyValue, TextAreaField, TextField, TimeField } from "../../src/ui";

/** Labelled inputs: text, long text, numbers, dates and times. */
export default { title: "UI/Fields" } satisfies Meta;
const textField = partCases({ component: TextField, args: { label: "No KJP", onChange: fn() } });
const kjp = ["textbox", "No KJP"] as const;
const digitsOnly = "Hanya boleh berisi karakter 0-9";
export const TextFieldDefault = textField({}, [type(kjp, "1234"), calledWith("onChange", "1234")]);
const ktpHint = "16 digit, sesuai KTP orang yang akan datang";
const ktp = { label: "No KTP", description: ktpHint, inputMode: "numeric", autoComplete: "off", isRequired: true } as const;
export const TextFieldNumeric = {
  name: "Numeric (ID number)",
  ...textField({ ...ktp, placeholder: "3171xxxxxxxxxxxx" }, [
    has(["textbox", /No KTP/], { inputmode: "numeric", "aria-required": "true", description: ktpHint }),
  ]),
};
export const TextFieldWithError = textField({ inputMode: "numeric", defaultValue: "12ab", errorMessage: digitsOnly }, [
  has(kjp, invalid(digitsOnly)),
]);
export const TextFieldWithDescriptionAndError = textField(
  { label: "No KK", description: "16 digit", defaultValue: "123", errorMessage: "No KK harus berisi tepat 16 karakter" },
  [has(["textbox", "No KK"], invalid(/No KK harus berisi tepat 16 karakter/)), shows("16 digit")],
);
export const TextFieldReadOnly = textField({ label: "Tanggal Pengambilan", value: "2025-04-25 (WIB)", isReadOnly: true }, [
  has(["textbox"], { readonly: "", value: "2025-04-25 (WIB)" }),
]);
/** A value shown, not edited: text named by its label and described by its help, that wraps (issue 35). */
const readOnlyValue = partCases({ component: ReadOnlyValue, args: { label: "Tanggal Pengambilan" } });
export const ReadOnlyValueDefault = {
  name: "Read-only value (wraps)",
  ...readOnlyValue(
    {
      value: "Selasa, 24 November 2026 (WIB)",
      roomFor: "Selasa, 30 September 2026 (WIB)",
      description: "Pengambilan dilakukan sehari setelah pendaftaran.",
    },
    [
      has(
        { label: "Tanggal Pengambilan" },
        {
          text: "Selasa, 24 November 2026 (WIB)",
          description: "Pengambilan dilakukan sehari setelah pendaftaran.",
          "aria-live": "off",
        },
      ),
      absent(["textbox"]),
    ],
  ),
};
export const TextFieldDisabled = textField({ label: "Username", defaultValue: "superadmin", isDisabled: true }, [
  has(["textbox", "Username"], { disabled: true, value: "superadmin" }),
]);
export const TextFieldPassword = textField(
  { label: "Password", type: "password", autoComplete: "current-password", defaultValue: "rahasia123" },
  [has({ label: "Password" }, { type: "password" })],
);
/** Errors come and go with the value: the live validation pattern a form would use. */
export const TextFieldLiveValidation = textField.with(
  {
    render: function Render(args) {
      const [value, setValue] = useState("");
      const error = /^[0-9]*$/.test(value) ? undefined : digitsOnly;
      return <TextField {...args} inputMode="numeric" value={value} onChange={setValue} errorMessage={error} />;
    },
  },
  [type(kjp, "12x"), has(kjp, invalid(digitsOnly)), type(kjp, "{Backspace}"), has(kjp, { "aria-invalid": null })],
);
const max255 = "Maksimal 255 karakter";
const ground = "Lokasi pengambilan di lantai dasar.";
const textArea = partCases({ component: TextAreaField, args: { label: "Deskripsi", onChange: fn() } });
const deskripsi = ["textbox", "Deskripsi"] as const;
export const TextAreaDefault = textArea({}, [type(deskripsi, "Gudang utama"), calledWith("onChange", "Gudang utama")]);
export const TextAreaWithDescription = textArea({ description: max255, maxLength: 255 }, [
  has(deskripsi, { description: max255, maxlength: "255" }),
]);
export const TextAreaWithError = textArea({ defaultValue: "x".repeat(20), errorMessage: max255 }, [
  has(deskripsi, invalid(max255)),
]);
export const TextAreaReadOnly = textArea({ value: ground, isReadOnly: true }, [has(deskripsi, { readonly: "", value: ground })]);
export const TextAreaDisabled = textArea({ defaultValue: "Tidak bisa diubah", isDisabled: true }, [has(deskripsi, disabled)]);
const numberField = partCases({ component: NumberField, args: { label: "Kuota", minValue: 1, maxValue: 9999, onChange: fn() } });
const kuota = ["textbox", /Kuota/] as const;
/** ArrowUp steps; no digit grouping: 1500 stays "1500". */
export const NumberFieldDefault = numberField({ defaultValue: 100 }, [
  [has(kuota, { value: "100" }), click(kuota), press("{ArrowUp}"), has(kuota, { value: "101" }), clear(kuota)],
  [type(kuota, "1500"), tab(), has(kuota, { value: "1500" }), calledWith("onChange", 1500)],
]);
export const NumberFieldClamped = numberField({}, [type(kuota, "123456"), tab(), calledWith("onChange", 9999)]);
export const NumberFieldWithError = numberField({ errorMessage: "Kuota wajib diisi", isRequired: true }, [
  has(kuota, invalid("Kuota wajib diisi")),
]);
export const NumberFieldDisabled = numberField({ defaultValue: 40, isDisabled: true }, [
  has(kuota, { disabled: true, value: "40" }),
]);
const dateField = partCases({ component: DateField, args: { label: "Tanggal Pengambilan", onChange: fn() } });
const field = { label: /Tanggal Pengambilan/ };
export const DateFieldDefault = dateField({}, [has(field, { type: "date" })]);
export const DateFieldFilled = dateField({ defaultValue: "2025-04-25", min: "2025-01-01", max: "2025-12-31" }, [
  has(field, { value: "2025-04-25", min: "2025-01-01", max: "2025-12-31" }),
]);
export const DateFieldWithError = dateField({ errorMessage: "Tanggal wajib diisi", isRequired: true }, [
  has(field, invalid("Tanggal wajib diisi")),
]);
export const DateFieldReadOnly = dateField({ defaultValue: "2025-04-25", isReadOnly: true }, [has(field, { readonly: "" })]);
export const DateFieldDisabled = dateField({ defaultValue: "2025-04-25", isDisabled: true }, [has(field, disabled)]);
/** A staff time: 24-hour segments, HH:mm:ss on every screen (TimeField). */
const timeField = partCases({
  component: TimeField,
  args: { label: "Jam Mulai", language: "id", value: "07:00:00", onChange: fn() },
});
const hour = ["spinbutton", /^jam/] as const;
export const TimeFieldFilled = timeField({}, [click(hour), press("{ArrowUp}"), calledWith("onChange", "08:00:00")]);
export const TimeFieldWithError = timeField({ value: "", errorMessage: "Wajib diisi.", isRequired: true }, [
  has(hour, invalid("Wajib diisi.")),
]);
