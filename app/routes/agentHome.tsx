import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '../components/LocalTime';
import { AgentHomePageQuery } from '../features/agent/agent.queries.server';
import { loginRedirect, REAL_ACCOUNT_NEEDED_PATH } from '../features/auth/access.server';
import { formatMoney } from '../features/wallet/money';
import { pageTitle } from '../i18n/page-title.server';
import { titledMeta } from '../i18n/page-title';
import { useTranslation } from '../i18n/react';
import { useShell } from '../features/shell/use-shell';

export const meta = titledMeta;

/** The agent centre (spec §2): agents only; anyone else is sent to the agent login. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw loginRedirect(request, '/agent');
  const { data } = await context.graphql(AgentHomePageQuery);
  const me = data?.me;
  if (!me) throw loginRedirect(request, '/agent');
  if (me.isTrial) throw redirect(REAL_ACCOUNT_NEEDED_PATH);
  if (!me.isAgent) throw redirect('/agent');
  const origin = new URL(request.url).origin;
  const inviteUrl = me.affiliateCode ? `${origin}/register?${new URLSearchParams({ affiliateCode: me.affiliateCode })}` : null;
  return { title: pageTitle(context.locale, 'agent.centreTitle'), agent: me, balance: data?.balance?.amount ?? null, inviteUrl };
}

export default function AgentHome() {
  const { agent, balance, inviteUrl } = useLoaderData<typeof loader>();
  const shell = useShell();
  const { t, i18n } = useTranslation();
  return (
    <section className="agent-home" aria-labelledby="agent-home-title">
      <h1 id="agent-home-title">{t('agent.centreTitle')}</h1>
      <dl className="my-account__facts">
        <div>
          <dt>{t('auth.username')}</dt>
          <dd>{agent.account}</dd>
        </div>
        <div>
          <dt>{t('wallet.balance')}</dt>
          <dd>{balance === null ? t('wallet.unavailable') : formatMoney(balance, shell?.shell?.brand?.currencySymbol ?? '', i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('agent.affiliateCode')}</dt>
          <dd>{agent.affiliateCode ?? '—'}</dd>
        </div>
        {inviteUrl ? (
          <div>
            <dt>{t('agent.inviteLink')}</dt>
            <dd>
              <code className="invite-link">{inviteUrl}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('account.previousLogin')}</dt>
          <dd>{agent.previousLoginTime ? <LocalTime ms={agent.previousLoginTime} locale={i18n.language} /> : t('account.firstLogin')}</dd>
        </div>
      </dl>
      <p>
        <Link className="button button--ghost" to="/logout?from=agent">
          {t('auth.logout')}
        </Link>
      </p>
    </section>
  );
}
