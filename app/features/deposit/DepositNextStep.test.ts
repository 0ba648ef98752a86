import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/react';
import common, { type Translation } from '#app/i18n/locales/en/common';
import words from '#app/i18n/locales/en/deposit';
import { DepositNextStep } from './DepositNextStep';
import type { CurrentDeposit } from './PendingDepositStep';

const order = (status: CurrentDeposit['status']) =>
  ({
    id: '42',
    status,
    kind: 'PAGE',
    methodName: 'Card',
    bankType: null,
    amount: 90_00,
    createdAt: 0,
    firstDeposit: false,
    paymentUrl: null,
  }) as unknown as CurrentDeposit;

/** The step as the server renders it, inside a static router (its links need one). */
async function render(deposit: CurrentDeposit) {
  const handler = createStaticHandler([{ path: '*', element: h(DepositNextStep, { deposit }) }]);
  const context = await handler.query(new Request('https://portal.test/member/depositv2?depositId=42'));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    h(I18nProvider, {
      language: 'en',
      resources: { ...common, ...words } as Translation,
      children: h(StaticRouterProvider, { router, context, hydrate: false }),
    }),
  );
}

describe('the next step of a closed deposit', () => {
  it('says a payment that came after the cancellation is held for review, not declined', async () => {
    const html = await render(order('HELD'));
    expect(html).toContain(words.deposit.next.held);
    expect(html).not.toContain(words.deposit.next.rejected);
  });

  it('says cancelled and declined apart', async () => {
    expect(await render(order('CANCELLED'))).toContain(words.deposit.next.cancelled);
    expect(await render(order('REJECTED'))).toContain(words.deposit.next.rejected);
  });
});
