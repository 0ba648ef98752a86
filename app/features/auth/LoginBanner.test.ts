import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '#app/kernel/use-shell';
import { LoginBanner, type LoginBannerData } from './LoginBanner';

/** The banner as the login modal renders it, for a visitor (the shell has no member). */
async function render(banner: LoginBannerData) {
  const handler = createStaticHandler([
    { id: 'root', path: '/', loader: () => ({ shell: { me: null } }), element: h(ShellProvider, null, h(LoginBanner, { banner })) },
  ]);
  const context = await handler.query(new Request('https://portal.test/'));
  if (context instanceof Response) throw context;
  return renderToString(h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

const picture = { title: 'Your welcome gift awaits', imageUrl: '/media/banners/login-2.jpg' };

describe('the login banner', () => {
  it('is a link named by its picture when the platform gives one', async () => {
    const html = await render({ ...picture, linkType: 'PROMOTION', linkUrl: '3001' });
    expect(html).toMatch(
      /^<a class="login-banner__link" href="\/promotions\?id=3001"><img class="login-banner" src="\/media\/banners\/login-2.jpg" alt="Your welcome gift awaits"/,
    );
  });

  it("opens another site's address in a new tab", async () => {
    const html = await render({ ...picture, linkType: 'URL', linkUrl: 'https://partner.example/' });
    expect(html).toContain('<a class="login-banner__link" href="https://partner.example/" target="_blank" rel="noopener noreferrer">');
  });

  it('is the picture alone without a link', async () => {
    const html = await render({ ...picture, linkType: 'NONE', linkUrl: null });
    expect(html).toMatch(/^<img class="login-banner"/);
    expect(html).not.toContain('<a');
  });
});
