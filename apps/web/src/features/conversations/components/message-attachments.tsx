import type { MessageFile } from '@acorn/contracts';
import { Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageType } from '../../../components/file-upload/upload-rules';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useNotice } from '../../../lib/use-notice';
import { fetchMessageFile, openMessageFile } from '../api/message-files';
import classes from './conversation-thread.module.css';

const KIB = 1024;
const sizeText = (bytes: number, language: string) =>
  bytes < KIB * KIB
    ? `${formatNumber(Math.max(1, Math.round(bytes / KIB)), language)} KB`
    : `${formatNumber(bytes / KIB / KIB, language, { decimals: 1 })} MB`;

/** Images as thumbnails, PDFs as chips; each opens in a new tab. */
export function MessageAttachments({ files }: { files: MessageFile[] }) {
  const { t } = useTranslation('conversations');
  const notice = useNotice();
  const language = useLanguage();
  const open = (file: MessageFile) =>
    openMessageFile(file.url).catch(() => notice({ color: 'red', message: t('thread.fileFailed') }));
  return (
    <Group gap="xs" mt={4} className={classes.files}>
      {files.map((file) =>
        isImageType(file.content_type) ? (
          <UnstyledButton
            key={file.id}
            className={classes.thumbButton}
            onClick={() => void open(file)}
            aria-label={t('thread.openFile', { name: file.name })}
          >
            <Thumbnail file={file} />
          </UnstyledButton>
        ) : (
          <UnstyledButton
            key={file.id}
            className={classes.fileChip}
            onClick={() => void open(file)}
            aria-label={t('thread.openFile', { name: file.name })}
          >
            <IconFileTypePdf size={18} aria-hidden />
            <Text size="sm" className={classes.fileName}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" aria-hidden>
              {sizeText(file.size, language)}
            </Text>
          </UnstyledButton>
        ),
      )}
    </Group>
  );
}

function Thumbnail({ file }: { file: MessageFile }) {
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchMessageFile(file.url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.url]);
  if (failed) return <IconPhotoOff size={32} aria-hidden className={classes.thumb} />;
  if (!source) return <Skeleton className={classes.thumb} />;
  return <img src={source} alt="" className={classes.thumb} />;
}
