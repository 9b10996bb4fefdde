import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findProductByReference,
  getHealthcareFamilies,
  getHealthcareProducts,
  getManipulationControl,
  getMultiPanels,
  getSalivaTest,
  getSinglePanels,
  singlePanelSchema,
  type LocalizedText,
} from '@/content/catalogue';

// 000 §3.1, copied row by row from the spec so a typo in the data module fails here.
const specTable: [id: string, articleNr: string, cutOff: number][] = [
  ['3cmc', 'DRX152-CE25', 1500],
  ['amp', 'DRX192-CE25', 300],
  ['coc', 'DRX194-CE25', 100],
  ['mdma', 'DRX195-CE25', 500],
  ['mdpv', 'DRX104-CE25', 1000],
  ['met', 'DRX197-CE25', 300],
  ['mpd', 'DRX188-CE25', 150],
  ['6mam', 'DRX153-CE25', 10],
  ['bup', 'DRX200-CE25', 10],
  ['fyl', 'DRX191-CE25', 10],
  ['opi', 'DRX201-CE25', 200],
  ['oxy', 'DRX198-CE25', 100],
  ['tra', 'DRX199-CE25', 100],
  ['acl', 'DRX102-CE25', 100],
  ['bzo', 'DRX193-CE25', 200],
  ['zol', 'DRX189-CE25', 50],
  ['zop', 'DRX190-CE25', 50],
  ['eddp', 'DRX196-CE25', 100],
  ['etg', 'DRX103-CE25', 500],
  ['gab', 'DRX101-CE25', 2000],
  ['ket', 'DRX105-CE25', 1000],
  ['pgb', 'DRX100-CE25', 500],
  ['thc', 'DRX202-CE25', 50],
];

const specGroups = {
  stimulants: ['3cmc', 'amp', 'coc', 'mdma', 'mdpv', 'met', 'mpd'],
  opioids: ['6mam', 'bup', 'fyl', 'opi', 'oxy', 'tra'],
  sedatives: ['acl', 'bzo', 'zol', 'zop'],
  others: ['eddp', 'etg', 'gab', 'ket', 'pgb', 'thc'],
};

const drugArticlePattern = /^DRX\d{3}-CE25$/;

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'sv';
}

/** Every `{ en, sv }` text anywhere in the catalogue, with its path (`multi-17.substances[2].name`). */
function allTexts(): [where: string, text: LocalizedText][] {
  const texts: [string, LocalizedText][] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      if (isLocalizedText(value)) texts.push([where, value]);
      else for (const [key, item] of Object.entries(value)) walk(item, where ? `${where}.${key}` : key);
    }
  };
  walk(
    {
      single: getSinglePanels(),
      multi: getMultiPanels(),
      saliva: getSalivaTest(),
      manipulation: getManipulationControl(),
      healthcare: getHealthcareFamilies(),
    },
    '',
  );
  return texts;
}

describe('single-panel urine tests (000 §3.1)', () => {
  const panels = getSinglePanels();

  it('has the 23 ids of the spec', () => {
    expect(panels).toHaveLength(23);
    expect(panels.map((p) => p.id).sort()).toEqual(specTable.map(([id]) => id).sort());
  });

  it.each(specTable)('%s has article number %s and cut-off %i ng/ml', (id, articleNr, cutOff) => {
    const panel = panels.find((p) => p.id === id);
    expect(panel?.articleNr).toBe(articleNr);
    expect(panel?.cutOffNgMl).toBe(cutOff);
  });

  it('puts every id in the group the spec lists', () => {
    for (const [group, ids] of Object.entries(specGroups)) {
      expect(panels.filter((p) => p.group === group).map((p) => p.id).sort()).toEqual([...ids].sort());
    }
  });

  it('uses the DRX###-CE25 pattern, 25 per pack and cut-offs between 10 and 2000 ng/ml', () => {
    for (const panel of panels) {
      expect(panel.articleNr).toMatch(drugArticlePattern);
      expect(panel.quantity).toBe(25);
      expect(panel.cutOffNgMl).toBeGreaterThanOrEqual(10);
      expect(panel.cutOffNgMl).toBeLessThanOrEqual(2000);
    }
  });

  it('rejects an entry that breaks the rules', () => {
    const valid = panels[0];
    expect(singlePanelSchema.safeParse(valid).success).toBe(true);
    expect(singlePanelSchema.safeParse({ ...valid, articleNr: 'DRX12-CE25' }).success).toBe(false);
    expect(singlePanelSchema.safeParse({ ...valid, quantity: 20 }).success).toBe(false);
    expect(singlePanelSchema.safeParse({ ...valid, cutOffNgMl: 5 }).success).toBe(false);
    expect(singlePanelSchema.safeParse({ ...valid, cutOffNgMl: 2500 }).success).toBe(false);
    expect(singlePanelSchema.safeParse({ ...valid, name: { en: 'Amphetamine', sv: ' ' } }).success).toBe(false);
  });
});

