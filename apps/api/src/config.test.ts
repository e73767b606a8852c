import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertStartable,
  ConfigError,
  configProblems,
  loadConfig,
  mapTileOrigin,
  parseTrustProxy,
} from './config.ts';

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://correo.jornada.example:587',
  PUBLIC_URL: 'https://jornada.example',
  FILE_URL_SECRET: 'un-secreto-compartido-por-todas-las-instancias',
  REDIS_URL: 'redis://redis.jornada.example:6379',
  SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'jornada-archivos',
};

describe('the start-up settings check', () => {
  it('given production settings with SMTP_URL and PUBLIC_URL, finds nothing wrong', () => {
    expect(configProblems(loadConfig(production))).toEqual([]);
    expect(loadConfig(production)).toMatchObject({
      mailTransport: 'smtp',
      publicUrl: 'https://jornada.example',
      demoData: false,
    });
  });

  it('given development without SMTP_URL, sends mail to the log only and links to localhost', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(configProblems(config)).toEqual([]);
    expect(config).toMatchObject({
      mailTransport: 'log',
      nodeEnv: 'development',
      publicUrl: 'http://localhost:3100',
      demoData: false,
    });
  });

  it('given production with MAIL_TRANSPORT=mailbox, refuses the mailbox', () => {
    expect(
      configProblems(loadConfig({ ...production, SMTP_URL: '', MAIL_TRANSPORT: 'mailbox' })),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^MAIL_TRANSPORT=mailbox no se permite con NODE_ENV=production/),
      ]),
    );
  });

  it('given production without SMTP_URL, asks for it', () => {
    expect(configProblems(loadConfig({ ...production, SMTP_URL: '' }))).toEqual([
      expect.stringMatching(/^Falta SMTP_URL/),
    ]);
  });

  it('given production with DEMO_DATA=1, refuses the demo data', () => {
    expect(configProblems(loadConfig({ ...production, DEMO_DATA: '1' }))).toEqual([
      expect.stringMatching(/^DEMO_DATA no se permite con NODE_ENV=production/),
    ]);
  });

  it('given production without PUBLIC_URL, asks for it', () => {
    expect(configProblems(loadConfig({ ...production, PUBLIC_URL: '' }))).toEqual([
      expect.stringMatching(/^Falta PUBLIC_URL/),
    ]);
  });

  it('given an unknown transport, a mailbox beside SMTP or a PUBLIC_URL with a path, says so', () => {
    expect(configProblems(loadConfig({ MAIL_TRANSPORT: 'paloma' }))[0]).toMatch(
      /no es válido: usa smtp, mailbox o log/,
    );
    expect(configProblems(loadConfig({ MAIL_TRANSPORT: 'smtp' }))).toEqual([
      'MAIL_TRANSPORT=smtp necesita SMTP_URL (smtp://… o smtps://…).',
    ]);
    expect(
      configProblems(loadConfig({ MAIL_TRANSPORT: 'mailbox', SMTP_URL: 'smtp://x:25' })),
    ).toHaveLength(1);
    expect(configProblems(loadConfig({ PUBLIC_URL: 'https://jornada.example/app' }))).toHaveLength(
      1,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://jornada.example/' }).publicUrl).toBe(
      'https://jornada.example',
    );
  });

  it('assertStartable throws a ConfigError listing every problem', () => {
    expect(() =>
      assertStartable(
        loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'mailbox', DEMO_DATA: '1' }),
      ),
    ).toThrow(ConfigError);
    expect(() => assertStartable(loadConfig(production))).not.toThrow();
  });
});

