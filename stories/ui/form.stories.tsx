import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { phoneWide } from "../frame";
import { absent, called, click, componentCases, fitsPhone, has, shows, tab, type, invalid } from "../frame/component-cases";
import { Button, DateField, Form, FormActions, Select, TextField } from "../../src/ui";
import { locations } from "./fixtures";

const meta = {
  title: "UI/Form",
  component: Form,
  args: { onSubmit: fn((e: { preventDefault: () => void }) => e.preventDefault()) },
} satisfies Meta<typeof Form>;
export default meta;
const story = componentCases(meta);
const fields = (
  <>
    <TextField name="no_kjp" label="No KJP" inputMode="numeric" isRequired />
    <TextField name="no_ktp" label="No KTP (orang yang akan datang)" inputMode="numeric" isRequired />
    <TextField name="no_kk" label="No KK" inputMode="numeric" isRequired />
    <Select name="location" label="Lokasi" placeholder="Pilih lokasi..." isRequired options={locations} />
    <FormActions>
      <Button type="submit" isFullWidth>
        Daftar
      </Button>
    </FormActions>
  </>
);
const daftar = ["button", "Daftar"] as const;
const kjp = ["textbox", /No KJP/] as const;
const kjpError = "No KJP harus berisi minimal 16 karakter";
export const Default = story({ children: fields }, [[type(kjp, "5049488500001234"), click(daftar), called("onSubmit", 1)]]);
/** Server errors (`{ field: message }`) show under each field until it is edited and left. */
export const ServerErrors = story(
  { children: fields, validationErrors: { no_kjp: kjpError, no_ktp: "No KTP harus berisi tepat 16 karakter" } },
  [[has(kjp, invalid(kjpError)), type(kjp, "1"), tab(), absent(kjpError)], shows("No KTP harus berisi tepat 16 karakter")],
);
/** The whole citizen form at 360 px, with a field's error: no horizontal scroll. */
const citizenForm = (
  <>
    <TextField label="Tanggal Pengambilan" value="Jumat, 25 April 2025 (WIB)" isReadOnly />
    <DateField label="Tanggal" name="date" />
    {fields}
  </>
);
const kkError = { no_kk: "No KK harus berisi tepat 16 karakter" };
export const Phone = story.with({ args: { children: citizenForm, validationErrors: kkError }, decorators: [phoneWide(328)] }, [
  [has(["textbox", "No KK"], invalid(kkError.no_kk)), fitsPhone],
]);
