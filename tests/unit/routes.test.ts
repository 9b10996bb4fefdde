import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutePaths, routes, specRoutePaths } from '@/lib/routes';

/**
 * The route table of spec 000 §2.1, copied here by hand and in the spec's order. The registry is
 * compared against this list so that a typo or a forgotten page in `src/lib/routes.ts` fails.
 */
const specRouteTable = [
  '/',
  '/contact',
  '/products',
  '/products/instaclear',
  '/products/circular-testing',
  '/products/vdt',
  '/products/hair-analysis',
  '/products/instacheck',
  '/products/instafind',
  '/drug-tests',
  '/healthcare-tests',
  '/solutions',
  '/solutions/workplace',
  '/solutions/healthcare',
  '/solutions/public-sector',
  '/solutions/education',
  '/for-employers',
  '/for-healthcare',
  '/about',
  '/investors',
  '/news',
  '/careers',
  '/innovative-healthcare',
];

/** Further paths §2.1 names as links in the footer and elsewhere; the footer reads them from the registry. */
const specFurtherLinks = [
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/resources/compliance-checklist',
];

const registryPaths: string[] = Object.values(routes);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('route registry', () => {
  it('lists exactly the route table of spec §2.1, in its order', () => {
    expect([...specRoutePaths]).toEqual(specRouteTable);
  });

  it('holds the further links §2.1 names', () => {
    for (const path of specFurtherLinks) expect(registryPaths).toContain(path);
  });

  it('has no duplicates', () => {
    expect(duplicates(registryPaths)).toEqual([]);
    expect(duplicates(specRoutePaths)).toEqual([]);
    expect(duplicates(builtRoutePaths)).toEqual([]);
  });

  it('uses absolute, lower-case kebab-case paths without a trailing slash', () => {
    for (const path of registryPaths) {
      expect(path).toMatch(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/);
    }
  });

  it('has no page file under src/app/[locale] but the instructions for use and declarations of conformity, generated from data, and the search results, made per query', () => {
    const localeDir = join(process.cwd(), 'src', 'app', '[locale]');
    const pagePaths = readdirSync(localeDir, { recursive: true, encoding: 'utf8' }).filter((file) => file === 'page.tsx' || file.endsWith(`${sep}page.tsx`));
    expect(pagePaths.filter((file) => !file.startsWith(`documents${sep}[article]${sep}`)).sort()).toEqual([`documents${sep}conformity${sep}[family]${sep}page.tsx`, `search${sep}page.tsx`]);
  });
});
