// Builds the package's CSS for consumers without Tailwind: dist/styles.css holds
// the tokens and every utility the components use; dist/theme.css only the tokens (with
// tokens.css, which it imports) and the base rules.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
copyFileSync('src/styles/theme.css', 'dist/theme.css');
// theme.css imports tokens.css beside it
copyFileSync('src/styles/tokens.css', 'dist/tokens.css');
execFileSync('tailwindcss', ['-i', 'src/styles/index.css', '-o', 'dist/styles.css', '--minify'], {
  stdio: 'inherit',
});
