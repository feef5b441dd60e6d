/**
 * Every action from every state of both flows through the HTTP API, by each one who may take it:
 * the answer is the shared care machine's (renderer/domain/care/careMachine.ts): 200 with the new state,
 * or 409 with the RS code that refuses it. Each success is recorded as an event.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, CARE_ACTIONS, CARE_FLOWS, nextState, type CareAction, type CareActor, type CareFlow, type CareState } from '../../../../renderer/domain/care/careMachine';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { expectSchema, useApi } from '../apiHarness';
import { actionPath, BODIES, caller, itemIn, statesOf, type Caller } from './careHarness';

const api = useApi();
let patient: Caller;
let operator: Caller;
let uploads = 0;
const refusals = new Set<string>();
const transitions = new Set<string>();

beforeAll(async () => {
  patient = await caller(api().app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  operator = await caller(api().app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
});

async function bodyFor(flow: CareFlow, action: CareAction): Promise<object> {
  if (action !== 'addDocuments') return BODIES[action];
  uploads += 1;
  const res = await patient.upload(`finding-${uploads}.pdf`, undefined, flow === 'written' ? 'second-opinion' : 'consultation');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { uploadIds: [res.body.files[0].id] };
}

const cases = CARE_FLOWS.flatMap((flow) =>
  statesOf(flow).flatMap((state) => CARE_ACTIONS.flatMap((action) => ACTORS[action].map((by) => [flow, state, action, by] as [CareFlow, CareState, CareAction, CareActor]))));

describe('care item actions through the API', () => {
  it.each(cases)('%s flow, from %s: %s by the %s', async (flow, state, action, by) => {
    const id = await itemIn(patient, operator, flow, state);
    const res = await (by === 'operator' ? operator : patient).post(actionPath(id, action, by), await bodyFor(flow, action));
    const step = nextState(flow, state, action);
    if (!step.ok) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.code).toBe(step.code);
      refusals.add(step.code);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSchema(by === 'operator' ? 'operator-care-item-response' : 'care-item-response', res.body);
    expect(res.body.state).toBe(step.state);
    expect(res.body.nextStep).toBe(`care.nextStep.${step.state}`);
    expect(res.body.events.at(-1)).toMatchObject({ action, fromState: state, toState: step.state, actor: by });
    if (action === 'book') expect(res.body).toMatchObject({ appointmentAt: '2026-12-01T08:30:00.000Z', channel: 'video' });
    if (action === 'close') expect(res.body.answer).toBe('Pihenjen, igyon sok folyadékot.');
    if (action === 'addDocuments') expect(res.body.documents).toHaveLength(1);
    transitions.add(`${flow}:${state}>${step.state}:${action}`);
  });

  it('met every RS code of the machine and every allowed transition', () => {
    expect([...refusals].sort()).toEqual(['RR1007', 'RS2002', 'RS2003', 'RS2004', 'RS2005', 'RS2006', 'RS2007', 'RS2008', 'RS2009', 'RS2010', 'RS2011', 'RS2012', 'RS2013']);
    const allowed = cases.filter(([flow, state, action]) => nextState(flow, state, action).ok).map(([flow, state, action]) => `${flow}:${state}>${(nextState(flow, state, action) as { state: string }).state}:${action}`);
    expect([...transitions].sort()).toEqual([...new Set(allowed)].sort());
  });
});