describe('multi-panel urine tests (000 §3.2)', () => {
  const multi = getMultiPanels();
  const singleById = new Map(getSinglePanels().map((p) => [p.id, p]));

  it('has the four products with their article numbers and 25 per pack', () => {
    expect(multi.map((p) => [p.id, p.articleNr, p.quantity])).toEqual([
      ['multi-17', 'DRX111-CE25', 25],
      ['multi-12', 'DRX187-CE25', 25],
      ['multi-10', 'DRX109-CE25', 25],
      ['thc-3', 'DRX185-CE25', 25],
    ]);
  });

  it('has as many substances as its name says, without repeats', () => {
    const expected: Record<string, number> = { 'multi-17': 17, 'multi-12': 12, 'multi-10': 10, 'thc-3': 3 };
    for (const panel of multi) {
      expect(panel.substances, panel.id).toHaveLength(expected[panel.id] ?? -1);
      const keys = panel.substances.map((s) => `${s.code}@${s.cutOffNgMl}`);
      expect(new Set(keys).size, panel.id).toBe(keys.length);
    }
  });

  it('uses the single-panel cut-off for every substance of the 17-, 12- and 10-panel', () => {
    for (const panel of multi.filter((p) => p.id !== 'thc-3')) {
      for (const substance of panel.substances) {
        const single = singleById.get(substance.singlePanelId ?? '');
        expect(single, `${panel.id}: ${substance.code}`).toBeDefined();
        expect(substance.cutOffNgMl).toBe(single?.cutOffNgMl);
        expect(substance.code).toBe(single?.abbreviation);
      }
    }
  });

  it('measures THC at 600, 150 and 25 ng/ml in the 3-panel THC test', () => {
    const thc = multi.find((p) => p.id === 'thc-3');
    expect(thc?.substances.map((s) => [s.code, s.cutOffNgMl])).toEqual([
      ['THC', 600],
      ['THC', 150],
      ['THC', 25],
    ]);
  });

  it('mentions pH and creatinine in the marker info', () => {
    for (const panel of multi) {
      expect(panel.markerInfo.en).toMatch(/pH/);
      expect(panel.markerInfo.en).toMatch(/creatinine/i);
      expect(panel.markerInfo.sv).toMatch(/kreatinin/i);
    }
  });
});

describe('saliva multi-test (000 §3.3)', () => {
  const saliva = getSalivaTest();

  it('has id, article number, reading time and pack size of the spec', () => {
    expect(saliva.id).toBe('saliva-multi-7');
    expect(saliva.articleNr).toBe('DRX121-CE25');
    expect(saliva.readingTimeMinutes).toBe(5);
    expect(saliva.quantity).toBe(25);
  });

  it('covers the 7 substances of the spec, each with a cut-off', () => {
    expect(saliva.substances.map((s) => s.name.en)).toEqual([
      'Amphetamine',
      'Benzodiazepines',
      'Opiates',
      'Cocaine',
      'Methamphetamine',
      'THC',
      'Tramadol',
    ]);
    for (const s of saliva.substances) expect(s.cutOffNgMl).toBeGreaterThan(0);
  });
});

