/** What health data a patient's API path is about, as the data access log names it for support's acts (issue 34). */
import { describe, expect, it } from 'vitest';
import { subjectOfPath } from '../../../server/api/dataAccess';

describe('subjectOfPath', () => {
  it.each([
    ['/api/care-items', { subject: 'care_item', subjectId: null }],
    ['/api/care-items/12', { subject: 'care_item', subjectId: '12' }],
    ['/api/care-items/12/actions/cancel', { subject: 'care_item', subjectId: '12' }],
    ['/api/care-items/12/documents/7', { subject: 'document', subjectId: '7' }],
    ['/api/uploads', { subject: 'document', subjectId: null }],
    ['/api/health-checks', { subject: 'health_check', subjectId: null }],
    ['/api/health-tools/lifestyle', { subject: 'health_check', subjectId: null }],
    ['/api/reservations/31', { subject: 'appointment', subjectId: '31' }],
    ['/api/p4p', { subject: 'appointment', subjectId: null }],
    ['/api/video/appointments/5', { subject: 'appointment', subjectId: '5' }],
    ['/api/video/appointments/5/admit', { subject: 'appointment', subjectId: '5' }],
    ['/api/video/appointments/5/note', { subject: 'video_note', subjectId: '5' }],
    ['/api/relatives/3', { subject: 'relative', subjectId: '3' }],
    ['/api/relatives/abc', { subject: 'relative', subjectId: null }],
  ])('%s is %o', (path, expected) => {
    expect(subjectOfPath(path)).toEqual(expected);
  });

  it.each(['/api/me', '/api/subscriptions', '/api/services', '/api/captcha/challenge', '/api/config'])('%s is no health data', (path) => {
    expect(subjectOfPath(path)).toBeUndefined();
  });
});
