import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';

/** The localized 404 page (000 §2.7), for every unknown path in both languages. */
export default async function NotFoundPage() {
  const t = await getTranslations('NotFound');
  const texts = {
    title: t('title'),
    heading: t('heading'),
    description: t('description'),
    attemptedPath: t('attemptedPath'),
    logMessage: t('logMessage'),
    home: t('home'),
    allProducts: t('allProducts'),
  };
  return (
    <NotFoundView
      texts={texts}
      renderLink={({ href, ...props }) => <Link href={href === 'home' ? routes.home : routes.products} {...props} />}
    />
  );
}
