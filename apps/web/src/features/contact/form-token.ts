/**
 * The anti-bot `token` the contact, company-contact and mailing-list calls
 * carry. No captcha provider is configured for the web app
 * yet, so the default token records when the form was shown and how long the
 * person took to send it; a captcha widget can replace it through the forms'
 * `getToken` prop without touching the calls.
 */

/** Returns the token to send with a form; may be asynchronous (a captcha). */
export type FormTokenProvider = () => string | Promise<string>;

/**
 * Builds the default token: `web.<shown-at base 36>.<elapsed ms base 36>`.
 *
 * @param shownAt - epoch ms when the form was rendered.
 * @param now - epoch ms of the submit. @default Date.now()
 */
export function createFormToken(shownAt: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - shownAt);
  return `web.${shownAt.toString(36)}.${elapsed.toString(36)}`;
}
