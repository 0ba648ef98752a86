import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { Pager as ListPager } from '#app/components/data-table/Pager';
import { SmallTable, type SmallColumn } from '#app/components/data-table/SmallTable';
import { pageCount } from '#app/components/data-table/table-state';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { PointMallPageQuery } from '#app/graphql/generated/graphql';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { Money, useCurrencySymbol } from '#app/kernel/money/Money';
import { PaymentPasswordField } from '#app/features/security/PaymentPasswordField';
import { convertSchema, redeemSchema, type PointMallActionData } from './points.schema';
import { EXCHANGE_TYPES, POINT_TYPES, TABS, type Tab } from './tabs';

type Reward = NonNullable<PointMallPageQuery['pointRewards']>['items'][number];
type Exchange = NonNullable<PointMallPageQuery['pointExchanges']>['items'][number];
type Movement = NonNullable<PointMallPageQuery['pointDetails']>['items'][number];
type Rules = NonNullable<PointMallPageQuery['pointRules']>;

export interface PointMallData {
  tab: Tab;
  exchangeType: string | null;
  pointType: string | null;
  balance: PointMallPageQuery['pointBalance'];
  rules: PointMallPageQuery['pointRules'];
  rewards: PointMallPageQuery['pointRewards'] | null;
  exchanges: PointMallPageQuery['pointExchanges'] | null;
  details: PointMallPageQuery['pointDetails'] | null;
  chosen: Reward | null;
  done: 'redeemed' | 'converted' | 'convertPending' | null;
  requestId: string;
}

/** A link to the page with some search parameters changed (null removes one); the page number resets unless given. */
function href(current: PointMallData, changes: Record<string, string | null>): string {
  const params = new URLSearchParams();
  const base: Record<string, string | null> = { tab: current.tab, type: current.exchangeType, kind: current.pointType, ...changes };
  for (const [key, value] of Object.entries(base)) if (value) params.set(key, value);
  return `/pointMall?${params.toString()}`;
}

