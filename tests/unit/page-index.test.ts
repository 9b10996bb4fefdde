import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, breadcrumbTrail } from '@/lib/breadcrumbs';
import { ogImagePath, ogImageDescription, ogImageSegments, ogImageTitle, pathFromOgImageSegments } from '@/lib/og-image';
import { pageSeeds } from '@/cms/seed/pages';
import { builtRoutePaths } from '@/lib/routes';

describe('page seeds', () => {
  it('seed a CMS page for every built page, and nothing else', () => {
    expect(pageSeeds.map((seed) => seed.path).sort()).toEqual([...builtRoutePaths].sort());
  });
});

describe('breadcrumb trail', () => {
  const pages = new Set(['/', '/solutions', '/solutions/workplace', '/resources/compliance-checklist']);
  const isPage = (path: string) => pages.has(path);

  it('is empty for the home page', () => {
    expect(breadcrumbTrail('/', isPage)).toEqual([]);
  });

  it('runs from home through ancestor pages to the page', () => {
    expect(breadcrumbTrail('/solutions', isPage)).toEqual(['/', '/solutions']);
    expect(breadcrumbTrail('/solutions/workplace', isPage)).toEqual(['/', '/solutions', '/solutions/workplace']);
  });

  it('leaves out an ancestor that is not a page', () => {
    expect(breadcrumbTrail('/resources/compliance-checklist', isPage)).toEqual(['/', '/resources/compliance-checklist']);
  });

  it('becomes a schema.org BreadcrumbList with positions from 1', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Home', url: 'https://www.example.com/' },
      { name: 'Cookie policy', url: 'https://www.example.com/cookie-policy' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Cookie policy', item: 'https://www.example.com/cookie-policy' },
      ],
    });
  });
});

describe('Open Graph image paths', () => {
  it('name each page and language, with index for home and a .png extension', () => {
    expect(ogImagePath('/', 'en')).toBe('/og/en/index.png');
    expect(ogImagePath('/resources/compliance-checklist', 'sv')).toBe('/og/sv/resources/compliance-checklist.png');
  });

  it('map back to the page path for every built page', () => {
    for (const path of builtRoutePaths) expect(pathFromOgImageSegments(ogImageSegments(path))).toBe(path);
    expect(pathFromOgImageSegments(['terms-of-service'])).toBeNull();
    expect(pathFromOgImageSegments([])).toBeNull();
  });

  it('drop a leading brand name from the title and shorten long descriptions at a word', () => {
    expect(ogImageTitle('Nordic Rapid Diagnostics – Snabba drogtester och hälsotester', 'Nordic Rapid Diagnostics')).toBe('Snabba drogtester och hälsotester');
    expect(ogImageTitle('Cookie Policy', 'Nordic Rapid Diagnostics')).toBe('Cookie Policy');
    const long = 'word '.repeat(60).trim();
    const short = ogImageDescription(long, 50);
    expect(short.length).toBeLessThanOrEqual(51);
    expect(short).toMatch(/word…$/);
    expect(ogImageDescription('Short.', 50)).toBe('Short.');
  });
});
