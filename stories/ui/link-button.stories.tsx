import type { Meta } from "@storybook/react-vite";
import { componentCases, fillsWidth, has } from "../frame/component-cases";
import { LinkButton } from "../../src/ui";

const meta = {
  title: "UI/LinkButton",
  component: LinkButton,
  args: { href: "#/queue-registration", children: "Daftar Antrean" },
} satisfies Meta<typeof LinkButton>;
export default meta;
const story = componentCases(meta);

export const Primary = story({}, [has(["link", "Daftar Antrean"], { href: "#/queue-registration", "data-variant": "primary" })]);
export const Secondary = story({ variant: "secondary", children: "Cek Status", href: "#/queue-status" }, [
  has(["link", "Cek Status"], { href: "#/queue-status", "data-variant": "secondary" }),
]);
export const FullWidth = story({ isFullWidth: true }, [fillsWidth(["link", "Daftar Antrean"])]);
export const External = story({ href: "https://example.com", isExternal: true, children: "Hubungi kami", variant: "ghost" }, [
  has(["link", "Hubungi kami"], { target: "_blank", rel: "noopener noreferrer" }),
]);
