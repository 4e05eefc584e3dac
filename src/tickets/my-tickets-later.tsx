import { useEffect, useState } from "react";
import { hasSavedTickets } from "./my-tickets-key";
import type { MyTickets as MyTicketsType, MyTicketsProps } from "./my-tickets";

/**
 * 'Tiket saya' as a page's first load can afford it (docs/product.md §13.1; ADR 901): after hydration, and only on a
 * device that has saved tickets, the list and its store load; elsewhere nothing loads and nothing renders.
 */
export function MyTicketsLater(props: MyTicketsProps) {
  const [section, setSection] = useState<{ MyTickets: typeof MyTicketsType } | null>(null);
  useEffect(() => {
    if (hasSavedTickets()) void import("./my-tickets").then(({ MyTickets }) => setSection({ MyTickets }));
  }, []);
  return section ? <section.MyTickets {...props} /> : null;
}
