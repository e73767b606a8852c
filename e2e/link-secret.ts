/**
 * The demo e2e server's `FILE_URL_SECRET` (playwright.config.ts), which also signs clock-in
 * links: e2e/clock-in.spec.ts signs a link whose expiry has passed with it. Test-only.
 */
export const e2eLinkSecret = 'e2e-clock-link-secret-not-for-production';
