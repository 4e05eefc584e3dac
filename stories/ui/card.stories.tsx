import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge, Button, Card } from "../../src/ui";

const meta = { title: "UI/Card", component: Card, args: { children: <p style={{ margin: 0 }}>Isi kartu.</p> } } satisfies Meta<
  typeof Card
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithTitle: Story = {
  args: { title: "Hi, Welcome", description: "Please login to access Antrean" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Hi, Welcome" })).toBeInTheDocument();
  },
};

export const WithHeaderEndAndFooter: Story = {
  args: {
    title: "Pasar Rebo",
    titleLevel: 3,
    headerEnd: <Badge tone="success">Aktif</Badge>,
    footer: <Button size="sm">Ubah</Button>,
  },
};

export const Large: Story = { args: { padding: "lg", title: "Pendaftaran antrean" } };
