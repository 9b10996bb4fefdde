import type { PayloadRequest } from 'payload';

/**
 * Runs a local API read in the save's transaction (`req`) and gives the request back its locale,
 * which the read sets and the save still needs.
 */
export async function inSave<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req;
  try {
    return await read();
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}
