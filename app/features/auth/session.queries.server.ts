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
