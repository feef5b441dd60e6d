/**
 * The families without an account: the captcha challenge, /api/config and the brand bundle, the
 * cardiovascular risk calculator, API paths that do not exist, the portal's pages (with brand
 * assets, provider photos and the demo outbox) and the renderer's /assets.
 */
import fc from 'fast-check';
import { endpointRequests, type Endpoint } from './endpointRequests';
import type { Family } from './fuzzFamilies';
import type { FuzzFixtures } from './fuzzFixtures';

const get = (path: string, params?: Record<string, string>): Endpoint => ({ method: 'GET', path, params: params && (() => params) });

export function publicFamilies(f: FuzzFixtures): Family[] {
  return [
    {
      name: 'captcha',
      requests: endpointRequests([{ method: 'GET', path: '/api/captcha/challenge' }]),
    },
    {
      name: 'config',
      requests: endpointRequests([get('/api/config'), { method: 'GET', path: '/api/brand-bundle/:file', params: () => ({ file: f.bundleFile }) }]),
    },
    {
      name: 'health tools',
      requests: endpointRequests([{
        method: 'POST',
        path: '/api/health-tools/cardiovascular-risk',
        body: () => ({ age: 55, sex: 'female', smoker: false, systolicBloodPressure: 135, totalCholesterol: 5.4, hdlCholesterol: 1.4, region: 'high' }),
      }, {
        method: 'POST',
        path: '/api/health-tools/perceived-stress',
        body: () => Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, 'sometimes'])),
      }, {
        method: 'POST',
        path: '/api/health-tools/work-family-conflict',
        body: () => ({ q1: 5, q2: 3, q3: 6, q4: 4, q5: 2 }),
      }, {
        method: 'POST',
        path: '/api/health-tools/lifestyle',
        body: () => ({ smoking: 'quitWithinYear', heightCm: 170, weightKg: '72,5', moderateMinutes: 90, vigorousMinutes: 0, fruitVegetables: 'yes', fish: 'no', wholeGrains: 'yes', sodium: 'no', sugarDrinks: 'yes', totalCholesterol: '5,4', systolicBloodPressure: 128, diastolicBloodPressure: 82 }),
      }, {
        method: 'POST',
        path: '/api/health-tools/health-check',
        body: () => ({ urgentSymptoms: 'no', sex: 'male', heightCm: 178, weightKg: '81,5', moderateMinutes: 90, vigorousMinutes: 20, fruitVegPortions: 3, sleepHours: 7, alcoholFrequency: 'monthlyOrLess', alcoholQuantity: 'oneOrTwo', alcoholBinge: 'never', smoking: 'former', familyHistory: 'dontKnow' }),
      }]),
    },
    {
      name: 'payments',
      requests: endpointRequests([{
        method: 'POST',
        path: '/api/simplepay/ipn',
        body: () => ({ salt: 'c1ca1d0e9fc2323b3dda7cf145e36f5e', orderRef: 'sub-00000000-00000000', method: 'CARD', merchant: 'RETAILHUF01', finishDate: '2026-11-26T10:00:05+00:00', paymentDate: '2026-11-26T10:00:01+00:00', transactionId: 600000001, status: 'FINISHED' }),
        headers: fc.constant({ Signature: 'bm90IGEgc2lnbmF0dXJl' }),
      }, {
        method: 'GET',
        path: '/api/med24/payments/return',
        query: () => ({ r: 'eyJyIjowLCJ0Ijo2MDAwMDAwMDEsImUiOiJTVUNDRVNTIiwibSI6IlJFVEFJTEhVRjAxIiwibyI6InN1Yi0wMDAwMDAwMCJ9', s: 'bm90IGEgc2lnbmF0dXJl' }),
      }, {
        method: 'GET',
        path: '/api/med24/products',
      }]),
    },
    {
      name: 'api (unknown paths)',
      requests: endpointRequests([get('/api/:a', { a: 'nothing' }), get('/api/:a/:b', { a: 'providers', b: 'x' }), { method: 'POST', path: '/api/:a', params: () => ({ a: 'config' }) }]),
    },
    {
      name: 'pages',
      pages: true,
      requests: endpointRequests([
        get('/'),
        get('/:a', { a: 'login' }),
        get('/:a/:b', { a: 'services', b: 'provider-search' }),
        get('/providers/:id/doctors/:doctorId', { id: '1', doctorId: '1' }),
        get('/verify-email/:token', { token: 'A'.repeat(43) }),
        get('/brand/:file', { file: 'logo.svg' }),
        get('/brand/providers/:file', { file: 'provider-1-1.svg' }),
        get('/dev/:page', { page: 'outbox' }),
        { method: 'POST', path: '/:a', params: () => ({ a: 'login' }) },
      ]),
    },
    {
      name: 'assets',
      requests: endpointRequests([get('/assets/:file', { file: 'app-abc123.js' }), get('/assets/:dir/:file', { dir: '..', file: 'package.json' })]),
    },
  ];
}
