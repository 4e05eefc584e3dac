import type { Meta } from "@storybook/react-vite";
import { componentCases, has, shows } from "../frame/component-cases";
import { Link, linkClass } from "../../src/ui";

const meta = {
  title: "UI/Link",
  component: Link,
  args: { href: "#/queue-status", children: "Cek status antrean" },
} satisfies Meta<typeof Link>;
export default meta;
const story = componentCases(meta);
const cekStatus = has(["link", "Cek status antrean"], { href: "#/queue-status" });

export const Default = story({}, [cekStatus]);
export const External = story(
  { href: "https://example.com", children: "Tentang kami", isExternal: true, externalHint: "(membuka tab baru)" },
  [has(["link", "Tentang kami (membuka tab baru)"], { target: "_blank", rel: "noopener noreferrer" })],
);
export const InText = story.with(
  {
    render: (args) => (
      <p>
        Sudah mendaftar? <Link {...args} /> untuk melihat tiket Anda.
      </p>
    ),
  },
  [cekStatus, shows(/Sudah mendaftar\?/)],
);
/** `linkClass` styles links rendered by the router (e.g. wouter's `<Link className={linkClass}>`). */
export const ClassOnly = story.with(
  {
    render: () => (
      <a className={linkClass} href="#/queue-registration">
        Daftar antrean
      </a>
    ),
  },
  [has(["link", "Daftar antrean"], { class: linkClass })],
);
