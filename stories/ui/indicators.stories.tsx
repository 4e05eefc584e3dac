import type { Meta } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { absent, has, partCases, renders, shows, step } from "../frame/component-cases";
import { Badge, Spinner } from "../../src/ui";
import { QueueStatusBadge } from "../../src/tickets";
import { expect } from "storybook/test";

/** Status badges and spinners. */
export default { title: "UI/Indicators" } satisfies Meta;
/** Several side by side (the spinners in the brand's green). */
const inRow = (items: ReactNode) => (
  <div style={{ display: "flex", gap: 16, alignItems: "center", color: "#166534" }}>{items}</div>
);
const badge = partCases({ component: Badge, args: { children: "registered" } });
export const BadgeNeutral = badge({}, [renders({ "data-tone": "neutral", text: "registered" })]);
export const BadgeInfo = badge({ tone: "info" }, [renders({ "data-tone": "info" })]);
export const BadgeSuccess = badge({ tone: "success", children: "done" }, [renders({ "data-tone": "success", text: "done" })]);
export const BadgeDanger = badge({ tone: "danger", children: "rejected" }, [renders({ "data-tone": "danger" })]);
export const BadgeWarning = badge({ tone: "warning", children: "Libur" }, [renders({ "data-tone": "warning" })]);
/**
 * The queue statuses as the staff screens show them (QueueStatusBadge), in the ticket screens' Indonesian:
 * registered → 'Terdaftar' info, done → 'Selesai' success, rejected → 'Ditolak' danger.
 */
const tones = { registered: "info", done: "success", rejected: "danger" } as const;
const words = { registered: "Terdaftar", done: "Selesai", rejected: "Ditolak" } as const;
const statuses = (Object.keys(tones) as (keyof typeof tones)[]).map((s) => <QueueStatusBadge key={s} status={s} />);
export const BadgeQueueStatuses = badge.with({ render: () => inRow(statuses) }, [
  (Object.keys(tones) as (keyof typeof tones)[]).map((status) => has(words[status], { "data-tone": tones[status] })),
]);
const spinner = partCases({ component: Spinner });
export const SpinnerDecorative = spinner({}, [absent(["progressbar"]), renders({ "aria-hidden": "true" })]);
export const SpinnerLabelled = spinner({ label: "Memuat data", size: "lg" }, [shows(["progressbar", "Memuat data"])]);
/** sm, md and lg, each larger than the one before. */
const growing = step(async ({ root }) => {
  const [sm, md, lg] = Array.from(root.querySelectorAll("[data-spinner]"), (s) => s.getBoundingClientRect().width);
  await expect(sm).toBeLessThan(md!);
  await expect(md).toBeLessThan(lg!);
});
const sizes = (["sm", "md", "lg"] as const).map((size) => <Spinner key={size} size={size} />);
export const SpinnerSizes = spinner.with({ render: () => inRow(sizes) }, [growing]);
