import { type FilePurpose, isValidationCode, type ValidationCode } from '@acorn/contracts';
import {
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconFileText, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../lib/confirm';
import { useFieldText } from '../../lib/error-text';
import { openStoredFile, uploadFile } from './upload-file';
import {
  acceptAttribute,
  claimedType,
  isImageType,
  type UploadAccept,
  uploadFailureText,
  uploadIssue,
} from './upload-rules';

/** A stored file as forms keep it: the id they send, the name and address they show. */
export interface StoredFile {
  id: number;
  name: string;
  url: string;
}

/** The spec's upload states: nothing yet, on its way, stored. */
type UploadStatus = 'not-uploaded' | 'uploading' | 'uploaded';

export interface FileUploadProps {
  label: string;
  /** Replaces the default hint (accepted types and size). */
  description?: ReactNode;
  /** `image`: PNG or JPEG; `image-or-pdf`: PNG, JPEG or PDF. */
  accept: UploadAccept;
  /** POST /api/files purpose: `image` files are public (and previewed), `document` ones private. */
  purpose: FilePurpose;
  value: StoredFile | null;
  /** A new stored file, or null when the user removed the current one (after confirming). */
  onChange: (file: StoredFile | null) => void;
  /** The question asked before removing; a generic one by default. */
  removeConfirmation?: string;
  /** Overrides the server's limits (images 5 MiB, PDFs 10 MiB). */
  maxBytes?: number;
  /** How a file of another type is refused where the spec words it its own way. */
  documentProblem?: ValidationCode;
  /** An error from the form (e.g. the server refused the file on save). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** False where the form has no way to drop a saved file (the advisor wizard): replace only. */
  removable?: boolean;
  /** Tells the form while a file is on its way, so it can hold its submit until the id is known. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The form's path of the file (getInputProps gives it): a form's first-error focus lands on the choose button. */
  'data-path'?: string;
}

type Uploading = { name: string; previewUrl: string | null };

/**
 * One file, chosen with a button (keyboard and screen-reader friendly), checked for type and size
 * before it is sent, uploaded at once, previewed when it is an image, and removable after a No/Yes
 * confirmation. Errors show under the field.
 */
export function FileUpload({
  label,
  description,
  accept,
  purpose,
  value,
  onChange,
  removeConfirmation,
  maxBytes,
  documentProblem,
  error,
  required,
  disabled,
  removable = true,
  onUploadingChange,
  'data-path': dataPath,
}: FileUploadProps) {
  const { t } = useTranslation('common');
  const fieldText = useFieldText();
  const id = useId();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  /** Why the last pick was not stored: the form's own check (a validation code) or the server's answer. */
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const status: UploadStatus = uploading ? 'uploading' : value ? 'uploaded' : 'not-uploaded';

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setFailure(null);
    setOpenFailed(false);
    const issue = uploadIssue(file, accept, maxBytes, documentProblem);
    if (issue) {
      setFailure({ cause: issue });
      return;
    }
    const previewUrl =
      purpose === 'image' && isImageType(claimedType(file)) ? URL.createObjectURL(file) : null;
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading({ name: file.name, previewUrl });
    onUploadingChange?.(true);
    try {
      const stored = await uploadFile(file, purpose, controller.signal);
      onChange({ id: stored.id, name: stored.name, url: stored.url });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setFailure({ cause });
    } finally {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
      if (!controller.signal.aborted) {
        setUploading(null);
        onUploadingChange?.(false);
      }
    }
  };

  const confirmRemove = () =>
    openConfirm({
      title: t('fileUpload.confirmTitle', { label }),
      children: <Text size="sm">{removeConfirmation ?? t('fileUpload.confirmRemove')}</Text>,
      labels: { confirm: t('fileUpload.yes'), cancel: t('fileUpload.no') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('fileUpload.close') },
      onConfirm: () => {
        setFailure(null);
        onChange(null);
      },
    });

  const open = async (url: string) => {
    setOpenFailed(false);
    try {
      await openStoredFile(url);
    } catch {
      setOpenFailed(true);
    }
  };

  // The `error` a form passes is a validation code too.
  const failureText = (cause: unknown) =>
    isValidationCode(cause) ? fieldText(cause) : uploadFailureText(t, cause);
  const shownError = failure
    ? failureText(failure.cause)
    : openFailed
      ? t('fileUpload.openFailed')
      : fieldText(error);
  const errorId = `${id}-error`;
  const hint =
    description ?? (accept === 'image' ? t('fileUpload.hintImage') : t('fileUpload.hintImageOrPdf'));
  const showsImage = purpose === 'image' && value && !uploading;

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={hint}
      descriptionProps={{ id: `${id}-hint` }}
      error={shownError}
      errorProps={{ id: errorId, role: 'alert' }}
      withAsterisk={required}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={6}
        data-upload-status={status}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${shownError ? ` ${errorId}` : ''}`}
      >
        <Group gap="md" wrap="wrap" align="center">
          <Box
            w={72}
            h={72}
            bg="gray.0"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              flexShrink: 0,
            }}
          >
            {uploading?.previewUrl ? (
              <Image src={uploading.previewUrl} alt="" w={72} h={72} fit="contain" opacity={0.6} />
            ) : showsImage ? (
              <Image src={value.url} alt={t('fileUpload.preview', { label })} w={72} h={72} fit="contain" />
            ) : purpose === 'document' ? (
              <IconFileText size={32} aria-hidden color={`var(--mantine-color-gray-${value ? 7 : 5})`} />
            ) : (
              <IconPhoto size={32} aria-hidden color="var(--mantine-color-gray-5)" />
            )}
          </Box>
          <Stack gap={6} style={{ flex: '1 1 160px', minWidth: 0 }}>
            {uploading ? (
              <Group gap="xs" role="status" wrap="nowrap">
                <Loader size="xs" aria-hidden />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('fileUpload.uploading', { name: uploading.name })}
                </Text>
              </Group>
            ) : value ? (
              purpose === 'image' ? (
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {value.name}
                </Text>
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={500}
                  ta="left"
                  style={{ overflowWrap: 'anywhere' }}
                  onClick={() => void open(value.url)}
                  aria-label={t('fileUpload.openNamed', { name: value.name })}
                >
                  {value.name}
                </Anchor>
              )
            ) : (
              <Text size="sm" c="dimmed">
                {t('fileUpload.noFile')}
              </Text>
            )}
            <Group gap="xs">
              <FileButton
                onChange={(file) => void pick(file)}
                accept={acceptAttribute(accept)}
                resetRef={resetRef}
                disabled={disabled || uploading !== null}
              >
                {(props) => (
                  <Button
                    {...props}
                    data-path={dataPath}
                    size="xs"
                    variant="light"
                    leftSection={<IconUpload size={14} aria-hidden />}
                    disabled={disabled || uploading !== null}
                    aria-label={t(value ? 'fileUpload.replaceNamed' : 'fileUpload.chooseNamed', { label })}
                  >
                    {t(value ? 'fileUpload.replace' : 'fileUpload.choose')}
                  </Button>
                )}
              </FileButton>
              {removable && value && !uploading && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={confirmRemove}
                  disabled={disabled}
                  aria-label={t('fileUpload.removeNamed', { label })}
                >
                  {t('fileUpload.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
