/**
 * The request pipeline: route → method → (brand + faults) → fault delay/errors → merchant and
 * module checks → handler → optional truncation. Every failure leaves as an envelope. A batch
 * (http/batch.ts) sends each of its parts through the same pipeline.
 */
import type { Env } from '../env';
import { isModuleOn, loadBrandAndFaults, loadFaults, merchantFromHeaders } from './brand';
import { invalidateConfigCache } from './configCache';
import { functionNotAvailable, methodNotSupported, notFound, PlatformError, systemBusy } from './envelope';
import { answerBatch, BATCH_PATH } from './batch';
import { applyFaultBeforeHandling, effectiveFault, faultScopeOf, parseFaultVariable, truncateResponse, type Fault } from './faults';
import { columnSuffix, resolveLanguage, textLanguage } from './language';
import { findRoute, type BaseContext, type BrandContext, type Method, type Route } from './routes';

export async function handleRequest(request: Request, env: Env, routes: readonly Route[]): Promise<Response> {
  try {
    return await dispatch(request, env, routes);
  } catch (error) {
    if (error instanceof PlatformError) return error.toResponse();
    console.error('platform: unexpected error', error);
    return systemBusy().toResponse();
  }
}

async function dispatch(request: Request, env: Env, routes: readonly Route[]): Promise<Response> {
  const url = new URL(request.url);
  // Several public reads in one request (our extension): each part runs through this pipeline on its own.
  if (url.pathname === BATCH_PATH) {
    // The parts' brand configuration, loaded once for all of them (a bad Merchant header is each part's refusal).
    const prepare = () => loadBrandAndFaults(env, merchantFromHeaders(request.headers), '*');
    return answerBatch(request, routes, (part) => handleRequest(part, env, routes), prepare);
  }
  const found = findRoute(routes, url.pathname);
  if (!found) throw notFound();
  const { route, params } = found;
  // Hidden dev tools look exactly like unknown paths.
  if (route.kind === 'dev' && env.DEV_TOOLS !== '1') throw notFound();
  const method = request.method.toUpperCase() as Method;
  const base: BaseContext = { request, url, env, params };

  switch (route.kind) {
    case 'dev': {
      const handler = route.methods[method];
      if (!handler) throw methodNotSupported();
      if (method === 'GET') return handler(base);
      // Dev routes that write change status, flags, register fields or faults: drop the cached
      // configuration once the write is done, so this isolate's next request sees it.
      try {
        return await handler(base);
      } finally {
        invalidateConfigCache();
      }
    }
    case 'media': {
      const handler = route.methods[method];
      if (!handler) throw methodNotSupported();
      const scope = faultScopeOf(request, env.DEV_TOOLS === '1');
      const fault = effectiveFault(route.faultKey, parseFaultVariable(env.FAULTS), await loadFaults(env, route.faultKey, { fresh: scope !== '' }), scope);
      return withFault(fault, () => handler(base));
    }
    case 'brand': {
      const handler = route.methods[method];
      if (!handler) throw methodNotSupported();
      const merchant = merchantFromHeaders(request.headers);
      const { brand, faultRows } = await loadBrandAndFaults(env, merchant, route.faultKey);
      // A test's own faults (a scope) are read as they are now: an isolate's cache may predate them.
      const scope = faultScopeOf(request, env.DEV_TOOLS === '1');
      const rows = scope ? await loadFaults(env, route.faultKey, { fresh: true }) : faultRows;
      const fault = effectiveFault(route.faultKey, parseFaultVariable(env.FAULTS), rows, scope);
      return withFault(fault, async () => {
        if (!brand) throw functionNotAvailable();
        const moduleId = request.headers.get('ModuleId')?.trim();
        if (moduleId && !isModuleOn(brand.whitelabel, moduleId)) throw functionNotAvailable();
        const headerLanguage = request.headers.get('Language');
        const language = resolveLanguage(brand.languages, brand.row.default_language, headerLanguage);
        const ctx: BrandContext = {
          ...base,
          brand,
          language,
          suffix: columnSuffix(language),
          text: textLanguage(language),
          encrypted: route.encrypted === true,
          languageOf(requested) {
            const chosen = resolveLanguage(brand.languages, brand.row.default_language, requested, headerLanguage);
            return { language: chosen, suffix: columnSuffix(chosen), text: textLanguage(chosen) };
          },
        };
        return handler(ctx);
      });
    }
  }
}

async function withFault(fault: Fault, run: () => Promise<Response>): Promise<Response> {
  await applyFaultBeforeHandling(fault);
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    response = error.toResponse();
  }
  return fault.malformed ? truncateResponse(response) : response;
}
