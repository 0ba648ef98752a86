import { GraphQLError, type ValidationContext, type ASTVisitor } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Fields that log in, check a code or change a password: at most one per document (brute-force bound). */
export const SENSITIVE_FIELDS = new Set([
  'login',
  'loginBySms',
  'loginWithSocial',
  'sendLoginCode',
  'sendRegisterCode',
  'logout',
  'changePassword',
  'register',
  'freePlay',
  'requestPasswordReset',
  'resetPassword',
  'resetPasswordByPhone',
  'sendSecondStepCode',
  'completeSecondStep',
  'endSession',
  // Security centre: codes, payment passwords and bank cards (the payment password).
  'sendContactCode',
  'bindContact',
  'setPaymentPassword',
  'changePaymentPassword',
  'sendPaymentPasswordCode',
  'resetPaymentPassword',
  'addBankCard',
  'removeBankCard',
  // Check the payment password.
  'requestWithdrawal',
  'transferToPlayer',
]);

function singleSensitiveField(context: ValidationContext): ASTVisitor {
  let seen = 0;
  return {
    Field(node) {
      if (!SENSITIVE_FIELDS.has(node.name.value)) return;
      seen += 1;
      if (seen === 2) {
        context.reportError(
          new GraphQLError('A document may hold only one login, code check or password change.', {
            nodes: [node],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
}

export function useSingleSensitiveField(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(singleSensitiveField);
    },
  };
}
