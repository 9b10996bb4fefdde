import type { ReactNode } from 'react';

/** The real root layout is [locale]/layout.tsx, which knows the page's language for <html lang>. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
