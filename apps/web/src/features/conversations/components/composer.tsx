import { MESSAGE_BODY_MAX, MESSAGE_FILES_MAX, type Message, VALIDATION_CODES } from '@acorn/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../components/file-upload/upload-file';
import {
  acceptAttribute,
  claimedType,
  isImageType,
  uploadFailureText,
  uploadIssue,
} from '../../../components/file-upload/upload-rules';
import { useErrorText, useFieldText } from '../../../lib/error-text';
import classes from './conversation-thread.module.css';

interface Attachment {
  key: number;
  name: string;
  image: boolean;
  /** The stored file's id once uploaded. */
  id?: number;
  /** Why it could not be uploaded. */
  problem?: string;
}

let nextKey = 0;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (the hint under the field says so).
 * Images and PDFs upload as soon as they are picked (at most five). Nothing typed or attached is
 * lost when sending fails; the error shows above the field.
 */
export function Composer({
  send,
  submitLabel,
  autoFocus = false,
}: {
  /** Sends the message; resolves when the server has it. */
  send: (input: { body: string; files: number[] }) => Promise<Message | unknown>;
  submitLabel?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('conversations');
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const hintId = useId();
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const uploading = attachments.some((file) => file.id === undefined && !file.problem);

  const pick = (picked: File[]) => {
    resetPicker.current?.();
    setProblem(null);
    const room = MESSAGE_FILES_MAX - attachments.filter((file) => !file.problem).length;
    if (picked.length > room) setProblem(t('composer.tooManyFiles', { max: MESSAGE_FILES_MAX }));
    for (const file of picked.slice(0, Math.max(0, room))) {
      const key = nextKey++;
      const issue = uploadIssue(file, 'image-or-pdf');
      const entry: Attachment = { key, name: file.name, image: isImageType(claimedType(file)) };
      if (issue) {
        setAttachments((list) => [...list, { ...entry, problem: String(fieldText(issue)) }]);
        continue;
      }
      setAttachments((list) => [...list, entry]);
      uploadFile(file, 'document')
        .then((stored) =>
          setAttachments((list) => list.map((a) => (a.key === key ? { ...a, id: stored.id } : a))),
        )
        .catch((cause: unknown) =>
          setAttachments((list) =>
            list.map((a) => (a.key === key ? { ...a, problem: uploadFailureText(t, cause) } : a)),
          ),
        );
    }
  };

  const submit = async () => {
    if (sending || uploading) return;
    const text = body.trim();
    if (!text) {
      setProblem(String(fieldText(VALIDATION_CODES.required)));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const files = attachments.flatMap((file) => (file.id === undefined ? [] : [file.id]));
      await send({ body: text, files });
      setBody('');
      setAttachments([]);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={6}>
        {problem && (
          <Alert color="red" variant="light" role="alert" py={6}>
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        {attachments.length > 0 && (
          <ul className={classes.pending} aria-label={t('composer.attachments')}>
            {attachments.map((file) => (
              <li
                key={file.key}
                className={classes.pendingFile}
                data-problem={file.problem ? true : undefined}
              >
                {file.image ? <IconPhoto size={16} aria-hidden /> : <IconFileTypePdf size={16} aria-hidden />}
                <Text size="sm" className={classes.fileName}>
                  {file.name}
                </Text>
                {file.id === undefined && !file.problem && (
                  <Loader size={14} aria-label={t('composer.uploading')} />
                )}
                {file.problem && (
                  <Text size="xs" c="red.8">
                    {file.problem}
                  </Text>
                )}
                <CloseButton
                  size="sm"
                  aria-label={t('composer.removeFile', { name: file.name })}
                  onClick={() => setAttachments((list) => list.filter((a) => a.key !== file.key))}
                />
              </li>
            ))}
          </ul>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton
            onChange={pick}
            accept={acceptAttribute('image-or-pdf')}
            multiple
            resetRef={resetPicker}
          >
            {(props) => (
              <Tooltip label={t('composer.attach')}>
                <ActionIcon
                  {...props}
                  variant="default"
                  size={42}
                  radius="md"
                  aria-label={t('composer.attach')}
                  disabled={sending}
                >
                  <IconPaperclip size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Textarea
            className={classes.field}
            // As tall as the buttons beside it; its 16 px text also keeps phones from zooming in on focus.
            size="md"
            aria-label={t('composer.label')}
            aria-describedby={hintId}
            placeholder={t('composer.placeholder')}
            autosize
            minRows={1}
            maxRows={8}
            maxLength={MESSAGE_BODY_MAX}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            readOnly={sending}
            data-autofocus={autoFocus || undefined}
            autoFocus={autoFocus}
          />
          <Button
            type="submit"
            loading={sending}
            disabled={uploading}
            leftSection={<IconSend size={16} aria-hidden />}
            h={42}
            classNames={{ root: classes.send, section: classes.sendIcon, label: classes.sendLabel }}
            // Named on phones too, where only its icon shows.
            aria-label={submitLabel ?? t('composer.send')}
          >
            {submitLabel ?? t('composer.send')}
          </Button>
        </Group>
        <Text id={hintId} size="xs" c="dimmed">
          {t('composer.hint', { max: MESSAGE_FILES_MAX })}
        </Text>
      </Stack>
    </form>
  );
}
