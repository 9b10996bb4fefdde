/**
 * The articles that have instructions for use (IVDR Annex I §20): every product of the catalogue,
 * each with the facts its document states, taken from the catalogue record (name, article number,
 * cut-offs, reading time, illustration) so the document and the catalogue card cannot disagree.
 */
import type { Catalogue, ProductImage } from '@/content/catalogue';
import type { Localized } from '@/i18n/localized';

/** The library's families, in the order the filter lists them. */
export const documentFamilies = ['single-panel', 'multi-panel', 'saliva', 'manipulation-control', 'instacare', 'instacheck', 'instafind'] as const;
export type DocumentFamily = (typeof documentFamilies)[number];

export const familyNames: Record<DocumentFamily, Localized> = {
  'single-panel': { en: 'Single-panel urine tests', sv: 'Enkelpaneler för urin' },
  'multi-panel': { en: 'Multi-panel urine tests', sv: 'Multipaneler för urin' },
  saliva: { en: 'Saliva tests', sv: 'Salivtester' },
  'manipulation-control': { en: 'Manipulation control', sv: 'Manipulationskontroll' },
  instacare: { en: 'InstaCARE self-tests', sv: 'InstaCARE-självtester' },
  instacheck: { en: 'InstaCHECK self-tests', sv: 'InstaCHECK-självtester' },
  instafind: { en: 'InstaFIND self-tests', sv: 'InstaFIND-självtester' },
};

/** One row of a cut-off table: the substance code, its name and the cut-off in ng/ml. */
export type CutOffRow = { code: string; name: Localized; cutOffNgMl: number };

/**
 * How a device is used and read; the instructions are written per kind. The self-test kinds are
 * the catalogue ids of the products, whose texts are product-specific.
 */
export type ProfessionalKind = 'urine-cassette' | 'urine-cup' | 'saliva' | 'adulteration';
export type SelfTestKind = 'pregnancy' | 'ovulation' | 'utitest' | 'vaginalph' | 'menopause' | 'ferritin' | 'dvitamin' | 'tsh' | 'fob' | 'hpylori' | 'virustest';
export type IfuKind = ProfessionalKind | SelfTestKind;

export const selfTestKinds: readonly SelfTestKind[] = ['pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause', 'ferritin', 'dvitamin', 'tsh', 'fob', 'hpylori', 'virustest'];

export type DocumentArticle = {
  articleNr: string;
  productId: string;
  family: DocumentFamily;
  kind: IfuKind;
  audience: 'professional' | 'self-test';
  name: Localized;
  description: Localized;
  /** The substance code of a single panel (AMP, 6-MAM …), which the search also matches. */
  code?: string;
  image: ProductImage;
  /** The catalogue's cut-offs (drug tests only; the self-tests' catalogue records state none). */
  cutOffs: readonly CutOffRow[];
  /** The markers of the manipulation control (what each colour field shows). */
  markers: readonly { name: Localized; description: Localized }[];
  quantity?: number;
  /** Minutes after which the result is read. */
  readingMinutes: number;
  /** Minutes after which a result must no longer be read, where the catalogue states it. */
  latestReadingMinutes?: number;
};

/**
 * Reading times of the urine drug tests: the catalogue states 5 minutes for every cup and, for the
 * 17-panel cup, that the result stays valid for 10 minutes (multi-panel `additionalInfo`). The
 * single panels use the same immunoassay strips in a cassette, so their documents state the same.
 */
export const urineReading = { readingMinutes: 5, latestReadingMinutes: 10 } as const;
/** The manipulation control's colour fields are compared 'after one minute' (catalogue explanation). */
const adulterationReadingMinutes = 1;

/**
 * Every article of the catalogue with its document's facts. A self-test needs its instructions
 * written (src/content/documents/self-tests.ts): the catalogue refuses to publish one without.
 */
export function documentArticles(catalogue: Catalogue): DocumentArticle[] {
  const saliva = catalogue.saliva;
  const control = catalogue.manipulationControl;
  return [
    ...catalogue.singlePanels.map(
      (panel): DocumentArticle => ({
        articleNr: panel.articleNr,
        productId: panel.id,
        family: 'single-panel',
        kind: 'urine-cassette',
        audience: 'professional',
        name: panel.name,
        description: panel.description,
        code: panel.abbreviation,
        image: panel.image,
        cutOffs: [{ code: panel.abbreviation, name: panel.name, cutOffNgMl: panel.cutOffNgMl }],
        markers: [],
        quantity: panel.quantity,
        ...urineReading,
      }),
    ),
    ...catalogue.multiPanels.map(
      (panel): DocumentArticle => ({
        articleNr: panel.articleNr,
        productId: panel.id,
        family: 'multi-panel',
        kind: 'urine-cup',
        audience: 'professional',
        name: panel.name,
        description: panel.description,
        image: panel.image,
        cutOffs: panel.substances.map((s) => ({ code: s.code, name: s.name, cutOffNgMl: s.cutOffNgMl })),
        markers: [],
        quantity: panel.quantity,
        ...urineReading,
      }),
    ),
    {
      articleNr: saliva.articleNr,
      productId: saliva.id,
      family: 'saliva',
      kind: 'saliva',
      audience: 'professional',
      name: saliva.name,
      description: saliva.description,
      image: saliva.image,
      cutOffs: saliva.substances.map((s) => ({ code: s.code, name: s.name, cutOffNgMl: s.cutOffNgMl })),
      markers: [],
      quantity: saliva.quantity,
      readingMinutes: saliva.readingTimeMinutes,
    },
    {
      articleNr: control.articleNr,
      productId: control.id,
      family: 'manipulation-control',
      kind: 'adulteration',
      audience: 'professional',
      name: control.name,
      description: control.description,
      image: control.image,
      cutOffs: [],
      markers: control.markers.map((m) => ({ name: m.name, description: m.description })),
      quantity: control.quantity,
      readingMinutes: adulterationReadingMinutes,
    },
    ...catalogue.healthcareFamilies.flatMap((family) =>
      family.products.map(
        (product): DocumentArticle => ({
          articleNr: product.articleNr,
          productId: product.id,
          family: family.id,
          kind: product.id as SelfTestKind,
          audience: 'self-test',
          name: product.name,
          description: product.description,
          image: product.image,
          cutOffs: [],
          markers: [],
          readingMinutes: product.resultMinutes,
        }),
      ),
    ),
  ];
}

export function findDocumentArticle(articles: readonly DocumentArticle[], articleNr: string): DocumentArticle | undefined {
  return articles.find((article) => article.articleNr === articleNr);
}

/** The article of a lower-case article number, as file names write it. */
export function findDocumentArticleByName(articles: readonly DocumentArticle[], name: string): DocumentArticle | undefined {
  return articles.find((article) => article.articleNr.toLowerCase() === name);
}

/**
 * What the library's search reads of each article (lib/catalogue/filter, the catalogue's search):
 * the name in both languages, the substance code of a single panel and the article number. The
 * family is the filter's group. The browser leaf receives only these keys.
 */
export function documentSearchEntries(articles: readonly DocumentArticle[]) {
  return articles.map((article) => ({
    id: article.articleNr,
    group: article.family,
    abbreviation: article.code ?? '',
    articleNr: article.articleNr,
    name: { en: article.name.en, sv: article.name.sv },
  }));
}
