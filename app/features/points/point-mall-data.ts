import type { PointMallPageQuery } from '#app/graphql/generated/graphql';
import type { Tab } from './tabs';

export type Reward = NonNullable<PointMallPageQuery['pointRewards']>['items'][number];
export type Exchange = NonNullable<PointMallPageQuery['pointExchanges']>['items'][number];
export type Movement = NonNullable<PointMallPageQuery['pointDetails']>['items'][number];
export type Rules = NonNullable<PointMallPageQuery['pointRules']>;

/** What the points mall's loader gives its parts (PointMallPage.tsx). */
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
