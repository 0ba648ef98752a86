import type { Resolvers } from '#gateway/generated/resolvers-types';
import { setPushPreferences } from './resolvers/Mutation/setPushPreferences';
import { subscribePush } from './resolvers/Mutation/subscribePush';
import { unsubscribePush } from './resolvers/Mutation/unsubscribePush';
import { pushSettings } from './resolvers/Query/pushSettings';

/** Web push with consent (docs/decisions/065; docs/platform-protocol.md "Web push"). */
export const pushResolvers: Resolvers = {
  Query: { pushSettings },
  Mutation: { setPushPreferences, subscribePush, unsubscribePush },
};
