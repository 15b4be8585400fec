import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';

/** Refusals whose words say what to do: not signed in or not allowed (spec §8), too many asks. */
const TOLD_BY_CODE = new Set([401, 403, 429]);

/**
 * Sends an ask or a give of feedback (spec §8): field problems go under their fields; a 401 or
 * 403 (and too many asks) is told in the words of its code, anything else in the generic words.
 * An ask says 'Request sent successfully!' and empties the form; a give goes on to its form.
 */
export function useFeedbackRequest<Values extends Record<string, unknown>, Input, Result>(
  form: SchemaForm<Values, Input>,
  { send, onSent }: { send: (input: Input) => Promise<Result>; onSent?: (result: Result) => unknown },
) {
  const { t } = useTranslation('feedback');
  const notice = useNotice();
  const errorText = useErrorText();
  return useSubmit(form, {
    send: (input) => send(input),
    onSuccess: async (result) => {
      if (onSent) return onSent(result);
      notice({ color: 'forest', message: t('manage.requested') });
      form.reset();
    },
    handle: (error) => {
      if (isApiError(error) && error.status === 422) return false;
      const told = isApiError(error) && TOLD_BY_CODE.has(error.status);
      notice({ color: 'red', message: told ? errorText(error) : t('errors:generic') });
      return true;
    },
  });
}
