#!/usr/bin/env node
// Merges message namespaces into messages/en.json and messages/sv.json in one quick
// read-modify-write, so several people can add namespaces without editing the same file by hand.
// Usage: node scripts/messages-set.mjs fragment.json   where fragment.json is
//   { "en": { "Namespace": { ... } }, "sv": { "Namespace": { ... } } }
// Each top-level namespace in the fragment replaces the one in the messages file.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['en', 'sv']) {
  if (!fragment[locale]) throw new Error(`fragment has no "${locale}" part`);
  const file = `messages/${locale}.json`;
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  Object.assign(current, fragment[locale]);
  writeFileSync(file, JSON.stringify(current, null, 2) + '\n');
}
console.log('merged namespaces:', Object.keys(fragment.en).join(', '));
