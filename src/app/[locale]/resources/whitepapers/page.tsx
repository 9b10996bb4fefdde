import { ArrowRight, CheckCircle2, FileText } from '@/components/ui/lucide';
import { whitepaperFormProps } from '@/components/sections/whitepaper-form-props';
import { WhitepapersForm } from '@/components/leads/whitepapers-form';
import { ActionLink } from '@/components/sections/action-links';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { Section } from '@/components/sections/section';
import { whitepapersFormAnchor, whitepapersPage } from '@/content/pages/resources-whitepapers';
import { getProducts } from '@/cms/content';
import { whitepaperDocuments, whitepapers } from '@/content/whitepapers';
import { inLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { metadataFor, pageLocale } from '@/i18n/page';
import { whitepaperChoiceFields } from '@/lib/leads/schemas';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.whitepapers, whitepapersPage.meta);

/**
 * The whitepaper hub (001 §2 'Whitepaper landing page'): a section per whitepaper, then 'Download
 * Whitepaper', which scrolls to the form where the visitor picks the whitepaper(s) they want.
 */
export default async function WhitepapersPage({ params }: PageProps<'/[locale]/resources/whitepapers'>) {
  const locale = await pageLocale(params);
  const page = inLocale(whitepapersPage, locale);
  const items = inLocale(whitepapers, locale);
  const form = await whitepaperFormProps();
  const products = new Map((await getProducts(locale)).map((product) => [product.id, product]));
  const downloads = Object.fromEntries(items.map((item) => [whitepaperDocuments[item.id], `${item.title} (PDF)`]));
  // The hub's boxes are in the same order as the whitepapers (the schema's field order).
  const choices = whitepaperChoiceFields.map((field, index) => ({ field, title: items[index]!.title }));

  return (
    <>
      <BreadcrumbsJsonLd path={routes.whitepapers} locale={locale} />
      <Hero art={<HeroScene path={routes.whitepapers} />} {...page.hero} />

      <Section name="whitepaper-list" title={page.list.title} intro={page.list.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((item) => {
            const product = products.get(item.id)!;
            return (
              <li key={item.id}>
                <article aria-labelledby={`whitepaper-${item.id}`} className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                  <div className="flex items-center gap-3">
                    <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <FileText aria-hidden className="size-5" />
                    </span>
                    <p className="text-sm font-semibold text-brand-700">{product.name}</p>
                  </div>
                  <h3 id={`whitepaper-${item.id}`} className="mt-4 text-xl font-bold text-brand-950">
                    {item.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{item.summary}</p>
                  <h4 className="mt-5 text-sm font-semibold text-ink">{page.list.highlightsLabel}</h4>
                  <ul className="mt-2 space-y-2 text-sm text-ink">
                    {item.highlights.map((highlight) => (
                      <li key={highlight} className="flex gap-2">
                        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <Link href={item.route} className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 hover:underline">
                    {page.list.productLink}
                    <span className="sr-only">: {product.name}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section name="get-whitepapers" tone="brand" title={page.download.title} intro={page.download.intro}>
        <div className="flex justify-center">
          <ActionLink action={page.download.action} />
        </div>
      </Section>

      <section id={whitepapersFormAnchor} aria-labelledby="whitepapers-form-heading" className="scroll-mt-20 bg-surface-muted py-14 sm:py-16">
        <div className="container-page">
          <div className="relative mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="whitepapers-form-heading" className="text-2xl font-bold tracking-tight text-brand-950">
              {page.form.title}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{page.form.intro}</p>
            <WhitepapersForm locale={locale} {...form} choices={choices} downloads={downloads} />
          </div>
        </div>
      </section>
    </>
  );
}
