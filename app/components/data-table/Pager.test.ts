import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/react';
import common from '#app/i18n/locales/en/common';
import { Pager, type PagerProps } from './Pager';

/** Renders as the server does, inside a static router at `url`. */
async function render(props: PagerProps, url = '/list?page=2') {
  const handler = createStaticHandler([{ path: '*', element: h(Pager, props) }]);
  const context = await handler.query(new Request(`https://portal.test${url}`));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(I18nProvider, { language: 'en', resources: common, children: h(StaticRouterProvider, { router, context, hydrate: false }) }));
}

describe('Pager', () => {
  it('links the pages in a labelled nav, keeping the other parameters, page 1 without a number', async () => {
    const html = await render({ page: 2, pages: 3 }, '/list?tab=mine&page=2');
    expect(html).toMatch(/^<nav class="pager" aria-label="Pages">/);
    expect(html).toMatch(/<a [^>]*href="\/list\?tab=mine">Previous<\/a>/);
    expect(html).toContain('<span aria-current="page">Page 2 of 3</span>');
    expect(html).toMatch(/<a [^>]*href="\/list\?tab=mine&amp;page=3">Next<\/a>/);
  });

  it('shows nothing with one page, and no link past either end', async () => {
    expect(await render({ page: 1, pages: 1 })).toBe('');
    const first = await render({ page: 1, pages: 2 }, '/list');
    expect(first).not.toContain('Previous');
    expect(first).toContain('href="/list?page=2"');
    expect(await render({ page: 1, pages: 1, single: true })).toContain('Page 1 of 1');
  });

  it('holds the page in another parameter and leaves out what is open over the list', async () => {
    const html = await render({ page: 1, pages: 2, param: 'apage', drop: ['announcement'] }, '/?announcements=1&announcement=7');
    expect(html).toContain('href="/?announcements=1&amp;apage=2"');
  });

  it("speaks the list's own words", async () => {
    const html = await render({ page: 2, pages: 3, label: 'Message pages', previous: 'Newer', next: 'Older', status: 'Page 2 of 3 (messages)' });
    expect(html).toContain('aria-label="Message pages"');
    expect(html).toContain('>Newer</a>');
    expect(html).toContain('>Older</a>');
    expect(html).toContain('Page 2 of 3 (messages)');
  });

  it('links where `href` says, or turns pages in place with buttons', async () => {
    expect(await render({ page: 2, pages: 3, href: (n) => `/?notice=${n - 1}` })).toContain('href="/?notice=2"');
    const buttons = await render({ page: 1, pages: 2, onPage: () => {} });
    expect(buttons).toMatch(/<button type="button" class="button button--small button--ghost" disabled="">Previous<\/button>/);
    expect(buttons).toMatch(/<button type="button" class="button button--small button--ghost">Next<\/button>/);
    expect(buttons).not.toContain('<a ');
  });
});
