import { HeroScene } from '@/components/sections/hero-scene';
import { GraduationCap } from '@/components/ui/lucide';
import { SectorSolutionPage } from '@/components/sections/sector-solution-page';
import { solutionsEducationPage } from '@/content/pages/solutions-education';
import { solutionSectors } from '@/content/pages/solutions-sectors';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.solutionsEducation, solutionsEducationPage.meta);

/** Education solutions (001 §2): hero, key benefits, ideal for, programmes, student wellbeing, parents, FAQ. */
export default async function EducationSolutionsPage({ params }: PageProps<'/[locale]/solutions/education'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <BreadcrumbsJsonLd path={routes.solutionsEducation} locale={locale} />
      <SectorSolutionPage
      page={inLocale(solutionsEducationPage, locale)}
      sector={inLocale(solutionSectors.education, locale)}
      badgeIcon={<GraduationCap aria-hidden className="size-4 text-accent-300" />}
      art={<HeroScene path={routes.solutionsEducation} />}
      faqName="education-faq"
      />
    </>
  );
}
