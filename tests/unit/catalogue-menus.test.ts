import { describe, expect, it } from 'vitest';
import { getHealthcareFamilies, getManipulationControl, getMultiPanels, getSalivaTest, getSinglePanels } from '@/content/catalogue';
import { menuItemDetail } from '@/content/catalogue/menu-details';
import { drugTestMenu, healthcareMenu } from '@/content/catalogue/menus';

describe('mega-menu items (000 §2.2)', () => {
  it('lists the drug-test menu of the spec with its anchors', () => {
    expect(drugTestMenu.map((c) => [c.anchor, c.items.map((i) => i.id)])).toEqual([
      ['singlepanels', ['amp', 'bzo', 'bup', 'coc', 'met']],
      ['multipanels', ['multi-17', 'multi-12', 'multi-10', 'thc-3']],
      ['saliva-tests', ['saliva-multi-7', 'manipulation-control']],
    ]);
  });

  it('leaves no column with a single item', () => {
    for (const column of [...drugTestMenu, ...healthcareMenu]) expect(column.items.length, column.column.en).toBeGreaterThan(1);
  });

  it('sends the manipulation control to its own section, every other item to its column', () => {
    const items = drugTestMenu.flatMap((column) => column.items.map((item) => [item.id, item.anchor ?? column.anchor]));
    expect(items.filter(([id]) => id === 'manipulation-control')).toEqual([['manipulation-control', 'manipulation-control']]);
    expect([...drugTestMenu, ...healthcareMenu].flatMap((c) => c.items).filter((item) => item.anchor).map((item) => item.id)).toEqual(['manipulation-control']);
  });

  it('describes the THC cup by its cut-off levels and the control by its two markers', () => {
    expect(menuItemDetail('thc-3')).toEqual({ kind: 'levels', count: 3 });
    expect(menuItemDetail('multi-17')).toEqual({ kind: 'panel', substances: 17 });
    const [creatinine, ph] = getManipulationControl().markers;
    expect(menuItemDetail('manipulation-control')).toEqual({ kind: 'markers', first: creatinine!.name, second: ph!.name });
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
        getManipulationControl(),
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

  it('uses the family name as the healthcare column heading, marked as a brand (not uppercased)', () => {
    const families = getHealthcareFamilies();
    for (const column of healthcareMenu) {
      expect(column.column.en).toBe(families.find((f) => f.id === column.anchor)?.name);
      expect(column.brand).toBe(true);
    }
    for (const column of drugTestMenu) expect(column.brand).toBeUndefined();
  });
});
