'use client';

import type { Messages } from 'next-intl';
import { type ChangeEvent, type FormEvent, useActionState, useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import { initialLeadActionState, type LeadActionState } from '@/lib/leads/action-state';
import type { LeadErrorCode, LeadFieldErrors } from '@/lib/leads/error-codes';
import { leadInterests, type LeadInterest } from '@/lib/leads/interests';
import { leadFieldLimits } from '@/lib/leads/text-rules';
import { issueLeadTicket, submitContactLead } from '@/server/leads/actions';

export interface ContactPrefill {
  interest?: LeadInterest;
  message: string;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'interest' | 'message' | 'consent';

/** Field order on the page, which is also the order in which the first invalid field gets focus. */
const fieldOrder: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'interest', 'message', 'consent'];

// The shared schema (zod) is most of this form's JavaScript and nobody needs it before they start
// filling the form in, so it is loaded on the first focus (and awaited on submit) instead of with
// the page. If it cannot be loaded the server, which runs the same schema, still answers.
let validatorModule: Promise<typeof import('@/lib/leads/validate')> | undefined;
function loadValidator() {
  validatorModule ??= import('@/lib/leads/validate').catch((error: unknown) => {
    validatorModule = undefined;
    throw error;
  });
  return validatorModule;
}

async function validateContact(data: FormData): Promise<LeadFieldErrors> {
  try {
    const result = (await loadValidator()).validateLeadForm('contact', data);
    return result.success ? {} : result.fieldErrors;
  } catch {
    return {};
  }
}

/** The form's texts, resolved on the server: the page passes them as props so no i18n runtime
 * reaches the browser. The consent label (with its link) arrives rendered. */
type LeadFormText = Omit<Messages['LeadForm'], 'consent'>;

type LeadFormKey =
  | Exclude<keyof LeadFormText, 'interests' | 'errors'>
  | `interests.${keyof LeadFormText['interests']}`
  | `errors.${keyof LeadFormText['errors']}`;

function lookup(text: LeadFormText, key: LeadFormKey): string {
  const [head, tail] = key.split('.') as [keyof LeadFormText, string | undefined];
  const value = text[head];
  return typeof value === 'string' ? value : (value as Record<string, string>)[tail ?? ''] ?? key;
}

type ContactFormProps = {
  locale: Locale;
  prefills: Record<string, ContactPrefill>;
  text: LeadFormText;
  consentLabel: ReactNode;
};

/**
 * The contact form (001 §2 variant A plus consent). One component for both paths:
 * - with JavaScript, the shared schema validates on submit and then on every change, the first
 *   invalid field gets focus, and the valid form is sent to the server action;
 * - without JavaScript it is a plain HTML form posting to the same action, and the page comes back
 *   with the server's errors (and every typed value) or the success message.
 * Fields are uncontrolled: what the visitor typed stays in them whatever the server answers.
 * `prefills` maps a lower-cased article number or product id to what `?product=` fills in.
 */
export function ContactForm({ locale, prefills, text, consentLabel }: ContactFormProps) {
  const t = (key: LeadFormKey) => lookup(text, key);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // The server action bound to the form element: used by the browser's own post when JavaScript
  // is off, and the state the server renders the page with after such a post.
  const [serverState, formAction] = useActionState(submitContactLead, initialLeadActionState);
  // With JavaScript the action is called directly, so a network failure or a server that is down
  // becomes the failure message (keeping every value) instead of an error page.
  const [clientState, setClientState] = useState<LeadActionState>();
  const [isPending, startTransition] = useTransition();
  const state = clientState ?? serverState;
  const [hydrated, setHydrated] = useState(false);
  const [mountTicket, setMountTicket] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<'none' | 'success' | 'failure' | 'rate-limited' | 'invalid'>(
    state.status === 'success' ? 'success' : state.status === 'error' ? (state.reason === 'validation' ? 'invalid' : state.reason === 'rate-limited' ? 'rate-limited' : 'failure') : 'none',
  );
  // Shown under the fields; after a no-JavaScript post they start as the server's.
  const [errors, setErrors] = useState<LeadFieldErrors>(serverState.status === 'error' ? serverState.fieldErrors : {});
  // Validation runs on submit first, then on every change (001 §4, variant B).
  const revalidateOnChange = useRef(serverState.status === 'error' && serverState.reason === 'validation');
  // Guards the moment between a click and the transition starting (validation is async).
  const submitting = useRef(false);

  const serverValues = serverState.status === 'error' ? serverState.values : {};

  function field(name: FieldName) {
    return formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  }

  function showErrors(fieldErrors: LeadFieldErrors) {
    setErrors(fieldErrors);
    const first = fieldOrder.find((name) => fieldErrors[name]);
    if (first) field(first)?.focus();
  }

  // A signed ticket for this rendering of the form (render time + submission token); the page
  // itself is static, so it is fetched when the form mounts.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration once: until then the server-rendered (no-JavaScript) form focuses its first error
    setHydrated(true);
    let cancelled = false;
    issueLeadTicket('contact').then(
      (ticket) => {
        if (!cancelled) setMountTicket(ticket);
      },
      () => undefined,
    );
    const reference = new URLSearchParams(window.location.search).get('product')?.trim().toLowerCase();
    const prefill = reference ? prefills[reference] : undefined;
    if (prefill) {
      const interest = field('interest');
      const message = field('message');
      if (prefill.interest && interest) interest.value = prefill.interest;
      if (message && !message.value) message.value = prefill.message;
    }
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: a second run would fetch another ticket; `prefills` is stable for the life of the page
  }, []);

  // React to each new action result.
  const lastHandled = useRef<number | undefined>(state.status === 'idle' ? undefined : state.at);
  useEffect(() => {
    if (state.status === 'idle' || lastHandled.current === state.at) return;
    lastHandled.current = state.at;
    if (state.status === 'success') {
      for (const name of fieldOrder) {
        const element = field(name);
        if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
        else if (element) element.value = '';
      }
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an action result arrives as new state; the fields are uncontrolled, so clearing them is DOM work after commit
      setErrors({});
      revalidateOnChange.current = false;
      setAnnouncement('success');
      return;
    }
    if (state.reason === 'validation') {
      revalidateOnChange.current = true;
      showErrors(state.fieldErrors);
      setAnnouncement('invalid');
    } else {
      setAnnouncement(state.reason === 'rate-limited' ? 'rate-limited' : 'failure');
    }
  }, [state]);

  const ticket = state.status !== 'idle' && state.ticket ? state.ticket : (mountTicket ?? '');

  function errorCode(name: FieldName): LeadErrorCode | undefined {
    return errors[name];
  }

  const firstInvalid = !hydrated && state.status === 'error' ? fieldOrder.find((name) => state.fieldErrors[name]) : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || submitting.current) return;
    submitting.current = true;
    try {
      const data = new FormData(event.currentTarget);
      setAnnouncement('none');
      const fieldErrors = await validateContact(data);
      revalidateOnChange.current = true;
      if (Object.keys(fieldErrors).length > 0) {
        showErrors(fieldErrors);
        return;
      }
      setErrors({});
      const previous = state;
      startTransition(async () => {
        let result: LeadActionState;
        try {
          result = await submitContactLead(previous, data);
        } catch {
          result = { status: 'error', reason: 'unavailable', fieldErrors: {}, values: {}, ticket: ticket || undefined, at: Date.now() };
        }
        startTransition(() => setClientState(result));
      });
    } finally {
      submitting.current = false;
    }
  }

  // After the first submit, each change re-validates the changed field (and only its message changes).
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const name = (event.target as { name?: string }).name as FieldName;
    if (!revalidateOnChange.current || !fieldOrder.includes(name)) return;
    void validateContact(new FormData(event.currentTarget)).then((fieldErrors) => {
      setErrors((current) => {
        const { [name]: _previous, ...others } = current;
        return fieldErrors[name] ? { ...others, [name]: fieldErrors[name] } : others;
      });
    });
  }

  function fieldProps(name: FieldName) {
    const code = errorCode(name);
    return {
      id: `${id}-${name}`,
      'aria-invalid': code ? true : undefined,
      'aria-describedby': code ? `${id}-${name}-error` : undefined,
      autoFocus: firstInvalid === name ? true : undefined,
    } as const;
  }

  function fieldError(name: FieldName) {
    const code = errorCode(name);
    if (!code) return null;
    return (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
        {t(`errors.${code}`)}
      </p>
    );
  }

  function fieldLabel(name: FieldName, text: string, required = true) {
    return (
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink">
        {text}
        {required ? (
          <>
            <span aria-hidden className="ml-0.5 text-danger">
              *
            </span>
            <span className="sr-only"> ({t('requiredMark')})</span>
          </>
        ) : (
          <span className="ml-1 font-normal text-ink-muted">({t('optional')})</span>
        )}
      </label>
    );
  }

  const inputClass =
    'mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-ink-muted/70 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

  const statusText =
    announcement === 'success'
      ? t('success')
      : announcement === 'failure'
        ? t('failure')
        : announcement === 'rate-limited'
          ? t('rateLimited')
          : announcement === 'invalid'
            ? t('invalid')
            : '';

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadValidator().catch(() => undefined)}
      // The schema's messages, in the page's language, are the only ones: with JavaScript from
      // the browser's run of the schema, without it from the server's. (The browser's own bubbles would speak the
      // browser's language.) `required` stays on the fields for assistive technology.
      noValidate
      aria-describedby={`${id}-hint`}
      className="space-y-5"
    >
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('requiredHint')}
      </p>

      <div role="status" aria-live="polite" aria-atomic="true">
        {announcement === 'success' && (
          <p className="rounded-lg border border-success/30 bg-success-soft px-4 py-3 text-sm font-semibold text-success">
            {statusText}
          </p>
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {announcement !== 'success' && announcement !== 'none' && (
          <p className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">
            {statusText}
          </p>
        )}
      </div>

      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="ticket" value={ticket} />
      {/* Honeypot: invisible and unreachable for people; bots that fill every field give themselves away. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {fieldLabel('firstName', t('firstName'))}
          <input
            name="firstName"
            {...fieldProps('firstName')}
            defaultValue={serverValues.firstName ?? ''}
            type="text"
            autoComplete="given-name"
            required
            maxLength={leadFieldLimits.name}
            className={inputClass}
          />
          {fieldError('firstName')}
        </div>
        <div>
          {fieldLabel('lastName', t('lastName'))}
          <input
            name="lastName"
            {...fieldProps('lastName')}
            defaultValue={serverValues.lastName ?? ''}
            type="text"
            autoComplete="family-name"
            required
            maxLength={leadFieldLimits.name}
            className={inputClass}
          />
          {fieldError('lastName')}
        </div>
        <div>
          {fieldLabel('email', t('email'))}
          <input
            name="email"
            {...fieldProps('email')}
            defaultValue={serverValues.email ?? ''}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={leadFieldLimits.email}
            className={inputClass}
          />
          {fieldError('email')}
        </div>
        <div>
          {fieldLabel('phone', t('phone'), false)}
          <input
            name="phone"
            {...fieldProps('phone')}
            defaultValue={serverValues.phone ?? ''}
            type="tel"
            autoComplete="tel"
            maxLength={leadFieldLimits.phone}
            className={inputClass}
          />
          {fieldError('phone')}
        </div>
        <div>
          {fieldLabel('company', t('company'))}
          <input
            name="company"
            {...fieldProps('company')}
            defaultValue={serverValues.company ?? ''}
            type="text"
            autoComplete="organization"
            required
            maxLength={leadFieldLimits.company}
            className={inputClass}
          />
          {fieldError('company')}
        </div>
        <div>
          {fieldLabel('interest', t('interest'))}
          <select name="interest" {...fieldProps('interest')} defaultValue={serverValues.interest ?? ''} required className={cx(inputClass, 'pr-10')}>
            {/* Disabled, so once a topic is chosen the select cannot go back to an empty value. */}
            <option value="" disabled>
              {t('interestPlaceholder')}
            </option>
            {leadInterests.map((interest) => (
              <option key={interest} value={interest}>
                {t(`interests.${interest}`)}
              </option>
            ))}
          </select>
          {fieldError('interest')}
        </div>
      </div>

      <div>
        {fieldLabel('message', t('message'))}
        <textarea
          name="message"
          {...fieldProps('message')}
          defaultValue={serverValues.message ?? ''}
          rows={5}
          required
          maxLength={leadFieldLimits.message}
          className={cx(inputClass, 'resize-y')}
        />
        {fieldError('message')}
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            name="consent"
            {...fieldProps('consent')}
            defaultChecked={serverValues.consent === 'on'}
            type="checkbox"
            required
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-danger"
          />
          <label htmlFor={`${id}-consent`} className="text-sm leading-relaxed text-ink">
            {consentLabel}
            <span aria-hidden className="ml-0.5 text-danger">
              *
            </span>
            <span className="sr-only"> ({t('requiredMark')})</span>
          </label>
        </div>
        {fieldError('consent')}
      </div>

      <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
