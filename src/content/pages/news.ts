import { z } from 'zod';
import { actionSchema, defineContent, iconNameSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import { complianceChecklistDocumentName } from '@/content/pages/resources-compliance-checklist';
import { routes } from '@/lib/routes';

/**
 * The news page (001 §2 News) around its article cards, which are CMS records
 * (src/cms/collections/news.ts): the heading, a press kit of files that exist on this site
 * (documents built at build time, the product drawings, the logo mark) and the press contact.
 */

/** A press-kit file: a PDF built from src/documents (per language) or a file under public/. */
const pressKitFileSchema = z.object({
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  icon: iconNameSchema,
  title: localizedSchema,
  description: localizedSchema,
  /** Format and size hint read after the link, e.g. 'PDF' or 'SVG'. */
  format: z.enum(['PDF', 'SVG']),
  /** A document name (built as /downloads/<locale>/<name>.pdf) or a path of a file under public/. */
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('document'), name: z.string().regex(/^[a-z0-9-]+$/) }),
    z.object({ kind: z.literal('file'), path: z.string().regex(/^\/[\w/.-]+\.svg$/) }),
  ]),
});

const newsPageSchema = z.object({
  meta: pageMetaSchema,
  title: localizedSchema,
  intro: localizedSchema,
  listTitle: localizedSchema,
  pressKit: z.object({ title: localizedSchema, intro: localizedSchema, files: z.array(pressKitFileSchema).min(3) }),
  press: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).min(1) }),
});

export const newsPage = defineContent('pages/news', newsPageSchema, {
  meta: {
    title: { en: 'News and press', sv: 'Nyheter och press' },
    description: {
      en: 'Press coverage and news about Nordic Rapid Diagnostics: rapid saliva drug tests, Circular Testing and our work with Nordic healthcare and employers.',
      sv: 'Pressbevakning och nyheter om Nordic Rapid Diagnostics: snabba salivtester för droger, Circular Testing och vårt arbete med nordisk vård och arbetsgivare.',
    },
  },
  title: { en: 'News and press', sv: 'Nyheter och press' },
  intro: {
    en: 'What the press has written about us, and where to read more about our company.',
    sv: 'Det här har pressen skrivit om oss – och här kan ni läsa mer om bolaget.',
  },
  listTitle: { en: 'Articles and links', sv: 'Artiklar och länkar' },
  pressKit: {
    title: { en: 'Press kit', sv: 'Pressmaterial' },
    intro: {
      en: 'Free to use in articles about Nordic Rapid Diagnostics and our products. Please credit Nordic Rapid Diagnostics.',
      sv: 'Fritt att använda i artiklar om Nordic Rapid Diagnostics och våra produkter. Ange Nordic Rapid Diagnostics som källa.',
    },
    files: [
      {
        id: 'logo',
        icon: 'award',
        title: { en: 'Logo', sv: 'Logotyp' },
        description: { en: 'Our symbol and name as a vector file, for print and screen.', sv: 'Vår symbol och vårt namn som vektorfil, för tryck och skärm.' },
        format: 'SVG',
        target: { kind: 'file', path: '/images/press/nordic-rapid-diagnostics-logo.svg' },
      },
      {
        id: 'drawing-saliva',
        icon: 'droplet',
        title: { en: 'Product drawing: InstaCLEAR saliva test', sv: 'Produktbild: salivtestet InstaCLEAR' },
        description: { en: 'The saliva multi-test with its collector, as a vector drawing.', sv: 'Salivmultitestet med provtagare, som vektorteckning.' },
        format: 'SVG',
        target: { kind: 'file', path: '/images/products/saliva-multi-7.svg' },
      },
      {
        id: 'drawing-cup',
        icon: 'beaker',
        title: { en: 'Product drawing: 17-panel urine cup', sv: 'Produktbild: urinkopp med 17 paneler' },
        description: { en: 'Our widest urine multi-test, as a vector drawing.', sv: 'Vårt bredaste multitest för urin, som vektorteckning.' },
        format: 'SVG',
        target: { kind: 'file', path: '/images/products/multi-17.svg' },
      },
      {
        id: 'fact-sheet',
        icon: 'file-text',
        title: { en: 'Company fact sheet', sv: 'Faktablad om företaget' },
        description: {
          en: 'Key figures, markets, products and milestones on a few pages – the summary we also give investors.',
          sv: 'Nyckeltal, marknader, produkter och milstolpar på några sidor – samma sammanfattning som vi ger investerare.',
        },
        format: 'PDF',
        target: { kind: 'document', name: 'investor-summary' },
      },
      {
        id: 'compliance-checklist',
        icon: 'clipboard-check',
        title: { en: 'Background: drug testing at work', sv: 'Bakgrund: drogtester i arbetslivet' },
        description: {
          en: 'Our checklist of good practice for drug and alcohol testing at work – background for articles on workplace testing.',
          sv: 'Vår checklista över god praxis för drog- och alkoholtester i arbetslivet – bakgrund för artiklar om drogtester på arbetsplatser.',
        },
        format: 'PDF',
        target: { kind: 'document', name: complianceChecklistDocumentName },
      },
    ],
  },
  press: {
    heading: { en: 'Press enquiries', sv: 'Pressfrågor' },
    description: {
      en: 'Journalists are welcome to contact us for interviews, images and background on rapid testing.',
      sv: 'Journalister är välkomna att kontakta oss för intervjuer, bilder och bakgrund om snabbtester.',
    },
    actions: [{ label: { en: 'Contact Us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'accent' }],
  },
});
