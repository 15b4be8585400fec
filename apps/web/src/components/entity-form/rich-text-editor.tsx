import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor as Editor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * TipTap in Mantine's frame: headings, emphasis, lists, quotes and links (http by default, spec
 * §9). Loaded on its own when a form shows it; the server sanitizes what it stores.
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
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ defaultProtocol: 'http' })],
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
  useEffect(() => {
    if (editor && !editor.isFocused && asValue(editor.getHTML()) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
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
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content />
      </Editor>
    </Input.Wrapper>
  );
}
