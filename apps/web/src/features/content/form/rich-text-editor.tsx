import '@mantine/tiptap/styles.css';
import { FileButton, Input, Loader, Text } from '@mantine/core';
import { RichTextEditor as Editor, Link } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { type Editor as TipTap, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../components/file-upload/upload-file';
import {
  acceptAttribute,
  uploadFailureText,
  uploadIssue,
} from '../../../components/file-upload/upload-rules';
import { useFieldText } from '../../../lib/error-text';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
  'data-path'?: string;
}

/** An empty editor answers '<p></p>': the form keeps '' so 'required' can tell. */
const asValue = (html: string) => (html === '<p></p>' ? '' : html);

/** An image's text alternative until the author writes one: its file name, without the extension. */
const altFromName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');

/**
 * The toolbar's image control: a PNG or JPEG uploaded as a public image, placed at the caret. The
 * server keeps the upload while the text shows it (content files of role 'inline').
 */
function InsertImageControl({
  editor,
  onError,
}: {
  editor: TipTap | null;
  onError: (text: ReactNode) => void;
}) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation('common');
  const fieldText = useFieldText();
  const [uploading, setUploading] = useState(false);

  const insert = async (file: File | null) => {
    if (!file || !editor) return;
    const issue = uploadIssue(file, 'image');
    onError(issue ? fieldText(issue) : null);
    if (issue) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'image');
      editor
        .chain()
        .focus()
        .setImage({ src: stored.url, alt: altFromName(file.name) })
        .run();
    } catch (cause) {
      onError(uploadFailureText(tc, cause));
    } finally {
      setUploading(false);
    }
  };

  return (
    <FileButton onChange={(file) => void insert(file)} accept={acceptAttribute('image')}>
      {(props) => (
        <Editor.Control
          {...props}
          aria-label={t('editor.image')}
          title={t('editor.image')}
          disabled={uploading}
          aria-busy={uploading}
        >
          {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} aria-hidden />}
        </Editor.Control>
      )}
    </FileButton>
  );
}

/**
 * TipTap in Mantine's frame: headings, emphasis, lists, quotes, links (http by default, spec §9)
 * and uploaded images. Loaded on its own when a form shows it; the server sanitizes what it stores.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  describedBy,
  'data-path': dataPath,
}: RichTextEditorProps) {
  const { t } = useTranslation('content');
  const [imageError, setImageError] = useState<ReactNode>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ defaultProtocol: 'http' }),
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(dataPath ? { 'data-path': dataPath } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(asValue(current.getHTML())),
  });

  // A prefill (or a reset) changes the value from outside: show it without moving the caret while typing.
  // A tree React hid and shows again (Suspense) reconnects these effects with the editor it
  // destroyed; TipTap then renders a new one, which these effects see next.
  useEffect(() => {
    if (editor && !editor.isDestroyed && !editor.isFocused && asValue(editor.getHTML()) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper id={id} label={label} labelProps={{ id: `${id}-label` }} required={required} error={error}>
      <Editor
        editor={editor}
        variant="subtle"
        labels={{
          boldControlLabel: t('editor.bold'),
          italicControlLabel: t('editor.italic'),
          h2ControlLabel: t('editor.heading'),
          bulletListControlLabel: t('editor.bulletList'),
          orderedListControlLabel: t('editor.orderedList'),
          blockquoteControlLabel: t('editor.quote'),
          linkControlLabel: t('editor.link'),
          unlinkControlLabel: t('editor.unlink'),
          linkEditorInputLabel: t('editor.linkAddress'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorSave: t('editor.save'),
        }}
        styles={{ content: { minHeight: 160 } }}
      >
        <Editor.Toolbar>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.H2 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
            {!disabled && <InsertImageControl editor={editor} onError={setImageError} />}
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content />
      </Editor>
      {imageError && (
        <Text role="alert" size="sm" c="red.8" mt={4}>
          {imageError}
        </Text>
      )}
    </Input.Wrapper>
  );
}
