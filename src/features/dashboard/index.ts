export { DashboardPage } from "./dashboard-page";
