import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { documentArticles, findDocumentArticle, instructionsContent, instructionsPath, type Edition, type EditionFeatures } from '@/content/documents';
import { editionOrderProblem, isVersion } from '@/lib/documents/editions';
import { renderEditionPdfs } from '@/server/edition-pdfs';
import { hasRole, publishedOrContentStaff } from '../access/roles';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnPublish } from '../hooks/every-language';
import { inSave } from '../hooks/in-save';
import { fieldErrors, refused } from '../hooks/refusals';
import { revalidateOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';
import { hiddenFromNonContentRoles } from './editor-records';
import { sharedSectionsFrom } from '../globals/instruction-shared-sections';
import { findCatalogue } from '../queries/catalogue';

export const instructionEditionsSlug = 'instruction-editions';

/** Set by the seed for superseded editions: their PDFs are rendered on the first download, not all at once. */
export const skipEditionPdfsContext = 'skipEditionPdfs';

const isDocumentStaff = (user: unknown) => hasRole(user, 'admin', 'regulatory');

/** The date an edition takes effect, as a day in Sweden, stored at noon UTC so no time zone moves it. */
export function effectiveDay(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(value) ? value : new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(date);
  return `${day}T12:00:00.000Z`;
}

/**
 * A published edition is a controlled document: it never changes and is never deleted. On publish
 * (by `regulatory` only) the version must follow the article's current one, and the edition's
 * text is assembled from the catalogue and the shared sections and frozen with who approved it.
 */
const controlEdition: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  if (originalDoc?._status === 'published') {
    throw refused(`Version ${String(originalDoc.version)} of ${String(originalDoc.article)} is published and cannot be changed. Create a new edition instead.`, 'published-edition');
  }
  const articles = documentArticles(await inSave(req, () => findCatalogue(req.payload, false, req)));
  const article = findDocumentArticle(articles, String(data.article ?? originalDoc?.article ?? ''));
  if (!article) throw fieldErrors(collection.slug, [{ path: 'article', label: 'Article', message: `No product in the published catalogue has the article number “${String(data.article ?? originalDoc?.article ?? '')}”.` }], req);
  const version = String(data.version ?? originalDoc?.version ?? '');
  data.key = `${article?.articleNr ?? ''}@${version}`;
  const effective = effectiveDay(data.effective ?? originalDoc?.effective);
  if (effective) data.effective = effective;
  if (data._status !== 'published') return data;

  if (req.user && !hasRole(req.user, 'regulatory')) {
    throw refused('Only a regulatory affairs user can publish an edition of the instructions for use. Save it as a draft and ask them to approve it.', 'regulatory-only');
  }
  if (!article || !effective) return data;
  const errors: { path: string; label: string; message: string }[] = [];
  const published = await inSave(req, () =>
    req.payload.find({ collection: instructionEditionsSlug, where: { and: [{ article: { equals: article.articleNr } }, { _status: { equals: 'published' } }] }, depth: 0, pagination: false, overrideAccess: true, req }),
  );
  const order = editionOrderProblem(
    version,
    effective,
    published.docs.filter((doc) => doc.id !== originalDoc?.id).map((doc) => ({ version: String(doc.version), effective: String(doc.effective) })),
  );
  if (order) errors.push({ path: order.field, label: order.field === 'effective' ? 'Effective from' : 'Version', message: order.message });
  const shared = sharedSectionsFrom(await inSave(req, () => req.payload.findGlobal({ slug: 'instruction-shared-sections', locale: 'all', depth: 0, overrideAccess: true, req })));
  errors.push(...shared.problems.map((message) => ({ path: 'article', label: 'Shared sections', message })));
  if (errors.length > 0) throw fieldErrors(collection.slug, errors, req);

  const features = featuresFrom(data.features);
  data.content = instructionsContent(article, features, shared.sections);
  if (req.user) {
    data.approvedBy = String(req.user.name || req.user.email);
    data.approvedAt = new Date().toISOString();
  }
  return data;
};

/** The PDFs of a newly published edition, in both languages, before the pages show it. */
const renderPdfsOnPublish: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status !== 'published' || previousDoc?._status === 'published' || req.context[skipEditionPdfsContext] === true) return doc;
  const article = findDocumentArticle(documentArticles(await inSave(req, () => findCatalogue(req.payload, false, req))), String(doc.article));
  const edition = await inSave(req, () => req.payload.findByID({ collection: instructionEditionsSlug, id: doc.id, locale: 'all', depth: 0, overrideAccess: true, req }));
  if (article) await renderEditionPdfs(article, editionFrom(edition));
  return doc;
};

