import type { ArrayField, Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload';
import { catalogueFrom, type StoredCatalogue } from '@/content/catalogue';
import {
  articleNrPattern,
  manipulationArticleNrPattern,
  maxCutOffNgMl,
  minCutOffNgMl,
  productIcons,
  selfTestArticleNrPattern,
  substanceGroups,
} from '@/content/catalogue/constants';
import { documentArticles, selfTestKinds } from '@/content/documents/articles';
import { unstudiedCutOffs } from '@/content/documents/performance';
import { catalogueFacts } from '@/content/page-placeholders';
import { routes } from '@/lib/routes';
import { productIllustrations } from '../seed/catalogue';
import { hasRole, isContentEditor } from '../access/roles';
import { rowLabel } from '../fields/links';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnGlobalPublish } from '../hooks/every-language';
import { inSave } from '../hooks/in-save';
import { fieldErrors } from '../hooks/refusals';
import { revalidateGlobalOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';

export const catalogueSlug = 'catalogue';

const half = { width: '50%' };

/** A text field's check: empty (the required check speaks then) or matching, else the message. */
const pattern = (expected: RegExp, message: string) => (value: unknown) => (typeof value !== 'string' || value === '' || expected.test(value) ? true : message);

const articleNr = (expected: RegExp, example: string): Field => ({
  name: 'articleNr',
  label: 'Article number',
  type: 'text',
  required: true,
  validate: pattern(expected, `Write the article number as on the box, e.g. ${example}.`),
  admin: { ...half, description: `As printed on the box (${example}); the instructions for use are published at /documents/${example}.` },
});

const key = (description: string): Field => ({
  name: 'key',
  label: 'Key',
  type: 'text',
  required: true,
  validate: pattern(/^[a-z0-9-]+$/, 'Write it as amp or multi-17 (lower case).'),
  admin: { ...half, description },
});

const cutOff = (required: boolean, description: string): Field => ({
  name: 'cutOffNgMl',
  label: 'Cut-off (ng/ml)',
  type: 'number',
  required,
  min: minCutOffNgMl,
  max: maxCutOffNgMl,
  admin: { ...half, description },
});

/** The fields every product has: its names, its illustration and icon, whether the menu lists it. */
const productFields = (): Field[] => [
  localizedText('name', { label: 'Name' }),
  localizedText('description', { label: 'Description', multiline: true, description: 'The card’s text.' }),
  {
    type: 'row',
    fields: [
      { name: 'icon', label: 'Icon', type: 'select', required: true, options: productIcons.map((icon) => ({ label: icon, value: icon })), admin: half },
      {
        name: 'image',
        label: 'Illustration',
        type: 'select',
        required: true,
        options: productIllustrations.map((src) => ({ label: src.replace('/images/products/', ''), value: src })),
        admin: { ...half, description: 'A new product shows placeholder.svg until its illustration is drawn.' },
      },
    ],
  },
  { name: 'inMenu', label: 'Listed in the header’s menu', type: 'checkbox', defaultValue: false },
];

const substances = (ownCutOffs: 'required' | 'optional'): ArrayField => ({
  name: 'substances',
  label: 'Substances',
  type: 'array',
  required: true,
  minRows: 1,
  admin: { initCollapsed: true, components: { RowLabel: rowLabel }, description: 'Each substance by the key of its single panel, which gives its name and code.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'singlePanel', label: 'Single panel (key)', type: 'text', required: true, admin: half },
        cutOff(
          ownCutOffs === 'required',
          ownCutOffs === 'required' ? 'Saliva cut-offs are lower than urine ones: the parent drug is measured.' : 'Empty: the single panel’s cut-off.',
        ),
      ],
    },
  ],
});

/** Every text of the catalogue, which a publish needs in both languages. */
const catalogueTexts = [
  'singlePanels.name',
  'singlePanels.description',
  'multiPanels.name',
  'multiPanels.description',
  'multiPanels.additionalInfo',
  'multiPanels.markerInfo',
  'saliva.name',
  'saliva.description',
  'saliva.menuName',
  'manipulationControl.name',
  'manipulationControl.description',
  'manipulationControl.explanation',
  'manipulationControl.markers.name',
  'manipulationControl.markers.description',
  'manipulationControl.caveat',
  'selfTestFamilies.badge',
  'selfTestFamilies.description',
  'selfTestFamilies.products.name',
  'selfTestFamilies.products.description',
  'selfTestFamilies.products.features.text',
];

