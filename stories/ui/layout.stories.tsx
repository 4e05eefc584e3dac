import type { Meta } from "@storybook/react-vite";
import { phoneWide } from "../frame";
import { absent, disabled, fitsPhone, has, partCases, pending, renders, shows } from "../frame/component-cases";
import { Badge, Button, Card, FormActions, Link, LinkButton, PageHeader } from "../../src/ui";

/** A page's header, cards and the row of form buttons. */
export default { title: "UI/Layout" } satisfies Meta;
const pageHeader = partCases({ component: PageHeader, args: { title: "Semua Antrean" } });
const tambah = <LinkButton href="#create">Tambah</LinkButton>;
export const PageHeaderDefault = pageHeader({}, [shows(["heading", "Semua Antrean", { level: 1 }])]);
export const PageHeaderWithActions = pageHeader(
  {
    description: "Semua registrasi antrean, terbaru di atas.",
    actions: [<Button key="export" variant="secondary" children="Export" />, tambah],
  },
  [shows("Semua registrasi antrean, terbaru di atas.", ["button", "Export"], ["link", "Tambah"])],
);
export const PageHeaderWithBackLink = pageHeader(
  { title: "Detail Lokasi", before: <Link href="#/queues/locations">← Kembali ke daftar lokasi</Link> },
  [
    shows(["heading", "Detail Lokasi", { level: 1 }]),
    has(["link", "← Kembali ke daftar lokasi"], { href: "#/queues/locations" }),
  ],
);
const narrow = { title: "Konfigurasi Alasan Penolakan", description: "Alasan yang bisa dipilih petugas saat menolak antrean." };
export const PageHeaderPhone = pageHeader.with({ args: { ...narrow, actions: tambah }, decorators: [phoneWide(344)] }, [
  fitsPhone,
]);
const card = partCases({ component: Card, args: { children: <p style={{ margin: 0 }}>Isi kartu.</p> } });
export const CardPlain = card({}, [shows("Isi kartu."), absent(["region"], ["heading"])]);
export const CardWithTitle = card({ title: "Hi, Welcome", description: "Please login to access Antrean" }, [
  shows(["region", "Hi, Welcome"], "Please login to access Antrean"),
]);
export const CardWithHeaderEndAndFooter = card(
  { title: "Pasar Rebo", titleLevel: 3, headerEnd: <Badge tone="success">Aktif</Badge>, footer: <Button size="sm">Ubah</Button> },
  [shows(["heading", "Pasar Rebo", { level: 3 }], "Aktif", ["button", "Ubah"])],
);
export const CardLarge = card({ padding: "lg", title: "Pendaftaran antrean" }, [shows(["region", "Pendaftaran antrean"])]);
const formActions = partCases({
  component: FormActions,
  args: {
    children: [
      <Button key="save" type="submit" children="Simpan" />,
      <LinkButton key="back" variant="secondary" href="#back" children="Batal" />,
    ],
  },
});
export const FormActionsStart = formActions({}, [renders({ style: { justifyContent: "flex-start" } }), has(["link", "Batal"])]);
export const FormActionsEnd = formActions({ align: "end" }, [renders({ style: { justifyContent: "flex-end" } })]);
export const FormActionsBetween = formActions({ align: "between" }, [renders({ style: { justifyContent: "space-between" } })]);
export const FormActionsPending = formActions(
  { children: [<Button key="create" isPending children="Create User" />, <Button key="cancel" isDisabled children="Cancel" />] },
  [has(["button", /Create User/], pending), has(["button", "Cancel"], disabled)],
);
