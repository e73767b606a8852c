// Builds the package's CSS: dist/styles.css holds the tokens and every utility the components
// use, for consumers without Tailwind; dist/theme.css only the tokens (with tokens.css, which it
// imports); dist/reset.css the opt-in page-wide rules with Tailwind's preflight (reset.build.css).
// None but reset.css styles the host page.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

const tailwind = (input, output) =>
  execFileSync('tailwindcss', ['-i', input, '-o', output, '--minify'], { stdio: 'inherit' });

mkdirSync('dist', { recursive: true });
copyFileSync('src/styles/theme.css', 'dist/theme.css');
// theme.css imports tokens.css beside it
copyFileSync('src/styles/tokens.css', 'dist/tokens.css');
tailwind('src/styles/index.css', 'dist/styles.css');
tailwind('reset.build.css', 'dist/reset.css');
