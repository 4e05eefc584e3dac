import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { TodayQueueListPage } from "../../src/features/queues";
import { wibToday } from "../../src/lib/wib";
import { AdminStoryFrame, personas } from "./admin-story-kit";
import { lookupHandlers, makeQueue, queueListHandler } from "./queues-fixtures";

const seen: URLSearchParams[] = [];
const today = wibToday(Date.now());

const meta = {
  title: "Screens/Queues/Today",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <TodayQueueListPage />
    </AdminStoryFrame>
  ),
  args: { path: "/queues/today", user: personas.operator, children: null },
  parameters: {
    msw: {
      handlers: [
        ...lookupHandlers,
        queueListHandler(
          Array.from({ length: 4 }, (_, i) => makeQueue(i + 1, { scheduled_date: today })),
          seen,
        ),
      ],
    },
  },
  beforeEach: () => {
    seen.length = 0;
  },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateFixedToToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Antrean Hari Ini" })).toBeVisible();
    await expect(canvas.getByText(`Tanggal ${today} (WIB)`)).toBeVisible();
    await canvas.findByText("KRJ-001");
    await waitFor(() => expect(seen.at(-1)?.get("date")).toBe(today));
    // no date input on this page
    await expect(canvas.queryByLabelText("Tanggal Pengambilan")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...lookupHandlers, queueListHandler([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Belum ada antrean untuk hari ini.")).toBeVisible();
  },
};
