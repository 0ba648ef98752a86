/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AgentLoginPageQuery {\n    me {\n      account\n      isAgent\n    }\n  }\n": typeof types.AgentLoginPageQueryDocument,
    "\n  query AgentHomePageQuery {\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n  }\n": typeof types.AgentHomePageQueryDocument,
    "\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n": typeof types.RegisterFieldRuleFragmentDoc,
    "\n  fragment LoginOutcome on LoginResult {\n    ok\n    error\n    field\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n": typeof types.LoginOutcomeFragmentDoc,
    "\n  fragment CodeSent on CodeSentResult {\n    ok\n    error\n    field\n    expiredMinutes\n  }\n": typeof types.CodeSentFragmentDoc,
    "\n  fragment FormOutcome on FormResult {\n    ok\n    field\n    error\n  }\n": typeof types.FormOutcomeFragmentDoc,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout\n  }\n": typeof types.LogoutMutationDocument,
    "\n  query CaptchaQuery {\n    captcha {\n      id\n      image\n    }\n  }\n": typeof types.CaptchaQueryDocument,
    "\n  query RegisterFieldsQuery {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.RegisterFieldsQueryDocument,
    "\n  query ChangePasswordPageQuery {\n    me {\n      account\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.ChangePasswordPageQueryDocument,
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      field\n      error\n    }\n  }\n": typeof types.ChangePasswordMutationDocument,
    "\n  query RegisterPageQuery {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.RegisterPageQueryDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      field\n      error\n      patternId\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  mutation FreePlayMutation {\n    freePlay {\n      ok\n      error\n    }\n  }\n": typeof types.FreePlayMutationDocument,
    "\n  query LoginPageQuery {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n  }\n": typeof types.LoginPageQueryDocument,
    "\n  mutation SocialLoginMutation($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.SocialLoginMutationDocument,
    "\n  mutation SendLoginCodeMutation($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": typeof types.SendLoginCodeMutationDocument,
    "\n  mutation SmsLoginMutation($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.SmsLoginMutationDocument,
    "\n  query ForgotPasswordPageQuery {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": typeof types.ForgotPasswordPageQueryDocument,
    "\n  mutation RequestPasswordResetMutation($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.RequestPasswordResetMutationDocument,
    "\n  mutation ResetPasswordMutation($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.ResetPasswordMutationDocument,
    "\n  mutation SendSecondStepCodeMutation($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n": typeof types.SendSecondStepCodeMutationDocument,
    "\n  mutation CompleteSecondStepMutation($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.CompleteSecondStepMutationDocument,
    "\n  mutation SendRegisterCodeMutation($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": typeof types.SendRegisterCodeMutationDocument,
    "\n  mutation ResetPasswordByPhoneMutation($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.ResetPasswordByPhoneMutationDocument,
    "\n  fragment GameCard on Game {\n    id\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n  }\n": typeof types.GameCardFragmentDoc,
    "\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n": typeof types.GamePageSliceFragmentDoc,
    "\n  query GameSliceQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": typeof types.GameSliceQueryDocument,
    "\n  query MemberPageQuery {\n    me {\n      account\n      nickname\n      type\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n  }\n": typeof types.MemberPageQueryDocument,
    "\n  query ShellQuery {\n    balance {\n      amount\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      currencySymbol\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      chat\n    }\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n": typeof types.ShellQueryDocument,
    "\n  query CategoryPageQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    gameNavigation {\n      gameType\n      name\n      vendors {\n        code\n        name\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": typeof types.CategoryPageQueryDocument,
    "\n  query HomePageQuery($expand: SectionState, $announcementPage: Int!) {\n    notices {\n      id\n      title\n      content\n      timestamp\n    }\n    banners(group: \"w_home\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n    winnerBoard(limit: 20) {\n      id\n      customerName\n      gameName\n      iconUrl\n      winAmount\n      game {\n        ...GameCard\n      }\n    }\n    announcements(kind: PLAYER, page: $announcementPage, pageSize: 8) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        content\n        promotionType\n        timestamp\n      }\n    }\n    gameSections(expand: $expand) {\n      vendor\n      category {\n        gameType\n        name\n        hasVendorMenu\n        vendors {\n          code\n          name\n          logoUrl\n        }\n      }\n      games {\n        ...GamePageSlice\n      }\n    }\n  }\n": typeof types.HomePageQueryDocument,
    "\n  query HelpPageQuery {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n": typeof types.HelpPageQueryDocument,
    "\n  query PromotionsPageQuery {\n    promotions {\n      id\n      title\n      content\n      promotionType\n      imageUrl\n      timestamp\n    }\n  }\n": typeof types.PromotionsPageQueryDocument,
};
const documents: Documents = {
    "\n  query AgentLoginPageQuery {\n    me {\n      account\n      isAgent\n    }\n  }\n": types.AgentLoginPageQueryDocument,
    "\n  query AgentHomePageQuery {\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n  }\n": types.AgentHomePageQueryDocument,
    "\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n": types.RegisterFieldRuleFragmentDoc,
    "\n  fragment LoginOutcome on LoginResult {\n    ok\n    error\n    field\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n": types.LoginOutcomeFragmentDoc,
    "\n  fragment CodeSent on CodeSentResult {\n    ok\n    error\n    field\n    expiredMinutes\n  }\n": types.CodeSentFragmentDoc,
    "\n  fragment FormOutcome on FormResult {\n    ok\n    field\n    error\n  }\n": types.FormOutcomeFragmentDoc,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout\n  }\n": types.LogoutMutationDocument,
    "\n  query CaptchaQuery {\n    captcha {\n      id\n      image\n    }\n  }\n": types.CaptchaQueryDocument,
    "\n  query RegisterFieldsQuery {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.RegisterFieldsQueryDocument,
    "\n  query ChangePasswordPageQuery {\n    me {\n      account\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.ChangePasswordPageQueryDocument,
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      field\n      error\n    }\n  }\n": types.ChangePasswordMutationDocument,
    "\n  query RegisterPageQuery {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.RegisterPageQueryDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      field\n      error\n      patternId\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  mutation FreePlayMutation {\n    freePlay {\n      ok\n      error\n    }\n  }\n": types.FreePlayMutationDocument,
    "\n  query LoginPageQuery {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n  }\n": types.LoginPageQueryDocument,
    "\n  mutation SocialLoginMutation($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.SocialLoginMutationDocument,
    "\n  mutation SendLoginCodeMutation($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": types.SendLoginCodeMutationDocument,
    "\n  mutation SmsLoginMutation($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.SmsLoginMutationDocument,
    "\n  query ForgotPasswordPageQuery {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": types.ForgotPasswordPageQueryDocument,
    "\n  mutation RequestPasswordResetMutation($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.RequestPasswordResetMutationDocument,
    "\n  mutation ResetPasswordMutation($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.ResetPasswordMutationDocument,
    "\n  mutation SendSecondStepCodeMutation($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n": types.SendSecondStepCodeMutationDocument,
    "\n  mutation CompleteSecondStepMutation($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.CompleteSecondStepMutationDocument,
    "\n  mutation SendRegisterCodeMutation($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": types.SendRegisterCodeMutationDocument,
    "\n  mutation ResetPasswordByPhoneMutation($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.ResetPasswordByPhoneMutationDocument,
    "\n  fragment GameCard on Game {\n    id\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n  }\n": types.GameCardFragmentDoc,
    "\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n": types.GamePageSliceFragmentDoc,
    "\n  query GameSliceQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": types.GameSliceQueryDocument,
    "\n  query MemberPageQuery {\n    me {\n      account\n      nickname\n      type\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n  }\n": types.MemberPageQueryDocument,
    "\n  query ShellQuery {\n    balance {\n      amount\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      currencySymbol\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      chat\n    }\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n": types.ShellQueryDocument,
    "\n  query CategoryPageQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    gameNavigation {\n      gameType\n      name\n      vendors {\n        code\n        name\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": types.CategoryPageQueryDocument,
    "\n  query HomePageQuery($expand: SectionState, $announcementPage: Int!) {\n    notices {\n      id\n      title\n      content\n      timestamp\n    }\n    banners(group: \"w_home\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n    winnerBoard(limit: 20) {\n      id\n      customerName\n      gameName\n      iconUrl\n      winAmount\n      game {\n        ...GameCard\n      }\n    }\n    announcements(kind: PLAYER, page: $announcementPage, pageSize: 8) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        content\n        promotionType\n        timestamp\n      }\n    }\n    gameSections(expand: $expand) {\n      vendor\n      category {\n        gameType\n        name\n        hasVendorMenu\n        vendors {\n          code\n          name\n          logoUrl\n        }\n      }\n      games {\n        ...GamePageSlice\n      }\n    }\n  }\n": types.HomePageQueryDocument,
    "\n  query HelpPageQuery {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n": types.HelpPageQueryDocument,
    "\n  query PromotionsPageQuery {\n    promotions {\n      id\n      title\n      content\n      promotionType\n      imageUrl\n      timestamp\n    }\n  }\n": types.PromotionsPageQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentLoginPageQuery {\n    me {\n      account\n      isAgent\n    }\n  }\n"): (typeof documents)["\n  query AgentLoginPageQuery {\n    me {\n      account\n      isAgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentHomePageQuery {\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n  }\n"): (typeof documents)["\n  query AgentHomePageQuery {\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n"): (typeof documents)["\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginOutcome on LoginResult {\n    ok\n    error\n    field\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n"): (typeof documents)["\n  fragment LoginOutcome on LoginResult {\n    ok\n    error\n    field\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeSent on CodeSentResult {\n    ok\n    error\n    field\n    expiredMinutes\n  }\n"): (typeof documents)["\n  fragment CodeSent on CodeSentResult {\n    ok\n    error\n    field\n    expiredMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormOutcome on FormResult {\n    ok\n    field\n    error\n  }\n"): (typeof documents)["\n  fragment FormOutcome on FormResult {\n    ok\n    field\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaQuery {\n    captcha {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query CaptchaQuery {\n    captcha {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterFieldsQuery {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query RegisterFieldsQuery {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangePasswordPageQuery {\n    me {\n      account\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query ChangePasswordPageQuery {\n    me {\n      account\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      field\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      field\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterPageQuery {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query RegisterPageQuery {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      field\n      error\n      patternId\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ok\n      field\n      error\n      patternId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FreePlayMutation {\n    freePlay {\n      ok\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation FreePlayMutation {\n    freePlay {\n      ok\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginPageQuery {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n  }\n"): (typeof documents)["\n  query LoginPageQuery {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLoginMutation($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation SocialLoginMutation($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendLoginCodeMutation($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"): (typeof documents)["\n  mutation SendLoginCodeMutation($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SmsLoginMutation($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation SmsLoginMutation($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForgotPasswordPageQuery {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ForgotPasswordPageQuery {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetMutation($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordResetMutation($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordMutation($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordMutation($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSecondStepCodeMutation($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n"): (typeof documents)["\n  mutation SendSecondStepCodeMutation($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSecondStepMutation($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSecondStepMutation($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRegisterCodeMutation($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"): (typeof documents)["\n  mutation SendRegisterCodeMutation($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByPhoneMutation($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByPhoneMutation($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameCard on Game {\n    id\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n  }\n"): (typeof documents)["\n  fragment GameCard on Game {\n    id\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n"): (typeof documents)["\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameSliceQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"): (typeof documents)["\n  query GameSliceQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberPageQuery {\n    me {\n      account\n      nickname\n      type\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n  }\n"): (typeof documents)["\n  query MemberPageQuery {\n    me {\n      account\n      nickname\n      type\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellQuery {\n    balance {\n      amount\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      currencySymbol\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      chat\n    }\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query ShellQuery {\n    balance {\n      amount\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      currencySymbol\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      chat\n    }\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPageQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    gameNavigation {\n      gameType\n      name\n      vendors {\n        code\n        name\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"): (typeof documents)["\n  query CategoryPageQuery($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    gameNavigation {\n      gameType\n      name\n      vendors {\n        code\n        name\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageQuery($expand: SectionState, $announcementPage: Int!) {\n    notices {\n      id\n      title\n      content\n      timestamp\n    }\n    banners(group: \"w_home\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n    winnerBoard(limit: 20) {\n      id\n      customerName\n      gameName\n      iconUrl\n      winAmount\n      game {\n        ...GameCard\n      }\n    }\n    announcements(kind: PLAYER, page: $announcementPage, pageSize: 8) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        content\n        promotionType\n        timestamp\n      }\n    }\n    gameSections(expand: $expand) {\n      vendor\n      category {\n        gameType\n        name\n        hasVendorMenu\n        vendors {\n          code\n          name\n          logoUrl\n        }\n      }\n      games {\n        ...GamePageSlice\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePageQuery($expand: SectionState, $announcementPage: Int!) {\n    notices {\n      id\n      title\n      content\n      timestamp\n    }\n    banners(group: \"w_home\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n    winnerBoard(limit: 20) {\n      id\n      customerName\n      gameName\n      iconUrl\n      winAmount\n      game {\n        ...GameCard\n      }\n    }\n    announcements(kind: PLAYER, page: $announcementPage, pageSize: 8) {\n      page\n      totalPages\n      total\n      items {\n        id\n        title\n        content\n        promotionType\n        timestamp\n      }\n    }\n    gameSections(expand: $expand) {\n      vendor\n      category {\n        gameType\n        name\n        hasVendorMenu\n        vendors {\n          code\n          name\n          logoUrl\n        }\n      }\n      games {\n        ...GamePageSlice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpPageQuery {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n"): (typeof documents)["\n  query HelpPageQuery {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionsPageQuery {\n    promotions {\n      id\n      title\n      content\n      promotionType\n      imageUrl\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  query PromotionsPageQuery {\n    promotions {\n      id\n      title\n      content\n      promotionType\n      imageUrl\n      timestamp\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;