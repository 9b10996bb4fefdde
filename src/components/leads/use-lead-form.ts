import type { Messages } from 'next-intl';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useActionState,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useTransition,
} from 'react';
import type { Locale } from '@/i18n/locales';
import { initialLeadActionState, type LeadActionState } from '@/lib/leads/action-state';
import { leadFormPermalink } from '@/lib/leads/form-pages';
import type { LeadFieldErrors } from '@/lib/leads/error-codes';
// Types only: the schemas (zod) must not load with the page.
import type { LeadFormFieldName, LeadFormName } from '@/lib/leads/schemas';
import { issueLeadTicket } from '@/server/leads/actions';

/** The LeadForm texts, resolved on the server and passed as props (no i18n runtime in the browser);
 * the consent label, which holds a link, arrives rendered instead. */
export type LeadFormText = Omit<Messages['LeadForm'], 'consent' | 'reportConsent' | 'reportsConsent'>;

/** What the kit itself shows; a form may pass its own wording for any of them (e.g. `success`). */
export type LeadFormKitText = Pick<
  LeadFormText,
  'requiredHint' | 'requiredMark' | 'optional' | 'honeypot' | 'submit' | 'sending' | 'success' | 'failure' | 'rateLimited' | 'invalid' | 'errors'
>;

/** A lead form's server action (src/server/leads/actions.ts). */
export type LeadAction = (previous: LeadActionState, data: FormData) => Promise<LeadActionState>;

/** The message above the fields: a key of the kit's texts, or nothing. */
export type LeadAnnouncement = 'none' | 'success' | 'failure' | 'rateLimited' | 'invalid';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// The shared schema (zod) is most of a form's JavaScript and nobody needs it before they start
// filling a form in, so it is loaded on the first focus (and awaited on submit) instead of with
// the page. If it cannot be loaded the server, which runs the same schema, still answers.
let validatorModule: Promise<typeof import('@/lib/leads/validate')> | undefined;
function loadValidator() {
  validatorModule ??= import('@/lib/leads/validate').catch((error: unknown) => {
    validatorModule = undefined;
    throw error;
  });
  return validatorModule;
}

async function validate(form: LeadFormName, data: FormData): Promise<LeadFieldErrors> {
  try {
    const result = (await loadValidator()).validateLeadForm(form, data);
    return result.success ? {} : result.fieldErrors;
  } catch {
    return {};
  }
}

function announcementOf(state: LeadActionState): LeadAnnouncement {
  if (state.status === 'idle') return 'none';
  if (state.status === 'success') return 'success';
  return state.reason === 'validation' ? 'invalid' : state.reason === 'rate-limited' ? 'rateLimited' : 'failure';
}

/** In page order, so the first invalid field is the first one the visitor meets. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: LeadFieldErrors) {
  for (const element of form?.elements ?? []) {
    if (Object.hasOwn(errors, (element as FieldElement).name)) return (element as FieldElement).focus();
  }
}

/** Empties what the visitor filled in. Hidden inputs (locale, ticket, the action's own) keep their
 * value; a button's value is not its label, and the kit renders no radio buttons. */
function clearFields(form: HTMLFormElement | null) {
  for (const element of form?.elements ?? []) {
    const field = element as FieldElement;
    if (field.type === 'checkbox') (field as HTMLInputElement).checked = false;
    else if (field.type !== 'hidden') field.value = '';
  }
}

export interface LeadFormOptions<F extends LeadFormName> {
  form: F;
  action: LeadAction;
  locale: Locale;
  text: LeadFormKitText;
  /** Runs once when the form has mounted, e.g. to prefill fields from the URL. */
  onMount?: (field: (name: LeadFormFieldName<F>) => FieldElement | null) => void;
  /** Runs after the server has stored a submission sent with JavaScript (e.g. to show a toast or a
   * dialog); the form is already cleared. */
  onSuccess?: () => void;
  /** After the first submit, editing a field removes its error at once instead of re-validating
   * it (001 §4, hair analysis form); the next submit validates everything again. */
  clearErrorOnEdit?: boolean;
  /** Fields validated as one (a group of checkboxes of which one must be ticked): a change to any of
   * them refreshes the messages of all of them. */
  linkedFields?: readonly LeadFormFieldName<F>[];
}

/** Everything `<LeadForm>` and `<LeadField>` render from; F types the field names. */
export interface LeadFormController<F extends LeadFormName> {
  form: F;
  locale: Locale;
  text: LeadFormKitText;
  /** Prefix of the element ids. */
  id: string;
  errors: LeadFieldErrors;
  /** After a post without JavaScript: what the visitor had typed, to render the fields with. */
  values: Record<string, string>;
  /** The field that gets focus when the page comes back from such a post with errors. */
  autoFocus: string | undefined;
  ticket: string;
  pending: boolean;
  announcement: LeadAnnouncement;
  /** The latest answer of the server (with or without JavaScript), e.g. the PDFs a whitepaper form delivered. */
  result?: LeadActionState;
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    action: (data: FormData) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
    onChange: (event: ChangeEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    noValidate: true;
    'aria-describedby': string;
  };
}

/**
 * The behaviour of every lead form in the browser. One hook for both paths:
 * - with JavaScript, the form's schema (loaded on first focus) validates on submit and then on
 *   every change, the first invalid field gets focus, and the valid form goes to the server
 *   action, which answers success or failure;
 * - without JavaScript the form is a plain HTML form posting to the same action, and the page
 *   comes back with the server's errors and every typed value, or the success message.
 * Fields are uncontrolled: what the visitor typed stays in them whatever the server answers,
 * and they are emptied only after a success.
 */