describe('manipulation control (000 §3.4)', () => {
  const mc = getManipulationControl();

  it('is DRX107-CE99 with 100 per pack', () => {
    expect(mc.articleNr).toBe('DRX107-CE99');
    expect(mc.articleNr).toMatch(/^DRX107-CE99$/);
    expect(mc.quantity).toBe(100);
  });

  it('has the creatinine and pH markers and the preliminary-result caveat', () => {
    expect(mc.markers.map((m) => m.id)).toEqual(['creatinine', 'ph']);
    expect(mc.caveat.en).toMatch(/preliminary/i);
    expect(mc.caveat.en).toMatch(/laboratory/i);
    expect(mc.caveat.sv).toMatch(/preliminärt/i);
  });
});

describe('healthcare self-test families (000 §3.5)', () => {
  it('has the families, their product-area badges and the product ids of the spec', () => {
    const families = getHealthcareFamilies();
    expect(families.map((f) => [f.id, f.badge.en, f.products.map((p) => p.id)])).toEqual([
      ['instacare', 'Women’s health', ['pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause']],
      ['instacheck', 'Health checks', ['ferritin', 'dvitamin', 'tsh', 'fob']],
      ['instafind', 'Infections', ['hpylori', 'virustest']],
    ]);
  });

  it('gives every product four benefit features', () => {
    for (const product of getHealthcareProducts()) expect(product.features, product.id).toHaveLength(4);
  });
});

describe('the whole catalogue', () => {
  const products = [
    ...getSinglePanels(),
    ...getMultiPanels(),
    getSalivaTest(),
    getManipulationControl(),
    ...getHealthcareProducts(),
  ];

  it('has unique ids and article numbers', () => {
    const ids = [...products.map((p) => p.id), ...getHealthcareFamilies().map((f) => f.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const articleNrs = products.flatMap((p) => ('articleNr' in p ? [p.articleNr] : []));
    // 29 drug tests of 000 §9 and the 11 self-tests' HCX numbers (their instructions for use).
    expect(articleNrs).toHaveLength(40);
    expect(new Set(articleNrs).size).toBe(articleNrs.length);
  });

  // The schema only makes each language non-empty; an English sentence pasted into `sv` passes it.
  // Names may be the same (MDMA, Fentanyl, pH); every other text must be written in Swedish.
  it('has Swedish texts that are not copies of the English ones', () => {
    const texts = allTexts();
    expect(texts.length).toBeGreaterThan(150);
    const copied = texts.filter(([where, text]) => !/\.name$/.test(where) && text.sv.trim() === text.en.trim());
    expect(copied.map(([where]) => where)).toEqual([]);
  });

  it('has a distinct SVG illustration with a viewBox and the recorded size for every product', () => {
    const sources = products.map((p) => p.image.src);
    expect(new Set(sources).size).toBe(sources.length);
    for (const product of products) {
      const file = join(process.cwd(), 'public', product.image.src);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      const { width, height } = product.image;
      expect(svg, product.image.src).toContain(`viewBox="0 0 ${width} ${height}"`);
    }
    expect(existsSync(join(process.cwd(), 'public/images/products/placeholder.svg'))).toBe(true);
  });
});

describe('findProductByReference', () => {
  it('finds a drug test by article number, case-insensitively and trimmed', () => {
    expect(findProductByReference('DRX192-CE25')).toEqual({
      id: 'amp',
      articleNr: 'DRX192-CE25',
      name: { en: 'Amphetamine', sv: 'Amfetamin' },
      interest: 'drug-tests',
    });
    expect(findProductByReference('  drx107-ce99 ')?.id).toBe('manipulation-control');
  });

  it('maps the saliva test to the InstaCLEAR interest', () => {
    expect(findProductByReference('DRX121-CE25')?.interest).toBe('instaclear');
  });

  it('finds a healthcare product by id (the contact form does not quote its HCX number), under the self-tests topic', () => {
    const ref = findProductByReference('ferritin');
    expect(ref?.interest).toBe('self-tests');
    expect(ref?.name.sv).toBe('Järnbristtest (ferritin)');
    expect(ref?.articleNr).toBeUndefined();
  });

  it('returns undefined for an unknown or empty reference', () => {
    expect(findProductByReference('DRX999-CE25')).toBeUndefined();
    expect(findProductByReference('')).toBeUndefined();
    expect(findProductByReference(null)).toBeUndefined();
  });
});
