import { DEFAULT_JWT_SECRET, loadConfig, originAllowed } from './config.js';

const PROD = { NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-enough-length' };

describe('configuration', () => {
  it('has safe local defaults: port 3000, a SQLite file under ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATABASE_URL: 'file:./data/pyramidion.db', NODE_ENV: 'development', JWT_SECRET: DEFAULT_JWT_SECRET });
  });

  it('refuses to start in production with the default JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-enough-length' }).NODE_ENV).toBe('production');
  });

  it('rejects invalid values with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('CORS: no browser origin in production until one is listed, any while developing', () => {
    expect(loadConfig(PROD).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({}).CORS_ORIGINS).toBe('*');
    expect(loadConfig({ NODE_ENV: 'test' }).CORS_ORIGINS).toBe('*');
  });

  it('CORS: `*` is refused in production', () => {
    expect(() => loadConfig({ ...PROD, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('CORS: a comma list of origins, in the form browsers send them', () => {
    const c = loadConfig({ ...PROD, CORS_ORIGINS: 'https://play.example.com, HTTP://LOCALHOST:5173/' });
    expect(c.CORS_ORIGINS).toEqual(['https://play.example.com', 'http://localhost:5173']);
  });

  it('PUBLIC_BASE_URL: an http(s) origin, normalized; a path, a query, credentials or another scheme are refused', () => {
    expect(loadConfig({}).PUBLIC_BASE_URL).toBeUndefined();
    expect(loadConfig({ PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBeUndefined();
    expect(loadConfig({ PUBLIC_BASE_URL: 'HTTPS://Play.Example.com/' }).PUBLIC_BASE_URL).toBe('https://play.example.com');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://play.example.com:8443' }).PUBLIC_BASE_URL).toBe('https://play.example.com:8443');
    for (const bad of ['https://play.example.com/api', 'https://play.example.com/?x=1', 'https://u:p@play.example.com', 'ftp://play.example.com', 'play.example.com']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad })).toThrow(/PUBLIC_BASE_URL/);
    }
  });

  it('CORS: an entry with a path, or that is no URL, is refused with the variable named', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://play.example.com/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'play.example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*,https://play.example.com' })).toThrow(/CORS_ORIGINS/);
  });

  it('origins: a listed one, or the page of this very host; never another, nor `null`', () => {
    const c = loadConfig({ ...PROD, CORS_ORIGINS: 'https://play.example.com' });
    expect(originAllowed(c, 'https://play.example.com')).toBe(true);
    expect(originAllowed(c, 'https://evil.example')).toBe(false);
    expect(originAllowed(c, 'https://api.example.com', 'api.example.com')).toBe(true);
    expect(originAllowed(c, 'https://evil.example', 'api.example.com')).toBe(false);
    expect(originAllowed(c, 'null', 'api.example.com')).toBe(false);
  });

  it('logs are JSON lines in production and readable lines otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig(PROD).LOG_FORMAT).toBe('json');
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
