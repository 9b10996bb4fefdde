import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // The spec (000 §1): a missing key shows the key itself.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      if (error.code === 'MISSING_MESSAGE') {
        console.warn(error.message);
        return;
      }
      console.error(error);
    },
  };
});
