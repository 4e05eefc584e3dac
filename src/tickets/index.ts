// The ticket widgets: a registration's ticket as the citizen keeps it (card, QR, image, share, print, 'Tiket saya')
// and its status as staff see it. Built from src/ui parts; the saved tickets live in my-tickets-store.ts.
export { TicketCard } from "./ticket-card";
export type { TicketCardProps, TicketRow } from "./ticket-card";
export { QueueTicketCard } from "./queue-ticket-card";
export { QueueStatusBadge, queueStatusLabel } from "./queue-status-badge";
export { END_TIME_LABEL, PICKUP_DATE_LABEL, REJECTION_REASON_LABEL, START_TIME_LABEL } from "./queue-ticket-facts";
export type { QueueTicketCardProps, QueueTicketFields, QueueTicketStatus } from "./queue-ticket-card";
export { TicketActions } from "./ticket-actions";
export { MyTickets } from "./my-tickets";
export { MyTicketsLater } from "./my-tickets-later";
export type { MyTicketsProps } from "./my-tickets";
export type { TicketActionsProps } from "./ticket-actions";
