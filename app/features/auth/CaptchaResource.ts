import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { CaptchaQuery } from './session.queries.server';

/**
 * A new captcha image for the refresh control of <CaptchaField> (the spec: a captcha refresh,
 * throttled to once a second in the browser). Never cached: each answer is a new challenge.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(CaptchaQuery);
  const captcha = data?.captcha ?? null;
  return Response.json(captcha ? { id: captcha.id, image: captcha.image } : null, {
    status: captcha ? 200 : 503,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
