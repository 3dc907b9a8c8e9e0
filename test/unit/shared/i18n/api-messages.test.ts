import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../../../shared/i18n/api-messages';
import { hindiMessages } from '../../../../shared/i18n/compiled/hi.generated';

// The compiled catalog is generated (npm run gen:i18n); these read the Hindi it holds for the API's messages.
const hindi = (id: string) => {
  const compiled = hindiMessages[id];
  expect(compiled, `no Hindi for ${id}`).toBeDefined();
  return compiled;
};

describe('translateMessage', () => {
  it('leaves English as it is', async () => {
    expect(await translateMessage('Collection not found', 'en')).toBe('Collection not found');
  });

  it('translates a message by its id', async () => {
    hindi('Collection not found');
    expect(await translateMessage('Collection not found', 'hi')).toBe('कलेक्शन नहीं मिला');
  });

  it('translates a message with values through its pattern, keeping the values', async () => {
    hindi('Title must be at most {max} characters');
    expect(await translateMessage('Title must be at most 100 characters', 'hi')).toBe('टाइटल ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है');
    expect(await translateMessage('You can add up to 10 photos', 'hi')).toBe('आप ज़्यादा से ज़्यादा 10 फ़ोटो जोड़ सकते हैं');
    expect(await translateMessage("We do not list businesses in 'Atlantis': choose a city from the list", 'hi')).toBe("हम 'Atlantis' में बिज़नेस नहीं दिखाते: सूची में से शहर चुनें");
  });

  it('translates a value that is one of our words, and leaves a field name alone', async () => {
    expect(await translateMessage('Too many sign-ups from your network. Please try again in 12 minutes.', 'hi')).toBe('आपके नेटवर्क से साइन अप की सीमा पूरी हो गई। कृपया 12 मिनट बाद फिर से कोशिश करें।');
    expect(await translateMessage('slug is too long', 'hi')).toBe('slug बहुत लंबा है');
    expect(await translateMessage('Unknown field: business', 'hi')).toBe('अनजान फ़ील्ड: business');
    expect(await translateMessage('lat must be a number between -90 and 90', 'hi')).toBe('lat -90 और 90 के बीच की संख्या होनी चाहिए');
    expect(await translateMessage("Unknown payment type 'Bitcoin': use Cash, UPI", 'hi')).toBe("अनजान पेमेंट का तरीका 'Bitcoin': इनमें से चुनें: Cash, UPI");
  });

  it('keeps the field a generic message is about', async () => {
    expect(await translateMessage('title: This field is required', 'hi')).toBe('title: यह जानकारी ज़रूरी है');
    expect(await translateMessage('contact.email: Please enter a valid email address', 'hi')).toBe('contact.email: कृपया सही ईमेल पता डालें');
  });

  it('leaves a message it does not know in English', async () => {
    expect(await translateMessage('No route for GET /nowhere', 'hi')).toBe('No route for GET /nowhere');
  });
});