export function useLeadForm<F extends LeadFormName>({
  form,
  action,
  locale,
  text,
  onMount,
  onSuccess,
  clearErrorOnEdit = false,
  linkedFields,
}: LeadFormOptions<F>): LeadFormController<F> {
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // The server action bound to the form element: used by the browser's own post when JavaScript
  // is off, and the state the server renders the page with after such a post.
  const [serverState, formAction] = useActionState(action, initialLeadActionState, leadFormPermalink(form, locale));
  // With JavaScript the action is called directly, so a network failure or a server that is down
  // becomes the failure message (keeping every value) instead of an error page.
  const [clientState, setClientState] = useState<LeadActionState>();
  const [pending, startTransition] = useTransition();
  const state = clientState ?? serverState;
  const [mountTicket, setMountTicket] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState(() => announcementOf(serverState));
  // Shown under the fields; after a post without JavaScript they start as the server's.
  const [errors, setErrors] = useState<LeadFieldErrors>(serverState.status === 'error' ? serverState.fieldErrors : {});
  // Validation runs on submit first, then on every change (001 §4, variant B).
  const revalidateOnChange = useRef(serverState.status === 'error' && serverState.reason === 'validation');
  // 'busy' from a click until its answer arrives: one submission at a time (validation is async, so
  // the disabled button alone leaves a gap). 'sent' from a success until the visitor changes
  // something: a click then (typically the second click of a double click, landing on the form
  // just emptied) would only validate the empty form, hide the thank-you and mark every field
  // invalid, so it does nothing.
  const phase = useRef<'ready' | 'busy' | 'sent'>(serverState.status === 'success' ? 'sent' : 'ready');

  const field = (name: LeadFormFieldName<F>) => formRef.current?.elements.namedItem(name) as FieldElement | null;

  // A signed ticket for this rendering of the form (render time + submission token); the page
  // itself is static, so it is fetched when the form mounts.
  useEffect(() => {
    let cancelled = false;
    issueLeadTicket(form).then(
      (ticket) => {
        if (!cancelled) setMountTicket(ticket);
      },
      () => undefined,
    );
    onMount?.(field);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: a second run would fetch another ticket; the form and its prefill do not change for the life of the page
  }, []);

  const notifySuccess = useEffectEvent(() => onSuccess?.());

  // React to each new action result.
  const lastHandled = useRef(state.status === 'idle' ? undefined : state.at);
  useEffect(() => {
    if (state.status === 'idle' || lastHandled.current === state.at) return;
    lastHandled.current = state.at;
    setAnnouncement(announcementOf(state));
    if (state.status === 'success') {
      clearFields(formRef.current);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an action result arrives as new state; the fields are uncontrolled, so clearing them is DOM work after commit
      setErrors({});
      revalidateOnChange.current = false;
      notifySuccess();
    } else if (state.reason === 'validation') {
      revalidateOnChange.current = true;
      setErrors(state.fieldErrors);
      focusFirstInvalid(formRef.current, state.fieldErrors);
    }
  }, [state]);

  const ticket = state.status !== 'idle' && state.ticket ? state.ticket : (mountTicket ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.current !== 'ready') return;
    phase.current = 'busy';
    const data = new FormData(event.currentTarget);
    setAnnouncement('none');
    const fieldErrors = await validate(form, data);
    revalidateOnChange.current = true;
    if (Object.keys(fieldErrors).length > 0) {
      phase.current = 'ready';
      setErrors(fieldErrors);
      focusFirstInvalid(formRef.current, fieldErrors);
      return;
    }
    setErrors({});
    const previous = state;
    startTransition(async () => {
      let result: LeadActionState;
      try {
        result = await action(previous, data);
      } catch {
        result = { status: 'error', reason: 'unavailable', fieldErrors: {}, values: {}, ticket: ticket || undefined, at: Date.now() };
      }
      phase.current = result.status === 'success' ? 'sent' : 'ready';
      startTransition(() => setClientState(result));
    });
  }

  // After the first submit, each change re-validates the changed field (and only its message changes).
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    if (phase.current === 'sent') phase.current = 'ready';
    const name = (event.target as Partial<FieldElement>).name;
    if (!revalidateOnChange.current || !name) return;
    if (clearErrorOnEdit) {
      setErrors((current) => {
        if (!Object.hasOwn(current, name)) return current;
        const { [name]: _cleared, ...others } = current;
        return others;
      });
      return;
    }
    const names: readonly string[] = linkedFields?.includes(name as LeadFormFieldName<F>) ? linkedFields : [name];
    void validate(form, new FormData(event.currentTarget)).then((fieldErrors) => {
      setErrors((current) => {
        const next = { ...current };
        for (const changed of names) {
          delete next[changed];
          if (Object.hasOwn(fieldErrors, changed)) next[changed] = fieldErrors[changed]!;
        }
        return next;
      });
    });
  }

  return {
    form,
    locale,
    text,
    id,
    errors,
    values: serverState.status === 'error' ? serverState.values : {},
    // React applies autoFocus only when an element mounts, i.e. in the render that hydrates the page.
    autoFocus: serverState.status === 'error' ? Object.keys(serverState.fieldErrors)[0] : undefined,
    ticket,
    pending,
    announcement,
    result: state,
    formProps: {
      ref: formRef,
      action: formAction,
      onSubmit,
      onChange,
      onFocus: () => void loadValidator().catch(() => undefined),
      // The schema's messages, in the page's language, are the only ones: with JavaScript from
      // the browser's run of the schema, without it from the server's (the browser's own bubbles
      // would speak the browser's language). `required` stays on the fields for assistive technology.
      noValidate: true,
      'aria-describedby': `${id}-hint`,
    },
  };
}
