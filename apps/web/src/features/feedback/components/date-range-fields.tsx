import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { AnyForm } from '../../../components/form/use-schema-form';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A project's start and end (spec §4 Date pickers): a start after the end clears the end, an end
 * before the start clears the start, and the end's calendar starts at the start.
 */
export function DateRangeFields({ form, required }: { form: AnyForm; required: boolean }) {
  const { t } = useTranslation('feedback');
  const { from_date: from, to_date: to } = form.getValues() as { from_date: string; to_date: string };

  const changeFrom = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    form.setFieldValue('from_date', next);
    if (next && to && next > to) form.setFieldValue('to_date', '');
  };
  const changeTo = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    form.setFieldValue('to_date', next);
    if (next && from && next < from) form.setFieldValue('from_date', '');
  };

  return (
    <>
      <TextInput
        type="date"
        label={t('fields.fromDate')}
        withAsterisk={required}
        {...form.getInputProps('from_date')}
        onChange={changeFrom}
      />
      <TextInput
        type="date"
        label={t('fields.toDate')}
        withAsterisk={required}
        min={from || undefined}
        {...form.getInputProps('to_date')}
        onChange={changeTo}
      />
    </>
  );
}
