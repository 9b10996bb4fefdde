export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>One static server-rendered page with no client components.</p>
    </main>
  );
}
