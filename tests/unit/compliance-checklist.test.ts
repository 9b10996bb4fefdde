import { describe, expect, it } from 'vitest';
import { seededPage } from '@/cms/seed/pages';
import { checklistCutOffRows } from '@/content/compliance-checklist';
import type { Locale } from '@/i18n/locales';
import { seededCatalogue } from '@/cms/seed/catalogue';

type Checklist = { blockType: 'checklist'; disclaimer: { title: string }; sections: { anchor: string; items: unknown[]; cutOffTable: boolean }[] };
const checklist = (locale: Locale) => seededPage<Checklist>('/resources/compliance-checklist', locale).layout.find((block) => block.blockType === 'checklist')!;

describe('compliance checklist', () => {
  it('covers what the issue asks for, as sections of checkable items, one of them with the cut-offs', () => {
    const { sections } = checklist('en');
    expect(sections.map((section) => section.anchor)).toEqual([
      'policy',
      'consultation',
      'data-protection',
      'methods',
      'chain-of-custody',
      'confirmation-and-review',
      'communication',
      'follow-up-and-support',
      'nordic-countries',
    ]);
    for (const section of sections) expect(section.items.length).toBeGreaterThanOrEqual(3);
    expect(sections.filter((section) => section.cutOffTable).map((section) => section.anchor)).toEqual(['methods']);
  });

  it('says it is guidance, not legal advice, in both languages', () => {
    expect(checklist('en').disclaimer.title).toMatch(/not legal advice/i);
    expect(checklist('sv').disclaimer.title).toMatch(/inte juridisk rådgivning/i);
  });

  it('takes its cut-offs from the catalogue and formats them for the language', () => {
    const saliva = seededCatalogue().saliva;
    const panels = new Map(seededCatalogue().singlePanels.map((panel) => [panel.id, panel]));
    const rows = checklistCutOffRows(seededCatalogue(), 'sv');
    expect(rows.map((row) => row.code)).toEqual(saliva.substances.map((substance) => substance.code));
    for (const [index, substance] of saliva.substances.entries()) {
      expect(rows[index]?.saliva).toBe(new Intl.NumberFormat('sv-SE').format(substance.cutOffNgMl));
      expect(rows[index]?.urine).toBe(new Intl.NumberFormat('sv-SE').format(panels.get(substance.singlePanelId ?? '')!.cutOffNgMl));
    }
    expect(checklistCutOffRows(seededCatalogue(), 'en').find((row) => row.code === 'THC')?.substance).toBe('THC');
  });
});
