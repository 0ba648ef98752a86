import type { Resolvers } from '#gateway/generated/resolvers-types';
import { addBankCard, removeBankCard } from './resolvers/Mutation/bankCards';
import { bindContact, sendContactCode, sendPaymentPasswordCode } from './resolvers/Mutation/contacts';
import { changePaymentPassword, resetPaymentPassword, setPaymentPassword } from './resolvers/Mutation/paymentPassword';
import { updateProfile } from './resolvers/Mutation/profile';
import { securityCentre } from './resolvers/Query/securityCentre';
import { SecurityCentre } from './resolvers/SecurityCentre';

/** The member centre's security centre (schema/member.graphql). */
export const memberResolvers: Resolvers = {
  Query: { securityCentre },
  SecurityCentre,
  Mutation: {
    updateProfile,
    sendContactCode,
    bindContact,
    setPaymentPassword,
    changePaymentPassword,
    sendPaymentPasswordCode,
    resetPaymentPassword,
    addBankCard,
    removeBankCard,
  },
};
