import { getProduct } from '@/cms/content';
import { buttonVariants } from '@/components/ui/button';
import { Download } from '@/components/ui/lucide';
import { heroPalette, isStage, type HeroScenePath } from '@/content/hero-scenes';
import { productArticles, type ProductId } from '@/content/products';
import { PerformanceNote } from '@/components/documents/performance-note';
import { RegulatoryFacts } from '@/components/documents/regulatory-facts';
import type { Locale } from '@/i18n/locales';
import type { Action } from './action-links';
import { ComingSoonNote } from './coming-soon';
import { Hero } from './hero';
import { HeroScene } from './hero-scene';
import { HeroStats } from './hero-stats';
import { ProductJsonLd } from './product-json-ld';
import type { Stat } from './stat-strip';

/**
 * A product page's hero: the product's headline as the page's h1 and its introduction from the
 * product record, the page's buttons and key figures with the performance study behind a device's
 * figures and its regulatory facts, and the product's data for search engines.
 */
export async function ProductHero({
  product,
  path,
  locale,
  badge,
  actions,
  download,
  stats,
  comingSoon,
  scene,
  glow,
}: {
  product: ProductId;
  path: string;
  locale: Locale;
  badge?: string;
  actions: readonly Action[];
  /** A button that downloads a document (its file in the page's language), beside the others. */
  download?: { label: string; note?: string; href: string };
  stats: readonly Stat[];
  /** For a product not for sale yet: a disabled button and why. */
  comingSoon?: { label: string; note: string };
  scene: HeroScenePath;
  glow: 'top-right' | 'bottom-left';
}) {
  const record = await getProduct(product, locale);
  const article = productArticles[product];
  return (
    <>
      <ProductJsonLd product={product} path={path} locale={locale} />
      <Hero
        art={<HeroScene path={scene} />}
        artFirstOnPhones={isStage(scene)}
        palette={heroPalette(scene)}
        badge={badge}
        title={record.headline}
        description={record.lede}
        glow={glow}
        actions={actions}
        moreActions={
          download && (
            <a href={download.href} download className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              <Download aria-hidden />
              {download.label}
              {download.note && <span className="sr-only"> ({download.note})</span>}
            </a>
          )
        }
      >
        {comingSoon && <ComingSoonNote label={comingSoon.label} note={comingSoon.note} />}
        {stats.length > 0 && <HeroStats stats={stats} />}
        {article && (
          <>
            <PerformanceNote articleNr={article} locale={locale} onDark className="mt-4 max-w-3xl text-sm" />
            <RegulatoryFacts articleNr={article} locale={locale} />
          </>
        )}
      </Hero>
    </>
  );
}
