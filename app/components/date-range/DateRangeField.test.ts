import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/react';
import enCommon from '#app/i18n/locales/en/common';
import enReports from '#app/i18n/locales/en/reports';
import koCommon from '#app/i18n/locales/ko/common';
import koReports from '#app/i18n/locales/ko/reports';

// The field's words come with the member and agent centres' `reports` namespace.
const en = { ...enCommon, ...enReports };
const ko = { ...koCommon, ...koReports };
import { readDateRange } from './date-range';
import { DateRangeField } from './DateRangeField';

const render = (query: string, resources = en) =>
  renderToString(
    h(I18nProvider, {
      language: 'en',
      resources,
      children: h(DateRangeField, { state: readDateRange(new URLSearchParams(query), { today: '2024-03-10' }), today: '2024-03-10' }),
    }),
  );

describe('DateRangeField', () => {
  it('renders native, labelled date inputs holding the range, and the presets', () => {
    const html = render('range=last30');
    expect(html).toContain('<legend>Period</legend>');
    expect(html).toMatch(/<input type="date" name="from" max="2024-03-10" value="2024-02-10"/);
    expect(html).toMatch(/<input type="date" name="to" min="2024-02-10" value="2024-03-10"/);
    expect(html).toMatch(/<option value="last30" selected="">Last 30 days<\/option>/);
    for (const label of ['Today', 'Yesterday', 'Last 7 days', 'Next 7 days', 'Next 30 days', 'Custom dates']) expect(html).toContain(`>${label}</option>`);
  });

  it('says what is wrong with the dates, tied to the inputs, in the page language', () => {
    const html = render('range=custom&from=2024-03-05&to=2024-03-01');
    expect(html).toContain('The start date must be on or before the end date.');
    expect(html).toMatch(/aria-invalid="true" aria-describedby="[^"]+-error"/);
    expect(render('range=custom&from=2024-01-01&to=2024-03-01', ko)).toContain('최대 31일까지 선택할 수 있습니다.');
  });
});
