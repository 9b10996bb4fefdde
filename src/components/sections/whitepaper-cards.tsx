import { ArrowRight, CheckCircle2, FileText } from '@/components/ui/lucide';
import { getProducts, getWhitepaper, getWhitepapers } from '@/cms/content';
import type { WhitepaperId } from '@/content/whitepapers';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { ActionLink, type Action } from './action-links';

/** A card per whitepaper: its product, title, summary, highlights and a link to the product's page. */
export async function WhitepaperCards({ locale, labels }: { locale: Locale; labels: { highlights: string; productLink: string } }) {
  const items = await getWhitepapers(locale);
  const products = new Map((await getProducts(locale)).map((product) => [product.id, product]));
  return (
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
              {/* The highlights sit at the card's foot, so the lists of two cards side by side line up. */}
              <div className="mt-auto pt-5">
                <h4 className="text-sm font-semibold text-ink">{labels.highlights}</h4>
                <ul className="mt-2 space-y-2 text-sm text-ink">
                  {item.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2">
                      <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </div>
              <Link href={product.route} className="inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 hover:underline">
                {labels.productLink}
                <span className="sr-only">: {product.name}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** One whitepaper's highlights as three tiles, with a button under them (to the page's form). */
export async function WhitepaperPromo({ whitepaper, action, locale }: { whitepaper: WhitepaperId; action: Action; locale: Locale }) {
  const { highlights } = await getWhitepaper(whitepaper, locale);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-8">
      <ul className="grid w-full gap-3 sm:grid-cols-3">
        {highlights.map((highlight) => (
          <li key={highlight} className="flex gap-2 rounded-xl bg-white p-4 text-sm font-medium text-ink shadow-card">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {highlight}
          </li>
        ))}
      </ul>
      <ActionLink action={action} />
    </div>
  );
}
