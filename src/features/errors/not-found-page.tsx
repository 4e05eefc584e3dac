/** SPEC §2: any other path is a plain 404. */
export function NotFoundPage() {
  return (
    <main>
      <h1>404</h1>
      <p>Not Found</p>
    </main>
  );
}
