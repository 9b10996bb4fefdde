import { describe, expect, it } from 'vitest';
import { tabFromUrl, tabIndexForKey, urlWithTab, type TabUrlOptions } from '@/lib/tabs';

const options: TabUrlOptions = {
  ids: ['workplace', 'healthcare', 'public', 'education'],
  defaultId: 'workplace',
  param: 'tab',
  panelId: (id) => `solution-${id}`,
};
const url = (path: string) => new URL(path, 'https://www.example.com');

describe('tab keyboard (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabIndexForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
    expect(tabIndexForKey('Enter', 0, 4)).toBeUndefined();
    expect(tabIndexForKey('ArrowDown', 0, 4)).toBeUndefined();
    expect(tabIndexForKey('End', 0, 0)).toBeUndefined();
  });
});

describe('tab in the URL', () => {
  it('reads the parameter and ignores unknown values', () => {
    expect(tabFromUrl(url('/solutions?tab=public'), options)).toBe('public');
    expect(tabFromUrl(url('/solutions?tab=nope'), options)).toBeUndefined();
    expect(tabFromUrl(url('/solutions'), options)).toBeUndefined();
    expect(tabFromUrl(url('/solutions?tab=public'), { ...options, param: undefined })).toBeUndefined();
  });

  it('lets a link to a panel win over the parameter', () => {
    expect(tabFromUrl(url('/solutions?tab=public#solution-education'), options)).toBe('education');
    expect(tabFromUrl(url('/solutions#solution-tabs'), options)).toBeUndefined();
  });

  it('writes the parameter, leaves it out for the default, keeps other parameters and unrelated hashes', () => {
    expect(urlWithTab(url('/solutions'), 'healthcare', options)).toBe('/solutions?tab=healthcare');
    expect(urlWithTab(url('/sv/solutions?tab=healthcare&x=1'), 'workplace', options)).toBe('/sv/solutions?x=1');
    expect(urlWithTab(url('/solutions#solution-tabs'), 'public', options)).toBe('/solutions?tab=public#solution-tabs');
    // A hash that opened another panel would reopen it on reload: it goes.
    expect(urlWithTab(url('/solutions#solution-education'), 'public', options)).toBe('/solutions?tab=public');
    expect(urlWithTab(url('/solutions#solution-public'), 'public', options)).toBe('/solutions?tab=public#solution-public');
    expect(urlWithTab(url('/solutions?x=1'), 'public', { ...options, param: undefined })).toBe('/solutions?x=1');
  });
});
