/**
 * Renders every downloadable PDF (src/documents) into public/downloads/<locale>/<name>.pdf. Runs
 * as the first step of `npm run build`, so the files always match the content of the build.
 *
 * All documents render in this one process, so fonts are loaded once. A document that declares a
 * `cacheKey` (its full input) is copied from node_modules/.cache/documents when neither its input
 * nor the rendering code (src/documents, src/lib/documents, the site config, @react-pdf's version)
 * changed since it was last rendered.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderToFile } from '@react-pdf/renderer';
import { documentHref, loadDocuments } from '../src/documents';

const root = join(import.meta.dirname, '..');
const publicDir = join(root, 'public');
const cacheDir = join(root, 'node_modules', '.cache', 'documents');

/** A hash of the code every document is rendered with. */
async function codeHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['src/documents', 'src/lib/documents']) {
    for (const file of (await readdir(join(root, dir))).sort()) hash.update(file).update(await readFile(join(root, dir, file)));
  }
  hash.update(await readFile(join(root, 'src/config/site.ts')));
  hash.update(await readFile(join(root, 'node_modules/@react-pdf/renderer/package.json')));
  return hash.digest('hex');
}

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

async function main() {
  const started = performance.now();
  const documents = await loadDocuments();
  const code = await codeHash();
  await rm(join(publicDir, 'downloads'), { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  let reused = 0;
  const used = new Set<string>();
  for (const document of documents) {
    const file = join(publicDir, documentHref(document.name, document.locale));
    await mkdir(dirname(file), { recursive: true });
    if (document.cacheKey === undefined) {
      await renderToFile(document.render(), file);
      continue;
    }
    const key = createHash('sha256').update(code).update(document.name).update(document.locale).update(document.cacheKey).digest('hex');
    const cached = join(cacheDir, `${key}.pdf`);
    used.add(`${key}.pdf`);
    if (await exists(cached)) {
      reused++;
    } else {
      await renderToFile(document.render(), file);
      await copyFile(file, cached);
      continue;
    }
    await copyFile(cached, file);
  }
  // Drop what no document needs any more, so the cache does not grow with every content change.
  for (const entry of await readdir(cacheDir)) if (!used.has(entry)) await rm(join(cacheDir, entry), { force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-documents: ${documents.length} PDF files (${reused} unchanged, reused from the cache) in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error('build-documents failed:', error);
  process.exit(1);
});
