import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
// Straight from lucide: the alignment icons belong to this lazy editor chunk, not the shared icon set every page loads.
import TextAlignCenter from 'lucide-react/icons/text-align-center';
import TextAlignEnd from 'lucide-react/icons/text-align-end';
import TextAlignStart from 'lucide-react/icons/text-align-start';
import { ListOrderedIcon } from './icons';
import { TextAlign, type TextAlignment } from './text-align';
import { msg, translate, useT } from '../../i18n';
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

interface Tool {
  label: string;
  /** Shown in the button; the label is its accessible name. */
  glyph: ReactNode;
  run: (editor: Editor) => boolean;
  isActive?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
}

const toolGroups: Tool[][] = [
  [
    { label: msg('Bold'), glyph: 'B', run: (editor) => editor.chain().focus().toggleBold().run(), isActive: (editor) => editor.isActive('bold') },
    { label: msg('Italic'), glyph: 'I', run: (editor) => editor.chain().focus().toggleItalic().run(), isActive: (editor) => editor.isActive('italic') },
    { label: msg('Underline'), glyph: 'U', run: (editor) => editor.chain().focus().toggleUnderline().run(), isActive: (editor) => editor.isActive('underline') },
  ],
  [
    { label: msg('Bullet list'), glyph: '•', run: (editor) => editor.chain().focus().toggleBulletList().run(), isActive: (editor) => editor.isActive('bulletList') },
    { label: msg('Numbered list'), glyph: <ListOrderedIcon size={16} />, run: (editor) => editor.chain().focus().toggleOrderedList().run(), isActive: (editor) => editor.isActive('orderedList') },
  ],
  (
    [
      ['left', msg('Align left'), TextAlignStart],
      ['center', msg('Align center'), TextAlignCenter],
      ['right', msg('Align right'), TextAlignEnd],
    ] as const
  ).map(([alignment, label, Icon]): Tool => ({
    label,
    glyph: <Icon size={16} aria-hidden="true" />,
    // Left is the default, so it is stored as no alignment at all.
    run: (editor) =>
      editor
        .chain()
        .focus()
        .updateAttributes('paragraph', { textAlign: alignment === 'left' ? null : (alignment satisfies TextAlignment) })
        .run(),
    isActive: (editor) => (alignment === 'left' ? !editor.isActive({ textAlign: 'center' }) && !editor.isActive({ textAlign: 'right' }) : editor.isActive({ textAlign: alignment })),
  })),
  [
    {
      label: msg('Link'),
      glyph: msg('Link'),
      run: (editor) => {
        const previous = editor.getAttributes('link').href as string | undefined;
        const href = window.prompt(translate('Link address (https://…); leave empty to remove the link'), previous ?? 'https://');
        if (href === null) return false;
        if (!href.trim() || href.trim() === 'https://') return editor.chain().focus().extendMarkRange('link').unsetLink().run();
        return editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
      isActive: (editor) => editor.isActive('link'),
    },
  ],
  [
    { label: msg('Undo'), glyph: '↶', run: (editor) => editor.chain().focus().undo().run(), canRun: (editor) => editor.can().undo() },
    { label: msg('Redo'), glyph: '↷', run: (editor) => editor.chain().focus().redo().run(), canRun: (editor) => editor.can().redo() },
  ],
];
const tools = toolGroups.flat();

/**
 * A small tiptap editor: bold, italic, underline, lists, alignment, links, undo and
 * redo; pasted content arrives as plain text (spec 3 §2.10). The server
 * sanitises what it stores.
 */
export function RichTextEditor({ id, value, onChange, label, describedBy, invalid }: RichTextEditorProps) {
  const t = useT();
  const editor = useEditor({
    extensions: [
      TextAlign,
      StarterKit.configure({ heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false, link: { openOnClick: false, autolink: true } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        class: cn('input rich-editor__content', invalid && 'rich-editor__content--invalid'),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      // Pasting keeps the words and drops the source's formatting.
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData('text/plain');
        if (!text) return false;
        view.dispatch(view.state.tr.insertText(text));
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? tools.map((tool) => ({ active: tool.isActive?.(current) ?? false, enabled: tool.canRun?.(current) ?? true })) : []),
  });

  // Outside changes (a generated draft, a loaded listing) replace the content.
  useEffect(() => {
    // A destroyed editor (its form remounted while data arrived) has no schema left to read the content with.
    if (!editor?.schema) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className={cn('rich-editor', invalid && 'rich-editor--invalid')}>
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('{label} formatting', { label })} aria-controls={id}>
        {toolGroups.map((group, groupIndex) => (
          <div key={groupIndex} className="rich-editor__group">
            {group.map((tool) => {
              const toolState = state?.[tools.indexOf(tool)];
              const pressable = Boolean(tool.isActive);
              return (
                <button
                  key={tool.label}
                  type="button"
                  className={cn('rich-editor__tool', `rich-editor__tool--${tool.label.toLowerCase().replace(/\s+/g, '-')}`, toolState?.active && 'rich-editor__tool--active')}
                  aria-label={t(tool.label)}
                  title={t(tool.label)}
                  aria-pressed={pressable ? Boolean(toolState?.active) : undefined}
                  disabled={toolState ? !toolState.enabled : false}
                  onClick={() => tool.run(editor)}
                >
                  <span aria-hidden="true">{typeof tool.glyph === 'string' ? t(tool.glyph) : tool.glyph}</span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
