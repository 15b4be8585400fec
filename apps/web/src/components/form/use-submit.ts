import type { ErrorCode } from '@acorn/contracts';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { fieldErrors, useErrorText, useFieldText } from '../../lib/error-text';
import { useNotice } from '../../lib/use-notice';
import { focusFirstError, showsField } from './focus-first-error';
import type { SchemaForm } from './use-schema-form';

export interface SubmitOptions<Values, Input, Result> {
  /** Makes the call with the checked body; its answer goes to `onSuccess`. */
  send: (input: Input, values: Values) => Promise<Result>;
  onSuccess?: (result: Result, values: Values) => unknown;
  /** A last check before sending (the VAT number's verdict); false stops, the check saying why. */
  beforeSend?: (input: Input, values: Values) => Promise<boolean> | boolean;
  /** Refusals the form answers in its own way (an inactive account goes to its page): true when handled. */
  handle?: (error: unknown) => boolean;
  /** Refusals that belong to one field though the answer names none, by code (email_taken → email). */
  codeFields?: Partial<Record<ErrorCode, string>>;
  /**
   * How a failure no field shows is told: a red notice (the default), `inline`: kept in `failure`
   * for the form to show in place (FormAlert), or handed to the form (a dialog).
   */
  failure?: 'inline' | ((message: string) => void) | { title?: string; autoClose?: number };
  /** Long forms also say in a notice that fields need attention: the first may be out of sight. */
  attentionNotice?: boolean | { message: string; autoClose: number };
}

/**
 * Submits a schema form: checks it, sends the body, and on a refusal puts the answer's field
 * problems (a 422's `errorCodes`) under the fields the form shows and focuses the first of them;
 * anything else is told in a notice (or in place) in the words of lib/error-text. `run` resolves
 * to whether the call succeeded; spread `formProps` on the <form>.
 */
export function useSubmit<Values extends Record<string, unknown>, Input, Result>(
  form: SchemaForm<Values, Input>,
  {
    send,
    onSuccess,
    beforeSend,
    handle,
    codeFields,
    failure: tellFailure,
    attentionNotice,
  }: SubmitOptions<Values, Input, Result>,
) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const notice = useNotice();
  const ref = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const noticeId = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // One failure message at a time: a new attempt takes the last one away.
  const tell = (message: string) => {
    if (tellFailure === 'inline') return setFailure(message);
    if (typeof tellFailure === 'function') return tellFailure(message);
    noticeId.current = notice({
      color: 'red',
      title: tellFailure?.title,
      message,
      autoClose: tellFailure?.autoClose,
    });
  };

  const invalid = (errors: FormErrors) => {
    // A value the form keeps without showing it (a stored contact) can only be told in words.
    if (!focusFirstError(ref.current, errors)) return tell(String(fieldText(Object.values(errors)[0])));
    if (attentionNotice) {
      const words = attentionNotice === true ? undefined : attentionNotice;
      noticeId.current = notice({
        color: 'red',
        title: t('notice.invalidTitle'),
        message: words?.message ?? t('notice.invalid'),
        autoClose: words?.autoClose ?? 4000,
      });
    }
  };

  const refused = (error: unknown, values: Values) => {
    if (handle?.(error)) return;
    const field = isApiError(error) ? codeFields?.[error.code as ErrorCode] : undefined;
    const errors: FormErrors = field ? { [field]: errorText(error) } : {};
    for (const [path, problem] of Object.entries(fieldErrors(error))) {
      errors[form.fieldPath(path, values)] = problem;
    }
    if (Object.keys(errors).some((path) => showsField(ref.current, path))) {
      form.setErrors(errors);
      focusFirstError(ref.current, errors);
      if (attentionNotice) tell(t('notice.invalid'));
      return;
    }
    // No field of the form can show it: words of its own (a field problem of the answer included).
    tell(errorText(error));
  };

  const run = async (): Promise<boolean> => {
    if (busy.current) return false;
    if (noticeId.current) notifications.hide(noticeId.current);
    setFailure(null);
    const validation = form.validate();
    if (validation.hasErrors) {
      invalid(validation.errors);
      return false;
    }
    const values = form.getValues();
    const input = form.getTransformedValues();
    busy.current = true;
    form.setSubmitting(true);
    try {
      if (beforeSend && !(await beforeSend(input, values))) return false;
      const result = await send(input, values);
      await onSuccess?.(result, values);
      return true;
    } catch (error) {
      refused(error, values);
      return false;
    } finally {
      busy.current = false;
      form.setSubmitting(false);
    }
  };

  return {
    run,
    /** The failure to show in place, with `failure: 'inline'`. */
    failure,
    /** Focuses the first of `errors` the form shows (for steps that check a field of their own). */
    focusFirstError: (errors: FormErrors) => focusFirstError(ref.current, errors),
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run();
      },
    },
  };
}
