import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { componentStories, expectFitsPhone, phoneWide } from "../frame";
import { TicketCard } from "../../src/ui";

const rows = [
  { label: "No KJP", value: "5049488500001234" },
  { label: "No KTP", value: "3171012345678901" },
  { label: "No KK", value: "3171019876543210" },
  { label: "Tanggal pengambilan", value: "2025-04-25" },
  { label: "Waktu", value: "07:00 - 09:00 WIB" },
  { label: "Lokasi", value: "Pasar Rebo" },
];

const meta = {
  title: "UI/TicketCard",
  component: TicketCard,
  args: { title: "Tiket antrean", rows, status: { label: "registered", tone: "info" } },
} satisfies Meta<typeof TicketCard>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Registered = story(async (canvas) => {
  const ticket = canvas.getByRole("article", { name: "Tiket antrean" });
  await expect(within(ticket).getByText("registered")).toBeInTheDocument();
  const terms = within(ticket).getAllByRole("term");
  await expect(terms.map((t) => t.textContent)).toEqual(rows.map((r) => r.label));
  await expect(within(ticket).getAllByRole("definition")[4]).toHaveTextContent("07:00 - 09:00 WIB");
});

export const Done: Story = { args: { status: { label: "done", tone: "success" } } };
export const Rejected: Story = {
  args: {
    status: { label: "rejected", tone: "danger" },
    rows: [...rows, { label: "Alasan penolakan", value: "Dokumen tidak sesuai" }],
  },
};

export const WithQueueNumber: Story = {
  args: {
    highlight: { label: "Nomor antrean", value: "PRB-007" },
    footer: "Bawa KTP asli, fotokopi KK dan kartu KJP. Hanya pemilik KTP yang tertera yang dapat mengambil.",
  },
};

export const Masked: Story = {
  name: "Masked (status check)",
  args: {
    rows: [
      { label: "No KJP", value: "5049488500001234" },
      { label: "No KTP", value: "3171********8901" },
      { label: "No KK", value: "3171********3210" },
      ...rows.slice(3),
    ],
  },
};

export const Phone = story(
  { args: { highlight: { label: "Nomor antrean", value: "PRB-007" } }, decorators: [phoneWide(328)] },
  expectFitsPhone,
);
