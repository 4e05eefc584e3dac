import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { componentStories } from "../frame";
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
const story = componentStories(meta);

/** Skip link, brand header linking home, main landmark and footer; plain elements styled as buttons. */
export const Default = story(async (canvas) => {
  await expect(canvas.getByRole("link", { name: "Langsung ke konten utama" })).toHaveAttribute("href", "#konten");
  await expect(canvas.getByRole("link", { name: /ke beranda/ })).toHaveAttribute("href", "/");
  await expect(canvas.getByRole("main")).toHaveAttribute("id", "konten");
  await expect(canvas.getByRole("contentinfo")).toHaveTextContent("© 2025");
});
