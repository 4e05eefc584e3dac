import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, called, click, has, partCases, pending, shows } from "../frame/component-cases";
import { EmptyState, ErrorState, ForbiddenState, LinkButton } from "../../src/ui";

/** What a page shows instead of its data: nothing yet, a failed load, no permission. */
export default { title: "UI/States" } satisfies Meta;
const empty = partCases({ component: EmptyState, args: { title: "Anda tidak memiliki jadwal antrean" } });
const error = partCases({
  component: ErrorState,
  args: { title: "Could not load the data", text: "Network Error", retryLabel: "Try again", onRetry: fn() },
});
const forbidden = partCases({
  component: ForbiddenState,
  args: { title: "No permission", text: "You do not have permission to see this data. Ask an administrator for access." },
});
const retry = ["button", /Try again/] as const;
export const Empty = empty({}, [shows(["heading", "Anda tidak memiliki jadwal antrean"])]);
const staffChoose = "Staff choose one of these when they reject a registration.";
const tambah = <LinkButton href="#create">Tambah</LinkButton>;
export const EmptyWithTextAndAction = empty({ title: "No rejection reasons yet", text: staffChoose, action: tambah }, [
  [shows(staffChoose), has(["link", "Tambah"], { href: "#create" })],
]);
export const Error = error({}, [has(["alert"], { text: /Could not load the data/ }), click(retry), called("onRetry", 1)]);
export const ErrorRetrying = error({ isRetrying: true }, [has(retry, pending), click(retry), called("onRetry", 0)]);
export const ErrorWithoutRetry = error({ onRetry: undefined }, [shows(["alert"]), absent(["button"])]);
export const Forbidden = forbidden({}, [shows(["heading", "No permission"], /Ask an administrator for access/)]);
const unauthorized = { title: "Unauthorized", titleLevel: 1, text: "You are not authorized to access this page." } as const;
export const Unauthorized = {
  name: "Unauthorized page",
  ...forbidden({ ...unauthorized, action: <LinkButton href="#/dashboard">Back to Dashboard</LinkButton> }, [
    [shows(["heading", "Unauthorized", { level: 1 }]), has(["link", "Back to Dashboard"], { href: "#/dashboard" })],
  ]),
};
