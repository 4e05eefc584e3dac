import type { Meta } from "@storybook/react-vite";
import { componentCases, has, shows } from "../frame/component-cases";
import { EmptyState, LinkButton } from "../../src/ui";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  args: { title: "Anda tidak memiliki jadwal antrean" },
} satisfies Meta<typeof EmptyState>;
export default meta;
const story = componentCases(meta);

export const Default = story({}, [shows(["heading", "Anda tidak memiliki jadwal antrean"])]);
export const WithTextAndAction = story(
  {
    title: "No rejection reasons yet",
    text: "Staff choose one of these when they reject a registration.",
    action: <LinkButton href="#create">Tambah</LinkButton>,
  },
  [shows("Staff choose one of these when they reject a registration."), has(["link", "Tambah"], { href: "#create" })],
);
