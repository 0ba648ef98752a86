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
      member {
        account
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
      member {
        account
      }
    }
  }
`);

export const ForgotPasswordPageQuery = graphql(`
  query ForgotPasswordPageQuery {
    features {
      passwordResetByMail
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
