import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RegistrationPage } from "../../src/features/registration";
import { filledValues, guestHandlers, guestLocations, registrationReads, ticket } from "./guest-fixtures";
import { withScreenProviders } from "./screen-providers";

const NO_LOCATIONS = "Tidak ada lokasi yang tersedia untuk saat ini.";
const NO_SESSIONS =
  "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.";

const meta = {
  title: "Screens/Registration",
  component: RegistrationPage,
  decorators: [withScreenProviders],
  parameters: { screen: { route: "/queue-registration" }, msw: { handlers: registrationReads() } },
} satisfies Meta<typeof RegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Waits for the data (the Loading dialog hides the page until then). */
async function ready() {
  const trigger = await page().findByRole("button", { name: /Lokasi/ }, { timeout: 5000 });
  await waitFor(() => expect(page().queryByRole("dialog", { name: "Loading" })).toBeNull(), { timeout: 5000 });
  return trigger;
}

async function choose(select: RegExp, option: RegExp) {
  await userEvent.click(await page().findByRole("button", { name: select }));
  await userEvent.click(await page().findByRole("option", { name: option }));
}

async function fill() {
  await ready();
  await userEvent.type(page().getByLabelText(/Nomor KJP/), filledValues.kjp);
  await userEvent.type(page().getByLabelText(/Nomor KTP/), filledValues.ktp);
  await userEvent.type(page().getByLabelText(/Nomor KK/), filledValues.kk);
  await choose(/Lokasi/, /Kramat Jati/);
  await ready();
  await choose(/Sesi/, /07:00 - 09:00 WIB/);
}

async function fillAndSubmit() {
  await fill();
  await userEvent.click(page().getByRole("button", { name: "Daftar" }));
}

export const Loading: Story = {
  parameters: { msw: { handlers: guestHandlers.loadingForever() } },
  play: async () => {
    const dialog = await page().findByRole("dialog", { name: "Loading" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent("Loading");
  },
};

export const NoLocations: Story = {
  parameters: { msw: { handlers: registrationReads(undefined, []) } },
  play: async () => {
    const alert = await page().findByRole("alertdialog", { name: "Perhatian" }, { timeout: 5000 });
    await expect(alert).toHaveTextContent(NO_LOCATIONS);
    await userEvent.click(within(alert).getByRole("button", { name: "Tutup" }));
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
  },
};

export const NoSessions: Story = {
  parameters: { msw: { handlers: registrationReads([]) } },
  play: async () => {
    await ready();
    await choose(/Lokasi/, /Kramat Jati/);
    const alert = await page().findByRole("alertdialog", { name: "Perhatian" }, { timeout: 5000 });
    await expect(alert).toHaveTextContent(NO_SESSIONS);
  },
};

export const DayOffLocation: Story = {
  play: async () => {
    await userEvent.click(await ready());
    const dayOff = await page().findByRole("option", { name: /Cengkareng.*Libur/ });
    await expect(dayOff).toHaveAttribute("aria-disabled", "true");
    await expect(page().getByRole("option", { name: /Kramat Jati/ })).not.toHaveAttribute("aria-disabled");
    await userEvent.keyboard("{Escape}");
  },
};

export const ValidationErrors: Story = {
  play: async () => {
    await ready();
    await userEvent.type(page().getByLabelText(/Nomor KJP/), "12345");
    await userEvent.type(page().getByLabelText(/Nomor KTP/), "31750612018000a4");
    await userEvent.click(page().getByRole("button", { name: "Daftar" }));
    await expect(await page().findByText("No KJP harus berisi minimal 16 karakter")).toBeVisible();
    await expect(page().getByText("Hanya boleh berisi karakter 0-9")).toBeVisible();
    await expect(page().getByText("No KK harus berisi tepat 16 karakter")).toBeVisible();
    await expect(page().queryByText("No KTP harus berisi tepat 16 karakter")).toBeNull();
    await expect(page().getByText("Pilih lokasi terlebih dahulu")).toBeVisible();
    await expect(page().getByLabelText(/Nomor KJP/)).toHaveFocus();
  },
};

export const Filled: Story = {
  play: async () => {
    await fill();
    await expect(page().getByLabelText(/Nomor KJP/)).toHaveValue(filledValues.kjp);
    await expect(page().getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pasar Jaya Kramat Jati");
    await expect(page().getByRole("button", { name: /Sesi/ })).toHaveTextContent("07:00 - 09:00 WIB");
    await expect(page().getByRole("button", { name: "Daftar" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [...registrationReads(), guestHandlers.createPending()] } },
  play: async () => {
    await fillAndSubmit();
    const button = page().getByRole("button", { name: /Daftar/ });
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await expect(within(button).getByRole("progressbar", { name: "Memproses pendaftaran" })).toBeInTheDocument();
  },
};

export const Locked: Story = {
  parameters: { msw: { handlers: [...registrationReads(), guestHandlers.createRefused()] } },
  play: async () => {
    await fillAndSubmit();
    const button = await page().findByRole("button", { name: /Coba lagi dalam [1-7] detik/ });
    await expect(button).toBeDisabled();
    await waitFor(() => expect(page().getByRole("button", { name: /Coba lagi dalam [1-5] detik/ })).toBeDisabled(), {
      timeout: 4000,
    });
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: [...registrationReads(), guestHandlers.createOk()] } },
  play: async () => {
    await fillAndSubmit();
    const dialog = await page().findByRole("dialog", { name: "Registrasi Berhasil" });
    await expect(dialog).toHaveTextContent("Pendaftaran Berhasil");
    for (const text of [
      ticket.no,
      ticket.no_kjp,
      ticket.no_ktp,
      ticket.no_kk,
      "07:00 - 09:00 WIB",
      ticket.scheduled_location,
      "Terdaftar",
      "24 November 2026",
    ]) {
      await expect(dialog).toHaveTextContent(text);
    }
    // the form has reset behind the dialog
    await userEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(page().getByLabelText(/Nomor KJP/)).toHaveValue("");
    await expect(page().getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pilih lokasi...");
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: [
        ...registrationReads(),
        guestHandlers.createRefused("KTP ini sudah terdaftar untuk tanggal tersebut", "KTP_DAILY_LIMIT"),
      ],
    },
  },
  play: async () => {
    await fillAndSubmit();
    const region = page().getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(region).toHaveTextContent("Gagal"));
    await expect(region).toHaveTextContent("KTP ini sudah terdaftar untuk tanggal tersebut");
    // every value is kept
    await expect(page().getByLabelText(/Nomor KJP/)).toHaveValue(filledValues.kjp);
    await expect(page().getByLabelText(/Nomor KTP/)).toHaveValue(filledValues.ktp);
    await expect(page().getByLabelText(/Nomor KK/)).toHaveValue(filledValues.kk);
    await expect(page().getByRole("button", { name: /Lokasi/ })).toHaveTextContent(guestLocations[0]?.name ?? "");
  },
};
