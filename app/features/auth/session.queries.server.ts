import { graphql } from '#app/graphql/generated/index';

/** Why a mutation did not go through: every form answers these the same way (graphql/user-errors.ts). */
export const UserErrorsFragment = graphql(`
  fragment UserErrors on MutationPayload {
    ok
    errors {
      code
      field
      patternId
      message
      remaining
      until
      limitPeriod
      retryAfterSeconds
      maximum
      bonusAtStake
    }
  }
`);

/** What every login form needs from a login's outcome to answer or to lead on (after-login.ts). */
export const LoginOutcomeFragment = graphql(`
  fragment LoginOutcome on LoginPayload {
    ...UserErrors
    captchaRequired
    passwordExpired
    passwordIsDefault
    needSecondStep
    secondStepMethods
    member {
      isAgent
    }
  }
`);

/** The outcome of any "send me a code" button. */
export const CodeSentFragment = graphql(`
  fragment CodeSent on CodeSentPayload {
    ...UserErrors
    expiredMinutes
  }
`);

/** The outcome of a form that sets something (a password). */
export const FormOutcomeFragment = graphql(`
  fragment FormOutcome on FormPayload {
    ...UserErrors
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      id
      image
    }
  }
`);

/** The login form's challenge: the image, or the brand's Turnstile site key. */
export const LoginCaptchaQuery = graphql(`
  query LoginCaptcha {
    captcha {
      id
      image
      turnstileSiteKey
    }
  }
`);

export const RegisterFieldsQuery = graphql(`
  query RegisterFields {
    registerFields {
      ...RegisterFieldRule
    }
  }
`);

export const ChangePasswordPageQuery = graphql(`
  query ChangePasswordPage {
    me {
      ...GuardedMember
      account
      oldPasswordNeeded
    }
    registerFields {
      ...RegisterFieldRule
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ...FormOutcome
    }
  }
`);

export const RegisterPageQuery = graphql(`
  query RegisterPage {
    features {
      directRegistration
      usernameRegistration
      mobileRegistration
      registrationMobileVerification
      mobilePasswordRegistration
      googleLogin
      facebookLogin
    }
    registerFields {
      ...RegisterFieldRule
    }
    # The versions of the terms and the privacy policy the form shows and records (null: the brand publishes none; features/legal).
    termsDocument: legalDocument(kind: TERMS) {
      version
      current
    }
    privacyDocument: legalDocument(kind: PRIVACY) {
      version
      current
    }
    registrationConfirmations
  }
`);

/** The agent behind an affiliate link's code (the register form's note). */
export const AffiliateQuery = graphql(`
  query Affiliate($code: String!) {
    affiliate(code: $code) {
      code
      agentNickname
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...FormOutcome
    }
  }
`);

export const FreePlayMutation = graphql(`
  mutation FreePlay {
    freePlay {
      ...UserErrors
    }
  }
`);

export const LoginPageQuery = graphql(`
  query LoginPage {
    features {
      verificationCodeLogin
      googleLogin
      facebookLogin
    }
    # The login modal's banner (the spec's w_login group); none, or a failed read, shows nothing.
    loginBanners: banners(group: "w_login") {
      id
      title
      imageUrl
      linkType
      linkUrl
    }
  }
`);

export const SocialLoginMutation = graphql(`
  mutation SocialLogin($input: SocialLoginInput!) {
    loginWithSocial(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const SendLoginCodeMutation = graphql(`
  mutation SendLoginCode($input: MobileInput!) {
    sendLoginCode(input: $input) {
      ...CodeSent
    }
  }
`);

export const SmsLoginMutation = graphql(`
  mutation SmsLogin($input: SmsLoginInput!) {
    loginBySms(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const ForgotPasswordPageQuery = graphql(`
  query ForgotPasswordPage {
    features {
      passwordResetByMail
      passwordResetByPhone
    }
    registerFields {
      ...RegisterFieldRule
    }
    brand {
      customerService {
        type
        url
      }
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input) {
      ...FormOutcome
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: PasswordResetInput!) {
    resetPassword(input: $input) {
      ...FormOutcome
    }
  }
`);

export const SendSecondStepCodeMutation = graphql(`
  mutation SendSecondStepCode($method: SecondStepMethod!) {
    sendSecondStepCode(method: $method) {
      ...CodeSent
    }
  }
`);

export const CompleteSecondStepMutation = graphql(`
  mutation CompleteSecondStep($input: SecondStepInput!) {
    completeSecondStep(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const SendRegisterCodeMutation = graphql(`
  mutation SendRegisterCode($input: MobileInput!) {
    sendRegisterCode(input: $input) {
      ...CodeSent
    }
  }
`);

export const ResetPasswordByPhoneMutation = graphql(`
  mutation ResetPasswordByPhone($input: PhonePasswordResetInput!) {
    resetPasswordByPhone(input: $input) {
      ...FormOutcome
    }
  }
`);
