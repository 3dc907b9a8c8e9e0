import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cn } from '../../utils/cn';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The accessible name: a contenteditable cannot be the target of <label for>. */
  label: string;
  describedBy?: string;
  invalid?: boolean;
}

/** A small tiptap editor (bold, italic, lists, links). The server sanitises what it stores. */
export function RichTextEditor({ id, value, onChange, label, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false })],
    content: value,
    editorProps: {
      attributes: {
        id,
        class: cn('input rich-editor__content', invalid && 'rich-editor__content--invalid'),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Outside changes (a generated draft, a loaded listing) replace the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const tools: Array<[string, () => boolean, boolean]> = [
    ['Bold', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold')],
    ['Italic', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic')],
    ['Bullet list', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList')],
    ['Numbered list', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList')],
  ];
  return (
    <div className="rich-editor">
      <div className="rich-editor__toolbar" role="toolbar" aria-label="Formatting">
        {tools.map(([label, run, active]) => (
          <button key={label} type="button" className={cn('rich-editor__tool', active && 'rich-editor__tool--active')} aria-pressed={active} onClick={run}>
            {label}
          </button>
        ))}
        <button
          type="button"
          className="rich-editor__tool"
          onClick={() => {
            const href = window.prompt('Link address (https://…)');
            if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }}
        >
          Link
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
