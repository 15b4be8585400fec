import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import type { AnyForm } from '../../../components/form/use-schema-form';

/** Only whole days are compared: text still being typed clears nothing. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A project's start and end (spec §4 Date pickers): a start after the end clears the end, an end
 * before the start clears the start, and the end's calendar starts at the start.
 */
export function DateRangeFields({ form, required }: { form: AnyForm; required: boolean }) {
  const { t } = useTranslation('feedback');
  const { from_date: from, to_date: to } = form.getValues() as { from_date: string; to_date: string };

  const changeFrom = (next: string) => {
    form.setFieldValue('from_date', next);
    if (isDay(next) && isDay(to) && next > to) form.setFieldValue('to_date', '');
  };
  const changeTo = (next: string) => {
    form.setFieldValue('to_date', next);
    if (isDay(next) && isDay(from) && next < from) form.setFieldValue('from_date', '');
  };

  return (
    <>
      <DateField
        label={t('fields.fromDate')}
        withAsterisk={required}
        {...form.getInputProps('from_date')}
        onChange={changeFrom}
      />
      <DateField
        label={t('fields.toDate')}
        withAsterisk={required}
        min={isDay(from) ? from : undefined}
        {...form.getInputProps('to_date')}
        onChange={changeTo}
      />
    </>
  );
}
