/**
 * One marketing campaign to a brand's members, the operator's send (dev-routes.ts). Members are read
 * a page at a time in id order with what decides their outcome (rules.ts outcomeFor); each page's
 * deliveries are written in one batch with what they deliver (outbox e-mails and SMS, inbox
 * messages), so no delivery is recorded without its message and no message goes out unrecorded.
 */
import type { Env } from '../../env';
import type { AccountSettings } from '../accounts/settings';
import { marketingMessagesStatement } from '../inbox/messages';
import { publishLive } from '../live/publish';
import { pushOffer } from '../push/send';
import { excludedAnywhereSql } from '../responsible-gaming/store';
import { phoneRecipient } from '../verification/codes';
import { CHANNELS, emptyTally, outcomeFor, tallied, type Channel, type Product, type Tally } from './rules';

/** Members per page: a page is one read and one batch of at most four statements, whatever the brand's size. */
const PAGE = 200;

export interface Campaign {
  merchant: string;
  product: Product;
  channels: readonly Channel[];
  title: string;
  body: string;
}

interface MemberRow {
  id: number;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  excluded: number;
  /** JSON array of the channels the member accepts for the campaign's product. */
  accepted: string;
}

/** The account types a campaign is for: those that log in and play real money (members and agents alike; no trial, no system account). */
export const realPlayerTypes = (settings: AccountSettings): number[] => settings.loginTypes.filter((type) => !settings.trialTypes.includes(type));

/** The next page of the brand's active accounts of `types` after `afterId`, with their exclusion and their choices for the product. */
async function membersAfter(db: D1Database, campaign: Campaign, types: readonly number[], afterId: number, now: number): Promise<MemberRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.email, a.country_dialing_code, a.mobile_num, ${excludedAnywhereSql('a.id', '?3')} AS excluded,
              (SELECT json_group_array(c.channel) FROM marketing_consents c WHERE c.account_id = a.id AND c.product = ?2 AND c.granted = 1) AS accepted
         FROM accounts a
        WHERE a.merchant_code = ?1 AND a.status = 'ACTIVE' AND a.type IN (SELECT value FROM json_each(?4)) AND a.id > ?5
        ORDER BY a.id LIMIT ?6`,
    )
    .bind(campaign.merchant, campaign.product, now, JSON.stringify(types), afterId, PAGE)
    .all<MemberRow>();
  return results;
}

const acceptedOf = (raw: string): Channel[] => {
  const list: unknown = JSON.parse(raw);
  return Array.isArray(list) ? CHANNELS.filter((channel) => list.includes(channel)) : [];
};

const hasText = (value: string | null): value is string => value !== null && value.trim() !== '';

/** Sends the campaign to every active account of `types` and answers its id and counts. */
export async function sendCampaign(env: Env, campaign: Campaign, types: readonly number[], now: number): Promise<{ campaignId: number; tally: Tally }> {
  const db = env.DB;
  const created = await db
    .prepare('INSERT INTO marketing_campaigns (merchant_code, product, title, body, channels, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id')
    .bind(campaign.merchant, campaign.product, campaign.title, campaign.body, JSON.stringify(campaign.channels), now)
    .first<{ id: number }>();
  if (!created) throw new Error('marketing: campaign insert returned nothing');
  const campaignId = created.id;
  let tally = emptyTally();
  let members = await membersAfter(db, campaign, types, 0, now);
  while (members.length > 0) {
    const deliveries: [number, Channel][] = [];
    const emails: string[] = [];
    const phones: string[] = [];
    const inboxes: number[] = [];
    const pushes: number[] = [];
    for (const member of members) {
      const outcome = outcomeFor(
        {
          excluded: member.excluded === 1,
          accepted: acceptedOf(member.accepted),
          hasEmail: hasText(member.email),
          hasPhone: hasText(member.mobile_num) && hasText(member.country_dialing_code),
        },
        campaign.channels,
      );
      tally = tallied(tally, outcome);
      for (const channel of outcome.delivered) {
        deliveries.push([member.id, channel]);
        if (channel === 'EMAIL') emails.push(member.email!.trim().toLowerCase());
        if (channel === 'SMS') phones.push(phoneRecipient(member.country_dialing_code!, member.mobile_num!));
        if (channel === 'SITE') inboxes.push(member.id);
        if (channel === 'PUSH') pushes.push(member.id);
      }
    }
    if (deliveries.length > 0) await deliver(env, campaign, campaignId, { deliveries, emails, phones, inboxes }, now);
    // The PUSH channel's consent reached the members' browsers: the offer is pushed to each (modules/push).
    if (pushes.length > 0) await pushOffer(env, campaign.merchant, pushes, { title: campaign.title, body: campaign.body, campaignId });
    members = await membersAfter(db, campaign, types, members.at(-1)!.id, now);
  }
  return { campaignId, tally };
}

/** One page's deliveries and what they deliver, in one transaction; then the members with a new message are told. */
async function deliver(
  env: Env,
  campaign: Campaign,
  campaignId: number,
  page: { deliveries: readonly [number, Channel][]; emails: readonly string[]; phones: readonly string[]; inboxes: readonly number[] },
  now: number,
): Promise<void> {
  const db = env.DB;
  const { deliveries, emails, phones, inboxes } = page;
  const outbox = (channel: 'EMAIL' | 'SMS', recipients: readonly string[]) =>
    db
      .prepare(
        `INSERT INTO outbox_messages (merchant_code, channel, recipient, subject, body, created_at)
         SELECT ?1, ?2, value, ?3, ?4, ?5 FROM json_each(?6)`,
      )
      .bind(campaign.merchant, channel, channel === 'EMAIL' ? campaign.title : null, campaign.body, now, JSON.stringify(recipients));
  await db.batch([
    db
      .prepare(
        `INSERT INTO marketing_deliveries (campaign_id, account_id, channel, at)
         SELECT ?1, json_extract(value, '$[0]'), json_extract(value, '$[1]'), ?2 FROM json_each(?3)`,
      )
      .bind(campaignId, now, JSON.stringify(deliveries)),
    ...(emails.length > 0 ? [outbox('EMAIL', emails)] : []),
    ...(phones.length > 0 ? [outbox('SMS', phones)] : []),
    ...(inboxes.length > 0
      ? [marketingMessagesStatement(db, { merchant: campaign.merchant, accountIds: inboxes, title: campaign.title, content: campaign.body, now })]
      : []),
  ]);
  // The members' open pages raise the inbox badge at once, as for any message to them.
  if (inboxes.length > 0) await publishLive(env, campaign.merchant, inboxes, { type: 'badges' });
}
