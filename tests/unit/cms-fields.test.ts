import type { PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { isContentEditor, publishedOrContentStaff } from '@/cms/access/roles';
import { swedishTypography } from '@/cms/fields/localized-text';
import { sectorTabsProblem, sharedCardsProblem } from '@/cms/fields/from-other-pages';
import { missingTexts } from '@/cms/hooks/every-language';
import { isPreviewablePath, previewUrl } from '@/cms/preview-url';
import { featureGridBlock } from '@/cms/blocks';

const request = (user: { id: number; role: string } | null) => ({ req: { user } as unknown as PayloadRequest });

describe('a localized text on save', () => {
  it('names the Swedish typography rule it breaks and quotes the words around it', () => {
    expect(swedishTypography('Ger svar med 99.2\u00a0% träffsäkerhet', 'sv')).toMatch(/^Swedish typography: decimal point in a Swedish number in “.*99\.2/u);
    expect(swedishTypography('Träffsäkerhet 99%', 'sv')).toContain('no space before %');
    expect(swedishTypography('99,2\u00a0% träffsäkerhet', 'sv')).toBe(true);
    // English has its own style: '99.2%'.
    expect(swedishTypography('99.2% accuracy', 'en')).toBe(true);
  });
});

describe('publishing in every language', () => {
  it('lists the empty texts by field, and by row for the texts of an array', () => {
    const record = { name: 'InstaCLEAR', headline: ' ', lede: null, features: [{ text: 'Svar på 10\u00a0minuter' }, { text: '' }] };
    expect(missingTexts(record, ['name', 'headline', 'lede', 'features.text'])).toEqual(['headline', 'lede', 'features.1.text']);
    expect(missingTexts({}, ['name'])).toEqual(['name']);
    // Rows of rows, as in the footer's link columns.
    const columns = { footerColumns: [{ heading: 'Produkter', links: [{ label: 'InstaCLEAR' }, { label: ' ' }] }, { heading: '', links: [] }] };
    expect(missingTexts(columns, ['footerColumns.heading', 'footerColumns.links.label'])).toEqual(['footerColumns.1.heading', 'footerColumns.0.links.1.label']);
  });
});

describe('the preview', () => {
  it('opens the record\'s real page in the language being edited', () => {
    expect(previewUrl('/products/instaclear', 'sv')).toBe('/api/preview?path=%2Fsv%2Fproducts%2Finstaclear');
    expect(previewUrl('/products/instaclear', 'en')).toBe('/api/preview?path=%2Fproducts%2Finstaclear');
  });

  it.each(['/', '/sv/products/instaclear', '/documents/ab-123/v/1.0'])('opens %j', (path) => {
    expect(isPreviewablePath(path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'products', '/admin', '/api/users', '/_next/x', null, `/${'a'.repeat(400)}`])('refuses %j', (path) => {
    expect(isPreviewablePath(path)).toBe(false);
  });
});

describe('content access', () => {
  it('shows drafts to the roles that work on content and published records to everyone else', () => {
    for (const role of ['admin', 'editor', 'regulatory']) expect(publishedOrContentStaff(request({ id: 1, role }))).toBe(true);
    expect(publishedOrContentStaff(request({ id: 2, role: 'sales' }))).toEqual({ _status: { equals: 'published' } });
    expect(publishedOrContentStaff(request(null))).toEqual({ _status: { equals: 'published' } });
  });

  it('lets admins and editors change content, no one else', () => {
    expect(isContentEditor(request({ id: 1, role: 'editor' }))).toBe(true);
    expect(isContentEditor(request({ id: 1, role: 'admin' }))).toBe(true);
    expect(isContentEditor(request({ id: 1, role: 'regulatory' }))).toBe(false);
    expect(isContentEditor(request({ id: 1, role: 'sales' }))).toBe(false);
    expect(isContentEditor(request(null))).toBe(false);
  });
});

describe('a sector tab on save', () => {
  const pages: Record<string, unknown[]> = {
    '/solutions/ready': [{ blockType: 'featureGrid', blockName: 'benefits' }, { blockType: 'idealFor' }],
    '/solutions/bare': [{ blockType: 'featureGrid', blockName: 'features' }],
  };
  const req = {
    payload: {
      find: async ({ where }: { where: { and: [{ path: { equals: string } }] } }) => {
        const layout = pages[where.and[0].path.equals];
        return { docs: layout ? [{ layout }] : [] };
      },
    },
  } as unknown as PayloadRequest;
  const own = { label: 'Own', benefits: [{}, {}], idealForText: 'Schools' };

  it('needs its own benefits and whom it suits, or a published page at its link that has them', async () => {
    expect(await sectorTabsProblem([own, { label: 'Shared', href: '/solutions/ready', fromPage: true }], { req })).toBe(true);
    expect(await sectorTabsProblem([{ ...own, benefits: [{}] }], { req })).toMatch(/^The tab Own needs two benefits/);
    expect(await sectorTabsProblem([{ ...own, idealForText: ' ' }], { req })).toMatch(/^The tab Own needs the text of whom it suits/);
    expect(await sectorTabsProblem([{ label: 'Shared', href: '/solutions/bare', fromPage: true }], { req })).toMatch(/needs a feature grid named benefits/);
    expect(await sectorTabsProblem([{ label: 'Shared', href: '/solutions/none', fromPage: true }], { req })).toMatch(/no page is published at \/solutions\/none/);
  });
});

describe('offer cards shown as on another page, on save', () => {
  const pages: Record<string, unknown[]> = {
    '/for-partners': [{ blockType: 'offerCards', blockName: 'partnerships', groups: [{ cards: [{}] }] }],
    '/shared': [{ blockType: 'offerCards', blockName: 'partnerships', groups: [], cardsFrom: { page: '/for-partners' } }],
  };
  const req = {
    payload: { find: async ({ where }: { where: { and: [{ path: { equals: string } }] } }) => ({ docs: pages[where.and[0].path.equals] ? [{ layout: pages[where.and[0].path.equals] }] : [] }) },
  } as unknown as PayloadRequest;

  it('needs a published page with an offer-cards section of that name and cards of its own', async () => {
    expect(await sharedCardsProblem(undefined, { siblingData: {}, req })).toBe(true);
    expect(await sharedCardsProblem('partnerships', { siblingData: { page: '/for-partners' }, req })).toBe(true);
    expect(await sharedCardsProblem('', { siblingData: { page: '/for-partners' }, req })).toBe('Name the section whose cards to show.');
    expect(await sharedCardsProblem('offers', { siblingData: { page: '/for-partners' }, req })).toMatch(/no offer-cards section named offers/);
    expect(await sharedCardsProblem('partnerships', { siblingData: { page: '/shared' }, req })).toMatch(/with cards of its own/);
    expect(await sharedCardsProblem('partnerships', { siblingData: { page: '/gone' }, req })).toBe('No page is published at /gone.');
  });
});

describe('a comparison table under cards', () => {
  type Named = { name?: string; fields?: Named[]; validate?: (value: unknown, options: { siblingData: unknown }) => true | string };
  const named = (fields: readonly unknown[], name: string) => (fields as Named[]).find((field) => field.name === name)!;
  const rows = named(named(featureGridBlock.fields, 'comparison').fields!, 'rows');
  const validate = (value: unknown[], siblingData: unknown) => rows.validate!(value, { siblingData });
  const twoColumns = { caption: 'Hair against urine', columns: [{ label: 'Feature' }, { label: 'Hair' }] };

  it('may be left out, and otherwise needs a caption, two columns and one cell per column after the first', () => {
    expect(validate([], {})).toBe(true);
    expect(validate([{ cells: [{}] }], twoColumns)).toBe(true);
    expect(validate([{ cells: [{}] }], { ...twoColumns, columns: [{ label: 'Feature' }] })).toBe('A table needs at least two columns.');
    expect(validate([{ cells: [{}] }], { ...twoColumns, caption: '' })).toBe('A table needs a caption.');
    expect(validate([{ cells: [{}] }, { cells: [] }], twoColumns)).toBe('Row 2 needs one cell per column after the first (1).');
  });
});
