import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblems } from '../../server/config/formatProblems';
import { loadBrands } from '../../server/config/loadBrands';
import { translate } from '../../server/http/requestLocale';
import { openProviderApi, type ProviderApi } from '../server/api/providerApiHarness';
import { testBrands } from '../server/testApp';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BROKEN = 'tests/fixtures/broken-brands';
const brandOf = (id: string) => testBrands().all().find((b) => b.id === id)!;
const hostOf = (id: string): string => brandOf(id).effective.brand.hosts![0]!;

function validateCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/validate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
}

describe('the brands of the repository', () => {
  it('are all valid', () => {
    const { brands, problems } = loadBrands(path.join(ROOT, 'brands'));
    expect(formatProblems(problems, 'human', brands.length)).toBe(`All ${brands.length} brands are valid.`);
    expect(brands.map((b) => b.id).sort()).toEqual(['aipderm', 'bank-insurance', 'default', 'insurer', 'insurer-wedding', 'izys', 'mobile-app', 'retail', 'telekom-health']);
  });
});

describe('the brand rules of the spec, as the portal serves them to an anonymous visitor', () => {
  // The portal with its server render: the first route comes as HTML, the screen the brand's routes give it.
  let api: ProviderApi;
  beforeAll(async () => {
    api = await openProviderApi('sqlite', { seed: 11, providers: 4, doctorsPerProvider: 2, slotsTarget: 60, app: { serverEntry: async () => import('../../renderer/entry-server') } });
  });
  afterAll(async () => {
    await api.database.close();
  });
  const get = (id: string, path: string) => request(api.app).get(path).set('Host', hostOf(id)).redirects(0);
  const rootOf = (html: string): string => /<div id="root">([\s\S]*?)<\/div><script id="portal-bundle"/.exec(html)?.[1] ?? '';

  it('telekom-health sends a visitor of its registration pages home, and still offers the login', async () => {
    for (const path of ['/registration', '/registration/voucher']) {
      const blocked = await get('telekom-health', path);
      expect(blocked.status, path).toBe(302);
      expect(blocked.headers.location, path).toBe('/?notice=blockedRoutes');
    }
    expect((await get('telekom-health', '/login')).status).toBe(200);
    // Another brand keeps its registration.
    expect((await get('default', '/registration')).status).toBe(200);
  });

  it('insurer-wedding serves its home page alone', async () => {
    expect((await get('insurer-wedding', '/')).status).toBe(200);
    for (const path of ['/about-us', '/login', '/registration']) {
      const elsewhere = await get('insurer-wedding', path);
      expect(elsewhere.status, path).toBe(302);
      expect(elsewhere.headers.location, path).toBe('/?notice=exclusiveRoutes');
    }
  });

  it.each(['aipderm', 'izys'])('%s opens on the public provider search', async (id) => {
    const home = await get(id, '/');
    expect(home.status).toBe(200);
    const root = rootOf(home.text);
    expect(root).toContain('data-screen-kind="provider-search"');
    expect(root).toMatch(/<form[^>]*role="search"/);
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(root)?.[1];
    expect(heading).toBe(translate(brandOf(id), brandOf(id).effective.brand.defaultLocale, 'routes.servicesProviderSearch'));
    // The default brand's home is its services home, not the search.
    expect(rootOf((await get('default', '/')).text)).not.toContain('data-screen-kind="provider-search"');
  });

  it('mobile-app sends a visit without a token to its password recovery, and is served as a web view', async () => {
    const home = await get('mobile-app', '/');
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/mobileapp/password-recovery?notice=tokenlessRedirect');
    expect((await get('mobile-app', '/mobileapp/password-recovery')).status).toBe(200);
    expect((await get('mobile-app', '/api/config')).body.portalType).toBe('webview');
  });

  it('telekom-health has its provider search list clinics, not doctors', async () => {
    // The search screen reads the list type from the brand bundle the browser is sent.
    const bundle = await get('telekom-health', `/api/brand-bundle/${brandOf('telekom-health').bundle.version}.json`);
    expect(bundle.status).toBe(200);
    expect(bundle.body.brand.rules.providerSearchListType).toBe('providers');
  });
});

