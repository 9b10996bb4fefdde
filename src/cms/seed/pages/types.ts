import type { Localized } from '@/i18n/localized';

/**
 * A page as the CMS first holds it: its address, texts and blocks as the admin stores them (each
 * block's `blockType` and fields), with every text as `{ en, sv }` and settings (a tone, an icon) as
 * plain values. Payload validates it when the seed creates the page.
 */
export type PageSeed = {
  path: string;
  title: Localized;
  description: Localized;
  breadcrumb?: Localized;
  /** The page presents the company: search engines get its details with it. */
  aboutCompany?: boolean;
  layout: ({ blockType: string; blockName?: string } & Record<string, unknown>)[];
};
