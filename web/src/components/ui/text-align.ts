import { Extension } from '@tiptap/react';

export const textAlignments = ['left', 'center', 'right'] as const;
export type TextAlignment = (typeof textAlignments)[number];

/**
 * Paragraph alignment for the rich-text editor (spec 3 §2.10), as a
 * `text-align` style on paragraphs, the one style the server's sanitiser
 * keeps. A few lines instead of @tiptap/extension-text-align, whose
 * published versions pin an older @tiptap/core than the editor's.
 */
export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const alignment = element.style.textAlign;
              return textAlignments.includes(alignment as TextAlignment) && alignment !== 'left' ? alignment : null;
            },
            renderHTML: (attributes) => (attributes.textAlign ? { style: `text-align: ${String(attributes.textAlign)}` } : {}),
          },
        },
      },
    ];
  },
});
