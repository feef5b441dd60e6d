/**
 * The answers whose advice cannot wait (renderer/domain/healthTools/answerAdvice.ts): urgent
 * symptoms in the health check give 112 the moment they are answered and SCORE2's known
 * conditions its refusal, each with nothing else answered and whatever else is answered, and the
 * same as the result or the refusal after a submit; no answer of PSS-10, the work–family conflict
 * scale or Life's Simple 7 does. Each advised question is one the base form document asks, with
 * the answer the rule names among its options.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormDocument, HealthTool } from '../../../../generated/config-types';
import { ADVISED_QUESTIONS, answerAdvice } from '../../../../renderer/domain/healthTools/answerAdvice';
import { scoreHealthCheck } from '../../../../renderer/domain/healthTools/healthCheck';
import { assessScore2 } from '../../../../renderer/domain/healthTools/score2';

const BASE = path.resolve(import.meta.dirname, '../../../../brands/_base');
const forms = (JSON.parse(fs.readFileSync(path.join(BASE, 'forms.json'), 'utf8')) as { forms: Record<string, FormDocument> }).forms;
const tools = (JSON.parse(fs.readFileSync(path.join(BASE, 'services.json'), 'utf8')) as { healthTools: Record<string, HealthTool> }).healthTools;

/** A health check answered within every recommendation. */
const WELL = {
  urgentSymptoms: 'no', sex: 'female', heightCm: '170', weightKg: '62', moderateMinutes: '150', vigorousMinutes: '0',
  fruitVegPortions: '5', sleepHours: '7,5', alcoholFrequency: 'never', smoking: 'never', familyHistory: 'no',
};
const URGENT = [{ kind: 'urgent', field: 'urgentSymptoms' }];
const NOT_FOR_SCORE2 = [{ kind: 'refusal', instrument: 'score2', field: 'knownConditions', reason: 'notApparentlyHealthy' }];

describe('answerAdvice', () => {
  it('gives 112 for urgent symptoms now in the health check, with no other question answered', () => {
    expect(answerAdvice('healthCheck', { urgentSymptoms: 'yes' })).toEqual(URGENT);
  });

  it('gives 112 whatever else is answered, a typing slip or a missing alcohol answer included', () => {
    expect(answerAdvice('healthCheck', { ...WELL, urgentSymptoms: 'yes' })).toEqual(URGENT);
    expect(answerAdvice('healthCheck', { ...WELL, urgentSymptoms: 'yes', heightCm: '17', alcoholFrequency: 'monthlyOrLess' })).toEqual(URGENT);
  });

  it('gives nothing for the health check without urgent symptoms, or before the question is answered', () => {
    expect(answerAdvice('healthCheck', {})).toEqual([]);
    expect(answerAdvice('healthCheck', { urgentSymptoms: 'no' })).toEqual([]);
    expect(answerAdvice('healthCheck', { ...WELL, smoking: 'current', familyHistory: 'yes' })).toEqual([]);
  });

  it('says urgent exactly when the scored result does', () => {
    for (const urgentSymptoms of ['yes', 'no']) {
      const outcome = scoreHealthCheck({ ...WELL, urgentSymptoms });
      expect(outcome.ok && outcome.result.urgent).toBe(answerAdvice('healthCheck', { urgentSymptoms }).length > 0);
    }
  });

  it("refuses SCORE2 for a known condition with no other question answered, in the refusal's own words", () => {
    expect(answerAdvice('score2', { knownConditions: 'yes' })).toEqual(NOT_FOR_SCORE2);
    expect(answerAdvice('score2', { knownConditions: 'yes', age: '52', sex: 'male' })).toEqual(NOT_FOR_SCORE2);
    const { kind: _kind, instrument: _instrument, ...refusal } = NOT_FOR_SCORE2[0]!;
    expect(assessScore2({ age: 52, sex: 'male', smoker: false, systolicBloodPressure: 130, totalCholesterol: 5, hdlCholesterol: 1.3, region: 'high', knownConditions: true })).toEqual({ ok: false, refusals: [refusal] });
  });

  it('gives nothing for SCORE2 without a known condition, or before the question is answered', () => {
    expect(answerAdvice('score2', {})).toEqual([]);
    expect(answerAdvice('score2', { knownConditions: 'no', age: '35' })).toEqual([]);
  });

  it("gives nothing for any answer of PSS-10, the work–family conflict scale or Life's Simple 7", () => {
    const most = { q1: 'veryOften', q2: 'veryOften', q3: 'veryOften', q4: 'never', q5: 'never', q6: 'veryOften', q7: 'never', q8: 'never', q9: 'veryOften', q10: 'veryOften' };
    expect(answerAdvice('pss10', most)).toEqual([]);
    expect(answerAdvice('wfc', { q1: 7, q2: 7, q3: 7, q4: 7, q5: 7 })).toEqual([]);
    expect(answerAdvice('ls7', { smoking: 'current', systolicBloodPressure: '220', diastolicBloodPressure: '130', fastingGlucose: '30' })).toEqual([]);
    for (const instrument of ['pss10', 'wfc', 'ls7'] as const) expect(ADVISED_QUESTIONS[instrument]).toEqual([]);
  });

  it("names only questions the tool's form document asks, with the advised answer among their options", () => {
    const advised: Array<[HealthTool['instrument'], Record<string, unknown>]> = [['healthCheck', { urgentSymptoms: 'yes' }], ['score2', { knownConditions: 'yes' }]];
    for (const [instrument, answers] of advised) {
      const tool = Object.values(tools).find((candidate) => candidate.instrument === instrument)!;
      const form = forms[tool.form]!;
      for (const advice of answerAdvice(instrument, answers)) {
        expect(ADVISED_QUESTIONS[instrument]).toContain(advice.field);
        const options = (form.schema.properties[advice.field] as { oneOf?: Array<{ const: unknown }> }).oneOf!.map((option) => option.const);
        expect(options).toContain(answers[advice.field]);
      }
    }
    // The health check's document gives urgent symptoms advice of their own, shown with the result.
    expect(tools.healthCheck!.flags?.urgentSymptoms).toBeDefined();
  });
});
