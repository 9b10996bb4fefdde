// @vitest-environment node
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadField } from '@/components/leads/lead-field';
import { LeadForm } from '@/components/leads/lead-form';
import type { LeadAnnouncement, LeadFormController, LeadFormText } from '@/components/leads/use-lead-form';
import { leadHoneypotField, leadLocaleField, leadTicketField } from '@/lib/leads/hidden-fields';
import { leadInterests } from '@/lib/leads/interests';
import en from '../../messages/en.json';

const { consent: _consent, ...text } = en.LeadForm satisfies LeadFormText;

/** A controller as useLeadForm returns it, for rendering the kit without a browser. */
function controller(overrides: Partial<LeadFormController<'contact'>> = {}): LeadFormController<'contact'> {
  return {
    form: 'contact',
    locale: 'en',
    text,
    id: 'f',
    errors: {},
    values: {},
    autoFocus: undefined,
    ticket: 'v1.contact.1.token.sig',
    pending: false,
    announcement: 'none',
    formProps: {
      ref: { current: null },
      action: () => undefined,
      onSubmit: async () => undefined,
      onChange: () => undefined,
      onFocus: () => undefined,
      noValidate: true,
      'aria-describedby': 'f-hint',
    },
    ...overrides,
  };
}

const html = (node: ReactNode) => renderToStaticMarkup(node);
const unescape = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The attributes (lower-cased names) of the control named `name`, or of the first tag matching `tag`. */
function attributes(markup: string, name: string, tag = `<(?:input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`): Record<string, string> {
  const element = new RegExp(tag).exec(markup)?.[0];
  if (!element) throw new Error(`no element ${name} in ${markup}`);
  return Object.fromEntries([...element.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), unescape(m[2]!)]));
}

describe('<LeadField>', () => {
  it('marks a required field with * and the spoken "required", and the control with `required`', () => {
    const markup = html(createElement(LeadField<'contact', 'firstName'>, { lead: controller(), name: 'firstName', type: 'text', label: text.firstName, autoComplete: 'given-name', maxLength: 200 }));
    expect(markup).toContain('<label for="f-firstName" class="block text-sm font-semibold text-ink">First name<span aria-hidden="true" class="ml-0.5 text-danger">*</span><span class="sr-only"> (required)</span></label>');
    expect(attributes(markup, 'firstName')).toEqual({
      id: 'f-firstName',
      name: 'firstName',
      type: 'text',
      required: '',
      autocomplete: 'given-name',
      maxlength: '200',
      value: '',
      class: expect.stringContaining('aria-invalid:border-danger') as string,
    });
  });

  it('marks an optional field "(optional)" and leaves `required` off', () => {
    const markup = html(createElement(LeadField<'contact', 'phone'>, { lead: controller(), name: 'phone', type: 'tel', label: text.phone, optional: true }));
    expect(markup).toContain('Phone <span class="font-normal text-ink-muted">(optional)</span>');
    expect(attributes(markup, 'phone')).toMatchObject({ type: 'tel' });
    expect(attributes(markup, 'phone')).not.toHaveProperty('required');
  });

  it('ties an error to its field and shows it in the page language', () => {
    const lead = controller({ errors: { email: 'emailInvalid' }, autoFocus: 'email' });
    const markup = html(createElement(LeadField<'contact', 'email'>, { lead, name: 'email', type: 'email', label: text.email }));
    expect(attributes(markup, 'email')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'f-email-error', autofocus: '' });
    expect(markup).toContain(`<p id="f-email-error" class="mt-1.5 text-sm font-medium text-danger">${text.errors.emailInvalid}</p>`);
  });

  it('refills every kind of field with the values of a post without JavaScript', () => {
    const lead = controller({ values: { company: 'Ärlig AB', message: 'Hej & <hallå>', interest: 'vdt', consent: 'on' } });
    const company = html(createElement(LeadField<'contact', 'company'>, { lead, name: 'company', type: 'text', label: text.company }));
    expect(attributes(company, 'company')).toMatchObject({ value: 'Ärlig AB' });
    const message = html(createElement(LeadField<'contact', 'message'>, { lead, name: 'message', type: 'textarea', label: text.message, rows: 5 }));
    expect(message).toMatch(/<textarea[^>]*rows="5"[^>]*>Hej &amp; &lt;hallå&gt;<\/textarea>/);
    const consent = html(createElement(LeadField<'contact', 'message'>, { lead, name: 'consent', type: 'checkbox', label: 'I agree' }));
    expect(attributes(consent, 'consent')).toMatchObject({ type: 'checkbox', checked: '', required: '' });
    // No value attribute: a ticked box posts 'on', which is what the server reads as consent.
    expect(attributes(consent, 'consent')).not.toHaveProperty('value');
    const empty = html(createElement(LeadField<'contact', 'message'>, { lead: controller(), name: 'consent', type: 'checkbox', label: 'I agree' }));
    expect(attributes(empty, 'consent')).not.toHaveProperty('checked');
  });

  it('renders a select with a disabled placeholder and the choices in the given order', () => {
    const lead = controller({ values: { interest: 'hair' } });
    const markup = html(
      createElement(LeadField<'contact', 'interest'>, { lead, name: 'interest', type: 'select', label: text.interest, placeholder: text.interestPlaceholder, options: leadInterests, optionLabels: text.interests }),
    );
    const options = [...markup.matchAll(/<option value="([^"]*)"( disabled="")?( selected="")?>([^<]*)<\/option>/g)].map((m) => [m[1], Boolean(m[2]), Boolean(m[3]), m[4]]);
    expect(options).toEqual([
      ['', true, false, text.interestPlaceholder],
      ...leadInterests.map((value) => [value, false, value === 'hair', text.interests[value]]),
    ]);
  });
});