/** What an edition shows, from its stored checkboxes (absent on editions saved before a box existed). */
function featuresFrom(value: unknown): EditionFeatures {
  const stored = (value ?? {}) as Partial<Record<keyof EditionFeatures, unknown>>;
  return { resultPictures: stored.resultPictures === true, latestReadingTime: stored.latestReadingTime === true, performance: stored.performance === true };
}

/** An edition record read with `locale: 'all'`, as the site shows it. */
export function editionFrom(doc: Record<string, unknown>): Edition {
  const change = (doc.change ?? {}) as { en?: string; sv?: string };
  return {
    version: String(doc.version),
    effective: String(doc.effective).slice(0, 10),
    change: { en: change.en ?? '', sv: change.sv ?? '' },
    features: featuresFrom(doc.features),
    content: doc.content as Edition['content'],
  };
}

/**
 * Each article's instructions for use as controlled documents (IVDR Annex I §20): one record per
 * edition. Regulatory affairs prepare a new edition as a draft, preview it at the article's
 * address and publish it; the site then shows it as current and keeps the earlier ones at
 * /documents/<article>/v/<version>.
 */
export const InstructionEditions: CollectionConfig = {
  slug: instructionEditionsSlug,
  labels: { singular: 'Edition', plural: 'Editions' },
  admin: {
    group: 'Instructions for use',
    useAsTitle: 'key',
    defaultColumns: ['key', 'effective', '_status', 'approvedBy', 'updatedAt'],
    listSearchableFields: ['article', 'version'],
    hidden: hiddenFromNonContentRoles,
    preview: (doc, { locale }) => previewUrl(instructionsPath(String(doc.article)), locale),
    description: 'A published edition never changes. To change a document, create a new edition with a higher version; the earlier one stays online at its own address.',
  },
  defaultSort: '-effective',
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrContentStaff,
    readVersions: ({ req }) => hasRole(req.user, 'admin', 'editor', 'regulatory'),
    create: ({ req }) => isDocumentStaff(req.user),
    update: ({ req }) => isDocumentStaff(req.user),
    // Drafts may be thrown away; a published edition stays.
    delete: ({ req }) => (isDocumentStaff(req.user) ? { _status: { not_equals: 'published' } } : false),
  },
  hooks: {
    beforeChange: [controlEdition, requireEveryLanguageOnPublish(['change'])],
    afterChange: [renderPdfsOnPublish, revalidateOnPublish],
  },
  fields: [
    {
      name: 'article',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The article number as in the product catalogue, e.g. DRX192-CE25 or HCX311.' },
    },
    {
      name: 'version',
      type: 'text',
      required: true,
      validate: (value: unknown) => (isVersion(value) ? true : 'Write the version as major.minor, e.g. 2.0 or 2.1.'),
      admin: { description: 'Higher than the current edition’s, e.g. 2.0 after 1.1.' },
    },
    { name: 'effective', label: 'Effective from', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' }, description: 'The day from which this edition ships with the product.' } },
    localizedText('change', { label: 'What changed', multiline: true, description: 'Shown with the version history on the page and in the PDF.' }),
    {
      name: 'features',
      type: 'group',
      label: 'What this edition shows',
      fields: [
        { name: 'resultPictures', label: 'Pictures of the result windows', type: 'checkbox', defaultValue: true },
        { name: 'latestReadingTime', label: 'The latest time a result may be read', type: 'checkbox', defaultValue: true },
        { name: 'performance', label: 'Performance characteristics (IVDR Annex I §20.4.1)', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'key', type: 'text', unique: true, index: true, admin: { hidden: true } },
    // The text as published: the pages and the PDF render it, whatever changes afterwards.
    { name: 'content', type: 'json', admin: { hidden: true } },
    {
      name: 'approvedBy',
      label: 'Approved by',
      type: 'text',
      access: { read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'regulatory') },
      admin: { readOnly: true, position: 'sidebar', description: 'The regulatory affairs user who published this edition.' },
    },
    {
      name: 'approvedAt',
      label: 'Approved at',
      type: 'date',
      access: { read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'regulatory') },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
