import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "../../src/ui";

const meta = { title: "UI/Badge", component: Badge, args: { children: "registered" } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: "info", children: "registered" } };
export const Success: Story = { args: { tone: "success", children: "done" } };
export const Danger: Story = { args: { tone: "danger", children: "rejected" } };
export const Warning: Story = { args: { tone: "warning", children: "Libur" } };

/** The queue statuses as the app maps them: registered → info, done → success, rejected → danger. */
export const QueueStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Badge tone="info">registered</Badge>
      <Badge tone="success">done</Badge>
      <Badge tone="danger">rejected</Badge>
      <Badge tone="neutral">Archived</Badge>
      <Badge tone="warning">Libur</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const done = within(canvasElement).getByText("done");
    await expect(done.closest("[data-tone]")).toHaveAttribute("data-tone", "success");
  },
};
