import { describe, expect, it } from 'vitest';
import { getHealthcareFamilies, getMultiPanels, getSalivaTest, getSinglePanels } from '@/content/catalogue';
import { drugTestMenu, healthcareMenu } from '@/content/catalogue/menus';

describe('mega-menu items (000 §2.2)', () => {
  it('lists the drug-test menu of the spec with its anchors', () => {
    expect(drugTestMenu.map((c) => [c.anchor, c.items.map((i) => i.id)])).toEqual([
      ['singlepanels', ['amp', 'bzo', 'bup', 'coc', 'met']],
      ['multipanels', ['multi-17', 'multi-12', 'multi-10']],
      ['saliva-tests', ['saliva-multi-7']],
    ]);
  });

  it('lists the healthcare menu of the spec with its anchors', () => {
    expect(healthcareMenu.map((c) => [c.anchor, c.items.map((i) => i.id)])).toEqual([
      ['instacare', ['pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause']],
      ['instacheck', ['ferritin', 'dvitamin', 'tsh', 'fob']],
      ['instafind', ['hpylori', 'virustest']],
    ]);
  });

  it('names every item exactly as the catalogue does, in both languages', () => {
    const catalogueNames = new Map(
      [
        ...getSinglePanels(),
        ...getMultiPanels(),
        ...getHealthcareFamilies().flatMap((f) => f.products),
      ].map((p) => [p.id, p.name]),
    );
    for (const column of [...drugTestMenu, ...healthcareMenu]) {
      expect(column.column.en).not.toBe('');
      expect(column.column.sv).not.toBe('');
      for (const item of column.items) {
        if (item.id === 'saliva-multi-7') {
          expect(getSalivaTest().id).toBe(item.id);
          continue;
        }
        expect(catalogueNames.get(item.id), item.id).toEqual(item.name);
      }
    }
  });

  it('uses the family name as the healthcare column heading', () => {
    const families = getHealthcareFamilies();
    for (const column of healthcareMenu) {
      expect(column.column.en).toBe(families.find((f) => f.id === column.anchor)?.name);
    }
  });
});
