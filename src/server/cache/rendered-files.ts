import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Renders in progress by file, so two requests for a new file render it once. */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * A file rendered on first request (a PDF, a link-preview image) and kept under the build's cache
 * directory, named by a hash of everything it was rendered from: a change in the CMS gives a new
 * name and so a new file; a new build starts with an empty directory, since its code may draw
 * differently. Only pages that exist get here, so the directory holds one file per page and version.
 */
export async function renderedFile(directory: string, name: string, extension: string, source: unknown, render: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash('sha256').update(JSON.stringify(source)).digest('hex').slice(0, 16);
  const file = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', directory, `${name}-${hash}${extension}`);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) return stored;
  let pending = rendering.get(file);
  if (!pending) {
    pending = (async () => {
      const data = await render();
      await mkdir(dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
      return data;
    })().finally(() => rendering.delete(file));
    rendering.set(file, pending);
  }
  return pending;
}
