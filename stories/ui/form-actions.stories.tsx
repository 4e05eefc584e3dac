import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, FormActions, LinkButton } from "../../src/ui";

const meta = {
  title: "UI/FormActions",
  component: FormActions,
  args: {
    children: (
      <>
        <Button type="submit">Simpan</Button>
        <LinkButton variant="secondary" href="#back">
          Batal
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof FormActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};
export const End: Story = { args: { align: "end" } };
export const Between: Story = { args: { align: "between" } };
export const Pending: Story = {
  args: {
    children: (
      <>
        <Button type="submit" isPending>
          Create User
        </Button>
        <Button variant="secondary" isDisabled>
          Cancel
        </Button>
      </>
    ),
  },
};
