/**
 * GET /metrics (server/http/metrics.ts) read as Prometheus reads it: served only with its token,
 * parsed by a Prometheus text-format parser, its key series present and counting what happened.
 */
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
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
});
