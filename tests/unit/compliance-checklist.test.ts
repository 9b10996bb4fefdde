import { describe, expect, it } from 'vitest';
import { getSalivaTest, getSinglePanels } from '@/content/catalogue';
import { checklistCutOffRows, complianceChecklistPage } from '@/content/pages/resources-compliance-checklist';

describe('compliance checklist content', () => {
  const checklist = complianceChecklistPage;

  it('covers what the issue asks for, as sections of checkable items', () => {
    expect(checklist.sections.map((section) => section.id)).toEqual([
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
    for (const section of checklist.sections) expect(section.items.length).toBeGreaterThanOrEqual(3);
  });

  it('says it is guidance, not legal advice, in both languages', () => {
    expect(checklist.disclaimer.title.en).toMatch(/not legal advice/i);
    expect(checklist.disclaimer.title.sv).toMatch(/inte juridisk rådgivning/i);
  });

  it('is written in both languages', () => {
    const texts = checklist.sections.flatMap((section) => [section.title, section.intro, ...section.items.flatMap((item) => [item.text, ...(item.detail ? [item.detail] : [])])]);
    for (const text of texts) expect(text.sv, text.en).not.toBe(text.en);
  });

  it('takes its cut-offs from the catalogue and formats them for the language', () => {
    const saliva = getSalivaTest();
    const panels = new Map(getSinglePanels().map((panel) => [panel.id, panel]));
    const rows = checklistCutOffRows('sv');
    expect(rows.map((row) => row.code)).toEqual(saliva.substances.map((substance) => substance.code));
    for (const [index, substance] of saliva.substances.entries()) {
      expect(rows[index]?.saliva).toBe(new Intl.NumberFormat('sv-SE').format(substance.cutOffNgMl));
      expect(rows[index]?.urine).toBe(new Intl.NumberFormat('sv-SE').format(panels.get(substance.singlePanelId ?? '')!.cutOffNgMl));
    }
    expect(checklistCutOffRows('en').find((row) => row.code === 'THC')?.substance).toBe('THC');
  });
});
