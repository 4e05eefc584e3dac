import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { componentStories } from "../frame";
import { Link, linkClass } from "../../src/ui";

const meta = {
  title: "UI/Link",
  component: Link,
  args: { href: "#/queue-status", children: "Cek status antrean" },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas) => {
  await expect(canvas.getByRole("link", { name: "Cek status antrean" })).toHaveAttribute("href", "#/queue-status");
});

export const External: Story = {
  args: { href: "https://example.com", children: "Tentang kami", isExternal: true, externalHint: "(membuka tab baru)" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Tentang kami (membuka tab baru)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const InText: Story = {
  render: (args) => (
    <p>
      Sudah mendaftar? <Link {...args} /> untuk melihat tiket Anda.
    </p>
  ),
};

/** `linkClass` styles links rendered by the router (e.g. wouter's `<Link className={linkClass}>`). */
export const ClassOnly: Story = {
  render: () => (
    <a className={linkClass} href="#/queue-registration">
      Daftar antrean
    </a>
  ),
};
