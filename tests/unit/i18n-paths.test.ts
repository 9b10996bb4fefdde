import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale, switchLocalePath } from '@/i18n/paths';

describe('locale paths', () => {
  it('prefixes Swedish paths and leaves English ones alone, keeping query and hash', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'sv')).toBe('/sv');
    expect(localizedPath('/drug-tests#singlepanels', 'sv')).toBe('/sv/drug-tests#singlepanels');
    expect(localizedPath('/contact?product=DRX192-CE25', 'sv')).toBe('/sv/contact?product=DRX192-CE25');
    expect(localizedPath('/?x=1', 'sv')).toBe('/sv?x=1');
    expect(localizedPath('/#main', 'sv')).toBe('/sv#main');
    expect(localizedPath('/contact', 'en')).toBe('/contact');
  });

  it('reads the language of browser and rendered pathnames', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/drug-tests')).toEqual({ locale: 'en', path: '/drug-tests' });
    expect(splitLocale('/en/drug-tests')).toEqual({ locale: 'en', path: '/drug-tests' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/sv')).toEqual({ locale: 'sv', path: '/' });
    expect(splitLocale('/sv/solutions/workplace')).toEqual({ locale: 'sv', path: '/solutions/workplace' });
    // A path that only starts like a locale is not one.
    expect(splitLocale('/svenska')).toEqual({ locale: 'en', path: '/svenska' });
    // A CMS page as Next renders it, under its route's own segment.
    expect(splitLocale('/cms-page/sv/solutions/education')).toEqual({ locale: 'sv', path: '/solutions/education' });
  });

  it('switches a page to the other language', () => {
    expect(switchLocalePath('/drug-tests', 'sv')).toBe('/sv/drug-tests');
    expect(switchLocalePath('/en/drug-tests', 'sv')).toBe('/sv/drug-tests');
    expect(switchLocalePath('/sv/drug-tests', 'en')).toBe('/drug-tests');
    expect(switchLocalePath('/sv', 'en')).toBe('/');
    expect(switchLocalePath('/', 'sv')).toBe('/sv');
    expect(switchLocalePath('/cms-page/en/solutions/education', 'sv')).toBe('/sv/solutions/education');
  });
});
