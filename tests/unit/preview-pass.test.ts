import { describe, expect, it } from 'vitest';
import { cookieValue, isValidPreviewPass, issuePreviewPass, previewPassSeconds } from '@/server/http/preview-pass';

describe('the preview pass', () => {
  const now = Date.UTC(2026, 10, 27, 9);
  const pass = issuePreviewPass('secret', now);

  it('is valid with its key until it expires', () => {
    expect(isValidPreviewPass(pass, 'secret', now)).toBe(true);
    expect(isValidPreviewPass(pass, 'secret', now + (previewPassSeconds - 1) * 1000)).toBe(true);
    expect(isValidPreviewPass(pass, 'secret', now + previewPassSeconds * 1000)).toBe(false);
  });

  it('is refused with another key, a changed expiry, a bad shape or no key', () => {
    expect(isValidPreviewPass(pass, 'other', now)).toBe(false);
    expect(isValidPreviewPass(pass.replace(/^\d+/u, (expires) => String(Number(expires) + 3600)), 'secret', now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${pass}x`, pass.split('.')[0]]) expect(isValidPreviewPass(bad, 'secret', now), String(bad)).toBe(false);
    expect(isValidPreviewPass(issuePreviewPass('', now), '', now)).toBe(false);
  });

  it('is read from a Cookie header among others', () => {
    expect(cookieValue(`a=1; site-preview=${pass}; b=2`, 'site-preview')).toBe(pass);
    expect(cookieValue('a=1', 'site-preview')).toBeUndefined();
    expect(cookieValue(undefined, 'site-preview')).toBeUndefined();
  });
});
