import type { Meta } from "@storybook/react-vite";
import { fillsWidth, has, partCases, shows } from "../frame/component-cases";
import { Link, LinkButton, linkClass } from "../../src/ui";

/** Text links and links that look like buttons. */
export default { title: "UI/Links" } satisfies Meta;
const link = partCases({ component: Link, args: { href: "#/queue-status", children: "Cek status antrean" } });
const cekStatus = has(["link", "Cek status antrean"], { href: "#/queue-status" });
export const LinkDefault = link({}, [cekStatus]);
export const LinkExternal = link(
  { href: "https://example.com", children: "Tentang kami", isExternal: true, externalHint: "(membuka tab baru)" },
  [has(["link", "Tentang kami (membuka tab baru)"], { target: "_blank", rel: "noopener noreferrer" })],
);
export const LinkInText = link.with(
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
export const LinkClassOnly = link.with(
  {
    render: () => (
      <a className={linkClass} href="#/queue-registration">
        Daftar antrean
      </a>
    ),
  },
  [has(["link", "Daftar antrean"], { class: linkClass })],
);
const linkButton = partCases({ component: LinkButton, args: { href: "#/queue-registration", children: "Daftar Antrean" } });
export const LinkButtonPrimary = linkButton({}, [
  has(["link", "Daftar Antrean"], { href: "#/queue-registration", "data-variant": "primary" }),
]);
export const LinkButtonSecondary = linkButton({ variant: "secondary", children: "Cek Status", href: "#/queue-status" }, [
  has(["link", "Cek Status"], { href: "#/queue-status", "data-variant": "secondary" }),
]);
export const LinkButtonFullWidth = linkButton({ isFullWidth: true }, [fillsWidth(["link", "Daftar Antrean"])]);
export const LinkButtonExternal = linkButton(
  { href: "https://example.com", isExternal: true, children: "Hubungi kami", variant: "ghost" },
  [has(["link", "Hubungi kami"], { target: "_blank", rel: "noopener noreferrer" })],
);
