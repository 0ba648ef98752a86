import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readProblem } from '#app/components/forms/problem';
import { brandTime } from './limits';
import { limitSchema, realityCheckSchema, selfExclusionSchema, sessionLimitSchema, timeoutSchema } from './responsible-gaming.schema';

/** Parses as the action does: a posted form, empty inputs included. */
function post(schema: z.ZodType, values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema });
}

function problems(submission: ReturnType<typeof post>) {
  if (submission.status === 'success') return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, errors]) => [field, readProblem(errors?.[0] ?? '').key]));
}

describe('the limit form', () => {
  it('sets a limit in minor units, read in the visitor’s language', () => {
    const ok = post(limitSchema('en'), { form: 'limit', intent: 'set', kind: 'DEPOSIT', period: 'DAY', amount: '1,000.5' });
    expect(ok.status === 'success' && ok.value).toEqual({ form: 'limit', intent: 'set', kind: 'DEPOSIT', period: 'DAY', amount: 100050 });
  });

  it('removes a limit without an amount; setting one needs an amount above zero', () => {
    const removed = post(limitSchema('en'), { form: 'limit', intent: 'remove', kind: 'LOSS', period: 'MONTH', amount: '' });
    expect(removed.status === 'success' && removed.value).toEqual({ form: 'limit', intent: 'remove', kind: 'LOSS', period: 'MONTH' });
    expect(problems(post(limitSchema('en'), { form: 'limit', intent: 'set', kind: 'WAGER', period: 'WEEK', amount: '' }))).toEqual({
      amount: 'money.errors.required',
    });
    expect(problems(post(limitSchema('en'), { form: 'limit', intent: 'set', kind: 'WAGER', period: 'WEEK', amount: '0' }))).toEqual({
      amount: 'money.errors.belowMin',
    });
  });

  it('refuses an unknown kind or period, and a post without its button on the server (the browser defaults to setting)', () => {
    expect(problems(post(limitSchema('en'), { form: 'limit', intent: 'set', kind: 'BALANCE', period: 'YEAR', amount: '5' }))).toEqual({
      kind: 'responsibleGaming.errors.chooseKind',
      period: 'responsibleGaming.errors.choosePeriod',
    });
    expect(problems(post(limitSchema('en'), { form: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: '5' }))).toEqual({
      intent: 'responsibleGaming.errors.reload',
    });
    expect(post(limitSchema('en', { browser: true }), { form: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: '5' }).status).toBe('success');
  });
});

describe('the time-out and self-exclusion forms', () => {
  it('need a length of their own kind and the ticked confirmation', () => {
    const ok = post(timeoutSchema, { form: 'timeout', length: 'HOURS_24', confirm: 'on' });
    expect(ok.status === 'success' && ok.value).toEqual({ form: 'timeout', length: 'HOURS_24', confirm: true });
    expect(problems(post(timeoutSchema, { form: 'timeout', length: 'PERMANENT' }))).toEqual({
      length: 'responsibleGaming.errors.chooseLength',
      confirm: 'responsibleGaming.errors.confirm',
    });
    expect(post(selfExclusionSchema, { form: 'selfExclusion', length: 'PERMANENT', confirm: 'on' }).status).toBe('success');
    expect(problems(post(selfExclusionSchema, { form: 'selfExclusion', length: 'DAYS_7', confirm: 'on' }))).toEqual({
      length: 'responsibleGaming.errors.chooseLength',
    });
  });
});

describe('brandTime', () => {
  it('writes a moment in the brand’s zone, naming it, in the page’s language', () => {
    const midnightSeoul = Date.UTC(2026, 0, 15, 15, 0); // 16 January, 00:00 in Seoul
    expect(brandTime(midnightSeoul, 'en', 'Asia/Seoul')).toMatch(/Jan 16, 2026.*00:00.*GMT\+9/);
    expect(brandTime(midnightSeoul, 'ko', 'Asia/Seoul')).toMatch(/2026년 1월 16일.*00:00.*GMT\+9/);
    expect(brandTime(midnightSeoul, 'en', 'Not/AZone')).toMatch(/Jan 15, 2026.*15:00.*UTC/);
  });
});

describe('the session-limit and reality-check forms', () => {
  it('set whole minutes from 1 to a day', () => {
    const ok = post(sessionLimitSchema(), { form: 'sessionLimit', intent: 'set', minutes: ' 90 ' });
    expect(ok.status === 'success' && ok.value).toEqual({ form: 'sessionLimit', intent: 'set', minutes: 90 });
    const check = post(realityCheckSchema(), { form: 'realityCheck', intent: 'set', minutes: '1' });
    expect(check.status === 'success' && check.value).toEqual({ form: 'realityCheck', intent: 'set', minutes: 1 });
    for (const minutes of ['0', '1441', '1.5', '-3', 'ten', ''])
      expect(problems(post(sessionLimitSchema(), { form: 'sessionLimit', intent: 'set', minutes }))).toEqual({ minutes: 'responsibleGaming.errors.minutes' });
  });

  it('remove the session limit, or go back to the default interval, without minutes', () => {
    const removed = post(sessionLimitSchema(), { form: 'sessionLimit', intent: 'remove', minutes: '' });
    expect(removed.status === 'success' && removed.value).toEqual({ form: 'sessionLimit', intent: 'remove' });
    const byDefault = post(realityCheckSchema(), { form: 'realityCheck', intent: 'default', minutes: '' });
    expect(byDefault.status === 'success' && byDefault.value).toEqual({ form: 'realityCheck', intent: 'default' });
    expect(problems(post(realityCheckSchema(), { form: 'realityCheck', intent: 'remove', minutes: '' }))).toEqual({
      intent: 'responsibleGaming.errors.reload',
    });
  });

  it('in the browser, checks a field before any button is pressed as setting', () => {
    expect(problems(post(sessionLimitSchema({ browser: true }), { form: 'sessionLimit', minutes: '' }))).toEqual({
      minutes: 'responsibleGaming.errors.minutes',
    });
  });
});
