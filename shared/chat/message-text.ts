/** The longest message text a user may send (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`;

/**
 * Every message text goes through here before it is stored: trimmed and held
 * to the length limit. The server then masks profanity
 * (functions/data/chat/conversations.ts), which keeps the scorer's word lists
 * out of the browser.
 * Returns undefined when the text is too long.
 */
export function prepareMessageText(text: string | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > MESSAGE_MAX_LENGTH) return undefined;
  return trimmed;
}
