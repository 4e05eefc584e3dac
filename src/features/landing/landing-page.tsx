/** Screen title only until its issue builds it. */
export function LandingPage() {
  return <h1>Antrean</h1>;
}
