import { describe, expect, it } from 'vitest';
import { withNames } from './with-names';

describe('withNames', () => {
  it('marks each name in a sentence as a name, the longest first, and leaves the rest', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement, Fragment } = await import('react');
    const html = (node: ReturnType<typeof withNames>) => renderToStaticMarkup(createElement(Fragment, null, node));
    expect(html(withNames('To your KB Kookmin Bank account', ['KB Kookmin Bank', 'KB', null]))).toBe(
      'To your <span translate="no">KB Kookmin Bank</span> account',
    );
    expect(html(withNames('Lucky (7) · Lucky', ['Lucky (7)']))).toBe('<span translate="no">Lucky (7)</span> · Lucky');
    expect(withNames('No names here', [undefined, ''])).toBe('No names here');
  });
});