/** The localized fields by name; a family's name is a brand, the same in both languages. */
const localizedNames = new Set(catalogueTexts.map((path) => path.split('.').at(-1)!));

/**
 * The saved catalogue in the shape `catalogueFrom` reads, each text standing for both languages:
 * the structure (keys, article numbers, cut-offs, panels) is checked here, the other language's
 * texts by the every-language check beside it.
 */
function asBothLanguages(value: unknown, path: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((row) => asBothLanguages(row, path));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => {
      const isBrandName = name === 'name' && path.at(-1) === 'selfTestFamilies';
      if (typeof inner === 'string' && localizedNames.has(name) && !isBrandName) return [name, { en: inner, sv: inner }];
      return [name, asBothLanguages(inner, [...path, name])];
    }),
  );
}

/**
 * On publish the catalogue must hold together as the site reads it (src/content/catalogue): article
 * numbers as on the boxes, cut-offs within 10–2,000 ng/ml, no key or article number twice, every
 * substance a single panel's, every cut-off one a performance study covers, and every self-test
 * one whose instructions for use are written. A
 * product whose figures page texts quote ({fentanylCutOff}) keeps its key, and an article number
 * with published instructions for use stays: its documents are published under it.
 */
const checkOnPublish: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published') return data;
  const saved = asBothLanguages({ ...originalDoc, ...data }) as StoredCatalogue;
  const reading = catalogueFrom(saved);
  const issues: { path: string; message: string; label?: string }[] = reading.success ? [] : reading.issues;
  (saved.selfTestFamilies ?? []).forEach((family, f) =>
    (family.products ?? []).forEach((product, index) => {
      if (!(selfTestKinds as readonly string[]).includes(product.key)) {
        issues.push({ path: `selfTestFamilies.${f}.products.${index}.key`, message: `No instructions for use are written for “${product.key}”: a new self-test comes with them (src/content/documents/self-tests.ts).` });
      }
    }),
  );
  if (reading.success) {
    try {
      catalogueFacts(reading.data);
    } catch (error) {
      issues.push({ path: 'singlePanels', label: 'Product catalogue', message: `${(error as Error).message}. The site’s texts quote its figures: keep its key.` });
    }
    const { docs } = await inSave(req, () =>
      req.payload.find({ collection: 'instruction-editions', where: { _status: { equals: 'published' } }, depth: 0, pagination: false, select: { article: true }, overrideAccess: true, req }),
    );
    const articles = documentArticles(reading.data);
    // A cut-off's instructions for use state its performance: one message per missing study, naming the articles that need it.
    const unstudied = new Map<string, string[]>();
    for (const article of articles) for (const study of unstudiedCutOffs(article)) unstudied.set(study, [...(unstudied.get(study) ?? []), article.articleNr]);
    for (const [study, articleNrs] of unstudied) {
      const single = saved.singlePanels.findIndex((panel) => articleNrs.includes(panel.articleNr));
      issues.push({
        path: single >= 0 ? `singlePanels.${single}.cutOffNgMl` : 'singlePanels',
        label: single >= 0 ? undefined : 'Product catalogue',
        message: `No ${study} is on record (${articleNrs.join(', ')}), and the instructions for use state the performance at each cut-off. Keep the studied cut-off until the study is added to src/content/documents/performance-data.ts.`,
      });
    }
    const articleNrs = new Set(articles.map((article) => article.articleNr));
    for (const published of new Set(docs.map((doc) => String(doc.article)))) {
      if (!articleNrs.has(published)) issues.push({ path: 'singlePanels', label: 'Product catalogue', message: `No product has the article number ${published} any more, whose instructions for use are published under it. Keep it on its product.` });
    }
  }
  if (issues.length > 0) throw fieldErrors(catalogueSlug, issues.map((issue) => ({ ...issue, label: issue.label ?? issueLabel(saved, issue.path) })), req);
  return data;
};

