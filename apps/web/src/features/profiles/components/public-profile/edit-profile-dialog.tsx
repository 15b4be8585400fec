import { Center, Loader, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOwnProfile } from '../../api/own-profile';
import { AfterProfileSave } from '../../hooks/use-profile-submit';
import { CompanyInfoForm } from '../company-info-form';
import { ContactInfoForm } from '../contact-info-form';
import { MainProfileForm } from '../main-profile-form';

/** The public profile's sections the owner edits in place, each with its profile form. */
export type EditableSection = 'personal' | 'company' | 'contact';

const FORMS = { personal: MainProfileForm, company: CompanyInfoForm, contact: ContactInfoForm } as const;

/**
 * Spec §2: the profile edit dialog, open for one section, saving, then closed with the profile
 * reloaded. The forms are those of /profile, with their checks and messages.
 */
export default function EditProfileDialog({
  section,
  companyId,
  onClose,
}: {
  section: EditableSection;
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('profiles');
  const own = useOwnProfile();
  const queryClient = useQueryClient();
  const Form = FORMS[section];
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: ['profiles', 'company', companyId] });
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t(`public.editDialog.${section}`)}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {own.data ? (
        <AfterProfileSave.Provider value={saved}>
          <Form profile={own.data} />
        </AfterProfileSave.Provider>
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      )}
    </Modal>
  );
}
