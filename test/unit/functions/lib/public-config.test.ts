import { describe, expect, it } from 'vitest';
import { publicSignInConfig } from '../../../../functions/lib/public-config';

describe('the sign-in ids the browser gets', () => {
  it('carries the Google client id and the Facebook app id, never the secret', () => {
    expect(publicSignInConfig({ GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ', FACEBOOK_APP_ID: '987', FACEBOOK_APP_SECRET: 'shh' })).toEqual({
      googleClientId: '123.apps.googleusercontent.com',
      facebookAppId: '987',
    });
  });

  it('is empty when the deployment has neither, so the buttons stay hidden', () => {
    expect(publicSignInConfig({})).toEqual({});
    expect(publicSignInConfig({ GOOGLE_CLIENT_ID: '  ', FACEBOOK_APP_ID: '' })).toEqual({});
  });
});
