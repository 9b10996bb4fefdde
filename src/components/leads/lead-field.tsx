import type { ReactNode } from 'react';
// Types only: the schemas (zod) must not load with the page.
import type { LeadFormCheckboxName, LeadFormName, LeadFormTextName, LeadFormValues } from '@/lib/leads/schemas';
import type { LeadFormController } from './use-lead-form';

type Common<F extends LeadFormName> = {
  lead: LeadFormController<F>;
  /** Plain text, or rendered on the server when it holds markup (the consent label's link). */
  label: ReactNode;
  /** Marked "(optional)" instead of "*", and not `required`. */
  optional?: boolean;
};

type Text<F extends LeadFormName> = Common<F> & {
  name: LeadFormTextName<F>;
  type: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
};

type Textarea<F extends LeadFormName> = Common<F> & {
  name: LeadFormTextName<F>;
  type: 'textarea';
  rows?: number;
  maxLength?: number;
};

type Select<F extends LeadFormName, K extends LeadFormTextName<F>> = Common<F> & {
  name: K;
  type: 'select';
  /** The empty first choice; disabled, so once a choice is made the select cannot go back to it. */
  placeholder: string;
  /** The choices in display order (the schema's enum), and the text shown for each. */
  options: readonly Extract<LeadFormValues<F>[K], string>[];
  optionLabels: Record<Extract<LeadFormValues<F>[K], string>, string>;
};

type Checkbox<F extends LeadFormName> = Common<F> & { name: LeadFormCheckboxName<F>; type: 'checkbox' };

/** A field's props: `name` must be a key of the form's schema (a boolean one for a checkbox). */
export type LeadFieldProps<F extends LeadFormName, K extends LeadFormTextName<F>> = Text<F> | Textarea<F> | Select<F, K> | Checkbox<F>;

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-ink-muted/70 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

/**
 * One field of a lead form: label with its required or optional mark, the control (uncontrolled,
 * refilled with the visitor's values after a post without JavaScript), and its error message tied
 * to it by `aria-describedby`.
 */
export function LeadField<F extends LeadFormName, K extends LeadFormTextName<F>>(props: LeadFieldProps<F, K>) {
  const { lead, name, label, optional } = props;
  const id = `${lead.id}-${name}`;
  const code = lead.errors[name];
  const value = lead.values[name];
  const defaultValue = value ?? '';
  const control = {
    id,
    name,
    required: !optional,
    'aria-invalid': code ? true : undefined,
    'aria-describedby': code ? `${id}-error` : undefined,
    autoFocus: lead.autoFocus === name,
  } as const;
  const mark = optional ? (
    <>
      {' '}
      <span className="font-normal text-ink-muted">({lead.text.optional})</span>
    </>
  ) : (
    <>
      <span aria-hidden className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> ({lead.text.requiredMark})</span>
    </>
  );
  const error = code ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
      {lead.text.errors[code]}
    </p>
  ) : null;

  if (props.type === 'checkbox') {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            {...control}
            type="checkbox"
            defaultChecked={value === 'on'}
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-danger"
          />
          <label htmlFor={id} className="text-sm leading-relaxed text-ink">
            {label}
            {mark}
          </label>
        </div>
        {error}
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {mark}
      </label>
      {props.type === 'textarea' ? (
        <textarea {...control} defaultValue={defaultValue} rows={props.rows} maxLength={props.maxLength} className={`${inputClass} resize-y`} />
      ) : props.type === 'select' ? (
        <select {...control} defaultValue={defaultValue} className={`${inputClass} pr-10`}>
          <option value="" disabled>
            {props.placeholder}
          </option>
          {props.options.map((option) => (
            <option key={option} value={option}>
              {props.optionLabels[option]}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          type={props.type}
          defaultValue={defaultValue}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          className={inputClass}
        />
      )}
      {error}
    </div>
  );
}
