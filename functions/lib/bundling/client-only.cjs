// Bundled in place of the rich-text editor (tiptap) in the page renderer only (see
// functions/lib/bundling/aliases.ts): it runs in the browser, in forms on signed-in pages the
// server never renders, and with ProseMirror it was a sixth of the render bundle. If a server
// render ever reaches it, it fails loudly instead of rendering a broken page.
function clientOnly() {
  throw new Error('The rich-text editor is browser-only: the page renderer does not render it');
}
module.exports = { __esModule: true, default: clientOnly, EditorContent: clientOnly, useEditor: clientOnly, useEditorState: clientOnly };
