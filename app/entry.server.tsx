import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { LazyPartsDrawn } from '#app/components/lazy';
import { NonceContext } from '#app/components/nonce';
import { I18nProvider } from '#app/i18n/react';
import { commonWords } from '#app/i18n/words.server';
import { logServerError } from '#app/edge/server-errors';
import { closeDocumentLast } from '#app/edge/document-end';

const ABORT_DELAY_MS = 10_000;

/** Remix's errors: the router's refusals of a request (405, 404) as one line, the rest with their stack. */
export const handleError: HandleErrorFunction = (error, { request }) => logServerError(error, request);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { locale, nonce } = loadContext;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <LazyPartsDrawn.Provider value={new Set()}>
        <I18nProvider language={locale} resources={commonWords(locale)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </I18nProvider>
      </LazyPartsDrawn.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.finally(() => clearTimeout(timeout));
  // Crawlers and no-JavaScript visitors get the whole document at once.
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Language', locale);
  // The sections that stream after the shell go inside the body: the document closes after the last of them.
  return new Response(body.pipeThrough(closeDocumentLast()), { headers: responseHeaders, status: responseStatusCode });
}
