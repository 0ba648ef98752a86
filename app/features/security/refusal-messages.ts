import type { MessageOverrides } from '#app/graphql/user-errors';

/** Wording for refusals where the catalogue's general message says too little. */
export const OVERRIDES: MessageOverrides = {
  'TAKEN:mobileNum': 'security.errors.mobileTaken',
  'TAKEN:email': 'security.errors.emailTaken',
  'TAKEN:accountNumber': 'security.errors.cardTaken',
  'INVALID_INPUT:realName': 'security.errors.realNameLocked',
  'INVALID_INPUT:birthday': 'security.errors.birthdayAge',
  'INVALID_INPUT:channel': 'security.errors.channelNotBound',
  'INVALID_INPUT:nationality': 'security.errors.choose',
  'INVALID_INPUT:incomeSource': 'security.errors.choose',
  'INVALID_INPUT:bankName': 'security.errors.choose',
  'PATTERN:nickname': 'security.errors.nickname',
  'PATTERN:realName': 'security.errors.realName',
  'PATTERN:accountName': 'security.errors.realName',
  'PATTERN:birthday': 'security.errors.birthdayFormat',
  'PATTERN:zalo': 'security.errors.zalo',
  'PATTERN:telegram': 'security.errors.telegram',
  'PATTERN:accountNumber': 'security.errors.accountNumber',
  'OLD_PASSWORD_WRONG:loginPassword': 'security.errors.loginPasswordWrong',
  STATE_CONFLICT: 'security.errors.paymentPasswordSet',
  NOT_FOUND: 'security.errors.cardNotFound',
};

/** The reset form's one state conflict: the contacts changed within the last 24 hours. */
export const RESET_OVERRIDES: MessageOverrides = { ...OVERRIDES, STATE_CONFLICT: 'security.errors.resetCooldown' };
