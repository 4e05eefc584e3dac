import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { screenStories, showsHeading } from "../frame";

export default { title: "Screens/Errors" } satisfies Meta;
const story = screenStories({ route: "/no-such-page" });

export const NotFound = story(showsHeading("404"));

/** A signed-in user without access:user at a user page: the guard sends them here. */
export const Unauthorized = story({ route: "/users", persona: "operator" }, async (canvas) => {
  await expect(await canvas.findByRole("heading", { name: "Unauthorized" })).toBeVisible();
  await expect(canvas.getByRole("link", { name: /dashboard/i })).toHaveAttribute("href", "/dashboard");
});
