import type { Meta } from "@storybook/react-vite";
import { componentCases, disabled, has } from "../frame/component-cases";
import { PublicFrame, linkClass, plainButtonClass } from "../../src/ui";

const meta = {
  title: "UI/PublicFrame",
  component: PublicFrame,
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <>
        <h1>Selamat datang</h1>
        <p>
          Isi halaman.{" "}
          <a href="#syarat" className={linkClass}>
            Tautan biasa
          </a>
        </p>
        <p>
          <a href="#daftar" className={plainButtonClass({ isFullWidth: true })}>
            Tautan sebagai tombol
          </a>
        </p>
        <button type="button" className={plainButtonClass({ variant: "secondary" })}>
          Tombol biasa
        </button>{" "}
        <button type="button" disabled className={plainButtonClass()}>
          Tombol nonaktif
        </button>
      </>
    ),
  },
} satisfies Meta<typeof PublicFrame>;
export default meta;
const story = componentCases(meta);
/** Skip link, brand header linking home, main landmark and footer; plain elements styled as buttons. */
export const Default = story({}, [
  [has(["link", "Langsung ke konten utama"], { href: "#konten" }), has(["link", /ke beranda/], { href: "/" })],
  [has(["main"], { id: "konten" }), has(["contentinfo"], { text: /© 2025/ })],
  has(["button", "Tombol nonaktif"], disabled),
]);
