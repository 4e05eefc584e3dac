import type { Meta } from "@storybook/react-vite";
import { phoneWide } from "../frame";
import { componentCases, fitsPhone, has, shows } from "../frame/component-cases";
import { Button, Link, LinkButton, PageHeader } from "../../src/ui";

const meta = { title: "UI/PageHeader", component: PageHeader, args: { title: "Semua Antrean" } } satisfies Meta<
  typeof PageHeader
>;
export default meta;
const story = componentCases(meta);
const tambah = <LinkButton href="#create">Tambah</LinkButton>;

export const Default = story({}, [shows(["heading", "Semua Antrean", { level: 1 }])]);
export const WithActions = story(
  {
    description: "Semua registrasi antrean, terbaru di atas.",
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        {tambah}
      </>
    ),
  },
  [shows("Semua registrasi antrean, terbaru di atas.", ["button", "Export"], ["link", "Tambah"])],
);
export const WithBackLink = story(
  { title: "Detail Lokasi", before: <Link href="#/queues/locations">← Kembali ke daftar lokasi</Link> },
  [
    shows(["heading", "Detail Lokasi", { level: 1 }]),
    has(["link", "← Kembali ke daftar lokasi"], { href: "#/queues/locations" }),
  ],
);
const narrow = {
  title: "Konfigurasi Alasan Penolakan",
  description: "Alasan yang bisa dipilih petugas saat menolak antrean.",
  actions: tambah,
};
export const Phone = story.with({ args: narrow, decorators: [phoneWide(344)] }, [fitsPhone]);
