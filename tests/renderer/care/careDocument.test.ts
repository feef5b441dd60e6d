/**
 * The care object of a service document read defensively, the request form shaped by its
 * specialties, the operator's booked time as a Budapest instant, and the server's answer
 * violations mapped onto the form's fields.
 */
import { describe, expect, it } from 'vitest';
import type { FormDocument } from '../../../generated/config-types';
import { careTextsKey, formPartKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { budapestInstant } from '../../../renderer/care/bookingTime';
import { careForm } from '../../../renderer/care/careForm';
import { nextStepKey, stateKey } from '../../../renderer/care/careLabels';
import { careOfService } from '../../../renderer/domain/care/careOfService';
import { answersViolations } from '../../../renderer/screens/service/CareRequest';

const CARE = { flow: 'appointment', form: 'careConsultation', description: 'd', audience: 'a', howItWorks: 'h', priceHuf: null, organisedBy: 'operator', uploads: null, specialties: null };

describe('careOfService', () => {
  it.each<[string, unknown, boolean]>([
    ['a complete care object', { care: CARE }, true],
    ['no care object (health check, coverage …)', { value: 1 }, false],
    ['an unknown flow', { care: { ...CARE, flow: 'telepathy' } }, false],
    ['no form', { care: { ...CARE, form: '' } }, false],
    ['a missing text', { care: { ...CARE, audience: undefined } }, false],
    ['not an object', null, false],
  ])('%s', (_name, service, isCare) => expect(careOfService(service) !== null).toBe(isCare));

  it('reads price, organiser, uploads and specialties', () => {
    expect(careOfService({ care: { ...CARE, priceHuf: 9900, uploads: { accept: ['pdf'], maxFiles: 3 }, specialties: ['thyroid-consultation'] } })).toMatchObject({
      priceHuf: 9900, organisedBy: 'operator', uploads: { accept: ['pdf'], maxFiles: 3 }, specialties: ['thyroid-consultation'],
    });
    expect(careOfService({ care: { ...CARE, specialties: [] } })?.specialties).toBeNull();
  });
});

describe('careForm', () => {
  const form: FormDocument = {
    title: 't',
    schema: { type: 'object', properties: { specialty: { title: 'care.request.specialty' }, topic: { title: 'x' } }, required: ['specialty', 'topic'] },
    uiSchema: { 'ui:order': ['topic', 'specialty'] } as unknown as FormDocument['uiSchema'],
    submit: { method: 'POST', endpoint: '/api/care-items' },
    onSuccess: { action: 'message', message: 'm' },
  };

  it('leaves the specialty out where the service lists none', () => {
    const shaped = careForm(form, { specialties: null });
    expect(Object.keys(shaped.schema.properties)).toEqual(['topic']);
    expect(shaped.schema.required).toEqual(['topic']);
    expect((shaped.uiSchema as Record<string, unknown>)['ui:order']).toEqual(['topic']);
  });

  it("asks for one of the service's specialties, named by the services' names", () => {
    const shaped = careForm(form, { specialties: ['pediatric-consultation', 'thyroid-consultation'] });
    expect(shaped.schema.properties.specialty).toEqual({
      type: 'string', title: 'care.request.specialty',
      oneOf: [{ const: 'pediatric-consultation', title: 'care.serviceNames.pediatric-consultation' }, { const: 'thyroid-consultation', title: 'care.serviceNames.thyroid-consultation' }],
    });
    expect(shaped.schema.required).toEqual(['specialty', 'topic']);
    expect(form.schema.properties.specialty).toEqual({ title: 'care.request.specialty' });
  });
});

describe('labels', () => {
  it('a written opinion awaiting booking is in progress', () => {
    expect(stateKey('written', 'awaiting_booking')).toBe('care.state.in_progress');
    expect(stateKey('appointment', 'awaiting_booking')).toBe('care.state.awaiting_booking');
    expect(nextStepKey({ flow: 'written', state: 'awaiting_booking', nextStep: 'care.nextStep.awaiting_booking' })).toBe('care.nextStep.in_progress');
    expect(nextStepKey({ flow: 'appointment', state: 'booked', nextStep: 'care.nextStep.booked' })).toBe('care.nextStep.booked');
    expect(nextStepKey({ flow: 'appointment', state: 'booked', nextStep: 'something else' })).toBe('care.nextStep.booked');
  });
});

describe('budapestInstant', () => {
  it.each<[string, string | null]>([
    ['2026-12-01T09:30', '2026-12-01T08:30:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T07:30:00.000Z'],
    ['2026-02-31T09:30', null],
    ['', null],
    ['tomorrow', null],
  ])('%s', (local, instant) => expect(budapestInstant(local)).toBe(instant));
});

describe('answersViolations', () => {
  it('names the form field the server put under /answers', () => {
    const error = { status: 422, data: { code: 'RX444', violations: [{ field: '/answers/topic', message: 'm' }, { field: '/specialty', message: 'n' }] } };
    expect(answersViolations(error)).toEqual({ status: 422, data: { code: 'RX444', violations: [{ field: '/topic', message: 'm' }, { field: '/specialty', message: 'n' }] } });
    expect(answersViolations({ status: 409, data: { code: 'RS2002' } })).toEqual({ status: 409, data: { code: 'RS2002' } });
  });
});

describe('routeParts of the care screens', () => {
  it("inlines the care service's request form and the care texts, and nothing for a service without care", () => {
    const route = { screen: 'service' as const, params: { service: 'second-opinion' } };
    expect(routeParts(route, 'hu', { 'second-opinion': { care: CARE } })).toEqual([formPartKey('careConsultation'), careTextsKey('hu')]);
    expect(routeParts({ screen: 'my-care' }, 'ro')).toEqual(['texts/care/ro']);
    expect(routeParts({ screen: 'operator-care-item' }, 'en')).toEqual(['texts/care/en']);
    expect(routeParts(route, 'hu', { 'second-opinion': { value: 6 } })).toEqual([]);
    expect(routeParts(route, 'hu')).toEqual([]);
  });
});
