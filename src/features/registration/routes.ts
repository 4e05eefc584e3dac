import type { RouteDeclaration } from "../../lib/route-declaration";

/** The registration page (docs/product.md §2 /queue-registration). */
export const routes = [
  {
    path: "/queue-registration",
    title: "Pendaftaran Antrean",
    access: { kind: "public" },
    layout: "public",
    page: "RegistrationPage",
  },
] as const satisfies readonly RouteDeclaration[];
