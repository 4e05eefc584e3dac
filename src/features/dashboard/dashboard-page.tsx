/** SPEC §1: the dashboard is a placeholder with this exact text. */
export function DashboardPage() {
  return <p>Comming Soon...</p>;
}
