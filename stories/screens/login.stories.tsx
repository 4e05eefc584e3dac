import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../src/api/errors";
import { LoginPage } from "../../src/features/auth";
import { withScreenProviders, type ScreenParameters } from "./screen-providers";

const meta = {
  title: "Screens/Login",
  component: LoginPage,
  decorators: [withScreenProviders],
  parameters: { screen: { route: "/login?from=%2Fqueues%2Ftoday" } satisfies ScreenParameters },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const location = () => page().getByTestId("location").textContent;

async function signIn(username = "superadmin", password = "antrean123") {
  await userEvent.type(page().getByLabelText(/Username/), username);
  await userEvent.type(page().getByLabelText(/Password/), password);
  await userEvent.click(page().getByRole("button", { name: "Login" }));
}

export const Login: Story = {
  play: async () => {
    await expect(page().getByRole("heading", { level: 1, name: "Hi, Welcome" })).toBeVisible();
    await expect(page().getByText("Please login to access Antrean")).toBeVisible();
    await expect(page().getByLabelText(/Password/)).toHaveAttribute("type", "password");
  },
};

export const Validation: Story = {
  play: async () => {
    await signIn("ab", "short");
    // arktype's default messages (SPEC §5), under each input
    await waitFor(() => expect(page().getByLabelText(/Username/)).toHaveAccessibleDescription(/must be at least length 3/));
    await expect(page().getByLabelText(/Password/)).toHaveAccessibleDescription(/must be at least length 8/);
    await expect(page().getByLabelText(/Username/)).toHaveFocus();
  },
};

export const Pending: Story = {
  parameters: { screen: { route: "/login", session: { login: () => new Promise<void>(() => {}) } } satisfies ScreenParameters },
  play: async () => {
    await signIn();
    const button = page().getByRole("button", { name: /Login/ });
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await expect(within(button).getByRole("progressbar")).toBeInTheDocument();
  },
};

export const ReturnsToOrigin: Story = {
  play: async () => {
    await signIn();
    await waitFor(() => expect(location()).toBe("/queues/today"));
  },
};

export const Failure: Story = {
  parameters: {
    screen: {
      route: "/login",
      session: { login: () => Promise.reject(new ApiError(401, "UNAUTHENTICATED", "Invalid username or password")) },
    } satisfies ScreenParameters,
  },
  play: async () => {
    await signIn();
    const region = page().getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(region).toHaveTextContent("Invalid username or password"));
    await expect(region).toHaveTextContent("Error");
    await expect(page().getByLabelText(/Username/)).toHaveValue("superadmin");
  },
};

export const AlreadySignedIn: Story = {
  parameters: { screen: { route: "/login", session: { status: "signedIn" } } satisfies ScreenParameters },
  play: async () => {
    await waitFor(() => expect(location()).toBe("/dashboard"));
  },
};
