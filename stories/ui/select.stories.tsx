import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { absent, called, calledWith, click, componentCases, has, pending, press, shows, tab } from "../frame/component-cases";
import { Select, type SelectOption } from "../../src/ui";
import { locations } from "./fixtures";

const sessions: SelectOption[] = [
  { id: 11, label: "07:00 - 09:00 WIB", description: "Sisa kuota: 12" },
  { id: 12, label: "09:00 - 11:00 WIB", description: "Sisa kuota: 0", isDisabled: true },
];
const meta = {
  title: "UI/Select",
  component: Select,
  args: { label: "Lokasi", placeholder: "Pilih lokasi...", options: locations, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
const story = componentCases(meta);
const lokasi = ["button", /Lokasi/] as const;
const sesi = ["button", /Sesi/] as const;
const krj = ["option", "Kramat Jati (KRJ)"] as const;
const cengkareng = ["option", /Cengkareng.*Libur/] as const;
/** A disabled option cannot be chosen: clicking it changes nothing and keeps the list open. */
export const Default = story({}, [
  [has(lokasi, { text: "Pilih lokasi..." }), click(lokasi), has(cengkareng, pending), click(cengkareng)],
  [called("onChange", 0), shows(["listbox"]), click(krj), calledWith("onChange", 3), absent(["listbox"])],
  has(lokasi, { text: "Kramat Jati (KRJ)" }),
]);
/** ArrowDown skips the disabled Cengkareng. */
export const Keyboard = story({}, [
  [tab(), has(lokasi, { focused: true }), press("{ArrowDown}"), shows(["listbox"]), press("{ArrowDown}{Enter}")],
  [calledWith("onChange", 3), has(lokasi, { focused: true })],
]);
export const WithDescriptions = {
  name: "Sessions (description per option)",
  ...story({ label: "Sesi", placeholder: "Pilih sesi...", options: sessions }, [
    [click(sesi), has(["option", "07:00 - 09:00 WIB"], { description: "Sisa kuota: 12" }), press("{Escape}")],
  ]),
};
export const Selected = story({ defaultValue: 1 }, [has(lokasi, { text: "Pasar Rebo (PRB)" })]);
export const WithError = story({ errorMessage: "Lokasi wajib dipilih", isRequired: true }, [
  [shows("Lokasi wajib dipilih"), has(lokasi, { description: /Lokasi wajib dipilih/ })],
]);
const noSessions = { label: "Sesi", placeholder: "Pilih sesi...", options: [] };
export const Disabled = story({ ...noSessions, isDisabled: true, description: "Pilih lokasi terlebih dahulu" }, [
  has(sesi, { disabled: true, description: /Pilih lokasi terlebih dahulu/ }),
]);
export const Empty = story({ ...noSessions, emptyText: "Tidak ada sesi", allowsEmptyCollection: true }, [
  [click(sesi), has(["listbox"], { text: "Tidak ada sesi" })],
]);
export const Controlled = story.with(
  {
    render: function Render(args) {
      const [value, setValue] = useState<string | number | null>(null);
      return (
        <div>
          <Select {...args} value={value} onChange={setValue} />
          <p>Dipilih: {String(value)}</p>
        </div>
      );
    },
  },
  [shows("Dipilih: null"), click(lokasi), click(krj), shows("Dipilih: 3")],
);
