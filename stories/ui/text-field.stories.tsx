import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { absent, calledWith, componentCases, has, shows, type } from "../frame/component-cases";
import { TextField } from "../../src/ui";

const meta = { title: "UI/TextField", component: TextField, args: { label: "No KJP", onChange: fn() } } satisfies Meta<
  typeof TextField
>;
export default meta;
const story = componentCases(meta);
const kjp = ["textbox", "No KJP"] as const;
const digitsOnly = "Hanya boleh berisi karakter 0-9";

export const Default = story({}, [type(kjp, "1234"), calledWith("onChange", "1234")]);
export const Numeric = {
  name: "Numeric (ID number)",
  ...story(
    {
      label: "No KTP",
      description: "16 digit, sesuai KTP orang yang akan datang",
      inputMode: "numeric",
      autoComplete: "off",
      isRequired: true,
      placeholder: "3171xxxxxxxxxxxx",
    },
    [
      has(["textbox", /No KTP/], {
        inputmode: "numeric",
        "aria-required": "true",
        description: "16 digit, sesuai KTP orang yang akan datang",
      }),
    ],
  ),
};
export const WithError = story({ inputMode: "numeric", defaultValue: "12ab", errorMessage: digitsOnly }, [
  has(kjp, { "aria-invalid": "true", description: digitsOnly }),
]);
export const WithDescriptionAndError = story(
  { label: "No KK", description: "16 digit", defaultValue: "123", errorMessage: "No KK harus berisi tepat 16 karakter" },
  [has(["textbox", "No KK"], { "aria-invalid": "true", description: /No KK harus berisi tepat 16 karakter/ }), shows("16 digit")],
);
export const ReadOnly = story({ label: "Tanggal pengambilan", value: "2025-04-25 (WIB)", isReadOnly: true }, [
  has(["textbox"], { readonly: "", value: "2025-04-25 (WIB)" }),
]);
export const Disabled = story({ label: "Username", defaultValue: "superadmin", isDisabled: true }, [
  has(["textbox", "Username"], { disabled: true, value: "superadmin" }),
]);
export const Password = story(
  { label: "Password", type: "password", autoComplete: "current-password", defaultValue: "rahasia123" },
  [has({ label: "Password" }, { type: "password" })],
);
/** Errors come and go with the value: the live validation pattern a form would use. */
export const LiveValidation = story.with(
  {
    render: function Render(args) {
      const [value, setValue] = useState("");
      const error = /^[0-9]*$/.test(value) ? undefined : digitsOnly;
      return <TextField {...args} inputMode="numeric" value={value} onChange={setValue} errorMessage={error} />;
    },
  },
  [type(kjp, "12x"), shows(digitsOnly), type(kjp, "{Backspace}"), absent(digitsOnly)],
);
