/** The longest message text a user may send (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

// The number written out: toLocaleString('en-IN') here loaded ICU's locale data while the chat Lambdas loaded (10-30 ms of init); a unit test keeps the two in step.
export const MESSAGE_TOO_LONG = 'Messages can be at most 2,000 characters';

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
