import { maskIdentityNumber } from "../../contract/identity-mask";
import { palette } from "../ui/tokens";
import { qrMatrix } from "./qr-code";
import {
  QUEUE_NUMBER_LABEL,
  TICKET_FOOTER,
  TICKET_TITLE,
  queueTicketFacts,
  statusView,
  type QueueTicketFields,
  type QueueTicketStatus,
} from "./queue-ticket-facts";

/**
 * The ticket as a PNG drawn by the app on a canvas (ADR 901), not a capture of the page: the same lines as the card
 * (`queueTicketFacts`), the queue number large, the QR code. 360 units wide at 2× (720 px), as tall as it needs.
 */
const WIDTH = 360;
const SCALE = 2;
const PAD = 20;
const LABEL_WIDTH = 88;
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const MONO = 'ui-monospace, "Roboto Mono", Menlo, Consolas, monospace';
const QR_SIZE = 220;

type Ctx = CanvasRenderingContext2D;

/** The badge's colours (`badge.css.ts`): ground, ink. */
const statusColors: Record<QueueTicketStatus, [string, string]> = {
  registered: [palette.infoSoft, palette.infoText],
  done: [palette.successSoft, palette.successText],
  rejected: [palette.dangerSoft, palette.dangerText],
};

function wrap(ctx: Ctx, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays the ticket out on `ctx`; with `draw` false it only measures. Answers the height used. */
function layout(ctx: Ctx, ticket: QueueTicketFields, qrValue: string, draw: boolean): number {
  const inner = WIDTH - 2 * PAD;
  let y = PAD;
  const text = (value: string, x: number, at: number, font: string, color: string) => {
    if (!draw) return;
    ctx.font = font;
    ctx.fillStyle = color;
    ctx.fillText(value, x, at);
  };
  ctx.textBaseline = "top";

  // title and status
  text(TICKET_TITLE, PAD, y, `bold 18px ${SANS}`, palette.text);
  const status = statusView[ticket.status].label;
  const [statusGround, statusInk] = statusColors[ticket.status];
  ctx.font = `bold 14px ${SANS}`;
  const statusWidth = ctx.measureText(status).width + 16;
  if (draw) {
    ctx.fillStyle = statusGround;
    ctx.fillRect(WIDTH - PAD - statusWidth, y - 4, statusWidth, 26);
  }
  text(status, WIDTH - PAD - statusWidth + 8, y + 1, `bold 14px ${SANS}`, statusInk);
  y += 34;

  // queue number and QR code on the brand's soft ground
  const boxTop = y;
  const boxHeight = 12 + 18 + 46 + 8 + QR_SIZE + 12;
  if (draw) {
    ctx.fillStyle = palette.brandSoft;
    ctx.fillRect(PAD, boxTop, inner, boxHeight);
    ctx.textAlign = "center";
  }
  text(QUEUE_NUMBER_LABEL, WIDTH / 2, y + 12, `14px ${SANS}`, palette.brandText);
  text(ticket.no, WIDTH / 2, y + 32, `bold 40px ${MONO}`, palette.brandText);
  if (draw) ctx.textAlign = "left";
  const qrTop = y + 12 + 18 + 46 + 8;
  if (draw) {
    const matrix = qrMatrix(qrValue);
    const module = Math.floor((QR_SIZE * SCALE) / matrix.size) / SCALE;
    const side = module * matrix.size;
    const left = (WIDTH - side) / 2;
    const top = qrTop + (QR_SIZE - side) / 2;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(left, top, side, side);
    ctx.fillStyle = "#000000";
    for (let my = 0; my < matrix.size; my++)
      for (let mx = 0; mx < matrix.size; mx++)
        if (matrix.dark(mx, my)) ctx.fillRect(left + mx * module, top + my * module, module, module);
  }
  y = boxTop + boxHeight + 14;

  // the lines
  for (const fact of queueTicketFacts(ticket)) {
    text(fact.label, PAD, y + 2, `13px ${SANS}`, palette.textMuted);
    ctx.font = fact.kind === "id" ? `bold 16px ${MONO}` : `bold 15px ${SANS}`;
    // identity numbers read in groups of four, as on the card (docs/product.md §2.3)
    const shown = fact.kind === "id" ? (fact.text.match(/.{1,4}/g) ?? []).join(" ") : fact.text;
    const lines = wrap(ctx, shown, inner - LABEL_WIDTH);
    lines.forEach((line, i) => text(line, PAD + LABEL_WIDTH, y + i * 20, ctx.font, palette.text));
    y += Math.max(1, lines.length) * 20 + 6;
  }

  // what to bring
  y += 6;
  if (draw) {
    ctx.fillStyle = palette.border;
    ctx.fillRect(PAD, y, inner, 1);
  }
  y += 10;
  ctx.font = `13px ${SANS}`;
  for (const line of wrap(ctx, TICKET_FOOTER, inner)) {
    text(line, PAD, y, `13px ${SANS}`, palette.textMuted);
    y += 18;
  }
  return y + PAD;
}

/** The ticket as a PNG file; KTP and KK masked, as the image is meant to be shared (ADR 901). */
export async function drawTicketImage(full: QueueTicketFields, qrValue: string): Promise<Blob> {
  const ticket = { ...full, no_ktp: maskIdentityNumber(full.no_ktp), no_kk: maskIdentityNumber(full.no_kk) };
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d canvas");
  const height = layout(ctx, ticket, qrValue, false);
  canvas.width = WIDTH * SCALE;
  canvas.height = Math.ceil(height * SCALE);
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.strokeStyle = palette.borderStrong;
  ctx.setLineDash([6, 4]);
  ctx.lineWidth = 2;
  ctx.strokeRect(4, 4, WIDTH - 8, height - 8);
  ctx.setLineDash([]);
  layout(ctx, ticket, qrValue, true);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"),
  );
}

/** 'tiket-antrean-KRJ-001-2026-11-24.png' */
export function ticketImageName(ticket: QueueTicketFields): string {
  return `tiket-antrean-${ticket.no.replace(/[^A-Za-z0-9-]/g, "")}-${ticket.scheduled_date}.png`;
}
