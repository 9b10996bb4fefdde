import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { complianceChecklistPage } from '@/content/pages/resources-compliance-checklist';
import { documentHref, loadDocuments } from '@/documents';

const documentsDir = join(process.cwd(), 'src', 'documents');

describe('document registry', () => {
  const index = readFileSync(join(documentsDir, 'index.ts'), 'utf8');
  const imports = [...index.matchAll(/import\(([^)]*)\)/g)].map((match) => match[1]!);

  it('lists every document module of src/documents', () => {
    const modules = readdirSync(documentsDir)
      .filter((file) => file.endsWith('.tsx') && file !== 'pdf-kit.tsx')
      .map((file) => file.replace(/\.tsx$/, ''));
    const listed = imports.map((argument) => /'\.\/([\w-]+)'/.exec(argument)?.[1]);
    expect(listed.sort()).toEqual(modules.sort());
  });

  it('keeps the bundler out of every document import (pages import the registry for documentHref)', () => {
    for (const argument of imports) expect(argument).toContain('turbopackIgnore: true');
  });

  it('names files by document and language', () => {
    expect(documentHref('compliance-checklist', 'sv')).toBe('/downloads/sv/compliance-checklist.pdf');
  });
});

describe('compliance checklist PDF', () => {
  it('renders in both languages with the checklist title and a cover plus content pages', { timeout: 60_000 }, async () => {
    const documents = (await loadDocuments()).filter((document) => document.name === 'compliance-checklist');
    expect(documents.map((document) => document.locale).sort()).toEqual(['en', 'sv']);
    for (const document of documents) {
      const pdf = await PDFDocument.load(await renderToBuffer(document.render()));
      expect(pdf.getTitle()).toBe(complianceChecklistPage.title[document.locale]);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    }
  });
});