describe('the secrets several instances share, under NODE_ENV=production', () => {
  const without = (...names: (keyof typeof production)[]) =>
    Object.fromEntries(
      Object.entries(production).filter(([name]) => !names.includes(name as never)),
    );

  it('given no FILE_URL_SECRET, asks for it (even alone: a restart must not break the links sent)', () => {
    expect(configProblems(loadConfig(without('FILE_URL_SECRET')))).toEqual([
      expect.stringMatching(/^Falta FILE_URL_SECRET/),
    ]);
    expect(
      configProblems(loadConfig({ ...without('FILE_URL_SECRET'), SINGLE_INSTANCE: '1' })),
    ).toEqual([expect.stringMatching(/^Falta FILE_URL_SECRET/)]);
  });

  it('given no REDIS_URL, no SIGNING_KEY and local storage, names each, pointing to SINGLE_INSTANCE=1', () => {
    const problems = configProblems(
      loadConfig(without('REDIS_URL', 'SIGNING_KEY', 'STORAGE_DRIVER', 'S3_BUCKET')),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^Falta REDIS_URL/),
      expect.stringMatching(/^Falta SIGNING_KEY/),
      expect.stringMatching(/^Falta el almacenamiento S3/),
    ]);
    for (const problem of problems) expect(problem).toContain('SINGLE_INSTANCE=1');
  });

  it('given SINGLE_INSTANCE=1, accepts the local folder, no Redis and the data directory’s key', () => {
    const alone = loadConfig({
      ...without('REDIS_URL', 'SIGNING_KEY', 'STORAGE_DRIVER', 'S3_BUCKET'),
      SINGLE_INSTANCE: '1',
    });
    expect(configProblems(alone)).toEqual([]);
    expect(alone).toMatchObject({ singleInstance: true, objectStorage: { driver: 'local' } });
  });

  it('outside production, draws a random FILE_URL_SECRET and records that it was not set', () => {
    const development = loadConfig({});
    expect(configProblems(development)).toEqual([]);
    expect(development.fileUrlSecretSet).toBe(false);
    expect(development.fileUrlSecret).toHaveLength(43);
    expect(loadConfig({}).fileUrlSecret).not.toBe(development.fileUrlSecret);
    expect(loadConfig({ FILE_URL_SECRET: 'x' })).toMatchObject({
      fileUrlSecret: 'x',
      fileUrlSecretSet: true,
    });
  });
});

describe('starting the server with production settings', () => {
  it('given NODE_ENV=production, the mailbox and demo data but no SMTP_URL, exits 1 before opening anything', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'mailbox',
        DEMO_DATA: '1',
        DATA_DIR: 'memory://',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Jornada no puede arrancar con esta configuración:');
    expect(result.stderr).toContain('MAIL_TRANSPORT=mailbox no se permite con NODE_ENV=production');
    expect(result.stderr).toContain('Falta SMTP_URL');
    expect(result.stderr).toContain('DEMO_DATA no se permite con NODE_ENV=production');
    for (const missing of ['FILE_URL_SECRET', 'REDIS_URL', 'SIGNING_KEY', 'el almacenamiento S3'])
      expect(result.stderr).toContain(`Falta ${missing}`);
    expect(result.stdout).not.toContain('Jornada está lista');
  }, 60_000);
});

describe('TRUST_PROXY', () => {
  it('given nothing, trusts no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('given addresses and CIDR ranges, trusts exactly those', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('given true, trusts every peer', () => {
    expect(parseTrustProxy('true')).toBe(true);
  });
});

describe('MAP_TILE_URL (the map tiles the Content-Security-Policy allows)', () => {
  it("given nothing, allows OpenStreetMap's standard tiles", () => {
    expect(loadConfig({}).mapTileOrigin).toBe('https://tile.openstreetmap.org');
  });

  it("given MAP_TILE_URL or the web build's VITE_MAP_TILE_URL, allows that origin", () => {
    expect(
      loadConfig({ MAP_TILE_URL: 'https://mapas.jornada.example/tiles/{z}/{x}/{y}.png' })
        .mapTileOrigin,
    ).toBe('https://mapas.jornada.example');
    expect(
      loadConfig({ VITE_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).mapTileOrigin,
    ).toBe('https://tiles.example.org');
  });

  it('given {s} subdomains, allows them with a wildcard; given a data: URL, adds nothing', () => {
    expect(mapTileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(mapTileOrigin('data:image/png;base64,AAAA')).toBeNull();
    expect(mapTileOrigin('no es una URL')).toBeNull();
  });
});
