import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, calledTimes, click, componentCases, has, shows } from "../frame/component-cases";
import { ErrorState } from "../../src/ui";

const meta = {
  title: "UI/ErrorState",
  component: ErrorState,
  args: { title: "Could not load the data", text: "Network Error", retryLabel: "Try again", onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
const story = componentCases(meta);
const retry = ["button", /Try again/] as const;

export const Default = story({}, [has(["alert"], { text: /Could not load the data/ }), click(retry), calledTimes("onRetry", 1)]);
export const Retrying = story({ isRetrying: true }, [
  [has(retry, { "aria-disabled": "true" }), click(retry), calledTimes("onRetry", 0)],
]);
export const WithoutRetry = story({ onRetry: undefined }, [shows(["alert"]), absent(["button"])]);
