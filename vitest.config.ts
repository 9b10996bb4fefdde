import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromRoot('./src')}/` },
      // `server-only` throws when imported outside a React Server Components build. Unit tests run
      // server modules in plain Node, so point it at the package's own empty module (the file the
      // `react-server` condition resolves to).
      { find: /^server-only$/, replacement: fromRoot('./node_modules/server-only/empty.js') },
    ],
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // Playwright specs live in tests/e2e and use a different runner.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // next-intl imports `next/navigation` without an extension, which plain Node ESM cannot
    // resolve; letting Vite process it makes components that use it renderable in unit tests.
    server: { deps: { inline: ['next-intl'] } },
  },
});
