import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { parseScenario, runScenario } from "../../machines/scenarios/runner";
import type { Canvas } from "../frame";
import { ScenarioPlayer } from "./scenario-player";

/**
 * The scenario player (docs/decisions/304-story-frame.md): one story per scenario file in machines/scenarios. Its
 * play steps once, plays to the end, checks PASS and that every step reached the state `runScenario` (the runner behind
 * `npm run scenario`) records, then resets. Raise delayMs in the Controls panel to watch a scenario play.
 */
const files = import.meta.glob<unknown>("../../machines/scenarios/*.json", { eager: true, import: "default" });
const raw = Object.fromEntries(Object.entries(files).map(([path, json]) => [path.replace(/^.*\/|\.json$/g, ""), json]));

type Args = { name: string; delayMs: number };
const Player = ({ name, delayMs }: Args) => <ScenarioPlayer name={name} scenario={parseScenario(raw[name])} delayMs={delayMs} />;

const meta = {
  title: "Scenarios/Player",
  component: Player,
  args: { name: "session.boot-then-logout", delayMs: 600 },
  parameters: { layout: "fullscreen" },
  argTypes: { name: { control: "select", options: Object.keys(raw).sort() } },
} satisfies Meta<typeof Player>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The files that have a story below (the Index story checks every file has one). */
const covered = new Set<string>();

/** `stage` checks the UI the machine drives once the scenario has played to the end. */
function scenarioStory(name: string, stage?: (stage: Canvas) => Promise<void>): Story {
  covered.add(name);
  return {
    name,
    args: { name, delayMs: 0 },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const summary = await canvas.findByTestId("scenario-summary");
      const { ok, trace } = await runScenario(parseScenario(raw[args.name]));
      const steps = () => within(canvas.getByRole("list", { name: "Steps" })).getAllByRole("listitem");
      const press = (button: string) => userEvent.click(canvas.getByRole("button", { name: button }));
      await press("Step");
      await waitFor(() => expect(steps()[0]).not.toHaveAttribute("data-kind", "next"));
      await expect(steps()[0]).toHaveAttribute("data-state", JSON.stringify(trace[1]?.state));
      // the rest, fast
      await press("Play");
      await waitFor(() => expect(summary).toHaveTextContent(ok ? "PASS" : "FAIL"), { timeout: 10_000 });
      await expect(summary).toHaveTextContent("PASS");
      await expect(steps().map((step) => step.dataset.state)).toEqual(trace.slice(1).map((entry) => JSON.stringify(entry.state)));
      await expect(canvas.getByTestId("scenario-state")).toHaveTextContent(JSON.stringify(trace.at(-1)?.state));
      await stage?.(within(canvas.getByRole("region", { name: "The UI it drives" })));
      // and back to the start
      await press("Reset");
      await waitFor(() => expect(summary).toHaveTextContent(`Step 0 of ${steps().length}`));
      await expect(steps()[0]).toHaveAttribute("aria-current", "step");
    },
  };
}

/** The app's 'Gagal' toast, in the citizen's words (the server's refusal and what to do next). */
const KTP_USED = "KTP ini sudah terdaftar untuk tanggal tersebut. Satu KTP hanya dapat mendaftar 1 kali per hari.";

export const ConfirmToggleActivateAndCancel: Story = scenarioStory("confirm-toggle.activate-and-cancel");
export const ConfirmToggleArchiveLocation: Story = scenarioStory("confirm-toggle.archive-location");
export const ConfirmToggleDeleteDayOff: Story = scenarioStory("confirm-toggle.delete-day-off");
export const ConfirmToggleNoId: Story = scenarioStory("confirm-toggle.no-id");
export const QueueTicketFailuresReturn: Story = scenarioStory("queue-ticket.failures-return");
export const QueueTicketMarkDone: Story = scenarioStory("queue-ticket.mark-done");
export const QueueTicketRejectWithReason: Story = scenarioStory("queue-ticket.reject-with-reason");
export const RegistrationAttemptFailureThenLockout: Story = scenarioStory("registration-attempt.failure-then-lockout", (stage) =>
  expect(stage.getByRole("group", { name: "Toast: Gagal" })).toHaveTextContent(KTP_USED),
);
export const RegistrationAttemptFormCheck: Story = scenarioStory("registration-attempt.form-check");
export const RegistrationAttemptIgnoredSubmits: Story = scenarioStory("registration-attempt.ignored-submits");
export const RegistrationAttemptRateLimited: Story = scenarioStory("registration-attempt.rate-limited");
export const RegistrationAttemptTicketClosed: Story = scenarioStory("registration-attempt.ticket-closed", (stage) =>
  expect(stage.queryByRole("heading", { name: "Registrasi Berhasil" })).toBeNull(),
);
export const RegistrationAttemptSuccessThenLockout: Story = scenarioStory("registration-attempt.success-then-lockout", (stage) =>
  expect(stage.queryByRole("group", { name: /^Toast/ })).toBeNull(),
);
export const SessionBootThenLogout: Story = scenarioStory("session.boot-then-logout");
export const SessionLoginAfterFailedBoot: Story = scenarioStory("session.login-after-failed-boot");
export const SessionLogoutFails: Story = scenarioStory("session.logout-fails");
export const SessionOtherTabs: Story = scenarioStory("session.other-tabs");
export const SessionRefreshAfter401: Story = scenarioStory("session.refresh-after-401");
export const SessionRefreshFails: Story = scenarioStory("session.refresh-fails");
export const SessionRetry401SignsOut: Story = scenarioStory("session.retry-401-signs-out");
export const ToastsAutoCloseAndRemoval: Story = scenarioStory("toasts.auto-close-and-removal");
export const ToastsDismiss: Story = scenarioStory("toasts.dismiss");
export const ToastsNewReplacesOld: Story = scenarioStory("toasts.new-replaces-old");
export const ToastsPauseOnHoverAndFocus: Story = scenarioStory("toasts.pause-on-hover-and-focus");

/** Every scenario file has a story above: a new file without one fails here. */
export const Index: Story = {
  args: { name: "registration-attempt.success-then-lockout" },
  play: async () => {
    await expect([...covered].sort()).toEqual(Object.keys(raw).sort());
  },
};
