// Builds the package's CSS for consumers without Tailwind: dist/styles.css holds
// the tokens and every utility the components use; dist/theme.css only the tokens.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
copyFileSync('src/styles/theme.css', 'dist/theme.css');
execFileSync('tailwindcss', ['-i', 'src/styles/index.css', '-o', 'dist/styles.css', '--minify'], {
  stdio: 'inherit',
});
