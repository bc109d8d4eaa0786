import { DEFAULT_JWT_SECRET, loadConfig } from './config.js';

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
});
