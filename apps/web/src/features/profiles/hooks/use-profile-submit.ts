import type { OwnProfile } from '@acorn/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useNotice } from '../../../lib/use-notice';
import { useProfileSaved } from '../api/own-profile';

/**
 * What happens after a profile form saved, where the form is shown in a dialog (the public
 * profile's edit in place): the dialog closes and the profile reloads.
 */
export const AfterProfileSave = createContext<(() => void) | null>(null);

interface ProfileSaveOptions<Values, Input> {
  save: (input: Input) => Promise<{ success: string; data: OwnProfile }>;
  /** The form's values from the saved profile, so what is shown is what was stored. */
  valuesFrom: (profile: OwnProfile) => Values;
}

/**
 * The profile forms' submit: sends the form, shows what was stored, refreshes the profile and the
 * user detail, and says so. These forms are long: a notice also says when fields need attention.
 */
export function useProfileSubmit<Values extends Record<string, unknown>, Input>(
  form: SchemaForm<Values, Input>,
  { save, valuesFrom }: ProfileSaveOptions<Values, Input>,
) {
  const { t } = useTranslation('profiles');
  const notice = useNotice();
  const profileSaved = useProfileSaved();
  const afterSave = useContext(AfterProfileSave);
  return useSubmit(form, {
    send: save,
    onSuccess: async (answer) => {
      const next = valuesFrom(answer.data);
      form.setValues(next);
      form.resetDirty(next);
      await profileSaved(answer.data);
      notice({ color: 'forest', title: t('notices.savedTitle'), message: t('success.saved') });
      afterSave?.();
    },
    failure: { title: t('notices.failedTitle') },
    // Spec §8: in the public profile's edit dialog an invalid form says so for two seconds.
    attentionNotice: afterSave ? { message: t('public.editInvalid'), autoClose: 2000 } : true,
  });
}
