import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { StatusPage } from "../../src/features/status";
import { SCHEDULED_DATE, filledValues, guestHandlers, maskedTicket } from "./guest-fixtures";
import { withScreenProviders } from "./screen-providers";

const meta = {
  title: "Screens/Status",
  component: StatusPage,
  decorators: [withScreenProviders],
  parameters: { screen: { route: "/queue-status" }, msw: { handlers: [guestHandlers.check([maskedTicket])] } },
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function check(kjp = filledValues.kjp) {
  await userEvent.type(page().getByLabelText(/Nomor KJP/), kjp);
  const date = page().getByLabelText(/Tanggal Pengambilan/);
  await userEvent.clear(date);
  await userEvent.type(date, SCHEDULED_DATE);
  await userEvent.click(page().getByRole("button", { name: "Cek" }));
}

export const Empty: Story = {
  name: "Form",
  play: async () => {
    await expect(page().getByRole("heading", { level: 1, name: "Cek Status Antrean" })).toBeVisible();
    await expect(page().getByLabelText(/Tanggal Pengambilan/)).toHaveAttribute("type", "date");
  },
};

export const StatusFound: Story = {
  play: async () => {
    await check();
    const ticket = await page().findByRole("article", { name: "Tiket Antrean" });
    for (const text of [
      maskedTicket.no,
      maskedTicket.no_kjp,
      maskedTicket.no_ktp,
      maskedTicket.no_kk,
      "07:00 - 09:00 WIB",
      maskedTicket.scheduled_location,
      "Terdaftar",
    ]) {
      await expect(ticket).toHaveTextContent(text);
    }
  },
};

export const StatusEmpty: Story = {
  parameters: { msw: { handlers: [guestHandlers.check([])] } },
  play: async () => {
    await check();
    await expect(await page().findByText("Anda tidak memiliki jadwal antrean", { selector: "p" })).toBeVisible();
  },
};

export const StatusRejected: Story = {
  parameters: {
    msw: {
      handlers: [
        guestHandlers.check([{ ...maskedTicket, status: "rejected", rejection_reason: { reason: "Dokumen tidak lengkap" } }]),
      ],
    },
  },
  play: async () => {
    await check();
    const ticket = await page().findByRole("article", { name: "Tiket Antrean" });
    await expect(ticket).toHaveTextContent("Ditolak");
    await expect(ticket).toHaveTextContent("Dokumen tidak lengkap");
  },
};

export const StatusValidation: Story = {
  play: async () => {
    await userEvent.type(page().getByLabelText(/Nomor KJP/), "12ab");
    await userEvent.click(page().getByRole("button", { name: "Cek" }));
    await expect(await page().findByText("Hanya boleh berisi karakter 0-9")).toBeVisible();
    await userEvent.clear(page().getByLabelText(/Nomor KJP/));
    await userEvent.type(page().getByLabelText(/Nomor KJP/), "1234");
    await expect(await page().findByText("No KJP harus berisi minimal 16 karakter")).toBeVisible();
  },
};

export const StatusFailure: Story = {
  parameters: { msw: { handlers: [guestHandlers.checkFails()] } },
  play: async () => {
    await check();
    const region = page().getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(region).toHaveTextContent("Error"));
    await expect(region).toHaveTextContent("Layanan sedang gangguan");
    await expect(page().getByLabelText(/Nomor KJP/)).toHaveValue(filledValues.kjp);
  },
};
