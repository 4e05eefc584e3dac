import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { screenStories, showsHeading } from "../frame";

export default { title: "Screens/Errors" } satisfies Meta;
const story = screenStories({ route: "/no-such-page" });

/**
 * A citizen page (docs/product.md §1.3, §8.5): '404', then its words in Indonesian only, and the way home. It said
 * 'Not Found. Halaman tidak ditemukan.', English in a citizen page (UX pass, session 50).
 */
export const NotFound = story(async (canvas, screen) => {
  await showsHeading("404")(canvas, screen);
  const main = canvas.getByRole("main");
  await expect(main).toHaveTextContent(/^404Halaman tidak ditemukan\.Kembali ke beranda$/);
  await expect(canvas.getByRole("link", { name: "Kembali ke beranda" })).toHaveAttribute("href", "/");
});

/** A signed-in user without access:user at a user page: the guard sends them here. */
export const Unauthorized = story({ route: "/users", persona: "operator" }, async (canvas) => {
  await expect(await canvas.findByRole("heading", { name: "Unauthorized" })).toBeVisible();
  await expect(canvas.getByRole("link", { name: /dashboard/i })).toHaveAttribute("href", "/dashboard");
});
