import { pageRoutes } from "../../lib/route-declaration";

/** The registration page (docs/product.md §2 /queue-registration). */
export const registrationRoutes = pageRoutes("public", [
  { path: "/queue-registration", title: "Pendaftaran Antrean", page: "RegistrationPage", citizenFrame: true },
]);
