import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LoadingDialog } from "../../src/ui";

const meta = {
  title: "UI/LoadingDialog",
  component: LoadingDialog,
  args: { isOpen: true, text: "Loading" },
} satisfies Meta<typeof LoadingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: "Loading" });
    await expect(dialog).toHaveTextContent("Loading");
    // cannot be dismissed by the user
    await userEvent.keyboard("{Escape}");
    await expect(within(document.body).getByRole("dialog", { name: "Loading" })).toBeInTheDocument();
  },
};

export const Closed: Story = { args: { isOpen: false } };
