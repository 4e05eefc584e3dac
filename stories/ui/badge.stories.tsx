import type { Meta } from "@storybook/react-vite";
import { componentCases, has, rendered } from "../frame/component-cases";
import { Badge } from "../../src/ui";

const meta = { title: "UI/Badge", component: Badge, args: { children: "registered" } } satisfies Meta<typeof Badge>;
export default meta;
const story = componentCases(meta);

export const Neutral = story({}, [has(rendered, { "data-tone": "neutral", text: "registered" })]);
export const Info = story({ tone: "info" }, [has(rendered, { "data-tone": "info" })]);
export const Success = story({ tone: "success", children: "done" }, [has(rendered, { "data-tone": "success", text: "done" })]);
export const Danger = story({ tone: "danger", children: "rejected" }, [has(rendered, { "data-tone": "danger" })]);
export const Warning = story({ tone: "warning", children: "Libur" }, [has(rendered, { "data-tone": "warning" })]);
/** The queue statuses as the app maps them: registered → info, done → success, rejected → danger. */
export const QueueStatuses = story.with(
  {
    render: () => (
      <div style={{ display: "flex", gap: 8 }}>
        <Badge tone="info">registered</Badge>
        <Badge tone="success">done</Badge>
        <Badge tone="danger">rejected</Badge>
        <Badge tone="neutral">Archived</Badge>
      </div>
    ),
  },
  [has("done", { "data-tone": "success" }), has("rejected", { "data-tone": "danger" })],
);
