// Applies the colour theme chosen last in this browser before the first paint (app/theme.ts),
// so that a dark page never flashes white. A file, not inline: the CSP allows only 'self'.
(function () {
  try {
    var theme = localStorage.getItem('jornada.theme');
    var dark =
      theme === 'dark' ||
      (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage unavailable: the light theme of the stylesheet.
  }
})();
