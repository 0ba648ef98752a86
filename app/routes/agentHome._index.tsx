import { Link } from '@remix-run/react';
import { LocalTime } from '../components/LocalTime';
import { useAgentCentre } from '../features/agent/use-agent-centre';
import { formatMoney } from '../features/wallet/money';
import { useTranslation } from '../i18n/react';
import { useShell } from '../features/shell/use-shell';

/** The agent centre's overview: the agent's card, affiliate code and invitation link. */
export default function AgentOverview() {
  const centre = useAgentCentre();
  const shell = useShell();
  const { t, i18n } = useTranslation();
  if (!centre) return null;
  const { agent, balance, inviteUrl } = centre;
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
