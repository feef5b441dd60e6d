/**
 * GET /metrics (server/http/metrics.ts) read as Prometheus reads it: served only with its token,
 * parsed by a Prometheus text-format parser, its key series present and counting what happened.
 */
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addToOutbox } from '../../../server/db/outbox';
import { useTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';

const TOKEN = 'metrics-token-of-the-operators-scraper';

describe('the metrics', () => {
  const database = useTestDatabase('sqlite', { seed: true });

  it('are not served without METRICS_TOKEN, nor to a request without the token: the 404 of any missing page', async () => {
    const open = testApp('test', { db: database().db });
    expect((await request(open).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
    const guarded = testApp('test', { db: database().db, metricsToken: TOKEN });
    expect((await request(guarded).get('/metrics')).status).toBe(404);
    expect((await request(guarded).get('/metrics').set('Authorization', 'Bearer metrics-token-of-the-operators-scrapeX')).status).toBe(404);
  });

  it('give each answer\'s duration by route pattern and status, never its address, and the portal\'s state', async () => {
    const app = testApp('test', { db: database().db, metricsToken: TOKEN });
    await request(app).get('/api/config').set('Host', 'localhost');
    await request(app).get('/api/providers/123456').set('Host', 'localhost');
    const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = new Map(parsePrometheusTextFormat(res.text).map((f) => [f.name, f]));

    expect(families.get('portal_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's label sets into one; each set's count is read off its line.
    expect(res.text).toMatch(/^portal_http_request_duration_seconds_count\{route="\/api\/config",method="GET",status="200"\} 1$/m);
    expect(res.text).toMatch(/^portal_http_request_duration_seconds_count\{route="\/api\/providers\/:id",method="GET",status="404"\} 1$/m);
    expect(res.text).not.toContain('123456');

    expect(families.get('portal_bookings')?.type).toBe('GAUGE');
    expect(families.get('portal_payments')?.type).toBe('GAUGE');
    expect(families.get('portal_video_rooms_open')?.metrics[0]?.value).toBe('0');
    expect(families.get('portal_video_connections_open')?.metrics[0]?.value).toBe('0');
    expect(families.has('process_cpu_user_seconds_total')).toBe(true);
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('give mail by state, every state with its line, and the job queue\'s depth and failures by job', async () => {
    const mail = (subject: string) => addToOutbox(database().db, { brandId: 'default', to: 'someone@demo.test', subject, text: 'Hello' }, Date.now(), 'queued');
    await database().db.updateTable('outbox').set({ state: 'dead' }).where('id', 'in', [await mail('one'), await mail('two')]).execute();
    await mail('three');
    const jobs = { running: () => true, depth: async () => ({ 'mail-delivery': 2 }), failures: () => ({ renewals: 3 }) };
    const res = await request(testApp('test', { db: database().db, metricsToken: TOKEN, jobs })).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    const families = new Map(parsePrometheusTextFormat(res.text).map((f) => [f.name, f]));
    const value = (family: string, label: string, of: string) => families.get(family)?.metrics.find((m) => (m as { labels?: Record<string, string> }).labels?.[label] === of)?.value;
    expect(families.get('portal_mail')?.type).toBe('GAUGE');
    expect([value('portal_mail', 'state', 'dead'), value('portal_mail', 'state', 'queued'), value('portal_mail', 'state', 'sent')]).toEqual(['2', '1', '0']);
    expect(families.get('portal_job_queue_depth')?.type).toBe('GAUGE');
    expect([value('portal_job_queue_depth', 'job', 'mail-delivery'), value('portal_job_queue_depth', 'job', 'renewals')]).toEqual(['2', '0']);
    expect(families.get('portal_job_failures_total')?.type).toBe('COUNTER');
    expect([value('portal_job_failures_total', 'job', 'renewals'), value('portal_job_failures_total', 'job', 'token-expiry')]).toEqual(['3', '0']);
  });
});
