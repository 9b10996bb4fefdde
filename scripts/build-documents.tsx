/**
 * Renders every downloadable PDF (src/documents) into public/downloads/<locale>/<name>.pdf. Runs
 * as the first step of `npm run build`, so the files always match the content of the build.
 */
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderToFile } from '@react-pdf/renderer';
import { documentHref, loadDocuments } from '../src/documents';

const publicDir = join(import.meta.dirname, '..', 'public');

async function main() {
  const started = performance.now();
  const documents = await loadDocuments();
  await rm(join(publicDir, 'downloads'), { recursive: true, force: true });
  for (const document of documents) {
    const file = join(publicDir, documentHref(document.name, document.locale));
    await mkdir(dirname(file), { recursive: true });
    await renderToFile(document.render(), file);
  }
  console.log(`build-documents: ${documents.length} PDF files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error('build-documents failed:', error);
  process.exit(1);
});
