import { describe, expect, it } from 'vitest';
import { seededPage } from '@/cms/seed/pages';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { fillCatalogue, healthcareProducts } from '@/content/catalogue';
import { marketingPlaceholders } from '@/content/page-placeholders';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';

/**
 * One record per figure: a figure the home page shows that is also a catalogue fact is
 * the catalogue's value, formatted for the language — never a second, typed copy. The expected
 * strings are built here with Intl directly, independent of the content module's helpers.
 */
const nbsp = '\u00a0';
const number = (value: number, locale: 'en-GB' | 'sv-SE', options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value);
const both = (value: number, options?: Intl.NumberFormatOptions) => ({ en: number(value, 'en-GB', options), sv: number(value, 'sv-SE', options) });

type Both = { en: string; sv: string };
type Stat = { value: Both; label: Both };
type HeroCard = { key: string; product: string; description: string; stats: { value: string; label: string }[] };
type Block = { blockType: string; blockName?: string; cards: HeroCard[]; items: { description: string }[] };

/** A block of the seeded home page in both languages. */
const homeBlock = (find: (block: Block) => boolean) => ({ en: seededPage<Block>('/', 'en').layout.find(find)!, sv: seededPage<Block>('/', 'sv').layout.find(find)! });
const both2 = (en: string, sv: string): Both => ({ en, sv });

/** A hero card of the seeded home page, its texts and figures in both languages. */
function card(key: string) {
  const hero = homeBlock((block) => block.blockType === 'homeHero');
  const en = hero.en.cards.find((entry) => entry.key === key);
  const sv = hero.sv.cards.find((entry) => entry.key === key);
  if (!en || !sv) throw new Error(`no hero card ${key}`);
  return {
    product: en.product,
    description: both2(en.description, sv.description),
    stats: en.stats.map((stat, index) => ({ value: both2(stat.value, sv.stats[index]!.value), label: both2(stat.label, sv.stats[index]!.label) })),
  };
}

function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no catalogue entry ${id}`);
  return found;
}

describe('home hero cards take their figures from the catalogue', () => {
  it('fentanyl: the cut-off of the catalogue record, labelled as a cut-off, and its pack size', () => {
    const fentanyl = byId(seededCatalogue().singlePanels, 'fyl');
    const [cutOff, pack] = card('fentanyl').stats as [Stat, Stat];
    expect(card('fentanyl').product).toBe('fyl');
    expect(cutOff.value).toEqual({ en: `${number(fentanyl.cutOffNgMl, 'en-GB')}${nbsp}ng/mL`, sv: `${number(fentanyl.cutOffNgMl, 'sv-SE')}${nbsp}ng/ml` });
    expect(cutOff.value.sv).toBe(`10${nbsp}ng/ml`);
    expect(cutOff.label).toEqual({ en: 'Cut-off', sv: 'Gränsvärde' });
    expect(pack.value).toEqual(both(fentanyl.quantity));
  });

  it('multi-panel: the substance count of the 17-panel cup, in the stat and the description', () => {
    const multi17 = byId(seededCatalogue().multiPanels, 'multi-17');
    const { stats, description } = card('multi-panel');
    expect(stats[0]!.value).toEqual(both(multi17.substances.length));
    expect(description.en).toContain(`up to ${multi17.substances.length} substances`);
    expect(description.sv).toContain(`upp till ${multi17.substances.length} substanser`);
  });

  it('saliva: the substance count and the reading time of the saliva panel', () => {
    const saliva = seededCatalogue().saliva;
    const [substances, reading] = card('saliva').stats as [Stat, Stat];
    expect(substances.value).toEqual(both(saliva.substances.length));
    expect(reading.value).toEqual({ en: `${saliva.readingTimeMinutes}${nbsp}min`, sv: `${saliva.readingTimeMinutes}${nbsp}min` });
  });

  it('ferritin: the accuracy figure and time to result of the catalogue product, which its benefit list states the same way', () => {
    const placeholders = { en: marketingPlaceholders('en', marketingFiguresSeed, seededCatalogue()), sv: marketingPlaceholders('sv', marketingFiguresSeed, seededCatalogue()) };
    const ferritin = byId(healthcareProducts(fillCatalogue(seededCatalogue(), placeholders)), 'ferritin');
    const [accuracy, result] = card('ferritin').stats as [Stat, Stat];
    const percent = both(marketingFiguresSeed.ferritinAccuracyPercent / 100, { style: 'percent', maximumFractionDigits: 1 });
    expect(accuracy.value).toEqual(percent);
    expect(accuracy.value).toEqual({ en: '99.2%', sv: `99,2${nbsp}%` });
    expect(result.value.sv).toBe(`${ferritin.resultMinutes}${nbsp}min`);
    expect(ferritin.features.map((feature) => feature.sv)).toContain(`${percent.sv} träffsäkerhet`);
    expect(ferritin.features.map((feature) => feature.en)).toContain(`Result in ${ferritin.resultMinutes}${nbsp}minutes`);
  });

  it("women's health: the number of InstaCARE products and the vaginal pH test's time to result", () => {
    const instacare = byId(seededCatalogue().healthcareFamilies, 'instacare');
    const vaginalPh = byId(healthcareProducts(seededCatalogue()), 'vaginalph');
    const [tests, result] = card('womens-health').stats as [Stat, Stat];
    expect(tests.value).toEqual(both(instacare.products.length));
    expect(result.value.en).toBe(`${vaginalPh.resultMinutes}${nbsp}min`);
  });

  it('no card calls a cut-off a sensitivity', () => {
    const labels = ['multi-panel', 'ferritin', 'saliva', 'womens-health', 'fentanyl'].flatMap((key) => card(key).stats.map((stat) => `${stat.label.en} ${stat.label.sv}`));
    expect(labels.join(' ')).not.toMatch(/sensitivity|känslighet/i);
  });

  it('the solutions section counts the single panels and names the multi-panel sizes of the catalogue', () => {
    const solutions = homeBlock((block) => block.blockName === 'solutions');
    const [multi, single] = solutions.en.items.map((item, index) => ({ description: both2(item.description, solutions.sv.items[index]!.description) }));
    const sizes = ['multi-10', 'multi-12', 'multi-17'].map((id) => byId(seededCatalogue().multiPanels, id).substances.length);
    expect(multi?.description.sv).toContain(`Urinkoppar med ${sizes[0]}, ${sizes[1]} och ${sizes[2]} paneler`);
    expect(single?.description.en).toMatch(new RegExp(`^${seededCatalogue().singlePanels.length} single-substance tests`));
  });
});

describe('catalogue names agree with their records', () => {
  it('a multi-panel named after its panel count has that many substances', () => {
    for (const panel of seededCatalogue().multiPanels.filter((entry) => entry.id.startsWith('multi-'))) {
      const count = panel.substances.length;
      expect(panel.name.en).toBe(`${count}-panel drug test`);
      expect(panel.name.sv).toBe(`Drogtest med ${count} paneler`);
    }
  });
});
