import type { FeedbackParticipant } from '@acorn/contracts';
import { Avatar, Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FocusEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/initials';
import { feedbackParticipantsQuery } from '../api/participants';

function ParticipantAvatar({ participant, size }: { participant: FeedbackParticipant; size: number }) {
  return (
    <Avatar src={participant.logo} alt="" radius="xl" size={size} color="forest" aria-hidden>
      {initialsOf(participant.company_name)}
    </Avatar>
  );
}

export interface ParticipantPickerProps {
  label: string;
  /** The chosen company's id as text, '' for none (a form field's value). */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The companies a member may ask feedback of or give it to: a searchable list, asked of the server
 * as the member types (GET /api/listOfParticipants?search=, at most 50 by name), each company with
 * its logo or initials.
 */
export function ParticipantPicker({ label, value = '', onChange, ...inputProps }: ParticipantPickerProps) {
  const { t } = useTranslation('feedback');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<FeedbackParticipant | null>(null);
  const picked = chosen !== null && String(chosen.id) === value ? chosen : null;
  // Picking a company writes its name into the box: that is no new search.
  const typed = picked && search === picked.company_name ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 250);
  const participants = useQuery({
    ...feedbackParticipantsQuery(debounced),
    placeholderData: keepPreviousData,
  });

  // The form emptied the field (after sending): the box empties too.
  useEffect(() => {
    if (value === '') setSearch('');
  }, [value]);

  const found = participants.data ?? [];
  const byId = new Map(found.map((participant) => [String(participant.id), participant]));
  if (picked) byId.set(value, picked);
  const data = [...byId.entries()].map(([id, participant]) => ({
    value: id,
    label: participant.company_name,
  }));

  const nothingFound = participants.isError
    ? t('manage.participantsFailed')
    : participants.isFetching
      ? t('manage.searching')
      : t('manage.noMatch');

  return (
    <Select
      label={label}
      placeholder={t('manage.participantPlaceholder')}
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(next) => {
        setChosen(next ? (byId.get(next) ?? null) : null);
        onChange(next ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      leftSection={picked ? <ParticipantAvatar participant={picked} size={22} /> : undefined}
      rightSection={participants.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      renderOption={({ option }) => {
        const participant = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {participant && <ParticipantAvatar participant={participant} size={28} />}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {option.label}
            </Text>
          </Group>
        );
      }}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
    />
  );
}
