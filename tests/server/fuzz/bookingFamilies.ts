/**
 * The booking families: reservations (logged-in and public, their token links, the list and
 * cancelling), provider data and search, slots, service pages, uploads, care items (the demo
 * patient's own and, refused, the operator's), the demo patient's relatives and pay for prevention.
 */
import { authorization } from './badHeaders';
import { badMultipart } from './badMultipart';
import { endpointRequests } from './endpointRequests';
import type { Family } from './fuzzFamilies';
import type { FuzzFixtures } from './fuzzFixtures';

const TOKEN = 'A'.repeat(43);
const RELATIVE = { name: 'Minta Anna', birthDate: '1982-09-14', relation: 'spouse' };
const SERVICE_PAGES = ['preauthorization', 'appointments', 'psychology', 'provider-search', 'health-check'];

export function bookingFamilies(f: FuzzFixtures): Family[] {
  const auth = authorization(() => f.credentials);
  const patient = () => ({ lastName: 'Minta', firstName: 'Anna', email: f.newEmail(), phone: '+36301234567', birthDate: '1990-01-31', acceptTerms: true, acceptPrivacy: true });
  const slot = () => f.nextSlot();
  return [
    {
      name: 'reservations',
      requests: endpointRequests([
        { method: 'POST', path: '/api/reservations', body: () => ({ ...slot(), patientComment: 'fuzz' }) },
        { method: 'POST', path: '/api/public-reservations', body: () => ({ ...patient(), ...slot(), captcha: f.captcha() }) },
        { method: 'GET', path: '/api/reservations' },
        { method: 'DELETE', path: '/api/reservations/:id', params: () => ({ id: '1' }) },
        { method: 'POST', path: '/api/tokens/verify-public-reservation', body: () => ({ token: TOKEN }) },
        { method: 'POST', path: '/api/tokens/delete-public-reservation', body: () => ({ token: TOKEN }) },
      ], auth),
    },
    {
      name: 'providers',
      requests: endpointRequests([
        { method: 'GET', path: '/api/map/locations' },
        { method: 'GET', path: '/api/map/providers' },
        { method: 'GET', path: '/api/specializations' },
        { method: 'GET', path: '/api/providers/:id', params: () => ({ id: f.known.provider }), query: () => ({ defaultServiceId: String(slot().subfunctionId) }) },
        { method: 'GET', path: '/api/doctors/:id', params: () => ({ id: f.known.doctor }) },
        { method: 'GET', path: '/api/providers/:id/slots', params: () => ({ id: f.known.provider }), query: () => ({ doctorId: f.known.doctor, limit: '5' }) },
        { method: 'GET', path: '/api/providers/:id/specializations/:specializationId', params: () => ({ id: f.known.provider, specializationId: f.known.specialization }) },
        { method: 'GET', path: '/api/search/providers', query: () => ({ week: f.today(), subfunction: String(slot().subfunctionId), providerName: 'a', page: '1' }) },
        { method: 'GET', path: '/api/search/doctors', query: () => ({ week: f.today(), location: '1', doctorName: 'a', speaksEnglish: '1', discountOnly: '0' }) },
        { method: 'GET', path: '/api/search/video', query: () => ({ week: f.today(), sortBy: 'name', page: '1' }) },
      ], auth),
    },
    {
      name: 'slots',
      requests: endpointRequests([{ method: 'GET', path: '/api/slots/:id', params: () => ({ id: String(slot().slotId) }) }], auth),
    },
    {
      name: 'services',
      requests: endpointRequests(SERVICE_PAGES.map((page) => ({ method: 'GET', path: '/api/services/:page', params: () => ({ page }) })), auth),
    },
    {
      name: 'care items',
      requests: endpointRequests([
        { method: 'GET', path: '/api/care-items', query: () => ({ service: 'general-consultation' }) },
        { method: 'GET', path: '/api/care-items/:id', params: () => ({ id: '2' }) },
        { method: 'POST', path: '/api/care-items', body: () => ({ service: 'general-consultation', answers: { topic: 'fuzz', symptoms: 'fuzz', channel: 'phone' }, uploadIds: [1] }) },
        { method: 'POST', path: '/api/care-items/:id/actions/:action', params: () => ({ id: '3', action: 'addDocuments' }), body: () => ({ uploadIds: [1] }) },
        { method: 'POST', path: '/api/care-items/:id/actions/:action', params: () => ({ id: '2', action: 'cancel' }), body: () => ({ reason: 'fuzz' }) },
        { method: 'GET', path: '/api/care-items/:id/documents/:uploadId', params: () => ({ id: '1', uploadId: '1' }) },
        { method: 'GET', path: '/api/operator/care-items', query: () => ({ state: 'booked' }) },
        { method: 'POST', path: '/api/operator/care-items/:id/actions/:action', params: () => ({ id: '2', action: 'book' }), body: () => ({ appointmentAt: '2026-12-01T09:00:00Z', channel: 'video' }) },
      ], auth),
    },
    {
      name: 'relatives',
      requests: endpointRequests([
        { method: 'GET', path: '/api/relatives' },
        { method: 'GET', path: '/api/relatives/:id', params: () => ({ id: '1' }) },
        { method: 'POST', path: '/api/relatives', body: () => RELATIVE },
        { method: 'PUT', path: '/api/relatives/:id', params: () => ({ id: '2' }), body: () => RELATIVE },
        { method: 'DELETE', path: '/api/relatives/:id', params: () => ({ id: '1' }) },
      ], auth),
    },
    {
      name: 'p4p',
      requests: endpointRequests([{ method: 'GET', path: '/api/p4p' }], auth),
    },
    {
      name: 'uploads',
      requests: endpointRequests([
        { method: 'POST', path: '/api/uploads', query: () => ({ page: 'preauthorization' }), bodies: badMultipart },
        { method: 'POST', path: '/api/uploads', query: () => ({ page: 'preauthorization', include: 'pdf,png', exclude: 'exe' }), bodies: badMultipart },
      ], auth),
    },
  ];
}
