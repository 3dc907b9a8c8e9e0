/**
 * The ICU twins of the API's messages that are built with values in them
 * (issue #28): a schema writes `Title must be at most ${max} characters`,
 * which `msg('…')` cannot mark, so its pattern is listed here for
 * `npm run gen:i18n` to find and for the translators to translate.
 * translateMessage (api-messages.ts) matches an English message against
 * these and formats the Hindi with the values it captured. A value that is
 * itself a message (a field's label, 'First name') is translated too.
 *
 * ICU quoting: an apostrophe next to a placeholder is written twice ('').
 */
import { msg } from './catalog';

export const apiMessagePatterns = [
  // shared/schemas/error-messages.ts: zod's issues in words.
  msg('Please keep this to {max} characters or fewer'),
  msg('Please keep this to {max} items or fewer'),
  msg('Please enter a number below {max}'),
  msg('Please enter a number no more than {max}'),
  msg('Please enter at least {min} characters'),
  msg('Please add at least {min}'),
  msg('Please enter a number above {min}'),
  msg('Please enter a number no less than {min}'),
  msg('Please enter a multiple of {divisor}'),
  msg('Unknown field: {keys}'),
  msg('Unknown fields: {keys}'),
  // Field builders.
  msg('Please keep this under {max} characters'),
  msg('{label} is required'),
  msg('{label} must be at most {max} characters'),
  msg('{name} is too long'),
  msg('{name} must not be empty'),
  msg('{name} must be true or false'),
  msg('{name} must be a date like 2026-11-23'),
  msg('{name} must be a real date'),
  msg('{name} must be a date (YYYY-MM-DD)'),
  msg('{name} must be a number between -{bound} and {bound}'),
  msg('{name} must be between -{bound} and {bound}'),
  msg('{name} must be one of {values}'),
  msg('{name} must be one of: {values}'),
  msg('{name} must be at most {max} characters'),
  msg("Unknown {noun} ''{value}'': use {known}"),
  msg("Unknown search type ''{value}'': use business, products, events or articles"),
  msg('Choose at most {max} days'),
  msg('businessIds can name at most {max} listings'),
  msg('radiusKm must be a number of kilometres up to {max}'),
  msg('radiusKm must be at most {max} (km)'),
  msg('Search text must be at most {max} characters'),
  // Articles.
  msg('Title must be at least {min} characters'),
  msg('Title must be at most {max} characters'),
  msg('Hindi title must be at most {max} characters'),
  msg('The article must be at least {min} characters'),
  msg('The article must be at most {max} characters'),
  msg('At most {max} tags'),
  msg('Each tag must be at most {max} characters'),
  // Accounts.
  msg('Password must be at least {min} characters'),
  // Opening hours and special days.
  msg('Please keep to {max} time slots'),
  msg('Please keep the name to {max} characters'),
  msg('Please keep to {max} time slots a day'),
  msg('Please keep the note to {max} characters'),
  msg('Please keep to {max} special days'),
  msg('There is already a special day on {day}'),
  msg('{day} is in the past; special days must be today or later'),
  // Contact and taxonomy.
  msg('The note must be at most {max} characters'),
  msg('Please select at least one of the {label}'),
  msg('Parent category not found: {id}'),
  // Products and events.
  msg('Short description must be at most {max} characters'),
  msg('At most {max} product categories'),
  msg('At most {max} extra specifications'),
  msg('At most {max} ticket types'),
  msg('Currency must be one of {values}'),
  msg('The minimum order for this product is {minimum} {unit}. Please ask for at least {minimum}.'),
  msg('The discount ({discount}) must be less than the price (₹{price}). Choose a smaller discount or a higher price.'),
  msg('The discount ({discount}) must be less than the price of every ticket ({ticket}: ₹{price}). Choose a smaller discount or a higher price.'),
  // Reviews.
  msg('You can add up to {max} photos'),
  msg('You cannot review your own {noun}'),
  // Chat.
  msg('Messages can be at most {max} characters'),
  // Uploads.
  msg('File is too large. Please select a file smaller than {max}MB.'),
  msg('Invalid file type. Please select an image file ({types}).'),
  msg('Upload the photo first: {key} is not one of your review photos'),
  msg('Upload the event image first: {key} is not one of your uploads'),
  msg('Upload the {what} first: {key} is not one of your uploads'),
  msg('Upload the {what} file first: {key} is not one of your uploads'),
  // Places.
  msg("We do not list businesses in ''{city}'': choose a city from the list"),
  // Rate limits (functions/lib/rate-limit.ts); the nouns are in functions/manifest.ts.
  msg('Too many {noun}. Please try again in {count} minutes.'),
  msg('Too many {noun}. Please try again in {count} minute.'),
  msg('Too many {noun}. Please try again in {count} seconds.'),
  msg('Too many {noun}. Please try again in {count} second.'),
];

/** The values a message names that are words (the nouns of the rate limits, review kinds, upload kinds): translated inside their message. */
export const apiMessageWords = [
  msg('requests'),
  msg('messages'),
  msg('sign-in attempts from your network'),
  msg('sign-ups from your network'),
  msg('password reset requests'),
  msg('messages from your network'),
  msg('unsubscribe requests from your network'),
  msg('taps from your network'),
  msg('business'),
  msg('product'),
  msg('article'),
  msg('event'),
  msg('units'),
  // What an upload is, in 'Upload the {what} first'.
  msg('image'),
  msg('document'),
  msg('logo'),
  msg('cover'),
  msg('gallery'),
];
