import { describe, expect, it } from 'vitest';
import { privacyPolicyPage } from '@/content/pages/privacy-policy';

describe('privacy policy content', () => {
  const policy = privacyPolicyPage;
  const texts = policy.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]);

  it('has unique section anchors, including #cookies that the cookie notice links to', () => {
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('cookies');
  });

  it('is written in both languages: no Swedish text is the English one', () => {
    for (const text of texts) expect(text.sv, text.en).not.toBe(text.en);
  });
});