const listNames: Record<string, string> = { singlePanels: 'Single panel', multiPanels: 'Multi-panel', selfTestFamilies: 'Self-test family', products: 'Self-test', substances: 'Substance', markers: 'Colour field', features: 'Benefit line' };
const fieldNames: Record<string, string> = { articleNr: 'Article number', cutOffNgMl: 'Cut-off (ng/ml)', key: 'Key', singlePanel: 'Single panel (key)', name: 'Name', description: 'Description', text: 'Text' };
const groupNames: Record<string, string> = { saliva: 'Saliva multi-test', manipulationControl: 'Manipulation control' };

/** A problem's place as the editor finds it in the form: 'Single panel “Fentanyl” › articleNr'. */
function issueLabel(saved: unknown, path: string): string {
  const parts: string[] = [];
  let at: unknown = saved;
  const steps = path.split('.');
  steps.forEach((step, index) => {
    const next = (at as Record<string, unknown> | undefined)?.[step];
    if (Array.isArray(at)) {
      const name = (next as { name?: { en?: string } | string } | undefined)?.name;
      const shown = typeof name === 'string' ? name : name?.en;
      parts.push(`${listNames[steps[index - 1] ?? ''] ?? steps[index - 1]} ${shown ? `“${shown}”` : Number(step) + 1}`);
    } else if (!Array.isArray(next)) {
      parts.push(groupNames[step] ?? fieldNames[step] ?? step);
    }
    at = next;
  });
  return parts.join(' › ');
}

/**
 * The product catalogue (000 §3.1–3.5, §9): the drug tests and self-tests with their article
 * numbers, cut-offs, panels and texts, as the catalogue pages, the header's menu, the contact form,
 * the search and the instructions for use read them. Drafts, preview on the drug-test catalogue,
 * publish: every page that shows a product follows. A published edition of instructions for use
 * keeps the facts it was published with; the next edition takes the new ones.
 */
