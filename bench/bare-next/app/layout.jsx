// The framework floor for `npm run bench:pages`: the smallest App Router page, built with the
// repo's own next/react (resolved from the root node_modules), so the site's JavaScript can be
// compared against what Next.js itself ships. Plain JSX so Next does not generate a tsconfig here.
export const metadata = {
  title: 'Bare Next.js page',
  description: 'A minimal static App Router page used as the framework floor in benchmarks.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
