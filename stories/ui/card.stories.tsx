import type { Meta } from "@storybook/react-vite";
import { absent, componentCases, shows } from "../frame/component-cases";
import { Badge, Button, Card } from "../../src/ui";

const meta = { title: "UI/Card", component: Card, args: { children: <p style={{ margin: 0 }}>Isi kartu.</p> } } satisfies Meta<
  typeof Card
>;
export default meta;
const story = componentCases(meta);

export const Plain = story({}, [shows("Isi kartu."), absent(["region"], ["heading"])]);
export const WithTitle = story({ title: "Hi, Welcome", description: "Please login to access Antrean" }, [
  shows(["region", "Hi, Welcome"], "Please login to access Antrean"),
]);
export const WithHeaderEndAndFooter = story(
  { title: "Pasar Rebo", titleLevel: 3, headerEnd: <Badge tone="success">Aktif</Badge>, footer: <Button size="sm">Ubah</Button> },
  [shows(["heading", "Pasar Rebo", { level: 3 }], "Aktif", ["button", "Ubah"])],
);
export const Large = story({ padding: "lg", title: "Pendaftaran antrean" }, [shows(["region", "Pendaftaran antrean"])]);
