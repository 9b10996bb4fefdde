import type { LeadFieldErrors } from './error-codes';

/**
 * What a lead form's server action returns to `useActionState`. Shared by the server action and
 * the client form; only stable codes travel, never exception text. `values` lets a form posted
 * without JavaScript render again with everything the visitor typed.
 */
export type LeadActionState =
  | { status: 'idle'; ticket?: string }
  | {
      status: 'success';
      ticket: string;
      at: number;
      /** What a whitepaper form delivered: the PDF(s), linked in the page's language. */
      documents?: readonly { name: string; href: string }[];
    }
  | {
      status: 'error';
      reason: 'validation' | 'rate-limited' | 'unavailable';
      fieldErrors: LeadFieldErrors;
      values: Record<string, string>;
      ticket?: string;
      at: number;
    };

export const initialLeadActionState: LeadActionState = { status: 'idle' };
