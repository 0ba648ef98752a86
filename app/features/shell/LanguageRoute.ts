import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { switchLanguage } from './language-switch.server';

/** Sets the language cookie and returns to the page the visitor was on. */
export async function action({ request }: ActionFunctionArgs) {
  return switchLanguage(request);
}

export function loader() {
  return redirect('/');
}
