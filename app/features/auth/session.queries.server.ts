import { graphql } from '../../graphql/generated';

export const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      ok
      error
      field
      captchaRequired
      firstTimeLogin
      passwordExpired
      passwordIsDefault
      needSecondStep
      secondStepMethods
      member {
        isAgent
      }
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
      ok
      error
      passwordIsDefault
      passwordExpired
      needSecondStep
      member {
        isAgent
      }
    }
  }
`);

export const SendLoginCodeMutation = graphql(`
  mutation SendLoginCodeMutation($input: MobileInput!) {
    sendLoginCode(input: $input) {
      ok
      error
      field
      expiredMinutes
    }
  }
`);

export const SmsLoginMutation = graphql(`
  mutation SmsLoginMutation($input: SmsLoginInput!) {
    loginBySms(input: $input) {
      ok
      error
      field
      passwordIsDefault
      passwordExpired
      needSecondStep
      member {
        isAgent
      }
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
      ok
      field
      error
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPasswordMutation($input: PasswordResetInput!) {
    resetPassword(input: $input) {
      ok
      field
      error
    }
  }
`);

export const SendSecondStepCodeMutation = graphql(`
  mutation SendSecondStepCodeMutation($method: SecondStepMethod!) {
    sendSecondStepCode(method: $method) {
      ok
      error
      expiredMinutes
    }
  }
`);

export const CompleteSecondStepMutation = graphql(`
  mutation CompleteSecondStepMutation($input: SecondStepInput!) {
    completeSecondStep(input: $input) {
      ok
      error
      field
      passwordIsDefault
      passwordExpired
      needSecondStep
      member {
        isAgent
      }
    }
  }
`);

export const SendRegisterCodeMutation = graphql(`
  mutation SendRegisterCodeMutation($input: MobileInput!) {
    sendRegisterCode(input: $input) {
      ok
      error
      field
      expiredMinutes
    }
  }
`);

export const ResetPasswordByPhoneMutation = graphql(`
  mutation ResetPasswordByPhoneMutation($input: PhonePasswordResetInput!) {
    resetPasswordByPhone(input: $input) {
      ok
      field
      error
    }
  }
`);
