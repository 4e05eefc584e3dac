import type { Meta } from "@storybook/react-vite";
import { componentCases, has, shows } from "../frame/component-cases";
import { ForbiddenState, LinkButton } from "../../src/ui";

const meta = {
  title: "UI/ForbiddenState",
  component: ForbiddenState,
  args: { title: "No permission", text: "You do not have permission to see this data. Ask an administrator for access." },
} satisfies Meta<typeof ForbiddenState>;
export default meta;
const story = componentCases(meta);

export const Default = story({}, [shows(["heading", "No permission"], /Ask an administrator for access/)]);
export const Unauthorized = {
  name: "Unauthorized page",
  ...story(
    {
      title: "Unauthorized",
      titleLevel: 1,
      text: "You are not authorized to access this page.",
      action: <LinkButton href="#/dashboard">Back to Dashboard</LinkButton>,
    },
    [shows(["heading", "Unauthorized", { level: 1 }]), has(["link", "Back to Dashboard"], { href: "#/dashboard" })],
  ),
};
