import { isLeadInterest, type LeadInterest } from './interests';

/** What a link to the contact form can fill in. */
export interface ContactPrefill {
  interest?: LeadInterest;
  message?: string;
}

/**
 * `?product=` prefills by lower-cased article number or product id, built on the server from the
 * catalogue (see src/content/contact-prefills.ts).
 */
export type ContactProductPrefills = Record<string, ContactPrefill>;

/**
 * What `/contact?product=<article number or id>` and `/contact?interest=<topic>` fill in. A query
 * value only ever matches a table's own entries (`Object.hasOwn`, the topic list), so
 * `?product=constructor` or `?product=__proto__` cannot reach a built-in property of the table;
 * anything unknown is ignored, and nothing from the URL is ever echoed into the form. An explicit
 * topic wins over the product's.
 */
export function resolveContactPrefill(query: string | URLSearchParams, products: ContactProductPrefills): ContactPrefill {
  const params = new URLSearchParams(query);
  const reference = params.get('product')?.trim().toLowerCase();
  const product = reference && Object.hasOwn(products, reference) ? products[reference] : undefined;
  const topic = params.get('interest')?.trim().toLowerCase();
  return { interest: topic && isLeadInterest(topic) ? topic : product?.interest, message: product?.message };
}
