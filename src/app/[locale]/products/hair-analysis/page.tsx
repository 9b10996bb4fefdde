import { X } from '@/components/ui/lucide';
import { getMessages, getTranslations } from 'next-intl/server';
import { HairWhitepaperForm } from '@/components/leads/hair-whitepaper-form';
import { whitepaperKitText } from '@/components/leads/whitepaper-kit-text';
import { BadgeRow } from '@/components/sections/badge-row';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { ComingSoonNote } from '@/components/sections/coming-soon';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { ProductJsonLd } from '@/components/sections/product-json-ld';
import { RoiComparison } from '@/components/sections/roi-comparison';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { StepList } from '@/components/sections/step-list';
import { PrivacyLinkText, WhitepaperSection } from '@/components/sections/whitepaper-section';
import { getProduct } from '@/cms/content';
import { hairAnalysisPage } from '@/content/pages/products-hair-analysis';
import { productWhitepaperDownload } from '@/documents/product-whitepaper-pages';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { calculateHairRoi } from '@/lib/calculators/hair-roi';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';
import { leadFieldLimits } from '@/lib/leads/text-rules';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.productHairAnalysis, hairAnalysisPage.meta);

/**
 * Hair analysis (001 §2), coming soon: hero with download and consultation buttons, benefits and
 * comparison, accreditation badges, the whitepaper form, the five-step process, market figures and
 * the static ROI comparison (computed from the content record's inputs), FAQ.
 */
export default async function HairAnalysisPage({ params }: PageProps<'/[locale]/products/hair-analysis'>) {
  const locale = await pageLocale(params);
  const page = inLocale(hairAnalysisPage, locale);
  const product = await getProduct('hair-analysis', locale);
  const common = await getTranslations('Common');
  const { consent: _consent, ...shared } = (await getMessages()).LeadForm;
  const { form, benefits, roi } = page;
  const result = calculateHairRoi(roi.inputs);
  const usd = (value: number) => formatUsd(value, locale);
  const rate = (permille: number) => formatPercent(permille / 10, locale, 1);

  return (
    <>
      <BreadcrumbsJsonLd path={routes.productHairAnalysis} locale={locale} />
      <ProductJsonLd product="hair-analysis" path={routes.productHairAnalysis} locale={locale} />
      <Hero art={<HeroScene path={routes.productHairAnalysis} />} badge={page.hero.badge} title={product.headline} description={product.lede} actions={page.hero.actions}>
        <ComingSoonNote label={page.hero.comingSoon} note={page.hero.comingSoonNote} />
      </Hero>

      <Section name="benefits" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <FeatureGrid items={benefits.items} columns={4} />
        <div className="mt-12">
          <ComparisonTable table={benefits.comparison} yes={common('yes')} no={common('no')} />
        </div>
      </Section>

      <Section name="accreditation" tone="muted" eyebrow={page.accreditation.eyebrow} title={page.accreditation.title} intro={page.accreditation.intro}>
        <BadgeRow badges={page.accreditation.badges} />
      </Section>

      <WhitepaperSection eyebrow={form.eyebrow} title={form.title} intro={form.intro} contents={form.contents}>
        <HairWhitepaperForm
          locale={locale}
          text={whitepaperKitText(shared, form)}
          labels={{ name: form.name, email: form.email, company: form.company, role: form.role, phone: form.phone, toast: form.toast, toastClose: form.toastClose }}
          limits={leadFieldLimits}
          consentLabel={<PrivacyLinkText text={form.consent} />}
          downloads={productWhitepaperDownload('hair', form.pdfLink, locale)}
          closeIcon={<X aria-hidden />}
        />
      </WhitepaperSection>

      <Section name="process" eyebrow={page.process.eyebrow} title={page.process.title} intro={page.process.intro}>
        <StepList steps={page.process.steps} />
      </Section>

      <Section name="market" tone="brand" eyebrow={page.market.eyebrow} title={page.market.title} intro={page.market.intro}>
        <StatStrip stats={page.market.stats} />
      </Section>

      <Section name="roi" eyebrow={roi.eyebrow} title={roi.title} intro={roi.intro}>
        <div className="mx-auto max-w-4xl">
          <RoiComparison
            caption={roi.title}
            columns={[roi.columns.item, roi.columns.traditional, roi.columns.hair]}
            rows={[
              [roi.rows.incidentRate, rate(roi.inputs.traditionalIncidentRatePermille), rate(roi.inputs.hairIncidentRatePermille)],
              [roi.rows.incidents, formatNumber(result.traditional.incidents, locale, 1), formatNumber(result.hair.incidents, locale, 1)],
              [roi.rows.incidentCost, usd(result.traditional.incidentCost), usd(result.hair.incidentCost)],
              [roi.rows.testingCost, usd(result.traditional.testingCost), usd(result.hair.testingCost)],
            ]}
            total={[roi.rows.total, usd(result.traditional.total), usd(result.hair.total)]}
            savings={{ label: roi.savings, value: usd(result.savings) }}
            note={roi.assumptions
              .replace('{employees}', formatNumber(roi.inputs.employees, locale))
              .replace('{incidentCost}', usd(roi.inputs.incidentCostUsd))
              .replace('{traditionalTest}', usd(roi.inputs.traditionalTestCostUsd))
              .replace('{hairTest}', usd(roi.inputs.hairTestCostUsd))}
          />
        </div>
      </Section>

      <Section name="faq" tone="muted" title={page.faq.title}>
        <Faq name="hair-faq" items={page.faq.items} />
      </Section>
    </>
  );
}
