import { graphql } from '#app/graphql/generated/index';

/** The security centre page: profile, contacts, payment password, bank cards, and the password rules its forms use. */
export const SecurityCentrePageQuery = graphql(`
  query SecurityCentrePage {
    # The six-monthly review of the limits (docs/decisions/058).
    saferGamblingPrompts {
      due
    }
    # The terms the member accepted (null on a platform that keeps no versions: features/legal).
    legalRecord {
      pending {
        kind
      }
      acceptances {
        kind
        version
        acceptedAt
        address
        source
      }
      confirmations {
        kind
        confirmedAt
      }
    }
    # The safer-gambling display's net deposits (null without the platform's responsible-gaming tools).
    netDeposits {
      last12Months
      lifetime
    }
    securityCentre {
      profile {
        nickname
        realName
        birthday
        address
        nationality
        occupation
        incomeSource
        zalo
        telegram
      }
      profileFields {
        field
        required
      }
      realNameLocked
      nationalities
      incomeSources
      hasPaymentPassword
      countryDialingCode
      mobile
      email
      zaloBonusMax
      bankCards {
        cards {
          id
          bankName
          maskedNumber
          accountName
          addedAt
        }
        limit
        banks
        realName
      }
    }
    registerFields {
      ...RegisterFieldRule
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...UserErrors
    }
  }
`);

export const SendContactCodeMutation = graphql(`
  mutation SendContactCode($input: ContactInput!) {
    sendContactCode(input: $input) {
      ...UserErrors
      expiredMinutes
    }
  }
`);

export const BindContactMutation = graphql(`
  mutation BindContact($input: BindContactInput!) {
    bindContact(input: $input) {
      ...UserErrors
    }
  }
`);

export const SetPaymentPasswordMutation = graphql(`
  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {
    setPaymentPassword(input: $input) {
      ...UserErrors
    }
  }
`);

export const ChangePaymentPasswordMutation = graphql(`
  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {
    changePaymentPassword(input: $input) {
      ...UserErrors
    }
  }
`);

export const SendPaymentPasswordCodeMutation = graphql(`
  mutation SendPaymentPasswordCode($channel: ContactChannel!) {
    sendPaymentPasswordCode(channel: $channel) {
      ...UserErrors
      expiredMinutes
    }
  }
`);

export const ResetPaymentPasswordMutation = graphql(`
  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {
    resetPaymentPassword(input: $input) {
      ...UserErrors
    }
  }
`);

export const AddBankCardMutation = graphql(`
  mutation AddBankCard($input: AddBankCardInput!) {
    addBankCard(input: $input) {
      ...UserErrors
    }
  }
`);

export const RemoveBankCardMutation = graphql(`
  mutation RemoveBankCard($input: RemoveBankCardInput!) {
    removeBankCard(input: $input) {
      ...UserErrors
    }
  }
`);
