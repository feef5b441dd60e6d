/**
 * Who may show the portal in a frame (issue 3): the answers of the real app say it in the CSP's
 * frame-ancestors. The insurer lets its partners' sites frame it; a brand without embed origins
 * may be framed by its own pages alone. The insurer's answers carry no X-Frame-Options, which
 * cannot name a partner and would have a browser that reads it refuse the partner's frame.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from './testApp';

const app = testApp();
const INSURER = 'insurer.localhost';
const TELEKOM = 'telekom-health.localhost';
/** The sites the insurer's partners show the portal on (brands/insurer/brand.json, embed). */
const INSURER_PARTNERS = ['http://partner.localhost:8181', 'https://portal.insurer-partner.example'];
/** Pages, the portal's API and a built script: every answer a frame may load. */
const ANSWERS = ['/', '/?iframe=1', '/about-us', '/no/such/page', '/api/config', '/api/no-such-endpoint', '/assets/app-abc123.js'];

/** The sources of the frame-ancestors directive of an answer's CSP, in order. */
async function frameAncestors(host: string, path: string): Promise<{ sources: string[]; xFrameOptions: unknown }> {
  const res = await request(app).get(path).set('Host', host);
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = csp.split(';').map((d) => d.trim().split(/\s+/));
  const directive = directives.filter((d) => d[0] === 'frame-ancestors');
  expect(directive, `${host}${path}: one frame-ancestors directive in "${csp}"`).toHaveLength(1);
  return { sources: directive[0]!.slice(1), xFrameOptions: res.headers['x-frame-options'] };
}

describe('framing the portal', () => {
  it.each(ANSWERS)('the insurer lets its partner sites frame %s, and no other site', async (path) => {
    const { sources, xFrameOptions } = await frameAncestors(INSURER, path);
    expect(sources).toEqual(["'self'", ...INSURER_PARTNERS]);
    expect(sources).not.toContain('*');
    expect(xFrameOptions).toBeUndefined();
  });

  it.each(ANSWERS)('telekom-health, which names no partner site, lets only its own pages frame %s', async (path) => {
    const { sources } = await frameAncestors(TELEKOM, path);
    expect(sources).toEqual(["'self'"]);
  });
});
