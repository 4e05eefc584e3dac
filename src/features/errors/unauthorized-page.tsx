import { Link } from "wouter";

/** SPEC §2 /unauthorized: a message and a way back to the dashboard. */
export function UnauthorizedPage() {
  return (
    <main>
      <h1>Unauthorized</h1>
      <p>You are not authorized to access this page.</p>
      <Link href="/dashboard">Back to Dashboard</Link>
    </main>
  );
}
