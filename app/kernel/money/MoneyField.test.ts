import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/react';
import en from '#app/i18n/locales/en/common';
import enCashier from '#app/i18n/locales/en/cashier';
import ko from '#app/i18n/locales/ko/common';
import koCashier from '#app/i18n/locales/ko/cashier';
import { ShellProvider } from '#app/kernel/use-shell';
import { Money } from './Money';
import { MoneyField } from './MoneyField';

/** Renders inside a root route whose shell says the brand's currency symbol (given below it as root.tsx's Layout does), with the cashier words the money pages send, as pages do. */
async function render(element: ReactElement, language: 'en' | 'ko' = 'en') {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ shell: { brand: { currencySymbol: language === 'ko' ? '₩' : '$' } } }),
      element: h(ShellProvider, null, element),
    },
  ]);
  const context = await handler.query(new Request('https://portal.test/'));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    h(I18nProvider, {
      language,
      resources: language === 'ko' ? { ...ko, ...koCashier } : { ...en, ...enCashier },
      children: h(StaticRouterProvider, { router, context, hydrate: false }),
    }),
  );
}

describe('Money', () => {
  it("shows minor units with the language's symbol, the plain figure in its value", async () => {
    expect(await render(h(Money, { minor: -123456 }))).toBe('<data class="money" value="-1234.56">-$1,234.56</data>');
    expect(await render(h(Money, { minor: 100000 }), 'ko')).toBe('<data class="money" value="1000.00">₩1,000.00</data>');
  });
});

describe('MoneyField', () => {
  it('is a labelled decimal text input with its bounds as a hint', async () => {
    const html = await render(h(MoneyField, { id: 'amount', name: 'amount', label: 'Amount', min: 1000, max: 500000 }));
    expect(html).toMatch(/<label for="amount">Amount \(\$\)<\/label>/);
    expect(html).toMatch(/<input id="amount" name="amount"[^>]*inputMode="decimal"/);
    expect(html).toContain('From $10.00 to $5,000.00.');
  });

  it('explains an error in the language of the page, with the bounds written as money', async () => {
    const below = await render(h(MoneyField, { id: 'a', name: 'a', label: '금액', min: 1000, error: 'money.errors.belowMin' }), 'ko');
    expect(below).toContain('금액은 ₩10.00 이상이어야 합니다.');
    expect(below).toContain('aria-invalid="true"');
    const decimals = await render(h(MoneyField, { id: 'a', name: 'a', label: 'Amount', error: 'money.errors.tooManyDecimals', defaultValue: '1.234' }));
    expect(decimals).toContain('Use at most two decimal places.');
    expect(decimals).toContain('value="1.234"');
  });
});
