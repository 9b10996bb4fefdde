import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueSeed, seededCatalogue } from '@/cms/seed/catalogue';
import { catalogueFrom, fillCatalogue, findProductByReference, healthcareProducts, singlePanelSchema, type LocalizedText, type StoredCatalogue } from '@/content/catalogue';

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
      single: seededCatalogue().singlePanels,
      multi: seededCatalogue().multiPanels,
      saliva: seededCatalogue().saliva,
      manipulation: seededCatalogue().manipulationControl,
      healthcare: seededCatalogue().healthcareFamilies,
    },
    '',
  );
  return texts;
}

describe('single-panel urine tests (000 §3.1)', () => {
  const panels = seededCatalogue().singlePanels;

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
  const multi = seededCatalogue().multiPanels;
  const singleById = new Map(seededCatalogue().singlePanels.map((p) => [p.id, p]));

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
  const saliva = seededCatalogue().saliva;

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
  const mc = seededCatalogue().manipulationControl;

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
    const families = seededCatalogue().healthcareFamilies;
    expect(families.map((f) => [f.id, f.badge.en, f.products.map((p) => p.id)])).toEqual([
      ['instacare', 'Women’s health', ['pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause']],
      ['instacheck', 'Health checks', ['ferritin', 'dvitamin', 'tsh', 'fob']],
      ['instafind', 'Infections', ['hpylori', 'virustest']],
    ]);
  });

  it('gives every product four benefit features', () => {
    for (const product of healthcareProducts(seededCatalogue())) expect(product.features, product.id).toHaveLength(4);
  });
});

describe('the whole catalogue', () => {
  const products = [
    ...seededCatalogue().singlePanels,
    ...seededCatalogue().multiPanels,
    seededCatalogue().saliva,
    seededCatalogue().manipulationControl,
    ...healthcareProducts(seededCatalogue()),
  ];

  it('has unique ids and article numbers', () => {
    const ids = [...products.map((p) => p.id), ...seededCatalogue().healthcareFamilies.map((f) => f.id)];
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
    expect(findProductByReference(seededCatalogue(), 'DRX192-CE25')).toEqual({
      id: 'amp',
      articleNr: 'DRX192-CE25',
      name: { en: 'Amphetamine', sv: 'Amfetamin' },
      interest: 'drug-tests',
    });
    expect(findProductByReference(seededCatalogue(), '  drx107-ce99 ')?.id).toBe('manipulation-control');
  });

  it('maps the saliva test to the InstaCLEAR interest', () => {
    expect(findProductByReference(seededCatalogue(), 'DRX121-CE25')?.interest).toBe('instaclear');
  });

  it('finds a healthcare product by id (the contact form does not quote its HCX number), under the self-tests topic', () => {
    const ref = findProductByReference(seededCatalogue(), 'ferritin');
    expect(ref?.interest).toBe('self-tests');
    expect(ref?.name.sv).toBe('Järnbristtest (ferritin)');
    expect(ref?.articleNr).toBeUndefined();
  });

  it('returns undefined for an unknown or empty reference', () => {
    expect(findProductByReference(seededCatalogue(), 'DRX999-CE25')).toBeUndefined();
    expect(findProductByReference(seededCatalogue(), '')).toBeUndefined();
    expect(findProductByReference(seededCatalogue(), null)).toBeUndefined();
  });
});

describe('the catalogue as the CMS stores it', () => {
  const issues = (stored: StoredCatalogue) => {
    const reading = catalogueFrom(stored);
    return reading.success ? [] : reading.issues.map((issue) => `${issue.path}: ${issue.message}`);
  };
  const withSinglePanel = (index: number, change: object): StoredCatalogue => ({
    ...catalogueSeed,
    singlePanels: catalogueSeed.singlePanels.map((panel, at) => (at === index ? { ...panel, ...change } : panel)),
  });

  it('gives a panel substance the name, code and cut-off of its single panel, unless the panel reads it at its own', () => {
    const catalogue = seededCatalogue();
    const amp = catalogue.singlePanels.find((panel) => panel.id === 'amp')!;
    expect(catalogue.multiPanels[0]?.substances[0]).toEqual({ code: 'AMP', singlePanelId: 'amp', name: amp.name, cutOffNgMl: amp.cutOffNgMl });
    expect(catalogue.saliva.substances[0]).toMatchObject({ code: 'AMP', name: amp.name, cutOffNgMl: 50 });
    const renamed = catalogueFrom(withSinglePanel(1, { name: { en: 'Amphetamines', sv: 'Amfetaminer' } }));
    expect(renamed.success && renamed.data.multiPanels[0]?.substances[0]?.name).toEqual({ en: 'Amphetamines', sv: 'Amfetaminer' });
  });

  it('writes a self-test’s time to result from its minutes, and its accuracy from the figure it names', () => {
    const ferritin = healthcareProducts(fillCatalogue(seededCatalogue(), { en: { ferritinAccuracyPercent: '99.2%' }, sv: { ferritinAccuracyPercent: '99,2\u00a0%' } })).find((p) => p.id === 'ferritin')!;
    expect(ferritin.features.slice(0, 2)).toEqual([
      { en: '99.2% accuracy', sv: '99,2\u00a0% träffsäkerhet' },
      { en: 'Result in 10\u00a0minutes', sv: 'Svar på 10\u00a0minuter' },
    ]);
  });

  it('refuses a wrong article number, a cut-off out of range, a twice-used key and an unknown single panel, naming each field', () => {
    expect(issues(withSinglePanel(0, { articleNr: 'DRX15-CE25' }))).toEqual([expect.stringMatching(/^singlePanels\.0\.articleNr: /)]);
    expect(issues(withSinglePanel(0, { cutOffNgMl: 5000 }))).toEqual([expect.stringMatching(/^singlePanels\.0\.cutOffNgMl: /)]);
    expect(issues(withSinglePanel(0, { key: 'amp' }))).toEqual(['singlePanels.1.key: The key “amp” is used twice.']);
    expect(issues({ ...catalogueSeed, saliva: { ...catalogueSeed.saliva, substances: [{ singlePanel: 'lsd', cutOffNgMl: 10 }, ...catalogueSeed.saliva.substances.slice(1)] } })).toEqual([
      'saliva.substances.0.singlePanel: No single panel has the key “lsd”.',
    ]);
    expect(issues(withSinglePanel(0, { name: { en: 'Cathinone', sv: '' } }))).toEqual([expect.stringMatching(/^singlePanels\.0\.name: /)]);
  });
});
