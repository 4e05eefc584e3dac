import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PENDING, type AppStory } from "../frame/mock-app";
import { currentUrl, page } from "../frame/play";

const meta = {
  title: "Screens/Login",
  parameters: { app: { route: "/login?from=%2Fqueues%2Ftoday" } satisfies AppStory },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(username = "superadmin", password = "antrean123") {
  await userEvent.type(await page().findByLabelText(/Username/), username);
  await userEvent.type(page().getByLabelText(/Password/), password);
  await userEvent.click(page().getByRole("button", { name: "Login" }));
}

export const Login: Story = {
  play: async () => {
    await expect(await page().findByRole("heading", { level: 1, name: "Hi, Welcome" })).toBeVisible();
    await expect(page().getByText("Please login to access Antrean")).toBeVisible();
    await expect(page().getByLabelText(/Password/)).toHaveAttribute("type", "password");
  },
};

export const Validation: Story = {
  play: async () => {
    await signIn("ab", "short");
    // arktype's default messages (docs/product.md §5), under each input
    await waitFor(() => expect(page().getByLabelText(/Username/)).toHaveAccessibleDescription(/must be at least length 3/));
    await expect(page().getByLabelText(/Password/)).toHaveAccessibleDescription(/must be at least length 8/);
    await expect(page().getByLabelText(/Username/)).toHaveFocus();
  },
};

export const Pending: Story = {
  parameters: { app: { route: "/login", faults: { login: PENDING } } satisfies AppStory },
  play: async () => {
    await signIn();
    const button = page().getByRole("button", { name: /Login/ });
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await expect(within(button).getByRole("progressbar")).toBeInTheDocument();
  },
};

export const ReturnsToOrigin: Story = {
  play: async ({ canvasElement }) => {
    await signIn();
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/queues/today"));
  },
};

export const Failure: Story = {
  parameters: { app: { route: "/login" } satisfies AppStory },
  play: async () => {
    await signIn("superadmin", "wrong-password");
    const region = await page().findByRole("region", { name: /Notifications/ });
    await waitFor(() => expect(region).toHaveTextContent("Invalid username or password"));
    await expect(region).toHaveTextContent("Error");
    await expect(page().getByLabelText(/Username/)).toHaveValue("superadmin");
  },
};

export const AlreadySignedIn: Story = {
  parameters: { app: { route: "/login", persona: "superadmin" } satisfies AppStory },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/dashboard"));
  },
};
