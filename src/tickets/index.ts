// The ticket widgets: a registration's ticket as the citizen keeps it (card, QR, image, share, print, 'Tiket saya')
// and its status as staff see it. Built from src/ui parts; the saved tickets live in my-tickets-store.ts.
export { TicketCard } from "./ticket-card";
export type { TicketCardProps, TicketRow } from "./ticket-card";
export { QueueTicketCard } from "./queue-ticket-card";
export { QueueStatusBadge, queueStatusLabel } from "./queue-status-badge";
export type { QueueTicketCardProps, QueueTicketFields, QueueTicketStatus } from "./queue-ticket-card";
export { TicketActions } from "./ticket-actions";
export { MyTickets } from "./my-tickets";
export { MyTicketsLater } from "./my-tickets-later";
export type { MyTicketsProps } from "./my-tickets";
export type { TicketActionsProps } from "./ticket-actions";
