import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { CircularWhitepaperForm, ContactForm, HairWhitepaperForm, InstaclearWhitepaperForm, VdtWhitepaperForm, WhitepapersForm } from '@/components/lazy-leaves';
import { whitepaperKitText } from '@/components/leads/whitepaper-kit-text';
import { productWhitepaperNames, productWhitepaperPageCounts } from '@/documents/product-whitepaper-pages';
import { ContactDetails } from '@/components/company/contact-details';
import { ActionLink, type Action } from './action-links';
import { privacyPolicyLink, whitepaperFormProps } from './whitepaper-form-props';
import { WhitepaperSection } from './whitepaper-section';
import { getCatalogue, getPagePlaceholders, getWhitepaper, getWhitepapers } from '@/cms/content';
import { whitepaperDocuments } from '@/content/whitepapers';
import type { Locale } from '@/i18n/locales';
import { leadFormAnchors } from '@/lib/leads/form-pages';
import { buildProductPrefills } from '@/content/contact-prefills';
import { whitepaperChoiceFields } from '@/lib/leads/schemas';
import { cn } from '@/lib/cn';

type Props = {
  form: 'contact' | 'whitepapers' | 'instaclear-whitepaper' | 'circular-whitepaper' | 'vdt-whitepaper' | 'hair-whitepaper';
  /** Beside a product whitepaper's form: the eyebrow over its heading and what the whitepaper covers. */
  eyebrow?: string;
  title: string;
  intro?: string;
  contents: readonly string[];
  /** A button in the thank-you panel (the VDT form's 'Request a Demo'). */
  thankYouAction?: Action;
  locale: Locale;
};

/** The card a form sits in: its heading and introduction, then the form. */
function FormCard({ headingId, title, intro, children }: { headingId: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <h2 id={headingId} className={cn('text-2xl font-bold tracking-tight text-brand-950', !intro && 'mb-5')}>
        {title}
      </h2>
      {intro && <p className="mt-2 mb-6 text-ink-muted">{intro}</p>}
      {children}
    </>
  );
}

/**
 * A lead form placed by a block: the form of that name with its interface texts, on the page its
 * posts return to (the block allows no other). Its section is the form's anchor, where a visitor
 * sent back to the form lands.
 */
export async function LeadFormSection({ form, eyebrow, title, intro, contents, thankYouAction, locale }: Props) {
  const props = await whitepaperFormProps();
  if (form === 'circular-whitepaper') {
    // Texts with a value or a link in them are compiled messages: those are formatted, the rest passed as they are.
    const t = await getTranslations('CircularWhitepaperForm');
    const { submit, sending, success, privacy: _privacy, pdfLink: _pdfLink, ...labels } = (await getMessages()).CircularWhitepaperForm;
    return (
      <WhitepaperSection eyebrow={eyebrow} title={title} intro={intro} contents={contents}>
        <CircularWhitepaperForm
          locale={locale}
          text={whitepaperKitText(props.text, { submit, sending, success })}
          labels={labels}
          limits={props.limits}
          privacy={t.rich('privacy', { link: privacyPolicyLink })}
          downloads={{ [productWhitepaperNames.circular]: t('pdfLink', { pages: productWhitepaperPageCounts.circular[locale] }) }}
          closeIcon={props.closeIcon}
        />
      </WhitepaperSection>
    );
  }
  if (form === 'vdt-whitepaper') {
    const t = await getTranslations('VdtWhitepaperForm');
    const { submit, sending, success, consent: _consent, pdfLink: _pdfLink, thankYou: _thankYou, ...labels } = (await getMessages()).VdtWhitepaperForm;
    return (
      <WhitepaperSection eyebrow={eyebrow} title={title} intro={intro} contents={contents}>
        <VdtWhitepaperForm
          locale={locale}
          text={whitepaperKitText(props.text, { submit, sending, success })}
          labels={{ ...labels, thankYouTitle: t('thankYou.title'), thankYouText: t('thankYou.text', { pilotYear: (await getPagePlaceholders(locale)).vdtPilotYear! }) }}
          limits={props.limits}
          consentLabel={t.rich('consent', { link: privacyPolicyLink })}
          downloads={{ [productWhitepaperNames.vdt]: t('pdfLink', { pages: productWhitepaperPageCounts.vdt[locale] }) }}
          demoLink={thankYouAction && <ActionLink action={thankYouAction} size="lg" />}
          closeIcon={props.closeIcon}
        />
      </WhitepaperSection>
    );
  }
  if (form === 'hair-whitepaper') {
    const t = await getTranslations('HairWhitepaperForm');
    const { submit, sending, success, consent: _consent, pdfLink: _pdfLink, ...labels } = (await getMessages()).HairWhitepaperForm;
    return (
      <WhitepaperSection eyebrow={eyebrow} title={title} intro={intro} contents={contents}>
        <HairWhitepaperForm
          locale={locale}
          text={whitepaperKitText(props.text, { submit, sending, success })}
          labels={labels}
          limits={props.limits}
          consentLabel={t.rich('consent', { link: privacyPolicyLink })}
          downloads={{ [productWhitepaperNames.hair]: t('pdfLink', { pages: productWhitepaperPageCounts.hair[locale] }) }}
          closeIcon={props.closeIcon}
        />
      </WhitepaperSection>
    );
  }
  if (form === 'contact') {
    const t = await getTranslations('ContactPrefill');
    const prefills = buildProductPrefills(await getCatalogue(), locale, ({ name, articleNr }) =>
      articleNr ? t('productMessage', { name, articleNr }) : t('productMessageNoArticle', { name }),
    );
    return (
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
        <section aria-labelledby={leadFormAnchors.contact} className="relative rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <FormCard headingId={leadFormAnchors.contact} title={title} intro={intro}>
            <ContactForm locale={locale} prefills={prefills} text={props.text} limits={props.limits} consentLabel={props.consentLabel} />
          </FormCard>
        </section>
        <ContactDetails locale={locale} />
      </div>
    );
  }

  const { reportConsentLabel, reportsConsentLabel, ...formProps } = props;
  const reportProps = { ...formProps, consentLabel: reportConsentLabel };
  let formElement: ReactNode;
  if (form === 'instaclear-whitepaper') {
    const whitepaper = await getWhitepaper('instaclear', locale);
    formElement = <InstaclearWhitepaperForm locale={locale} {...reportProps} downloads={{ [whitepaperDocuments.instaclear]: `${whitepaper.title} (PDF)` }} />;
  } else {
    const items = await getWhitepapers(locale);
    const downloads = Object.fromEntries(items.map((item) => [whitepaperDocuments[item.id], `${item.title} (PDF)`]));
    // The boxes are in the same order as the whitepapers (the schema's field order).
    const choices = whitepaperChoiceFields.map((field, index) => ({ field, title: items[index]!.title }));
    formElement = <WhitepapersForm locale={locale} {...reportProps} consentLabel={reportsConsentLabel} choices={choices} downloads={downloads} />;
  }
  const headingId = `${leadFormAnchors[form]}-heading`;
  return (
    <section id={leadFormAnchors[form]} aria-labelledby={headingId} className="scroll-mt-20 bg-surface-muted py-14 sm:py-16">
      <div className="container-page">
        <div className="relative mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <FormCard headingId={headingId} title={title} intro={intro}>
            {formElement}
          </FormCard>
        </div>
      </div>
    </section>
  );
}
