export { StatusPage } from "./status-page";
