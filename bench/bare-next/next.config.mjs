import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const config = {
  // Resolve next/react from the repository root, the same installed versions the site uses.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};

export default config;