export const Catalogue: GlobalConfig = {
  slug: catalogueSlug,
  label: 'Product catalogue',
  admin: {
    group: 'Content',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: 'The drug tests and self-tests as the catalogue pages, the menu, the search and the contact form show them. Pack sizes (25, and 100 for the manipulation control) and the saliva test’s reading time (5 minutes) are fixed by the specification.',
    preview: (_doc, { locale }) => previewUrl(routes.drugTests, locale),
  },
  access: { read: isContentEditor, readVersions: isContentEditor, update: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: {
    beforeChange: [
      checkOnPublish,
      requireEveryLanguageOnGlobalPublish(catalogueTexts, (path, data) => {
        // A benefit line written from the product's minutes has no text of its own.
        const match = /^selfTestFamilies\.(\d+)\.products\.(\d+)\.features\.(\d+)\.text$/.exec(path);
        if (!match) return true;
        const [, f, p, i] = match.map(Number);
        const families = data.selfTestFamilies as StoredCatalogue['selfTestFamilies'] | undefined;
        return families?.[f!]?.products?.[p!]?.features?.[i!]?.kind === 'text';
      }),
    ],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Single panels',
          fields: [
            {
              name: 'singlePanels',
              label: 'Single panels',
              type: 'array',
              admin: { initCollapsed: true, components: { RowLabel: rowLabel } },
              fields: [
                { type: 'row', fields: [key('Names the panel in addresses and in the multi-panels (amp).'), { name: 'abbreviation', label: 'Code on the cassette', type: 'text', required: true, validate: pattern(/^[0-9A-Z-]+$/, 'Write it as AMP or 6-MAM.'), admin: half }] },
                { type: 'row', fields: [articleNr(articleNrPattern, 'DRX192-CE25'), cutOff(true, 'Between 10 and 2,000 ng/ml.')] },
                { name: 'group', label: 'Substance group', type: 'select', required: true, options: substanceGroups.map((group) => ({ label: group, value: group })) },
                ...productFields(),
              ],
            },
          ],
        },
        {
          label: 'Multi-panels',
          fields: [
            {
              name: 'multiPanels',
              label: 'Multi-panels',
              type: 'array',
              admin: { initCollapsed: true, components: { RowLabel: rowLabel } },
              fields: [
                { type: 'row', fields: [key('Names the cup in addresses (multi-17).'), articleNr(articleNrPattern, 'DRX111-CE25')] },
                ...productFields(),
                substances('optional'),
                localizedText('additionalInfo', { label: 'About the cup', multiline: true }),
                localizedText('markerInfo', { label: 'Adulteration check', multiline: true }),
              ],
            },
          ],
        },
        {
          label: 'Saliva and manipulation control',
          fields: [
            {
              name: 'saliva',
              label: 'Saliva multi-test',
              type: 'group',
              fields: [
                { type: 'row', fields: [articleNr(articleNrPattern, 'DRX121-CE25')] },
                ...productFields(),
                localizedText('menuName', { label: 'Name in the header’s menu', description: 'Shorter: the line below it counts the substances.' }),
                substances('required'),
              ],
            },
            {
              name: 'manipulationControl',
              label: 'Manipulation control',
              type: 'group',
              fields: [
                { type: 'row', fields: [articleNr(manipulationArticleNrPattern, 'DRX107-CE99')] },
                ...productFields(),
                localizedText('explanation', { label: 'How it is read', multiline: true }),
                {
                  name: 'markers',
                  label: 'Colour fields',
                  type: 'array',
                  admin: { components: { RowLabel: rowLabel } },
                  minRows: 2,
                  maxRows: 2,
                  fields: [
                    { name: 'key', label: 'Marker', type: 'select', required: true, options: [{ label: 'Creatinine', value: 'creatinine' }, { label: 'pH', value: 'ph' }] },
                    localizedText('name', { label: 'Name' }),
                    localizedText('description', { label: 'What it shows', multiline: true }),
                  ],
                },
                localizedText('caveat', { label: 'Caveat', multiline: true }),
              ],
            },
          ],
        },
        {
          label: 'Self-tests',
          fields: [
            {
              name: 'selfTestFamilies',
              label: 'Self-test families',
              type: 'array',
              // Shorter table names: PostgreSQL allows 63 characters.
              dbName: 'catalogue_families',
              minRows: 3,
              maxRows: 3,
              admin: { initCollapsed: true, components: { RowLabel: rowLabel } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', label: 'Family', type: 'select', required: true, options: ['instacare', 'instacheck', 'instafind'].map((value) => ({ label: value, value })), admin: half },
                    { name: 'name', label: 'Brand name', type: 'text', required: true, admin: half },
                  ],
                },
                localizedText('badge', { label: 'Badge' }),
                localizedText('description', { label: 'Description', multiline: true }),
                {
                  name: 'products',
                  label: 'Self-tests',
                  type: 'array',
                  dbName: 'catalogue_self_tests',
                  minRows: 1,
                  admin: { initCollapsed: true, components: { RowLabel: rowLabel } },
                  fields: [
                    { type: 'row', fields: [key('Names the test in addresses and its instructions for use (ferritin).'), articleNr(selfTestArticleNrPattern, 'HCX311')] },
                    { name: 'resultMinutes', label: 'Minutes to a result', type: 'number', required: true, min: 1, admin: { ...half, description: 'The card’s benefit line and the instructions state it.' } },
                    ...productFields(),
                    {
                      name: 'features',
                      label: 'Benefit lines',
                      type: 'array',
                      dbName: 'catalogue_features',
                      minRows: 4,
                      maxRows: 4,
                      fields: [
                        {
                          name: 'kind',
                          label: 'Line',
                          type: 'select',
                          enumName: 'enum_catalogue_feature_kind',
                          required: true,
                          defaultValue: 'text',
                          options: [
                            { label: 'A text', value: 'text' },
                            { label: 'Time to a result, from the minutes', value: 'result' },
                          ],
                        },
                        {
                          ...localizedText('text', { label: 'Text', optional: true, placeholders: true, description: 'A figure is named as {ferritinAccuracyPercent}.' }),
                          admin: { condition: (_data, row) => row?.kind === 'text', description: 'A figure is named as {ferritinAccuracyPercent}.' },
                        } as Field,
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
