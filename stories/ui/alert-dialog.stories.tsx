import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { componentStories } from "../frame";
import { AlertDialog } from "../../src/ui";

const meta = {
  title: "UI/AlertDialog",
  component: AlertDialog,
  args: {
    isOpen: true,
    title: "Perhatian",
    closeLabel: "Tutup",
    children: "Tidak ada lokasi yang tersedia untuk saat ini.",
    onClose: fn(),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const body = () => within(document.body);

export const NoLocations = story(async (_, { args }) => {
  const dialog = await body().findByRole("alertdialog", { name: "Perhatian" });
  await expect(dialog).toHaveAccessibleDescription("Tidak ada lokasi yang tersedia untuk saat ini.");
  await userEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
  await expect(args.onClose).toHaveBeenCalledTimes(1);
});

export const NoSessions: Story = {
  args: {
    children:
      "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.",
  },
};

export const IdNotSelected: Story = {
  args: { title: "Warning", closeLabel: "Close", children: "Id not selected" },
  play: async ({ args }) => {
    await body().findByRole("alertdialog", { name: "Warning" });
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = { args: { isOpen: false } };
