import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';

/** How an operator's failure is told: titled, and longer than other notices (there is a table to check). */
export function useAdminFailure() {
  const { t } = useTranslation('admin');
  return useMemo(() => ({ title: t('common.failedTitle'), autoClose: 8000 }), [t]);
}

/** Success and failure notifications of operator actions (announced as alerts). */
export function useAdminNotice() {
  const notice = useNotice();
  const errorText = useErrorText();
  const failure = useAdminFailure();
  return useMemo(
    () => ({
      success: (message: string) => notice({ color: 'forest', message }),
      failure: (error: unknown, title?: string) =>
        notice({ color: 'red', ...failure, title: title ?? failure.title, message: errorText(error) }),
    }),
    [notice, errorText, failure],
  );
}
