import { routes } from '@/lib/routes';

/**
 * The contact page with the product the visitor asked about: drug tests by article number,
 * healthcare self-tests by id. The contact form prefills from `findProductByReference`.
 */
export function contactHrefFor(reference: string): string {
  return `${routes.contact}?product=${encodeURIComponent(reference)}`;
}
