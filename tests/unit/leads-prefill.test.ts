import { describe, expect, it } from 'vitest';
import { buildProductPrefills } from '@/content/contact-prefills';
import { type ContactProductPrefills, resolveContactPrefill } from '@/lib/leads/contact-prefill';
import { leadInterests } from '@/lib/leads/interests';
import { seededCatalogue } from '@/cms/seed/catalogue';

const table: ContactProductPrefills = {
  'ds-101': { interest: 'instaclear', message: 'About the saliva test (DS-101).' },
  'no-topic': { message: 'About a product without a topic.' },
};

// Names every plain object inherits; a query value must never reach one of them.
const builtIns = ['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];

describe('contact prefill from the query', () => {
  it('fills in the topic and message of a known product, whatever the case and spacing', () => {
    const expected = { interest: 'instaclear', message: 'About the saliva test (DS-101).' };
    expect(resolveContactPrefill('?product=ds-101', table)).toEqual(expected);
    expect(resolveContactPrefill('?product=%20DS-101%20', table)).toEqual(expected);
    expect(resolveContactPrefill(new URLSearchParams({ product: 'Ds-101' }), table)).toEqual(expected);
    expect(resolveContactPrefill('?product=no-topic', table)).toEqual({ message: 'About a product without a topic.' });
  });

  it('pre-selects each topic from ?interest=, and ignores unknown topics', () => {
    for (const interest of leadInterests) expect(resolveContactPrefill(`?interest=${interest}`, table)).toEqual({ interest });
    expect(resolveContactPrefill('?interest=Partnership', table)).toEqual({ interest: 'partnership' });
    expect(resolveContactPrefill('?interest=unicorns', table)).toEqual({});
    expect(resolveContactPrefill('?interest=', table)).toEqual({});
    expect(resolveContactPrefill('', table)).toEqual({});
  });

  it('lets an explicit topic win over the product’s, and keeps the product’s when the topic is unknown', () => {
    expect(resolveContactPrefill('?product=ds-101&interest=investors', table)).toEqual({ interest: 'investors', message: 'About the saliva test (DS-101).' });
    expect(resolveContactPrefill('?product=ds-101&interest=unicorns', table)).toEqual({ interest: 'instaclear', message: 'About the saliva test (DS-101).' });
  });

  it('never reads a built-in property of the table for ?product= or ?interest=', () => {
    for (const name of builtIns) {
      expect(resolveContactPrefill(`?product=${encodeURIComponent(name)}`, table), `product=${name}`).toEqual({});
      expect(resolveContactPrefill(`?interest=${encodeURIComponent(name)}`, table), `interest=${name}`).toEqual({});
      expect(resolveContactPrefill(`?product=${encodeURIComponent(name)}&interest=${encodeURIComponent(name)}`, table)).toEqual({});
    }
  });

  it('reads only the table’s own entries, never inherited ones', () => {
    const inherited: ContactProductPrefills = Object.create({ planted: { interest: 'vdt', message: 'Inherited.' } }) as ContactProductPrefills;
    expect(resolveContactPrefill('?product=planted', inherited)).toEqual({});
  });

  it('works on the real table the contact page builds', () => {
    const prefills = buildProductPrefills(seededCatalogue(), 'en', ({ name, articleNr }) => `${name} ${articleNr ?? ''}`.trim());
    const saliva = seededCatalogue().saliva;
    expect(resolveContactPrefill(`?product=${saliva.articleNr}`, prefills)).toEqual({ interest: 'instaclear', message: `${saliva.name.en} ${saliva.articleNr}` });
    for (const name of builtIns) expect(resolveContactPrefill(`?product=${name}`, prefills), name).toEqual({});
  });
});
