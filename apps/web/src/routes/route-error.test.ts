import { describe, expect, it } from 'vitest';
import { isBot } from './route-error.tsx';

describe('bot detection', () => {
  it('recognises search-engine and preview bots', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36 Chrome-Lighthouse',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Google-InspectionTool/1.0',
    ]) {
      expect(isBot(ua)).toBe(true);
    }
  });
  it('does not treat a person’s browser as a bot', () => {
    expect(
      isBot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
      ),
    ).toBe(false);
  });
});
