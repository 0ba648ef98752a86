import { graphql } from '#app/graphql/generated/index';

/** The member's push settings (docs/decisions/065): each kind, the brand's key, the browsers subscribed. */
export const PushSettingsQuery = graphql(`
  query PushSettings {
    pushSettings {
      kinds {
        kind
        enabled
      }
      publicKey
      subscriptions
    }
  }
`);

export const SetPushPreferencesMutation = graphql(`
  mutation SetPushPreferences($input: PushPreferencesInput!) {
    setPushPreferences(input: $input) {
      ...UserErrors
    }
  }
`);

export const SubscribePushMutation = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input) {
      ...UserErrors
    }
  }
`);

export const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint) {
      ...UserErrors
    }
  }
`);
