import type { FilePurpose } from '@acorn/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload, type StoredFile } from '../../../components/file-upload/file-upload';
import type { UploadAccept } from '../../../components/file-upload/upload-rules';

interface FileListFieldProps {
  label: string;
  hint?: string;
  accept: UploadAccept;
  purpose: FilePurpose;
  max: number;
  value: StoredFile[];
  onChange: (files: StoredFile[]) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
  'data-path'?: string;
}

/**
 * Up to `max` files, one upload field each: the stored ones (replace or remove) and, while there
 * is room, one for the next. Each is uploaded as it is chosen, so the form sends ids only. The
 * count ('Files (1 of 5)') shows once a file is chosen: before, there is nothing to count.
 */
export function FileListField({
  label,
  hint,
  max,
  value,
  onChange,
  error,
  required,
  'data-path': dataPath,
  ...upload
}: FileListFieldProps) {
  const { t } = useTranslation('content');
  const slots: Array<StoredFile | null> = value.length < max ? [...value, null] : value;
  const change = (index: number, file: StoredFile | null) => {
    const next = [...value];
    if (file) next[index] = file;
    else next.splice(index, 1);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      {slots.map((file, index) => (
        <FileUpload
          key={file?.id ?? 'next'}
          {...upload}
          description={index === 0 ? hint : undefined}
          label={value.length > 0 ? t('files.slot', { label, number: index + 1, max }) : label}
          value={file}
          onChange={(next) => change(index, next)}
          error={index === slots.length - 1 ? error : undefined}
          data-path={index === 0 ? dataPath : undefined}
          required={required && index === 0}
        />
      ))}
    </Stack>
  );
}
