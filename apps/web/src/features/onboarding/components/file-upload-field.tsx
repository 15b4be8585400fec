import type { UploadedFile } from '@acorn/contracts';
import { Avatar, FileInput, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '../hooks/use-file-upload';

interface FileUploadFieldProps {
  label: string;
  description: string;
  accept: string;
  placeholder: string;
  state: UploadState;
  onChoose: (file: File | null) => void;
  /** Show an image preview (the photo): the chosen file's, or the saved one's. */
  previewUrl?: string | null;
  /** The file saved before, if any: kept unless another one is chosen. */
  saved?: UploadedFile | null;
  image?: boolean;
}

/** A file input that uploads at once and says where it stands: uploading, uploaded, or why not. */
export function FileUploadField({
  label,
  description,
  accept,
  placeholder,
  state,
  onChoose,
  previewUrl,
  saved,
  image = false,
}: FileUploadFieldProps) {
  const { t } = useTranslation('onboarding');
  const chosen = state.status === 'idle' ? null : state.file;
  const preview =
    previewUrl ?? (state.status === 'idle' && saved ? (saved.variants.medium ?? saved.url) : null);

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      {image && (
        <Avatar src={preview} size={72} radius="md" alt={preview ? t('uploads.previewAlt') : undefined}>
          <IconUpload size={24} aria-hidden />
        </Avatar>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label={label}
          description={description}
          accept={accept}
          placeholder={placeholder}
          value={chosen}
          onChange={(file) => onChoose(file)}
          clearable
          clearButtonProps={{ 'aria-label': t('uploads.remove') }}
          leftSection={image ? undefined : <IconFileText size={18} aria-hidden />}
          error={state.status === 'error' ? state.message : undefined}
          disabled={state.status === 'uploading'}
        />
        <div role="status" aria-live="polite">
          {state.status === 'uploading' && (
            <Group gap={6}>
              <Loader size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('uploads.uploading', { name: state.file.name })}
              </Text>
            </Group>
          )}
          {state.status === 'uploaded' && (
            <Group gap={6} wrap="nowrap">
              <ThemeIcon size={18} radius="xl" color="forest" variant="transparent">
                <IconCircleCheck size={18} aria-hidden />
              </ThemeIcon>
              <Text size="sm" c="forest.8" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('uploads.uploaded', { name: state.file.name })}
              </Text>
            </Group>
          )}
          {state.status === 'idle' && saved && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('uploads.saved', { name: saved.name })}
            </Text>
          )}
        </div>
      </Stack>
    </Group>
  );
}
