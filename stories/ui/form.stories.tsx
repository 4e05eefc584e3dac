import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { scene, componentStories } from "../frame";
import { Button, DateField, Form, FormActions, Select, TextField } from "../../src/ui";

const meta = {
  title: "UI/Form",
  component: Form,
  args: { onSubmit: fn((e: { preventDefault: () => void }) => e.preventDefault()) },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const fields = (
  <>
    <TextField name="no_kjp" label="No KJP" inputMode="numeric" isRequired />
    <TextField name="no_ktp" label="No KTP (orang yang akan datang)" inputMode="numeric" isRequired />
    <TextField name="no_kk" label="No KK" inputMode="numeric" isRequired />
    <Select
      name="location"
      label="Lokasi"
      placeholder="Pilih lokasi..."
      isRequired
      options={[
        { id: 1, label: "Pasar Rebo (PRB)" },
        { id: 2, label: "Cengkareng (CKR)", badge: "Libur", badgeTone: "warning", isDisabled: true },
      ]}
    />
    <FormActions>
      <Button type="submit" isFullWidth>
        Daftar
      </Button>
    </FormActions>
  </>
);

export const Default = story({ args: { children: fields } }, async (canvas, { args }) => {
  await userEvent.type(canvas.getByRole("textbox", { name: /No KJP/ }), "5049488500001234");
  await userEvent.click(canvas.getByRole("button", { name: "Daftar" }));
  await expect(args.onSubmit).toHaveBeenCalledTimes(1);
});

/** Server errors (`{ field: message }`) show under each field until it is edited and left. */
export const ServerErrors: Story = {
  args: {
    children: fields,
    validationErrors: { no_kjp: "No KJP harus berisi minimal 16 karakter", no_ktp: "No KTP harus berisi tepat 16 karakter" },
  },
  play: scene(async (canvas) => {
    const kjp = canvas.getByRole("textbox", { name: /No KJP/ });
    await expect(kjp).toHaveAttribute("aria-invalid", "true");
    await expect(kjp).toHaveAccessibleDescription("No KJP harus berisi minimal 16 karakter");
    await userEvent.type(kjp, "1");
    await userEvent.tab();
    await expect(canvas.queryByText("No KJP harus berisi minimal 16 karakter")).toBeNull();
    await expect(canvas.getByText("No KTP harus berisi tepat 16 karakter")).toBeVisible();
  }),
};

/** The whole citizen form at 360 px: no horizontal scroll. */
export const Phone: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<Record<string, string>>({});
    return (
      <div style={{ width: 328 }} data-testid="frame">
        <Form
          {...args}
          validationErrors={errors}
          onSubmit={(e) => {
            e.preventDefault();
            setErrors({ no_kk: "No KK harus berisi tepat 16 karakter" });
          }}
        >
          <TextField label="Tanggal pengambilan" value="Jumat, 25 April 2025 (WIB)" isReadOnly />
          <DateField label="Tanggal" name="date" />
          {fields}
        </Form>
      </div>
    );
  },
  play: scene(async (canvas) => {
    await userEvent.click(canvas.getByRole("button", { name: "Daftar" }));
    await expect(canvas.getByText("No KK harus berisi tepat 16 karakter")).toBeVisible();
    await expect(canvas.getByTestId("frame").scrollWidth).toBeLessThanOrEqual(328);
  }),
};
