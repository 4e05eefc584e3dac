export { UnauthorizedPage } from "./unauthorized-page";
export { NotFoundPage } from "./not-found-page";
