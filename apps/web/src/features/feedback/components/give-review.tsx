import { addReviewInputSchema, type ReviewPermit } from '@acorn/contracts';
import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FULL_ROW } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useSectors } from '../../../lib/reference-lists';
import { type Giver, reviewPermitQuery, sendReview } from '../api/feedback';
import { DateRangeFields } from './date-range-fields';
import { GiveDescription, GiveForm, GiverFields } from './give-form';
import { GiveFrame } from './give-frame';
import { StarRatingInput } from './star-rating-input';

interface ReviewValues extends Record<string, unknown> {
  name: string;
  job_function: string;
  company_name: string;
  from_date: string;
  to_date: string;
  description: string;
  sector: string | null;
  rating_value: number;
}

/** The star widget starts at one star (spec §3 Review submission). */
const EMPTY: ReviewValues = {
  name: '',
  job_function: '',
  company_name: '',
  from_date: '',
  to_date: '',
  description: '',
  sector: null,
  rating_value: 1,
};

/**
 * The review form (spec §3 Review submission, §5): the project's dates, the text, the giver's
 * sector and a rating of 1 to 5; job function and company optional. The project (and need) come
 * with the code.
 */
export function ReviewForm({
  code,
  permit,
  giver,
  onSubmitted,
}: {
  code: string;
  permit: ReviewPermit;
  giver: Giver;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('feedback');
  const sectors = useSectors();
  const form = useSchemaForm({
    schema: addReviewInputSchema,
    initialValues: EMPTY,
    // An empty date or sector is a missing one ('This field is required'), not a malformed one.
    toInput: ({ sector, ...values }) => ({
      ...values,
      code,
      from_date: values.from_date || null,
      to_date: values.to_date || null,
      sector: sector === null ? null : Number(sector),
    }),
  });
  const submit = useSubmit(form, {
    send: (input) => sendReview(input, giver),
    onSuccess: onSubmitted,
    failure: 'inline',
  });
  const rating = form.getInputProps('rating_value');
  return (
    <ListsGate queries={[sectors]}>
      <GiveForm
        company={permit.company.company_name}
        about={
          <>
            {permit.project_name && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('review.project', { name: permit.project_name })}
              </Text>
            )}
            {permit.need && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('review.need', { title: permit.need.title })}
              </Text>
            )}
          </>
        }
        formProps={submit.formProps}
        failure={submit.failure}
        busy={form.submitting}
      >
        <div style={FULL_ROW}>
          <StarRatingInput
            label={t('fields.rating')}
            required
            path="rating_value"
            value={form.getValues().rating_value}
            onChange={(value) => form.setFieldValue('rating_value', value)}
            error={rating.error}
          />
        </div>
        <DateRangeFields form={form} required />
        <GiveDescription form={form} label={t('fields.review')} />
        <GiverFields
          form={form}
          workRequired={false}
          sector={
            <Select
              label={t('fields.sector')}
              withAsterisk
              searchable
              data={(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))}
              {...form.getInputProps('sector')}
            />
          }
        />
      </GiveForm>
    </ListsGate>
  );
}

/** /give/review/{code}: a member's or a guest's review, then its confirmation. */
export function GiveReview({ code, giver }: { code: string; giver: Giver }) {
  const { t } = useTranslation('feedback');
  const permit = useQuery(reviewPermitQuery(code, giver));
  return (
    <GiveFrame permit={permit} title={() => t('review.title')} submitted={() => t('review.submitted')}>
      {(data, onSubmitted) => (
        <ReviewForm code={code} permit={data} giver={giver} onSubmitted={onSubmitted} />
      )}
    </GiveFrame>
  );
}
