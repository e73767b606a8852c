import { describe, expect, it } from 'vitest';
import { marketingMessages } from '../messages/marketing-messages.ts';
import { messages } from '../messages/messages.ts';
import { prerender } from './prerender.tsx';

describe('prerender', () => {
  it('renders the landing with its heading, navigation and footer, and hands back its title', () => {
    const { html, title } = prerender('/');
    expect(html).toContain(`>${marketingMessages.landing.title}</h1>`);
    expect(html).toContain('href="/vacantes"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('<title>');
    expect(title).toBe(`${marketingMessages.brand}: ${marketingMessages.landing.title}`);
  });

  it('renders the vacancy search for a visitor: heading, search form (inert until the app runs) and the loading state', () => {
    const { html } = prerender('/vacantes');
    expect(html).toContain(`>${messages.vacancies.title}</h1>`);
    expect(html).toMatch(/<form role="search" inert=""/);
    expect(html).toContain(messages.vacancies.loading);
    expect(html).toContain(`>${messages.nav.signIn}<`);
  });

  it('renders a vacancy page (the `:id` pattern) as its loading state: the way back, a status, no vacancy yet', () => {
    const { html } = prerender('/vacantes/:id');
    expect(html).toContain(`href="/vacantes"`);
    expect(html).toContain(`>${messages.vacancy.back}</a>`);
    expect(html).toMatch(new RegExp(`role="status"[^>]*>${messages.vacancy.loading}<`));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<h1');
    expect(html).toContain(`>${messages.nav.signIn}<`);
  });
});
