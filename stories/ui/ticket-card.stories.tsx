import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneWide } from "../frame";
import { componentCases, fitsPhone, has, shows } from "../frame/component-cases";
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
const story = componentCases(meta);
const queueNumber = { label: "Nomor antrean", value: "PRB-007" };

/** Each row's label is a term, its value the definition beside it. */
export const Registered = story({}, [
  has("registered", { "data-tone": "info" }),
  async ({ page }) => {
    const ticket = await page.findByRole("article", { name: "Tiket antrean" });
    await expect(
      within(ticket)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(rows.map((r) => r.label));
    await expect(within(ticket).getAllByRole("definition")[4]).toHaveTextContent("07:00 - 09:00 WIB");
  },
]);
export const Done = story({ status: { label: "done", tone: "success" } }, [has("done", { "data-tone": "success" })]);
export const Rejected = story(
  {
    status: { label: "rejected", tone: "danger" },
    rows: [...rows, { label: "Alasan penolakan", value: "Dokumen tidak sesuai" }],
  },
  [has("rejected", { "data-tone": "danger" }), shows("Alasan penolakan", "Dokumen tidak sesuai")],
);
const footer = "Bawa KTP asli, fotokopi KK dan kartu KJP. Hanya pemilik KTP yang tertera yang dapat mengambil.";
export const WithQueueNumber = story({ highlight: queueNumber, footer }, [shows("Nomor antrean", "PRB-007", footer)]);
const masked = [
  { label: "No KJP", value: "5049488500001234" },
  { label: "No KTP", value: "3171********8901" },
  { label: "No KK", value: "3171********3210" },
];
export const Masked = {
  name: "Masked (status check)",
  ...story({ rows: [...masked, ...rows.slice(3)] }, [shows(...masked.map((r) => r.value))]),
};
export const Phone = story.with({ args: { highlight: queueNumber }, decorators: [phoneWide(328)] }, [fitsPhone]);