describe('<LeadForm>', () => {
  const render = (overrides: Partial<LeadFormController<'contact'>> = {}) =>
    // eslint-disable-next-line react/no-children-prop -- createElement's types want the required children in the props object
    html(createElement(LeadForm<'contact'>, { lead: controller(overrides), children: createElement('div', { id: 'fields' }) }));

  it('carries the hidden locale and ticket and the honeypot under the names the server reads', () => {
    const markup = render();
    expect(attributes(markup, leadLocaleField)).toEqual({ type: 'hidden', name: 'locale', value: 'en' });
    expect(attributes(markup, leadTicketField)).toEqual({ type: 'hidden', name: 'ticket', value: 'v1.contact.1.token.sig' });
    expect(attributes(markup, leadHoneypotField)).toEqual({ type: 'text', name: 'website', tabindex: '-1', autocomplete: 'off', value: '' });
    expect(markup).toMatch(new RegExp(`<div aria-hidden="true" class="absolute -left-\\[10000px\\][^"]*"><label>${text.honeypot}<input[^>]*name="website"`));
    expect(attributes(markup, '', '<form[^>]*>')).toMatchObject({ novalidate: '', 'aria-describedby': 'f-hint', class: 'space-y-5' });
    expect(markup).toContain(`<p id="f-hint" class="text-sm text-ink-muted">${text.requiredHint}</p>`);
    expect(markup).toContain('<div id="fields"></div>');
  });

  it('announces success as a status and every failure as an alert, each in its own words', () => {
    const regions = (announcement: LeadAnnouncement) => {
      const markup = render({ announcement });
      return [/<div role="status"[^>]*>(.*?)<\/div>/.exec(markup)?.[1], /<div role="alert"[^>]*>(.*?)<\/div>/.exec(markup)?.[1]].map((inner) => unescape(inner?.replace(/<[^>]+>/g, '') ?? '?'));
    };
    expect(regions('none')).toEqual(['', '']);
    expect(regions('success')).toEqual([text.success, '']);
    expect(regions('failure')).toEqual(['', text.failure]);
    expect(regions('rateLimited')).toEqual(['', text.rateLimited]);
    expect(regions('invalid')).toEqual(['', text.invalid]);
  });

  it('disables the button and says so while sending', () => {
    expect(render()).toMatch(new RegExp(`<button type="submit"[^>]*>${text.submit}</button>`));
    expect(render({ pending: true })).toMatch(new RegExp(`<button type="submit"[^>]*disabled=""[^>]*>${text.sending.replace(/\./g, '\\.')}</button>`));
  });
});
