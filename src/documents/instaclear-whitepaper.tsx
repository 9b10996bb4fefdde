import type { ReactNode } from 'react';
import { siteOrigin } from '@/config/site';
import type { CmsPage } from '@/cms/queries/pages';
import { instaclearFigureRows, instaclearWhitepaper } from '@/content/instaclear-whitepaper';
import { whitepaperDocuments, type WhitepaperRecord } from '@/content/whitepapers';
import { inLocale } from '@/i18n/localized';
import { marketingFigureTexts, type MarketingFigures } from '@/content/marketing-figures';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { fillTemplate, fillTemplateIn } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import type { DownloadableDocument } from './index';
import { blockOf, requirePage } from './page-blocks';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable } from './pdf-kit';

/**
 * The InstaCLEAR whitepaper in each language, from the texts of /products/instaclear (its CMS page:
 * the hero's badge, the promotion, benefits, steps, badges, questions and closing line), its own
 * chapters (src/content/instaclear-whitepaper.ts) and its whitepaper record in the CMS:
 * cover, the case for testing, how it works, the §9 figures as a table, benefits, the steps, the
 * standard panel, quality, FAQ and how to get started.
 */
function InstaclearWhitepaperPdf({ locale, company, figures, whitepaper, page: cmsPage }: { locale: Locale; company: SiteSettings; figures: MarketingFigures; whitepaper: WhitepaperRecord; page: CmsPage }) {
  const figureTexts = marketingFigureTexts(figures, locale);
  const paper = fillTemplateIn(inLocale(instaclearWhitepaper, locale), figureTexts);
  const page = {
    badge: blockOf(cmsPage, 'productHero').badge ?? '',
    promo: blockOf(cmsPage, 'whitepaperPromo'),
    benefits: blockOf(cmsPage, 'featureGrid', 'benefits'),
    steps: blockOf(cmsPage, 'steps'),
    badges: blockOf(cmsPage, 'proof').badges.map((badge) => badge.text),
    faq: blockOf(cmsPage, 'faq'),
    closing: blockOf(cmsPage, 'callToAction').heading,
  };
  const url = new URL(localizedPath(routes.productInstaclear, locale), siteOrigin).toString();
  const [firstSection, secondSection, ...laterSections] = paper.sections;

  return (
    <PdfDocument brand={company.name} title={whitepaper.title} subject={whitepaper.summary} locale={locale}>
      <PdfCover brand={company.name} eyebrow={paper.eyebrow} title={whitepaper.title} subtitle={paper.subtitle} meta={[page.badge, fillTemplate(paper.onlineVersion, { url })]} />
      <PdfPage brand={company.name} title={whitepaper.title} pageLabel={(current, total) => fillTemplate(paper.pageLabel, { page: current, total })}>
        <PdfH1>{whitepaper.title}</PdfH1>
        <PdfParagraph>{page.promo.intro}</PdfParagraph>
        <PdfList items={whitepaper.highlights} />

        {[firstSection, secondSection].map((section) =>
          section ? (
            <SectionView key={section.heading} heading={section.heading} paragraphs={section.paragraphs} />
          ) : null,
        )}

        <PdfH2>{paper.figuresTitle}</PdfH2>
        <PdfTable columns={paper.figuresColumns} rows={fillTemplateIn(instaclearFigureRows(locale), figureTexts)} widths={[2, 1.2, 1.2]} />

        <PdfH2>{page.benefits.title}</PdfH2>
        <PdfParagraph>{page.benefits.intro}</PdfParagraph>
        <PdfList items={page.benefits.items.map((item) => ({ text: item.title, detail: item.description }))} />

        <PdfH2>{page.steps.title}</PdfH2>
        <PdfParagraph>{page.steps.intro}</PdfParagraph>
        <PdfList items={page.steps.items.map((step, index) => ({ text: `${index + 1}. ${step.title}`, detail: step.description }))} />

        <PdfH3>{paper.panelTitle}</PdfH3>
        <PdfList items={paper.panel} />

        {laterSections.map((section, index) => (
          <SectionView key={section.heading} heading={section.heading} paragraphs={section.paragraphs}>
            {/* The quality section (the first after the panel) lists the badges the page shows. */}
            {index === 0 && <PdfList items={page.badges} />}
          </SectionView>
        ))}

        <PdfH2>{page.faq.title}</PdfH2>
        {page.faq.items.map((item) => (
          <FaqView key={item.question} question={item.question} answer={item.answer} />
        ))}

        <PdfNote>{`${page.closing} ${company.email} · ${company.phone} · ${url}`}</PdfNote>
      </PdfPage>
    </PdfDocument>
  );
}

function SectionView({ heading, paragraphs, children }: { heading: string; paragraphs: readonly string[]; children?: ReactNode }) {
  return (
    <>
      <PdfH2>{heading}</PdfH2>
      {paragraphs.map((paragraph) => (
        <PdfParagraph key={paragraph}>{paragraph}</PdfParagraph>
      ))}
      {children}
    </>
  );
}

function FaqView({ question, answer }: { question: string; answer: string }) {
  return (
    <>
      <PdfH3>{question}</PdfH3>
      <PdfParagraph>{answer}</PdfParagraph>
    </>
  );
}

export const documents: DownloadableDocument[] = locales.map((locale) => ({
  name: whitepaperDocuments.instaclear,
  locale,
  page: routes.productInstaclear,
  render: ({ company, marketingFigures, whitepapers, page }) => <InstaclearWhitepaperPdf locale={locale} company={company} figures={marketingFigures} whitepaper={whitepapers.find((record) => record.id === 'instaclear')!} page={requirePage(page, routes.productInstaclear)} />,
}));
