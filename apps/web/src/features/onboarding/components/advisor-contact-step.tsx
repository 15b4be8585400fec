import { advisorStep1Schema, type UserDetail } from '@acorn/contracts';
import { Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyFields } from '../../../components/form/company-fields';
import { ContactFields } from '../../../components/form/contact-fields';
import { FieldGrid, FormAlert } from '../../../components/form/form-layout';
import { SocialLinkFields } from '../../../components/form/social-link-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { optionLabels, useOptionList } from '../../../lib/reference-lists';
import { saveAdvisorContact } from '../api/save-steps';
import { WizardActions } from './wizard-actions';

const initialValues = (user: UserDetail) => ({
  first_name: user.name ?? '',
  job_function: user.job_function ?? '',
  phone: user.phone_number ?? '',
  company_name: user.company_name ?? '',
  code: '',
  linkedin: user.linkedin ?? '',
  facebook: user.facebook ?? '',
  youtube: user.youtube ?? '',
  instagram: user.instagram ?? '',
  twitter: user.twitter ?? '',
  website: user.website ?? '',
});

const optional = (value: string) => value.trim() || null;

interface AdvisorContactStepProps {
  user: UserDetail;
  onSaved: () => Promise<void>;
}

/** Advisor step 1 'User Information' (POST /api/addSbaRegistrationForm1). */
export function AdvisorContactStep({ user, onSaved }: AdvisorContactStepProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const jobFunctions = useOptionList('functions');
  const form = useSchemaForm({
    schema: advisorStep1Schema,
    initialValues: initialValues(user),
    toInput: (values) => ({
      first_name: values.first_name,
      job_function: values.job_function,
      phone: values.phone,
      company_name: optional(values.company_name),
      code: optional(values.code),
      linkedin: values.linkedin.trim(),
      facebook: optional(values.facebook),
      youtube: optional(values.youtube),
      instagram: optional(values.instagram),
      twitter: optional(values.twitter),
      website: optional(values.website),
      country: user.country?.id ?? null,
    }),
  });
  const submit = useSubmit(form, { send: saveAdvisorContact, onSuccess: onSaved, failure: 'inline' });

  return (
    <form {...submit.formProps}>
      <Stack gap="lg">
        <FormAlert>{submit.failure}</FormAlert>
        <Stack gap="md" component="section" aria-labelledby="advisor-contact-heading">
          <Title order={3} fz="lg" id="advisor-contact-heading">
            {t('advisor.contact.contactHeading')}
          </Title>
          <FieldGrid>
            <ContactFields
              form={form}
              country={user.country?.id}
              fields={{ name: 'first_name', jobFunction: 'job_function', phone: 'phone' }}
              jobFunctions={optionLabels(jobFunctions.data)}
            />
            <CompanyFields form={form} fields={{ commercialName: 'company_name' }} />
            <TextInput
              label={t('fields.voucher')}
              description={t('forms:optional')}
              autoComplete="off"
              {...form.getInputProps('code')}
            />
          </FieldGrid>
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="advisor-links-heading">
          <Title order={3} fz="lg" id="advisor-links-heading">
            {t('advisor.contact.linksHeading')}
          </Title>
          <FieldGrid>
            <SocialLinkFields form={form} required={['linkedin']} />
          </FieldGrid>
        </Stack>
      </Stack>
      <WizardActions
        back={{ label: t('actions.cancel'), to: paths.logout() }}
        submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
      />
    </form>
  );
}
