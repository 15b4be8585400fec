import { addReferralInputSchema, type ReferralPermit } from '@acorn/contracts';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FULL_ROW } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { type Giver, referralPermitQuery, sendReferral } from '../api/feedback';
import { DateRangeFields } from './date-range-fields';
import { GiveDescription, GiveForm, GiverFields } from './give-form';
import { GiveFrame } from './give-frame';

const EMPTY = {
  name: '',
  job_function: '',
  company_name: '',
  project_name: '',
  from_date: '',
  to_date: '',
  description: '',
};

/**
 * The referral form (spec §3 Referral submission, §5): who gives it and the project; a
 * testimonial needs the project and its dates. Checked with the schema the API checks it with.
 */
function ReferralForm({
  code,
  permit,
  giver,
  onSubmitted,
}: {
  code: string;
  permit: ReferralPermit;
  giver: Giver;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('feedback');
  const testimonial = permit.reffertype === 'testimonial';
  const form = useSchemaForm({
    schema: addReferralInputSchema,
    initialValues: EMPTY,
    toInput: (values) => ({ ...values, code, reffertype: permit.reffertype }),
  });
  const submit = useSubmit(form, {
    send: (input) => sendReferral(input, giver),
    onSuccess: onSubmitted,
    failure: 'inline',
  });
  return (
    <GiveForm
      company={permit.company.company_name}
      formProps={submit.formProps}
      failure={submit.failure}
      busy={form.submitting}
    >
      <GiverFields form={form} workRequired />
      <TextInput
        label={t('fields.projectName')}
        withAsterisk={testimonial}
        style={FULL_ROW}
        {...form.getInputProps('project_name')}
      />
      <DateRangeFields form={form} required={testimonial} />
      <GiveDescription form={form} label={t(`referral.description.${permit.reffertype}`)} />
    </GiveForm>
  );
}

/** /give/referral/{code} (a member) and /give/guest-referral/{code} (a guest): the form, then its confirmation. */
export function GiveReferral({ code, giver }: { code: string; giver: Giver }) {
  const { t } = useTranslation('feedback');
  const permit = useQuery(referralPermitQuery(code, giver));
  return (
    <GiveFrame
      permit={permit}
      title={(data) => t(`referral.title.${data.reffertype}`)}
      submitted={(data) => t('referral.submitted', { type: t(`referral.type.${data.reffertype}`) })}
    >
      {(data, onSubmitted) => (
        <ReferralForm code={code} permit={data} giver={giver} onSubmitted={onSubmitted} />
      )}
    </GiveFrame>
  );
}