export function PointMall() {
  const d = useLoaderData<PointMallData>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="point-mall-title" className="point-mall">
      <h1 id="point-mall-title">{t('pointMall.title')}</h1>
      {d.done ? (
        <p role="status" className="notice">
          {t(`pointMall.done.${d.done}`)}
        </p>
      ) : null}
      <Summary data={d} />
      {d.rules ? <ConvertForm rules={d.rules} requestId={d.requestId} /> : null}
      <nav aria-label={t('pointMall.tabsLabel')} className="tabs">
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={href(d, { tab, type: null, kind: null })} aria-current={d.tab === tab ? 'page' : undefined}>
                {t(`pointMall.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {d.tab === 'redeem' ? <RedeemTab data={d} /> : null}
      {d.tab === 'records' ? <Records data={d} /> : null}
      {d.tab === 'details' ? <Details data={d} /> : null}
      {d.tab === 'rules' && d.rules ? <RulesTab rules={d.rules} /> : null}
    </section>
  );
}

function Summary({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  if (!data.balance) return null;
  return (
    <>
      <dl className="summary-list">
        <div>
          <dt>{t('pointMall.balance')}</dt>
          <dd data-testid="point-balance">{t('pointMall.balanceValue', { points: formatNumber(data.balance.points, i18n.language) })}</dd>
        </div>
        <div>
          <dt>{t('pointMall.worth')}</dt>
          <dd>
            <Money minor={data.balance.convertibleAmount} />
          </dd>
        </div>
      </dl>
      <p className="muted">{t('pointMall.neverExpire')}</p>
    </>
  );
}

function ConvertForm({ rules, requestId }: { rules: Rules; requestId: string }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<PointMallActionData>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useValidatedForm(convertSchema(i18n.language), answer?.intent === 'convert' ? answer.result : null, { id: 'convert-form' });
  const currencySymbol = useCurrencySymbol();
  if (!rules.convertEnabled) return <p className="notice">{t('pointMall.convert.off')}</p>;
  // What one point is worth (minor units), as money.
  const rate = formatMoney(rules.convertRate, currencySymbol, i18n.language);
  const count = (n: number) => formatNumber(n, i18n.language);
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} aria-labelledby="convert-title">
      <h2 id="convert-title">{t('pointMall.convert.title')}</h2>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="convert" />
      <input type="hidden" name="requestId" value={requestId} />
      <FormField
        id="convert-points"
        name="points"
        label={t('pointMall.convert.points')}
        inputMode="numeric"
        autoComplete="off"
        required
        defaultValue={(fields.points.initialValue as string | undefined) ?? ''}
        hint={{ key: 'pointMall.convert.hint', params: { min: count(rules.convertMinPoints), step: count(rules.convertStepPoints), rate } }}
        problem={fields.points.errors}
      />
      <PaymentPasswordField id="convert-payment-password" problem={answer?.intent === 'convert' ? fields.paymentPassword.errors : undefined} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('pointMall.convert.submit')}
      </button>
    </Form>
  );
}

function RedeemTab({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatNumber(n, i18n.language);
  const rewards = data.rewards;
  return (
    <section aria-labelledby="redeem-title">
      <h2 id="redeem-title">{t('pointMall.tabs.redeem')}</h2>
      <nav aria-label={t('pointMall.typeFilter')} className="chips">
        <ul>
          {[null, ...EXCHANGE_TYPES].map((type) => (
            <li key={type ?? 'ALL'}>
              <Link to={href(data, { type })} aria-current={data.exchangeType === type ? 'page' : undefined}>
                {t(`pointMall.types.${type ?? 'ALL'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.chosen && rewards ? <RedeemForm reward={data.chosen} maxQuantity={rewards.redeemMaxQuantity} data={data} /> : null}
      {rewards && rewards.items.length === 0 ? <p className="muted">{t('pointMall.empty')}</p> : null}
      <ul className="card-grid">
        {rewards?.items.map((r) => (
          <li key={r.id}>
            <article aria-labelledby={`reward-${r.id}`} className="card">
              <h3 id={`reward-${r.id}`}>{r.name}</h3>
              <p>{r.description}</p>
              <p>
                <strong>{t('pointMall.reward.points', { points: count(r.points) })}</strong> · {t(`pointMall.types.${r.exchangeType}`)} ·{' '}
                {r.stock > 0 ? t('pointMall.reward.stock', { stock: count(r.stock) }) : t('pointMall.reward.soldOut')}
              </p>
              {r.maxPerMember !== null && r.maxPerMember !== undefined ? (
                <p className="muted">{t('pointMall.reward.limit', { max: r.maxPerMember, held: r.heldByMember })}</p>
              ) : null}
              {r.needsDelivery ? <p className="muted">{t('pointMall.reward.ships')}</p> : null}
              {r.stock > 0 ? (
                <Link className="button" to={`${href(data, { reward: r.id })}#redeem-form`}>
                  {t('pointMall.reward.choose', { name: r.name })}
                </Link>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RedeemForm({ reward, maxQuantity, data }: { reward: Reward; maxQuantity: number; data: PointMallData }) {
  const { t } = useTranslation();
  const answer = useActionData<PointMallActionData>();
  const busy = useNavigation().state === 'submitting';
  const schema = useMemo(() => redeemSchema({ maxQuantity, needsDelivery: reward.needsDelivery }), [maxQuantity, reward.needsDelivery]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'redeem' ? answer.result : null, { id: 'redeem-form' });
  const initial = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} aria-labelledby="redeem-form-title">
      <h3 id="redeem-form-title">{t('pointMall.redeemForm.title', { name: reward.name })}</h3>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="redeem" />
      <input type="hidden" name="rewardId" value={reward.id} />
      <input type="hidden" name="requestId" value={data.requestId} />
      <FormField
        id="redeem-quantity"
        name="quantity"
        label={t('pointMall.redeemForm.quantity')}
        type="number"
        min={1}
        max={maxQuantity}
        required
        defaultValue={initial(fields.quantity.initialValue) || '1'}
        hint={{ key: 'pointMall.redeemForm.quantityHint', params: { max: maxQuantity } }}
        problem={fields.quantity.errors}
      />
      {reward.needsDelivery ? (
        <>
          <FormField
            id="redeem-address"
            name="deliveryAddress"
            label={t('pointMall.redeemForm.address')}
            autoComplete="street-address"
            maxLength={200}
            required
            defaultValue={initial(fields.deliveryAddress.initialValue)}
            problem={fields.deliveryAddress.errors}
          />
          <FormField
            id="redeem-phone"
            name="phone"
            label={t('pointMall.redeemForm.phone')}
            type="tel"
            autoComplete="tel"
            required
            defaultValue={initial(fields.phone.initialValue)}
            problem={fields.phone.errors}
          />
        </>
      ) : null}
      <PaymentPasswordField id="redeem-payment-password" problem={fields.paymentPassword.errors} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('pointMall.redeemForm.submit')}
      </button>{' '}
      <Link to={href(data, { reward: null })}>{t('pointMall.redeemForm.cancel')}</Link>
    </Form>
  );
}

/** A tab's pages, in the mall's words; a page link leaves the chosen reward and the last notice behind, as the tabs do. */
function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const where = t('pointMall.pager.page', { page, pages });
  return (
    <ListPager
      page={page}
      pages={pages}
      drop={['reward', 'done']}
      label={where}
      previous={t('pointMall.pager.previous')}
      next={t('pointMall.pager.next')}
      status={where}
    />
  );
}

function Records({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  const list = data.exchanges;
  if (!list) return null;
  const header = (c: string) => t(`pointMall.records.${c}`);
  const recordColumns: SmallColumn<Exchange>[] = [
    { id: 'transactionNo', header: header('transactionNo'), value: (e) => e.transactionNo },
    { id: 'time', header: header('time'), show: (e) => <LocalTime ms={e.appliedAt} locale={i18n.language} /> },
    { id: 'type', header: header('type'), value: (e) => t(`pointMall.types.${e.exchangeType}`) },
    { id: 'product', header: header('product'), value: (e) => e.rewardName },
    { id: 'quantity', header: header('quantity'), value: (e) => e.quantity },
    { id: 'points', header: header('points'), value: (e) => formatNumber(e.pointsEach, i18n.language) },
    { id: 'amount', header: header('amount'), value: (e) => formatNumber(e.pointsTotal, i18n.language) },
    { id: 'status', header: header('status'), value: (e) => t(`pointMall.status.${e.status}`) },
    { id: 'remark', header: header('remark'), value: (e) => e.remark ?? '' },
    { id: 'address', header: header('address'), value: (e) => e.deliveryAddress ?? '' },
    { id: 'phone', header: header('phone'), value: (e) => e.phone ?? '' },
  ];
  return (
    <section aria-labelledby="records-title">
      <h2 id="records-title">{t('pointMall.records.caption')}</h2>
      {list.items.length === 0 ? (
        <p className="muted">{t('pointMall.empty')}</p>
      ) : (
        <SmallTable caption={t('pointMall.records.caption')} hideCaption columns={recordColumns} rows={list.items} rowKey={(e) => e.id} />
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  );
}

function Details({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  const list = data.details;
  const detailColumns: SmallColumn<Movement>[] = [
    { id: 'time', header: t('pointMall.details.time'), show: (m) => <LocalTime ms={m.createdAt} locale={i18n.language} /> },
    { id: 'type', header: t('pointMall.details.type'), value: (m) => t(`pointMall.kinds.${m.type}`) },
    // A credit with its sign (Intl writes a debit's).
    { id: 'points', header: t('pointMall.details.points'), value: (m) => formatNumber(m.points, i18n.language, { signDisplay: 'exceptZero' }) },
    { id: 'balance', header: t('pointMall.details.balance'), value: (m) => formatNumber(m.balanceAfter, i18n.language) },
  ];
  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title">{t('pointMall.details.caption')}</h2>
      <nav aria-label={t('pointMall.kindFilter')} className="chips">
        <ul>
          {[null, ...POINT_TYPES].map((kind) => (
            <li key={kind ?? 'ALL'}>
              <Link to={href(data, { kind })} aria-current={data.pointType === kind ? 'page' : undefined}>
                {t(`pointMall.kinds.${kind ?? 'ALL'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!list ? null : list.items.length === 0 ? (
        <p className="muted">{t('pointMall.empty')}</p>
      ) : (
        <SmallTable caption={t('pointMall.details.caption')} hideCaption columns={detailColumns} rows={list.items} rowKey={(m) => m.id} />
      )}
      {list ? <Pager page={list.page} pageSize={list.pageSize} total={list.total} /> : null}
    </section>
  );
}

function RulesTab({ rules }: { rules: Rules }) {
  const { t, i18n } = useTranslation();
  const currencySymbol = useCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, currencySymbol, i18n.language);
  const count = (n: number) => formatNumber(n, i18n.language);
  return (
    <section aria-labelledby="rules-title">
      <h2 id="rules-title">{t('pointMall.tabs.rules')}</h2>
      <h3>{t('pointMall.rules.deposit')}</h3>
      <ul>
        {rules.depositRatios.map((r) => (
          <li key={r.minDeposit}>{t('pointMall.rules.depositRow', { min: money(r.minDeposit), per: money(r.amountPerPoint) })}</li>
        ))}
      </ul>
      <h3>{t('pointMall.rules.bets')}</h3>
      <ul>
        {rules.betRatios.map((r) => (
          <li key={r.gameType}>
            {t('pointMall.rules.betRow', { type: `${r.gameType} (${t(`pointMall.kinds.${r.pointType}`)})`, per: money(r.validAmountPerPoint) })}
          </li>
        ))}
      </ul>
      <h3>{t('pointMall.rules.convert')}</h3>
      <p>{t('pointMall.rules.convertRow', { rate: money(rules.convertRate), min: count(rules.convertMinPoints), step: count(rules.convertStepPoints) })}</p>
      <h3>{t('pointMall.rules.redeem')}</h3>
      <p>{t('pointMall.rules.redeemRow', { max: rules.redeemMaxQuantity })}</p>
      <p>{t('pointMall.neverExpire')}</p>
    </section>
  );
}
