import { ChevronDown, Menu, X } from '@/components/ui/lucide';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCatalogue, getNavigation } from '@/cms/content';
import type { Catalogue } from '@/content/catalogue';
import { menuItemDetail } from '@/content/catalogue/menu-details';
import { catalogueMenus, type CatalogueMenuColumn } from '@/content/catalogue/menus';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import { routes } from '@/lib/routes';
import { buttonVariants } from '@/components/ui/button';
import { LanguageFlag } from './language-flag';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { MegaMenu, type MegaMenuColumn } from './mega-menu';
import { MobileMenu, type MobileMenuLink } from './mobile-menu';
import { SearchBoxLoader } from '@/components/search/search-box-loader';
import { SearchForm } from '@/components/search/search-form';

type HeaderTranslator = Awaited<ReturnType<typeof getTranslations<'Header'>>>;

/** The one line under a mega-menu item: its cut-off, panel size, markers or time to result. */
function describe(catalogue: Catalogue, id: string, locale: Locale, t: HeaderTranslator): string | undefined {
  const detail = menuItemDetail(catalogue, id);
  switch (detail?.kind) {
    case 'cutOff':
      return t('menuCutOff', { value: detail.ngMl });
    case 'panel':
      return t('menuPanel', { count: detail.substances });
    case 'levels':
      return t('menuLevels', { count: detail.count });
    case 'markers':
      return t('menuMarkers', { first: detail.first[locale], second: detail.second[locale] });
    case 'saliva':
      return t('menuSaliva', { count: detail.substances, minutes: detail.minutes });
    case 'result':
      return t('menuResult', { minutes: detail.minutes });
    default:
      return undefined;
  }
}

function localizeColumns(catalogue: Catalogue, columns: readonly CatalogueMenuColumn[], locale: Locale, t: HeaderTranslator): MegaMenuColumn[] {
  return columns.map((column) => ({
    heading: column.column[locale],
    anchor: column.anchor,
    items: column.items.map((item) => ({
      id: item.id,
      name: item.name[locale],
      description: describe(catalogue, item.id, locale, t),
      ...(item.anchor && { anchor: item.anchor }),
    })),
    ...(column.unlisted > 0 && { more: t('menuMore', { count: column.unlisted }) }),
  }));
}

const chevron = <ChevronDown className="size-4" />;

// A little tighter below 1280 px, where the logo's name takes two lines, so the whole menu fits.
const navLinkClass =
  'inline-flex h-10 items-center rounded-full px-1.5 text-[0.8125rem] font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-800 xl:px-2.5 xl:text-sm';

/** The sticky site header (000 §2.2). A server component; only the menus and the toggle hydrate. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Header');
  const { header } = await getNavigation(locale);
  const catalogue = await getCatalogue();
  const menus = catalogueMenus(catalogue);
  const drugColumns = localizeColumns(catalogue, menus.drugTests, locale, t);
  const healthColumns = localizeColumns(catalogue, menus.healthcare, locale, t);

  const menuColumns = { drugTests: drugColumns, healthcareTests: healthColumns };
  const href = (path: string) => localizedPath(path, locale);
  const mobileLinks: MobileMenuLink[] = header.map((item) => ({
    href: href(item.page),
    label: item.label,
    children: item.catalogue ? menuColumns[item.catalogue].map((c) => ({ href: href(`${item.page}#${c.anchor}`), label: c.heading })) : undefined,
  }));
  // On a phone, where a pack's QR code or printed address is read, the instructions are one tap away.
  mobileLinks.push({ href: href(routes.documents), label: t('instructions') });

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href={routes.home} className="shrink-0 rounded-md">
          <Logo />
          <span className="sr-only"> – {t('home')}</span>
        </Link>
        {/* While the search box has focus it widens over the menu, which steps aside. */}
        <nav aria-label={t('mainNavigation')} className="hidden lg:block lg:[header:has(form[role=search]:focus-within)_&]:invisible">
          <ul className="flex items-center gap-0.5">
            {header.map((item) => (
              <li key={item.page}>
                {item.catalogue ? (
                  <MegaMenu
                    locale={locale}
                    label={item.label}
                    pagePath={item.page}
                    overviewLabel={item.overview ?? item.label}
                    columns={menuColumns[item.catalogue]}
                    chevron={chevron}
                  />
                ) : (
                  <Link href={item.page} className={navLinkClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 items-center justify-end gap-2">
          <SearchForm locale={locale} id="header-search" inHeader className="hidden w-full max-w-sm lg:block" />
          <SearchBoxLoader />
          <LanguageToggle locale={locale} label={t('languageToggleLabel')} targetName={t('languageToggleTarget')} flag={<LanguageFlag locale={locale === 'sv' ? 'en' : 'sv'} />} />
          <Link href={routes.contact} className={cn(buttonVariants(), 'hidden sm:inline-flex')}>
            {t('contact')}
          </Link>
          <div className="lg:hidden">
            <MobileMenu
              openLabel={t('openMenu')}
              closeLabel={t('closeMenu')}
              title={t('menuTitle')}
              links={mobileLinks}
              contact={{ href: href(routes.contact), label: t('contact') }}
              search={<SearchForm locale={locale} id="menu-search" />}
              icons={{ open: <Menu aria-hidden className="!size-6" />, close: <X aria-hidden className="!size-6" /> }}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
