import type { Preview } from '@storybook/react-vite';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { renderExamples } from './component-description.ts';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    docs: {
      // TSDoc `@example` blocks render as code on autodocs pages.
      extractComponentDescription: (component: unknown) =>
        renderExamples(
          extractComponentDescription(
            component as Parameters<typeof extractComponentDescription>[0],
          ),
        ),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
