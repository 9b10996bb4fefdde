import { APIError, ValidationError, type PayloadRequest } from 'payload';

/**
 * Errors a hook throws for the editor to read. Payload's REST answer keeps an error's details only
 * for errors it recognises as its own classes, which a hook's errors in the production build are
 * not; it then shows the message alone, so the message says everything: the field and the reason.
 */
export function fieldErrors(collection: string, errors: { path: string; label?: string; message: string }[], req: PayloadRequest): ValidationError {
  const error = new ValidationError({ collection, errors, req }, req.t);
  error.name = 'ValidationError';
  error.message = errors.map((entry) => `${entry.label ?? entry.path}: ${entry.message}`).join(' ');
  return error;
}

/** A refusal (403) with its reason. */
export function refused(message: string, reason: string): APIError {
  const error = new APIError(message, 403, { reason }, true);
  error.name = 'Forbidden';
  return error;
}
