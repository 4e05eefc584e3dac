import type { Meta } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { expectRefused, expectShown, fill, page, PENDING, releaseAnswer, screenStories } from "../frame";

export default { title: "Screens/Login" } satisfies Meta;
const story = screenStories({ route: "/login?from=%2Fqueues%2Ftoday" });

const signIn = (username = "superadmin", password = "antrean123") =>
  fill(page(), { Username: username, Password: password }, "Login");

export const Login = story(async () => {
  await expectShown(page(), { heading: "Hi, Welcome", text: ["Please login to access Antrean"] });
  // the form shows once the session check has answered, which may be after the heading
  await expect(await page().findByLabelText(/Password/)).toHaveAttribute("type", "password");
  // the page is for signing in: the cursor waits in Username once the form shows
  await expectShown(page(), { focused: "Username" });
});

export const Validation = story(async () => {
  const field = await page().findByLabelText(/Username/);
  const top = field.getBoundingClientRect().top;
  await signIn("ab", "short");
  // short sentences, not the validator's 'must be at least length 3 (was 2)' (docs/product.md §5), under each input
  const described = {
    Username: "Username must have at least 3 characters.",
    Password: "Password must have at least 8 characters.",
  };
  await expectShown(page(), { invalid: ["Username"], described, focused: "Username" });
  // the errors make the card taller below the field: the field itself stays put (centred, the card moved up)
  await expect(field.getBoundingClientRect().top).toBe(top);
});

export const Pending = story({ route: "/login", faults: { login: PENDING } }, async () => {
  await signIn();
  const button = page().getByRole("button", { name: /Login/ });
  await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
  await expect(within(button).getByRole("progressbar")).toBeInTheDocument();
});

export const ReturnsToOrigin = story(async (_, { url }) => {
  await signIn();
  await waitFor(() => expect(url()).toBe("/queues/today"));
});

export const Failure = story("/login", async () => {
  await signIn("superadmin", "wrong-password");
  await expectRefused(page(), "Invalid username or password", { values: { Username: "superadmin" } });
});

export const AlreadySignedIn = story({ route: "/login", persona: "superadmin" }, async (_, { url }) => {
  await waitFor(() => expect(url()).toBe("/dashboard"));
});

/**
 * A locked login (429): 'Login' waits out the server's Retry-After (1 s from the mock's fault), counting down. The mock
 * holds the refusal until the play watches for the lock, which it sees as it is drawn: the lock's one second ran from the
 * answer, and a stall of the machine before the play looked let it end unseen.
 */
const locked = {
  login: { ...PENDING, status: 429, message: "Too many failed login attempts. Try again in 1 seconds." },
} as const;
export const Locked = story({ route: "/login", faults: locked }, async (_, { mock }) => {
  await signIn();
  const lock = waitFor(() => expect(page().getByRole("button", { name: "Try again in 1 s" })).toBeDisabled());
  await releaseAnswer(mock, "login");
  await lock;
  await expect(await page().findByRole("button", { name: "Login" }, { timeout: 3000 })).toBeEnabled();
});
