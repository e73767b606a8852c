/**
 * Where the machine's Chromium lives and the flags it needs in this sandbox
 * (see ../shared/TOOLCHAIN.md). `CHROMIUM_PATH` overrides the path.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on a machine without a sandbox or outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
