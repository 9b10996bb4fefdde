import { Clock, Mail, MapPin, Phone } from '@/components/ui/lucide';
import { getMessages, getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/leads/contact-form';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { PageBanner } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { getSiteSettings } from '@/cms/content';
import { contactPage } from '@/content/pages/contact';
import { inLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { metadataFor, pageLocale } from '@/i18n/page';
import { leadFieldLimits } from '@/lib/leads/text-rules';
import { routes } from '@/lib/routes';
import { buildProductPrefills } from './product-prefills';

export const generateMetadata = metadataFor(routes.contact, contactPage.meta);

/** Contact page (001 §2): banner, the contact form on the left, contact information on the right. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const page = inLocale(contactPage, locale);
  const { info } = page;
  const t = await getTranslations('ContactPrefill');
  const tForm = await getTranslations('LeadForm');
  const { consent: _consent, ...formText } = (await getMessages()).LeadForm;
  const prefills = buildProductPrefills(locale, ({ name, articleNr }) =>
    articleNr ? t('productMessage', { name, articleNr }) : t('productMessageNoArticle', { name }),
  );
  const company = await getSiteSettings();
  const { address, openingHours } = company;
  // Times are stored as 08:00; Swedish writes them 08.00.
  const time = (value: string) => (locale === 'sv' ? value.replace(':', '.') : value);
  const hours = (slot: { opens: string; closes: string } | null) =>
    slot ? `${time(slot.opens)}–${time(slot.closes)}` : info.closed;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.contact} locale={locale} />
      <PageBanner art={<HeroScene path={routes.contact} size="banner" />} title={page.title} intro={page.intro} />

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
        <section aria-labelledby="contact-form-heading" className="relative rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h2 id="contact-form-heading" className="mb-5 text-2xl font-bold tracking-tight text-brand-950">
            {page.formTitle}
          </h2>
          <ContactForm
            locale={locale}
            prefills={prefills}
            text={formText}
            limits={leadFieldLimits}
            consentLabel={tForm.rich('consent', {
              link: (chunks) => (
                <Link href={routes.privacyPolicy} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {chunks}
                </Link>
              ),
            })}
          />
        </section>

        <aside aria-labelledby="contact-info-heading" className="h-fit rounded-card bg-surface-muted p-6 sm:p-8">
          <h2 id="contact-info-heading" className="text-xl font-bold text-brand-950">
            {info.title}
          </h2>
          <dl className="mt-6 space-y-6 text-sm">
            <div className="relative pl-9">
              <dt className="font-semibold text-ink">
                <MapPin aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {info.address}
              </dt>
              <dd className="mt-1 text-ink-muted">
                <address className="not-italic">
                  {company.name}
                  <br />
                  {address.street}
                  <br />
                  {address.postalCode} {address.city}
                </address>
              </dd>
            </div>
            <div className="relative pl-9">
              <dt className="font-semibold text-ink">
                <Mail aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {info.email}
              </dt>
              <dd className="mt-1">
                <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {company.email}
                </a>
              </dd>
            </div>
            <div className="relative pl-9">
              <dt className="font-semibold text-ink">
                <Phone aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {info.phone}
              </dt>
              <dd className="mt-1">
                <a href={company.phoneHref} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {company.phone}
                </a>
              </dd>
            </div>
            <div className="relative pl-9">
              <dt className="font-semibold text-ink">
                <Clock aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {info.hours}
              </dt>
              <dd className="mt-1 text-ink-muted">
                <span className="block">
                  {info.weekdays}: {hours(openingHours.weekdays)}
                </span>
                <span className="block">
                  {info.weekend}: {hours(openingHours.weekend)}
                </span>
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
