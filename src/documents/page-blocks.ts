import type { CmsPage, PageBlock } from '@/cms/queries/pages';

/** A block of the CMS page a document prints, by type (and name); the document cannot be printed without it. */
export function blockOf<Type extends PageBlock['blockType']>(page: CmsPage, blockType: Type, blockName?: string): Extract<PageBlock, { blockType: Type }> {
  const block = page.layout.find((candidate) => candidate.blockType === blockType && (blockName === undefined || candidate.blockName === blockName));
  if (!block) throw new Error(`The document of ${page.path} needs a ${blockType} block${blockName ? ` named ${blockName}` : ''} on that page`);
  return block as Extract<PageBlock, { blockType: Type }>;
}

/** The page a document prints, which documentPdf gives it (src/server/document-pdfs.ts). */
export function requirePage(page: CmsPage | undefined, path: string): CmsPage {
  if (!page) throw new Error(`The document needs the page ${path}`);
  return page;
}