describe('a brand offering the mobile application page (service type 35)', () => {
  /** A copy of the default brand whose partner also lists 35, with `mobileApp` as given. */
  function problemsWith(mobileApp: unknown) {
    const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
    try {
      symlinkSync(path.join(ROOT, 'brands/_base'), path.join(dir, '_base'));
      cpSync(path.join(ROOT, 'brands/default'), path.join(dir, 'app'), { recursive: true });
      const file = path.join(dir, 'app/brand.json');
      const brand = JSON.parse(readFileSync(file, 'utf8')) as { partner: { services: number[] }; mobileApp?: unknown };
      brand.partner.services.push(35);
      if (mobileApp !== undefined) brand.mobileApp = mobileApp;
      writeFileSync(file, JSON.stringify(brand, null, 2));
      return loadBrands(dir).problems;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('is refused without the store links, which the page would otherwise lack: a tile leading to "not available"', () => {
    const problems = problemsWith(undefined);
    const listed = (JSON.parse(readFileSync(path.join(ROOT, 'brands/default/brand.json'), 'utf8')) as { partner: { services: number[] } }).partner.services.length;
    expect(problems.map((p) => [p.pointer, p.rule])).toEqual([[`/partner/services/${listed}`, 'reference/mobileApp']]);
    expect(problems[0]!.message).toBe('The partner offers service 35, the mobile application page, but brand.json has no mobileApp store links: add "mobileApp": { "appStore": …, "googlePlay": … }, or remove 35 from partner.services.');
  });

  it('is valid with both store pages, and refuses a link that is not the store page of an app', () => {
    expect(problemsWith({ appStore: 'https://apps.apple.com/hu/app/egeszsegpont/id1234567890', googlePlay: 'https://play.google.com/store/apps/details?id=hu.egeszsegpont.app' })).toEqual([]);
    const wrong = problemsWith({ appStore: 'http://apps.apple.com/hu/app/egeszsegpont/id1234567890', googlePlay: 'https://example.com/app' });
    expect(wrong.map((p) => [p.pointer, p.rule])).toEqual([['/mobileApp/appStore', 'schema/pattern'], ['/mobileApp/googlePlay', 'schema/pattern']]);
  });
});

describe('health tools, each defined once in services.json and named by its services', () => {
  it('reports a service naming a tool that does not exist, and a tool whose form or text does not exist', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
    try {
      symlinkSync(path.join(ROOT, 'brands/_base'), path.join(dir, '_base'));
      cpSync(path.join(ROOT, 'brands/default'), path.join(dir, 'app'), { recursive: true });
      const patch = { services: { 'health-check': { healthTool: 'healthChek' } }, healthTools: { workLifeBalance: { form: 'workLifeBalanc', description: 'healthTools.wfc.descriptio' } } };
      writeFileSync(path.join(dir, 'app/services.json'), JSON.stringify(patch, null, 2));
      const problems = loadBrands(dir).problems;
      // The missing text is reported where it is missing: the healthTools locale file of each language.
      expect(problems.map((p) => [p.file.split('/').slice(-3).join('/'), p.pointer, p.rule])).toEqual([
        ['locales/en/healthTools.json', '/wfc/descriptio', 'translation/missing'],
        ['locales/hu/healthTools.json', '/wfc/descriptio', 'translation/missing'],
        ['locales/ro/healthTools.json', '/wfc/descriptio', 'translation/missing'],
        ['app/services.json', '/services/health-check/healthTool', 'reference/healthTool'],
        ['app/services.json', '/healthTools/workLifeBalance/form', 'reference/forms'],
      ]);
      expect(problems[3]!.message).toContain('Did you mean "healthCheck"?');
      expect(problems[4]!.message).toContain('Did you mean "workLifeBalance"?');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a copy of a brand with five planted mistakes', () => {
  const { problems } = loadBrands(path.join(ROOT, BROKEN));

  it('gives exactly those five problems, each located by file (relative to the brands folder), line and pointer', () => {
    expect(problems.map((p) => [p.file, p.pointer, p.rule])).toEqual([
      ['clinic/brand.json', '/defaultLocal', 'schema/additionalProperties'],
      ['clinic/brand.json', '/hasPublicCalendar', 'schema/type'],
      ['clinic/locales/ro/brand.json', '/welcome', 'translation/missing'],
      ['clinic/routes.json', '/routes/~1services~1psychology/permission', 'schema/enum'],
      ['clinic/services.json', '/services/psychology/tile/url', 'reference/route'],
    ]);
    for (const p of problems) expect(p.line).toBeGreaterThan(0);
  });

  it('says what was meant for typos', () => {
    expect(problems[0]!.message).toContain('Did you mean "defaultLocale"?');
    expect(problems[3]!.message).toContain('Did you mean "hasPsychology"?');
    expect(problems[4]!.message).toContain('Did you mean "/services/psychology"?');
  });

  it('reports them in one human-readable message', () => {
    expect(formatProblems(problems, 'human', 1)).toMatchSnapshot();
  });

  it('exits 1 from the command line, in every format', () => {
    const human = validateCli(BROKEN);
    expect(human.status).toBe(1);
    expect(human.stderr).toContain('5 problems in 4 files.');
    const json = validateCli(BROKEN, '--format', 'json');
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false, brands: 1 });
    expect(JSON.parse(json.stdout).problems).toHaveLength(5);
    const github = validateCli(BROKEN, '--format', 'github');
    expect(github.status).toBe(1);
    expect(github.stdout.split('\n')[0]).toMatch(new RegExp(`^::error file=${BROKEN}/clinic/brand\\.json,line=\\d+,col=\\d+,title=schema/additionalProperties::Unknown key`));
  });
});

describe('the validate command', () => {
  it('exits 0 on the repository and 2 on a usage error', () => {
    expect(validateCli().status).toBe(0);
    expect(validateCli('--format', 'xml').status).toBe(2);
    expect(validateCli('no/such/folder').status).toBe(2);
  });
});
