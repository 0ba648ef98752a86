import { graphql } from '../../graphql/generated';

/** What every login form needs from a login's outcome to answer or to lead on (after-login.ts). */
export const LoginOutcomeFragment = graphql(`
  fragment LoginOutcome on LoginResult {
    ok
    error
    field
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
  fragment CodeSent on CodeSentResult {
    ok
    error
    field
    expiredMinutes
  }
`);

/** The outcome of a form that sets something (a password). */
export const FormOutcomeFragment = graphql(`
  fragment FormOutcome on FormResult {
    ok
    field
    error
  }
`);

export const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout
  }
`);

export const CaptchaQuery = graphql(`
  query CaptchaQuery {
    captcha {
      id
      image
    }
  }
`);

export const RegisterFieldsQuery = graphql(`
  query RegisterFieldsQuery {
    registerFields {
      ...RegisterFieldRule
    }
  }
`);

export const ChangePasswordPageQuery = graphql(`
  query ChangePasswordPageQuery {
    me {
      account
    }
    registerFields {
      ...RegisterFieldRule
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      field
      error
    }
  }
`);

export const RegisterPageQuery = graphql(`
  query RegisterPageQuery {
    features {
      directRegistration
      usernameRegistration
      mobileRegistration
      registrationMobileVerification
    }
    registerFields {
      ...RegisterFieldRule
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation RegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      ok
      field
      error
      patternId
    }
  }
`);

export const FreePlayMutation = graphql(`
  mutation FreePlayMutation {
    freePlay {
      ok
      error
    }
  }
`);

export const LoginPageQuery = graphql(`
  query LoginPageQuery {
    features {
      verificationCodeLogin
      googleLogin
      facebookLogin
    }
  }
`);

export const SocialLoginMutation = graphql(`
  mutation SocialLoginMutation($input: SocialLoginInput!) {
    loginWithSocial(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const SendLoginCodeMutation = graphql(`
  mutation SendLoginCodeMutation($input: MobileInput!) {
    sendLoginCode(input: $input) {
      ...CodeSent
    }
  }
`);

export const SmsLoginMutation = graphql(`
  mutation SmsLoginMutation($input: SmsLoginInput!) {
    loginBySms(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const ForgotPasswordPageQuery = graphql(`
  query ForgotPasswordPageQuery {
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
  mutation RequestPasswordResetMutation($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input) {
      ...FormOutcome
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPasswordMutation($input: PasswordResetInput!) {
    resetPassword(input: $input) {
      ...FormOutcome
    }
  }
`);

export const SendSecondStepCodeMutation = graphql(`
  mutation SendSecondStepCodeMutation($method: SecondStepMethod!) {
    sendSecondStepCode(method: $method) {
      ...CodeSent
    }
  }
`);

export const CompleteSecondStepMutation = graphql(`
  mutation CompleteSecondStepMutation($input: SecondStepInput!) {
    completeSecondStep(input: $input) {
      ...LoginOutcome
    }
  }
`);

export const SendRegisterCodeMutation = graphql(`
  mutation SendRegisterCodeMutation($input: MobileInput!) {
    sendRegisterCode(input: $input) {
      ...CodeSent
    }
  }
`);

export const ResetPasswordByPhoneMutation = graphql(`
  mutation ResetPasswordByPhoneMutation($input: PhonePasswordResetInput!) {
    resetPasswordByPhone(input: $input) {
      ...FormOutcome
    }
  }
`);
