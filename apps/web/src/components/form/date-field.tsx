import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, dayValue } from './day-text';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The day (yyyy-MM-dd), '' or text still being typed: what the form holds. */
  value?: string;
  onChange?: (value: string) => void;
  /** The first day the calendar offers (yyyy-MM-dd). */
  min?: string;
}

/**
 * A day typed and shown as dd/MM/yyyy in every language (spec §9): a native date input would show
 * the browser's order (mm/dd/yyyy in en-US). The calendar button opens the browser's own picker
 * on a hidden native input, so no date library joins the page.
 */
export function DateField({ value = '', onChange, min, disabled, readOnly, ...props }: DateFieldProps) {
  const { t } = useTranslation('forms');
  const picker = useRef<HTMLInputElement>(null);
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextInput
      {...props}
      disabled={disabled}
      readOnly={readOnly}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('date.placeholder')}
      maxLength={10}
      value={dayText(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(dayValue(event.currentTarget.value))}
      rightSectionPointerEvents="all"
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={openPicker}
            disabled={disabled || readOnly}
            aria-label={t('date.pick')}
          >
            <IconCalendar size={18} aria-hidden />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            min={min}
            value={isDay ? value : ''}
            onChange={(event) => onChange?.(event.currentTarget.value)}
            style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', width: '100%' }}
          />
        </>
      }
    />
  );
}
