import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { componentStories, expectFitsPhone, phoneWide } from "../frame";
import { Button, Link, LinkButton, PageHeader } from "../../src/ui";

const meta = { title: "UI/PageHeader", component: PageHeader, args: { title: "Semua Antrean" } } satisfies Meta<
  typeof PageHeader
>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas) => {
  await expect(canvas.getByRole("heading", { level: 1, name: "Semua Antrean" })).toBeInTheDocument();
});

export const WithActions: Story = {
  args: {
    description: "Semua registrasi antrean, terbaru di atas.",
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <LinkButton href="#create">Tambah</LinkButton>
      </>
    ),
  },
};

export const WithBackLink: Story = {
  args: { title: "Detail Lokasi", before: <Link href="#/queues/locations">← Kembali ke daftar lokasi</Link> },
};

const narrowHeader = {
  title: "Konfigurasi Alasan Penolakan",
  description: "Alasan yang bisa dipilih petugas saat menolak antrean.",
  actions: <LinkButton href="#create">Tambah</LinkButton>,
};
export const Phone = story({ args: narrowHeader, decorators: [phoneWide(344)] }, expectFitsPhone);
