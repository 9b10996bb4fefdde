import { HeroScene } from '@/components/sections/hero-scene';
import { Landmark } from '@/components/ui/lucide';
import { SectorSolutionPage } from '@/components/sections/sector-solution-page';
import { solutionsPublicSectorPage } from '@/content/pages/solutions-public-sector';
import { solutionSectors } from '@/content/pages/solutions-sectors';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.solutionsPublicSector, solutionsPublicSectorPage.meta);

/** Public-sector solutions (001 §2): hero, key benefits, ideal for, procurement, data protection, roll-out, FAQ. */
export default async function PublicSectorSolutionsPage({ params }: PageProps<'/[locale]/solutions/public-sector'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <BreadcrumbsJsonLd path={routes.solutionsPublicSector} locale={locale} />
      <SectorSolutionPage
      page={inLocale(solutionsPublicSectorPage, locale)}
      sector={inLocale(solutionSectors.public, locale)}
      badgeIcon={<Landmark aria-hidden className="size-4 text-accent-300" />}
      art={<HeroScene path={routes.solutionsPublicSector} />}
      faqName="public-sector-faq"
      />
    </>
  );
}
