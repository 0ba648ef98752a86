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
    "\n  fragment AreaFlags on FeatureFlags {\n    points\n    favorites\n    missions\n    manualRebate\n    chat\n    agentPolicy\n  }\n": typeof types.AreaFlagsFragmentDoc,
    "\n  query AgentTeamOverviewPage($fromDate: String!, $toDate: String!) {\n    agentTeamOverview(fromDate: $fromDate, toDate: $toDate) {\n      fromDate\n      toDate\n      timeZone\n      team {\n        ...AgentTeamFiguresFields\n      }\n      direct {\n        ...AgentTeamFiguresFields\n      }\n      days {\n        date\n        activePlayers\n        newMembers\n        deposits\n        withdrawals\n        turnover\n        validBets\n        winLoss\n        profit\n      }\n    }\n  }\n  fragment AgentTeamFiguresFields on AgentTeamFigures {\n    teamSize\n    newMembers\n    firstDepositors\n    activePlayers\n    depositCount\n    deposits\n    withdrawalCount\n    withdrawals\n    bets\n    turnover\n    validBets\n    winLoss\n    bonuses\n    rebates\n    profit\n  }\n": typeof types.AgentTeamOverviewPageDocument,
    "\n  query AgentRevenuePage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentRevenueSort!, $direction: SortDirection!) {\n    agentRevenueReport(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalTurnover\n      totalValidBets\n      totalPayout\n      totalRevenue\n      totalCommission\n      items {\n        periodStart\n        periodEnd\n        gameType\n        bets\n        turnover\n        validBets\n        payout\n        revenue\n        rateBp\n        commission\n      }\n    }\n  }\n": typeof types.AgentRevenuePageDocument,
    "\n  query AgentStatementsPage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentStatementSort!, $direction: SortDirection!) {\n    agentStatements(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      items {\n        ...AgentStatementFields\n      }\n      totals {\n        ...AgentStatementFields\n      }\n    }\n  }\n  fragment AgentStatementFields on AgentStatementRow {\n    periodStart\n    periodEnd\n    deposits\n    withdrawals\n    bets\n    turnover\n    validBets\n    payout\n    winLoss\n    bonuses\n    rebates\n    netRevenue\n  }\n": typeof types.AgentStatementsPageDocument,
    "\n  query AgentDownlineTransactionsPage(\n    $filter: AgentTransactionFilter!\n    $page: Int!\n    $pageSize: Int!\n    $sort: AgentTransactionSort!\n    $direction: SortDirection!\n  ) {\n    agentDownlineTransactions(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalDeposits\n      totalWithdrawals\n      totalTransfersIn\n      totalTransfersOut\n      items {\n        id\n        time\n        username\n        type\n        amount\n        status\n        counterparty\n      }\n    }\n  }\n": typeof types.AgentDownlineTransactionsPageDocument,
    "\n  query AgentLoginPage {\n    me {\n      account\n      isAgent\n    }\n  }\n": typeof types.AgentLoginPageDocument,
    "\n  query AgentCentre {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n    features {\n      ...AreaFlags\n    }\n    contractInfo {\n      kinds {\n        kind\n        page\n      }\n    }\n    brand {\n      timeZone\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": typeof types.AgentCentreDocument,
    "\n  query AgentAnnouncementsPage($page: Int!) {\n    agentDesk {\n      announcements(page: $page, pageSize: 10) {\n        page\n        pageSize\n        total\n        unread\n        items {\n          id\n          title\n          content\n          publishedAt\n          read\n        }\n      }\n    }\n  }\n": typeof types.AgentAnnouncementsPageDocument,
    "\n  mutation MarkAgentAnnouncementsRead($input: MarkAgentAnnouncementsReadInput!) {\n    markAgentAnnouncementsRead(input: $input) {\n      ok\n      errors {\n        code\n        field\n      }\n      changed\n      unread\n    }\n  }\n": typeof types.MarkAgentAnnouncementsReadDocument,
    "\n  query RegisterCenterPage {\n    me {\n      affiliateCode\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    agentDesk {\n      policy {\n        agentType\n        canOpenMember\n        canOpenAgent\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n  }\n": typeof types.RegisterCenterPageDocument,
    "\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      ok\n      errors {\n        code\n        field\n        patternId\n      }\n      member {\n        username\n      }\n    }\n  }\n": typeof types.RegisterDownlineDocument,
    "\n  fragment TeamMemberFields on TeamMember {\n    username\n    nickname\n    isAgent\n    level\n    joinedAt\n    lastLoginAt\n    balance\n    directCount\n    teamSize\n    protection\n  }\n": typeof types.TeamMemberFieldsFragmentDoc,
    "\n  query DownlinePage($parent: String, $search: String, $page: Int!, $detail: String!, $withDetail: Boolean!) {\n    agentDesk {\n      team(parent: $parent, search: $search, page: $page, pageSize: 20) {\n        parent {\n          ...TeamMemberFields\n        }\n        path {\n          username\n          nickname\n          level\n        }\n        search\n        total\n        page\n        pageSize\n        directCount\n        teamSize\n        items {\n          ...TeamMemberFields\n        }\n      }\n      downline(username: $detail) @include(if: $withDetail) {\n        member {\n          ...TeamMemberFields\n        }\n        upline\n        depositTotal\n        depositCount\n        withdrawTotal\n        turnover\n        betCount\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n    downlineContracts(username: $detail) @include(if: $withDetail) {\n      ...ContractFields\n    }\n  }\n": typeof types.DownlinePageDocument,
    "\n  fragment GuardedMember on Member {\n    isAgent\n    isTrial\n  }\n": typeof types.GuardedMemberFragmentDoc,
    "\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n": typeof types.RegisterFieldRuleFragmentDoc,
    "\n  fragment UserErrors on MutationPayload {\n    ok\n    errors {\n      code\n      field\n      patternId\n      message\n      remaining\n      until\n      limitPeriod\n      retryAfterSeconds\n    }\n  }\n": typeof types.UserErrorsFragmentDoc,
    "\n  fragment LoginOutcome on LoginPayload {\n    ...UserErrors\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n": typeof types.LoginOutcomeFragmentDoc,
    "\n  fragment CodeSent on CodeSentPayload {\n    ...UserErrors\n    expiredMinutes\n  }\n": typeof types.CodeSentFragmentDoc,
    "\n  fragment FormOutcome on FormPayload {\n    ...UserErrors\n  }\n": typeof types.FormOutcomeFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n": typeof types.CaptchaDocument,
    "\n  query LoginCaptcha {\n    captcha {\n      id\n      image\n      turnstileSiteKey\n    }\n  }\n": typeof types.LoginCaptchaDocument,
    "\n  query RegisterFields {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.RegisterFieldsDocument,
    "\n  query ChangePasswordPage {\n    me {\n      ...GuardedMember\n      account\n      oldPasswordNeeded\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.ChangePasswordPageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query RegisterPage {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n      mobilePasswordRegistration\n      googleLogin\n      facebookLogin\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.RegisterPageDocument,
    "\n  query Affiliate($code: String!) {\n    affiliate(code: $code) {\n      code\n      agentNickname\n    }\n  }\n": typeof types.AffiliateDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation FreePlay {\n    freePlay {\n      ...UserErrors\n    }\n  }\n": typeof types.FreePlayDocument,
    "\n  query LoginPage {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n    # The login modal's banner (the spec's w_login group); none, or a failed read, shows nothing.\n    loginBanners: banners(group: \"w_login\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n  }\n": typeof types.LoginPageDocument,
    "\n  mutation SocialLogin($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.SocialLoginDocument,
    "\n  mutation SendLoginCode($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": typeof types.SendLoginCodeDocument,
    "\n  mutation SmsLogin($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.SmsLoginDocument,
    "\n  query ForgotPasswordPage {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": typeof types.ForgotPasswordPageDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendSecondStepCode($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n": typeof types.SendSecondStepCodeDocument,
    "\n  mutation CompleteSecondStep($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": typeof types.CompleteSecondStepDocument,
    "\n  mutation SendRegisterCode($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": typeof types.SendRegisterCodeDocument,
    "\n  mutation ResetPasswordByPhone($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n": typeof types.ResetPasswordByPhoneDocument,
    "\n  query ChatPage {\n    features {\n      chat\n    }\n    chatModels {\n      id\n      name\n    }\n    brand {\n      name\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": typeof types.ChatPageDocument,
    "\n  mutation LaunchChat($input: LaunchChatInput!) {\n    launchChat(input: $input) {\n      ...UserErrors\n      chatUrl\n      framed\n    }\n  }\n": typeof types.LaunchChatDocument,
    "\n  fragment AnnouncementsBlock on AnnouncementPage {\n    items {\n      id\n      title\n      timestamp\n    }\n  }\n": typeof types.AnnouncementsBlockFragmentDoc,
    "\n  fragment AnnouncementsDialog on AnnouncementPage {\n    page\n    totalPages\n    items {\n      id\n      title\n      content\n      promotionType\n      timestamp\n    }\n  }\n": typeof types.AnnouncementsDialogFragmentDoc,
    "\n  fragment NoticeDialog on Notice {\n    id\n    title\n    content\n    timestamp\n  }\n": typeof types.NoticeDialogFragmentDoc,
    "\n  fragment NoticeMarquee on Notice {\n    id\n    title\n  }\n": typeof types.NoticeMarqueeFragmentDoc,
    "\n  fragment WinnerBoard on Winner {\n    id\n    customerName\n    gameName\n    iconUrl\n    winAmount\n    game {\n      ...GameCard\n    }\n  }\n": typeof types.WinnerBoardFragmentDoc,
    "\n  fragment ContractTierFields on ContractTier {\n    rateBasisPoints\n    amount\n    activeCount\n    periodConsumption\n    periodLoss\n    minBetPeriod\n    endTime\n  }\n": typeof types.ContractTierFieldsFragmentDoc,
    "\n  fragment ContractFields on Contract {\n    id\n    kind\n    period\n    status\n    requestKind\n    requestedBy\n    awaitingMe\n    mine\n    terms {\n      tiers {\n        ...ContractTierFields\n      }\n      winRateBasisPoints\n      lossRateBasisPoints\n      singleBetAmount\n    }\n    upline {\n      username\n      nickname\n    }\n    downline {\n      username\n      nickname\n    }\n    offeredAt\n    startedAt\n    endedAt\n    endReason\n  }\n": typeof types.ContractFieldsFragmentDoc,
    "\n  query ContractDeskPage($kind: ContractKind!, $page: Int!, $pageSize: Int!, $withInfo: Boolean!) {\n    contractInfo @include(if: $withInfo) {\n      kinds {\n        kind\n        page\n      }\n    }\n    contractDesk(kind: $kind, page: $page, pageSize: $pageSize) {\n      kind\n      isAgent\n      contract {\n        ...ContractFields\n      }\n      offers {\n        ...ContractFields\n      }\n      given {\n        ...ContractFields\n      }\n      downlines {\n        username\n        nickname\n        isAgent\n      }\n      maxRateBasisPoints\n      statements {\n        total\n        page\n        pageSize\n        items {\n          id\n          contractId\n          upline\n          downline\n          periodStart\n          periodEnd\n          betCount\n          turnover\n          validBet\n          loss\n          activePlayers\n          wonValidBet\n          lostValidBet\n          tierIndex\n          tier {\n            ...ContractTierFields\n          }\n          rateBasisPoints\n          base\n          amount\n          status\n          dueAt\n          paidAt\n          payer\n        }\n      }\n    }\n  }\n": typeof types.ContractDeskPageDocument,
    "\n  query MyContractsPage {\n    contractInfo {\n      awaiting\n      contracts {\n        ...ContractFields\n      }\n    }\n  }\n": typeof types.MyContractsPageDocument,
    "\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": typeof types.OfferContractDocument,
    "\n  mutation AnswerContract($input: AnswerContractInput!) {\n    answerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": typeof types.AnswerContractDocument,
    "\n  mutation RequestContractTermination($input: ContractRefInput!) {\n    requestContractTermination(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": typeof types.RequestContractTerminationDocument,
    "\n  mutation IssueDividend($input: IssueDividendInput!) {\n    issueDividend(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": typeof types.IssueDividendDocument,
    "\n  query DepositPage($depositId: ID!, $withDeposit: Boolean!) {\n    depositSettings {\n      allowDeposit\n      methods {\n        code\n        kind\n        name\n        bankTypes\n        minAmount\n        maxAmount\n      }\n    }\n    myDeposits(pageSize: 10) {\n      total\n      items {\n        ...DepositRow\n      }\n    }\n    deposit(id: $depositId) @include(if: $withDeposit) {\n      ...DepositRow\n      walletAddress\n      payeeName\n      account {\n        bankName\n        accountName\n        accountNumber\n      }\n    }\n  }\n\n  fragment DepositRow on Deposit {\n    id\n    status\n    kind\n    methodName\n    bankType\n    amount\n    createdAt\n    firstDeposit\n    paymentUrl\n    qrImageUrl\n  }\n": typeof types.DepositPageDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...UserErrors\n      deposit {\n        id\n      }\n    }\n  }\n": typeof types.CreateDepositDocument,
    "\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...UserErrors\n    }\n  }\n": typeof types.CancelDepositDocument,
    "\n  fragment FeedbackList on FeedbackPage {\n    page\n    pageSize\n    total\n    items {\n      id\n      content\n      imageCount\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n": typeof types.FeedbackListFragmentDoc,
    "\n  query FeedbackPage($page: Int!, $withList: Boolean!) {\n    me {\n      isTrial\n    }\n    myFeedback(page: $page, pageSize: 5) @include(if: $withList) {\n      ...FeedbackList\n    }\n  }\n": typeof types.FeedbackPageDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...UserErrors\n      feedback {\n        id\n      }\n    }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  fragment GameCard on Game {\n    id\n    gameCode\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n    isFavorite\n  }\n": typeof types.GameCardFragmentDoc,
    "\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n": typeof types.GamePageSliceFragmentDoc,
    "\n  mutation AddFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    addFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n": typeof types.AddFavoriteGameDocument,
    "\n  mutation RemoveFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    removeFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n": typeof types.RemoveFavoriteGameDocument,
    "\n  query GameSlice($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": typeof types.GameSliceDocument,
    "\n  query PlayPage($id: ID!) {\n    game(id: $id) {\n      ...GameCard\n    }\n  }\n": typeof types.PlayPageDocument,
    "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      ...UserErrors\n      gameUrl\n      mode\n    }\n  }\n": typeof types.LaunchGameDocument,
    "\n  query VendorLobby($vendor: String!, $gameType: String, $gameId: ID!, $withRooms: Boolean!, $offset: Int!, $limit: Int!) {\n    games(filter: { vendor: $vendor, gameType: $gameType }, offset: $offset, limit: $limit) @skip(if: $withRooms) {\n      items {\n        ...GameCard\n      }\n      total\n    }\n    game(id: $gameId) @include(if: $withRooms) {\n      ...GameCard\n    }\n    gameRooms(vendor: $vendor, gameId: $gameId) @include(if: $withRooms) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      capacity\n    }\n  }\n": typeof types.VendorLobbyDocument,
    "\n  query LobbyPage($filter: GameFilter!, $offset: Int!, $limit: Int!, $withProviders: Boolean!) {\n    gameNavigation {\n      gameType\n      name\n      classes\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    providers @include(if: $withProviders) {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": typeof types.LobbyPageDocument,
    "\n  query MemberGames($page: Int!, $pageSize: Int!, $favorites: Boolean!) {\n    favoriteGames(page: $page, pageSize: $pageSize) @include(if: $favorites) {\n      ...GamePageSlice\n    }\n    recentGames(page: $page, pageSize: $pageSize) @skip(if: $favorites) {\n      ...GamePageSlice\n    }\n  }\n": typeof types.MemberGamesDocument,
    "\n  query ProvidersPage {\n    providers {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n      gameTypes\n    }\n  }\n": typeof types.ProvidersPageDocument,
    "\n  query HelpPage {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n": typeof types.HelpPageDocument,
    "\n  fragment BannerCarousel on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    linkUrl\n  }\n": typeof types.BannerCarouselFragmentDoc,
    "\n  fragment GameSection on GameSection {\n    vendor\n    category {\n      gameType\n      name\n      hasVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    games {\n      ...GamePageSlice\n    }\n  }\n": typeof types.GameSectionFragmentDoc,
    "\n  query HomePage {\n    notices {\n      ...NoticeMarquee\n      ...NoticeDialog\n    }\n    banners(group: \"w_home\") {\n      ...BannerCarousel\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query HomePageWinners {\n    winnerBoard(limit: 20) {\n      ...WinnerBoard\n    }\n  }\n": typeof types.HomePageWinnersDocument,
    "\n  query HomePageAnnouncements($page: Int!) {\n    announcements(kind: PLAYER, page: $page, pageSize: 8) {\n      ...AnnouncementsBlock\n      ...AnnouncementsDialog\n    }\n  }\n": typeof types.HomePageAnnouncementsDocument,
    "\n  query HomePageGameSections($expand: SectionState) {\n    gameSections(expand: $expand) {\n      ...GameSection\n    }\n  }\n": typeof types.HomePageGameSectionsDocument,
    "\n  query HomePageSectionLanes {\n    gameSections {\n      category {\n        gameType\n      }\n    }\n  }\n": typeof types.HomePageSectionLanesDocument,
    "\n  query InboxPage($page: Int!, $pageSize: Int!, $messageId: ID!, $withMessage: Boolean!) {\n    inbox(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      unread\n      items {\n        ...InboxRow\n      }\n    }\n    inboxMessage(id: $messageId) @include(if: $withMessage) {\n      ...InboxRow\n      content\n    }\n  }\n": typeof types.InboxPageDocument,
    "\n  fragment InboxRow on InboxMessage {\n    id\n    title\n    createdAt\n    audience\n    read\n  }\n": typeof types.InboxRowFragmentDoc,
    "\n  mutation MarkInboxRead($input: MarkInboxReadInput!) {\n    markInboxRead(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n": typeof types.MarkInboxReadDocument,
    "\n  mutation DeleteInboxMessages($input: DeleteInboxMessagesInput!) {\n    deleteInboxMessages(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n": typeof types.DeleteInboxMessagesDocument,
    "\n  query VerificationPage {\n    verification {\n      status\n      ageVerified\n      kinds {\n        kind\n        state\n        reason\n        expiresAt\n        asked\n        note\n      }\n      documents {\n        id\n        kind\n        state\n        reason\n        sentAt\n      }\n      gates {\n        realPlay\n        withdraw\n        freePlay\n        depositAbove\n      }\n    }\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n": typeof types.VerificationPageDocument,
    "\n  mutation UploadVerificationDocument($input: VerificationDocumentInput!) {\n    uploadVerificationDocument(input: $input) {\n      ...UserErrors\n      document {\n        id\n        kind\n        state\n      }\n    }\n  }\n": typeof types.UploadVerificationDocumentDocument,
    "\n  subscription Live {\n    live {\n      kind\n      balance {\n        total\n      }\n      badges {\n        section\n        count\n      }\n    }\n  }\n": typeof types.LiveDocument,
    "\n  subscription SiteLive {\n    siteLive {\n      kind\n      state\n      maintenanceEndTime\n    }\n  }\n": typeof types.SiteLiveDocument,
    "\n  query LotteryGuard {\n    me {\n      ...GuardedMember\n    }\n    gameNavigation {\n      gameType\n      vendors {\n        code\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n": typeof types.LotteryGuardDocument,
    "\n  fragment LotteryMenuGame on LotteryGame {\n    gameCode\n    nodeId\n    name\n    gameType\n    vendor\n    vendorName\n    iconUrl\n    periodSeconds\n    lockSeconds\n  }\n": typeof types.LotteryMenuGameFragmentDoc,
    "\n  query LotteryMenu($prizeMode: LotteryPrizeMode!) {\n    lotteryMenu(prizeMode: $prizeMode) {\n      prizeMode\n      games {\n        ...LotteryMenuGame\n      }\n    }\n    recentLotteryGames {\n      ...LotteryMenuGame\n    }\n  }\n": typeof types.LotteryMenuDocument,
    "\n  query LotteryBoard($gameCode: String!, $vn: Boolean! = false) {\n    lotteryBoard(gameCode: $gameCode, lastDraws: 10) {\n      gameCode\n      serverTime\n      current {\n        numero\n        openTime\n        closeTime\n        drawTime\n      }\n      lastDraws {\n        numero\n        digits\n        sum\n        drawTime\n      }\n      latestDraw @include(if: $vn) {\n        numero\n        digits\n        sum\n        drawTime\n      }\n    }\n  }\n": typeof types.LotteryBoardDocument,
    "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      ...UserErrors\n      gameUrl\n    }\n  }\n": typeof types.LaunchLotteryDocument,
    "\n  query MemberPage {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      type\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n    wallets {\n      mode\n    }\n    features {\n      ...AreaFlags\n    }\n  }\n": typeof types.MemberPageDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      current\n      ip\n      deviceId\n      origin\n      createdAt\n      lastSeenAt\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ...UserErrors\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  query PointMallPage(\n    $exchangeType: PointExchangeType\n    $withRewards: Boolean!\n    $withRecords: Boolean!\n    $withDetails: Boolean!\n    $pointType: PointType\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    me {\n      ...GuardedMember\n    }\n    features {\n      points\n    }\n    pointBalance {\n      points\n      convertibleAmount\n    }\n    pointRules {\n      depositRatios {\n        minDeposit\n        amountPerPoint\n      }\n      betRatios {\n        gameType\n        pointType\n        validAmountPerPoint\n      }\n      convertEnabled\n      convertRate\n      convertMinPoints\n      convertStepPoints\n      redeemMaxQuantity\n    }\n    pointRewards(exchangeType: $exchangeType) @include(if: $withRewards) {\n      redeemMaxQuantity\n      items {\n        id\n        exchangeType\n        name\n        description\n        points\n        stock\n        needsDelivery\n        maxPerMember\n        heldByMember\n      }\n    }\n    pointExchanges(page: $page, pageSize: $pageSize) @include(if: $withRecords) {\n      page\n      pageSize\n      total\n      items {\n        id\n        transactionNo\n        appliedAt\n        exchangeType\n        rewardName\n        quantity\n        pointsEach\n        pointsTotal\n        status\n        remark\n        deliveryAddress\n        phone\n      }\n    }\n    pointDetails(type: $pointType, page: $page, pageSize: $pageSize) @include(if: $withDetails) {\n      page\n      pageSize\n      total\n      items {\n        id\n        type\n        points\n        createdAt\n        balanceAfter\n      }\n    }\n  }\n": typeof types.PointMallPageDocument,
    "\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n    }\n  }\n": typeof types.RedeemPointRewardDocument,
    "\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n      conversion {\n        status\n      }\n    }\n  }\n": typeof types.ConvertPointsDocument,
    "\n  query TransactionHistoryPage($filter: TransactionFilter!, $page: Int!, $pageSize: Int!, $sort: TransactionSort!, $direction: SortDirection!) {\n    transactionHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalIn\n      totalOut\n      net\n      items {\n        id\n        time\n        kind\n        type\n        status\n        amount\n        wallet\n        reference\n        method\n        bankName\n        counterparty\n        fromWallet\n        toWallet\n        gameName\n        vendor\n      }\n    }\n  }\n": typeof types.TransactionHistoryPageDocument,
    "\n  query RecordsGameTypes {\n    gameNavigation {\n      gameType\n      name\n    }\n  }\n": typeof types.RecordsGameTypesDocument,
    "\n  query BettingRecordsPage($filter: BetFilter!, $page: Int!, $pageSize: Int!, $sort: BetSort!, $direction: SortDirection!) {\n    bettingRecords(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalStake\n      totalValidBet\n      totalWinLoss\n      items {\n        id\n        roundId\n        time\n        gameName\n        vendorName\n        gameType\n        gameTypeName\n        stake\n        validBet\n        winLoss\n        status\n      }\n    }\n  }\n": typeof types.BettingRecordsPageDocument,
    "\n  query PersonalProfitPage($filter: ProfitFilter!, $page: Int!, $pageSize: Int!, $sort: ProfitSort!, $direction: SortDirection!) {\n    personalProfit(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalStake\n      totalTurnover\n      totalWinLoss\n      items {\n        periodStart\n        periodEnd\n        gameType\n        gameTypeName\n        bets\n        stake\n        turnover\n        winLoss\n      }\n    }\n  }\n": typeof types.PersonalProfitPageDocument,
    "\n  fragment GamblingLimitRow on GamblingLimit {\n    kind\n    period\n    amount\n    used\n    resetsAt\n    pending\n    pendingAmount\n    pendingEffectiveAt\n  }\n": typeof types.GamblingLimitRowFragmentDoc,
    "\n  fragment SessionLimitFields on SessionLimit {\n    minutes\n    pending\n    pendingMinutes\n    pendingEffectiveAt\n  }\n": typeof types.SessionLimitFieldsFragmentDoc,
    "\n  query ResponsibleGamingPage {\n    responsibleGaming {\n      tools\n      limits {\n        ...GamblingLimitRow\n      }\n      coolingOffHours\n      sessionLimit {\n        ...SessionLimitFields\n      }\n      realityCheckMinutes\n      brandRealityCheckMinutes\n      selfExclusionAlsoOn\n      changes {\n        what\n        kind\n        period\n        from\n        to\n        fromMinutes\n        toMinutes\n        length\n        effectiveAt\n        endsAt\n        createdAt\n        sessionId\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n": typeof types.ResponsibleGamingPageDocument,
    "\n  mutation SetGamblingLimit($input: GamblingLimitInput!) {\n    setGamblingLimit(input: $input) {\n      ...UserErrors\n      limit {\n        ...GamblingLimitRow\n      }\n    }\n  }\n": typeof types.SetGamblingLimitDocument,
    "\n  mutation StartExclusion($input: ExclusionInput!) {\n    startExclusion(input: $input) {\n      ...UserErrors\n      endsAt\n    }\n  }\n": typeof types.StartExclusionDocument,
    "\n  mutation CloseAccount($input: CloseAccountInput!) {\n    closeAccount(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.CloseAccountDocument,
    "\n  mutation SetSessionLimit($input: MinutesInput!) {\n    setSessionLimit(input: $input) {\n      ...UserErrors\n      sessionLimit {\n        ...SessionLimitFields\n      }\n    }\n  }\n": typeof types.SetSessionLimitDocument,
    "\n  mutation SetRealityCheck($input: MinutesInput!) {\n    setRealityCheck(input: $input) {\n      ...UserErrors\n      realityCheckMinutes\n    }\n  }\n": typeof types.SetRealityCheckDocument,
    "\n  query PlaySession {\n    playSession {\n      startedAt\n      endsAt\n      realityCheckMinutes\n      stakes\n      net\n      rounds\n    }\n    brand {\n      timeZone\n    }\n  }\n": typeof types.PlaySessionDocument,
    "\n  query UserErrorFormats {\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n": typeof types.UserErrorFormatsDocument,
    "\n  fragment PromotionCard on RewardPromotion {\n    id\n    promotionType\n    category\n    kind\n    title\n    content\n    bonus\n    turnoverMultiplier\n    target\n    rafflePrizes\n    startsAt\n    endsAt\n    status\n    progress\n    claimedAmount\n  }\n": typeof types.PromotionCardFragmentDoc,
    "\n  query RewardPromotions($category: String) {\n    rewardPromotions(category: $category) {\n      categories\n      items {\n        ...PromotionCard\n      }\n    }\n  }\n": typeof types.RewardPromotionsDocument,
    "\n  query PromotionDetail($id: ID, $type: String) {\n    rewardPromotion(id: $id, promotionType: $type) {\n      ...PromotionCard\n    }\n  }\n": typeof types.PromotionDetailDocument,
    "\n  query BonusDetails {\n    bonuses {\n      id\n      kind\n      promotionId\n      title\n      category\n      amount\n      paidAt\n      turnoverRequired\n      turnoverDone\n      completed\n    }\n  }\n": typeof types.BonusDetailsDocument,
    "\n  query MissionsPage($missionId: ID!, $withMission: Boolean!) {\n    missions {\n      id\n      title\n      gameType\n      progress\n      target\n      reachedMilestones\n      claimableMilestones\n      milestoneCount\n    }\n    mission(id: $missionId) @include(if: $withMission) {\n      id\n      title\n      progress\n      milestones {\n        step\n        target\n        reward\n        reached\n        claimed\n      }\n      leaderboard {\n        rank\n        username\n        reachedValue\n        me\n      }\n      myRank\n      myValue\n    }\n  }\n": typeof types.MissionsPageDocument,
    "\n  query RebatePage {\n    rebate {\n      from\n      to\n      total\n      lines {\n        gameType\n        validBets\n        rateBp\n        rebate\n      }\n      claims {\n        id\n        from\n        to\n        amount\n        claimedAt\n      }\n    }\n  }\n": typeof types.RebatePageDocument,
    "\n  query ReferralPage {\n    referral {\n      code\n      registerPath\n      totalInvitations\n      totalReward\n      rewardPerInvitee\n      minFirstDeposit\n      invitations {\n        username\n        joinedAt\n        status\n        reward\n        paidAt\n      }\n    }\n  }\n": typeof types.ReferralPageDocument,
    "\n  mutation JoinPromotion($input: PromotionInput!) {\n    joinPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n": typeof types.JoinPromotionDocument,
    "\n  mutation ClaimPromotion($input: PromotionInput!) {\n    claimPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n": typeof types.ClaimPromotionDocument,
    "\n  mutation ClaimRaffle($input: PromotionInput!) {\n    claimRaffle(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n": typeof types.ClaimRaffleDocument,
    "\n  mutation ClaimMissionReward($input: MissionRewardInput!) {\n    claimMissionReward(input: $input) {\n      ...UserErrors\n      reward\n    }\n  }\n": typeof types.ClaimMissionRewardDocument,
    "\n  mutation ClaimRebate {\n    claimRebate {\n      ...UserErrors\n      amount\n    }\n  }\n": typeof types.ClaimRebateDocument,
    "\n  query VipPage {\n    vip {\n      level\n      deposits\n      validBets\n      next {\n        level\n        minDeposit\n        minValidBet\n      }\n      levels {\n        level\n        minDeposit\n        minValidBet\n      }\n    }\n  }\n": typeof types.VipPageDocument,
    "\n  query SecurityCentrePage {\n    securityCentre {\n      profile {\n        nickname\n        realName\n        birthday\n        address\n        nationality\n        occupation\n        incomeSource\n        zalo\n        telegram\n      }\n      profileFields {\n        field\n        required\n      }\n      realNameLocked\n      nationalities\n      incomeSources\n      hasPaymentPassword\n      countryDialingCode\n      mobile\n      email\n      zaloBonusMax\n      bankCards {\n        cards {\n          id\n          bankName\n          maskedNumber\n          accountName\n          addedAt\n        }\n        limit\n        banks\n        realName\n      }\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": typeof types.SecurityCentrePageDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SendContactCode($input: ContactInput!) {\n    sendContactCode(input: $input) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n": typeof types.SendContactCodeDocument,
    "\n  mutation BindContact($input: BindContactInput!) {\n    bindContact(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.BindContactDocument,
    "\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.SetPaymentPasswordDocument,
    "\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.ChangePaymentPasswordDocument,
    "\n  mutation SendPaymentPasswordCode($channel: ContactChannel!) {\n    sendPaymentPasswordCode(channel: $channel) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n": typeof types.SendPaymentPasswordCodeDocument,
    "\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.ResetPaymentPasswordDocument,
    "\n  mutation AddBankCard($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.AddBankCardDocument,
    "\n  mutation RemoveBankCard($input: RemoveBankCardInput!) {\n    removeBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n": typeof types.RemoveBankCardDocument,
    "\n  query DownloadLinks {\n    brand {\n      downloads {\n        platform\n        url\n      }\n    }\n  }\n": typeof types.DownloadLinksDocument,
    "\n  query BrandFavicon {\n    brandTheme {\n      faviconUrl\n    }\n  }\n": typeof types.BrandFaviconDocument,
    "\n  query BrandManifest {\n    brand {\n      name\n    }\n    brandTheme {\n      colors {\n        background\n        surface\n      }\n      logoUrl\n      icons {\n        src\n        sizes\n        type\n        purpose\n      }\n    }\n  }\n": typeof types.BrandManifestDocument,
    "\n  query Shell {\n    balance {\n      total\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    # Red count badges of the member centre (null for visitors and trial accounts: nothing is fetched for them).\n    memberBadges {\n      section\n      count\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      analyticsId\n      currencySymbol\n      # The brand's wall clock: times a page shows as the brand's (maintenance, announcements) are in this zone.\n      timeZone\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    # The brand's look (colours as tokens, logo, favicon), rendered into the page on the server.\n    brandTheme {\n      scheme\n      colors {\n        background\n        surface\n        surfaceRaised\n        navigation\n        text\n        muted\n        accent\n        onAccent\n        border\n        focus\n      }\n      fontFamily\n      logoUrl\n      faviconUrl\n      brandColors\n      problems {\n        foreground\n        background\n        ratio\n        required\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      points\n      chat\n    }\n    # Customer-service answers the member has not read (null for visitors and when the chat is off).\n    chatUnreadCount\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query TransferFundPage {\n    wallets {\n      mode\n      main\n      total\n      vendors {\n        vendorCode\n        name\n        balance\n      }\n    }\n  }\n": typeof types.TransferFundPageDocument,
    "\n  mutation TransferBetweenWallets($input: WalletTransferInput!) {\n    transferBetweenWallets(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n": typeof types.TransferBetweenWalletsDocument,
    "\n  mutation TransferAllToMain($input: AllToMainInput!) {\n    transferAllToMain(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n": typeof types.TransferAllToMainDocument,
    "\n  query TransferUplinePage {\n    transferOptions {\n      isAgent\n      canSend\n      upline {\n        username\n        nickname\n      }\n      minAmount\n      maxAmount\n      paymentPasswordSet\n    }\n    balance {\n      amount\n    }\n    playerTransfers(page: 1, pageSize: 10) {\n      total\n      items {\n        id\n        direction\n        party {\n          username\n          nickname\n        }\n        amount\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.TransferUplinePageDocument,
    "\n  query TransferOptions {\n    transferOptions {\n      minAmount\n      maxAmount\n    }\n  }\n": typeof types.TransferOptionsDocument,
    "\n  query DownlineSearch($username: String!) {\n    downlineSearch(username: $username) {\n      username\n      nickname\n      level\n    }\n  }\n": typeof types.DownlineSearchDocument,
    "\n  mutation TransferToPlayer($input: PlayerTransferInput!) {\n    transferToPlayer(input: $input) {\n      ...UserErrors\n      completed\n    }\n  }\n": typeof types.TransferToPlayerDocument,
    "\n  query Balance {\n    balance {\n      total\n    }\n  }\n": typeof types.BalanceDocument,
    "\n  query WithdrawPage($page: Int!, $pageSize: Int!) {\n    withdrawSettings {\n      ...WithdrawLimits\n      dailyCount\n      usedToday\n      remainingToday\n      held\n      autoApprove\n      receiptConfirmMinutes\n      paymentPasswordSet\n      bankCards {\n        id\n        bankName\n        maskedNumber\n        accountName\n      }\n    }\n    withdrawalsAwaitingReceipt {\n      minutes\n      items {\n        ...WithdrawalRow\n      }\n    }\n    myWithdrawals(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      items {\n        ...WithdrawalRow\n      }\n    }\n  }\n": typeof types.WithdrawPageDocument,
    "\n  fragment WithdrawLimits on WithdrawSettings {\n    minAmount\n    maxAmount\n    available\n  }\n": typeof types.WithdrawLimitsFragmentDoc,
    "\n  fragment WithdrawalRow on Withdrawal {\n    id\n    amount\n    status\n    rejectReason\n    card {\n      id\n      bankName\n      maskedNumber\n      accountName\n    }\n    createdAt\n    decidedAt\n    receipt\n    receiptDeadline\n    confirmedAt\n    hasProof\n  }\n": typeof types.WithdrawalRowFragmentDoc,
    "\n  query WithdrawLimits {\n    withdrawSettings {\n      ...WithdrawLimits\n    }\n  }\n": typeof types.WithdrawLimitsDocument,
    "\n  mutation RequestWithdrawal($input: WithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...UserErrors\n      withdrawal {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RequestWithdrawalDocument,
    "\n  mutation ConfirmReceipt($input: ReceiptInput!) {\n    confirmReceipt(input: $input) {\n      ...UserErrors\n      withdrawals {\n        id\n        receipt\n      }\n    }\n  }\n": typeof types.ConfirmReceiptDocument,
    "\n  query BrandTimeZone {\n    brand {\n      timeZone\n    }\n  }\n": typeof types.BrandTimeZoneDocument,
};
const documents: Documents = {
    "\n  fragment AreaFlags on FeatureFlags {\n    points\n    favorites\n    missions\n    manualRebate\n    chat\n    agentPolicy\n  }\n": types.AreaFlagsFragmentDoc,
    "\n  query AgentTeamOverviewPage($fromDate: String!, $toDate: String!) {\n    agentTeamOverview(fromDate: $fromDate, toDate: $toDate) {\n      fromDate\n      toDate\n      timeZone\n      team {\n        ...AgentTeamFiguresFields\n      }\n      direct {\n        ...AgentTeamFiguresFields\n      }\n      days {\n        date\n        activePlayers\n        newMembers\n        deposits\n        withdrawals\n        turnover\n        validBets\n        winLoss\n        profit\n      }\n    }\n  }\n  fragment AgentTeamFiguresFields on AgentTeamFigures {\n    teamSize\n    newMembers\n    firstDepositors\n    activePlayers\n    depositCount\n    deposits\n    withdrawalCount\n    withdrawals\n    bets\n    turnover\n    validBets\n    winLoss\n    bonuses\n    rebates\n    profit\n  }\n": types.AgentTeamOverviewPageDocument,
    "\n  query AgentRevenuePage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentRevenueSort!, $direction: SortDirection!) {\n    agentRevenueReport(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalTurnover\n      totalValidBets\n      totalPayout\n      totalRevenue\n      totalCommission\n      items {\n        periodStart\n        periodEnd\n        gameType\n        bets\n        turnover\n        validBets\n        payout\n        revenue\n        rateBp\n        commission\n      }\n    }\n  }\n": types.AgentRevenuePageDocument,
    "\n  query AgentStatementsPage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentStatementSort!, $direction: SortDirection!) {\n    agentStatements(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      items {\n        ...AgentStatementFields\n      }\n      totals {\n        ...AgentStatementFields\n      }\n    }\n  }\n  fragment AgentStatementFields on AgentStatementRow {\n    periodStart\n    periodEnd\n    deposits\n    withdrawals\n    bets\n    turnover\n    validBets\n    payout\n    winLoss\n    bonuses\n    rebates\n    netRevenue\n  }\n": types.AgentStatementsPageDocument,
    "\n  query AgentDownlineTransactionsPage(\n    $filter: AgentTransactionFilter!\n    $page: Int!\n    $pageSize: Int!\n    $sort: AgentTransactionSort!\n    $direction: SortDirection!\n  ) {\n    agentDownlineTransactions(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalDeposits\n      totalWithdrawals\n      totalTransfersIn\n      totalTransfersOut\n      items {\n        id\n        time\n        username\n        type\n        amount\n        status\n        counterparty\n      }\n    }\n  }\n": types.AgentDownlineTransactionsPageDocument,
    "\n  query AgentLoginPage {\n    me {\n      account\n      isAgent\n    }\n  }\n": types.AgentLoginPageDocument,
    "\n  query AgentCentre {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n    features {\n      ...AreaFlags\n    }\n    contractInfo {\n      kinds {\n        kind\n        page\n      }\n    }\n    brand {\n      timeZone\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": types.AgentCentreDocument,
    "\n  query AgentAnnouncementsPage($page: Int!) {\n    agentDesk {\n      announcements(page: $page, pageSize: 10) {\n        page\n        pageSize\n        total\n        unread\n        items {\n          id\n          title\n          content\n          publishedAt\n          read\n        }\n      }\n    }\n  }\n": types.AgentAnnouncementsPageDocument,
    "\n  mutation MarkAgentAnnouncementsRead($input: MarkAgentAnnouncementsReadInput!) {\n    markAgentAnnouncementsRead(input: $input) {\n      ok\n      errors {\n        code\n        field\n      }\n      changed\n      unread\n    }\n  }\n": types.MarkAgentAnnouncementsReadDocument,
    "\n  query RegisterCenterPage {\n    me {\n      affiliateCode\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    agentDesk {\n      policy {\n        agentType\n        canOpenMember\n        canOpenAgent\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n  }\n": types.RegisterCenterPageDocument,
    "\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      ok\n      errors {\n        code\n        field\n        patternId\n      }\n      member {\n        username\n      }\n    }\n  }\n": types.RegisterDownlineDocument,
    "\n  fragment TeamMemberFields on TeamMember {\n    username\n    nickname\n    isAgent\n    level\n    joinedAt\n    lastLoginAt\n    balance\n    directCount\n    teamSize\n    protection\n  }\n": types.TeamMemberFieldsFragmentDoc,
    "\n  query DownlinePage($parent: String, $search: String, $page: Int!, $detail: String!, $withDetail: Boolean!) {\n    agentDesk {\n      team(parent: $parent, search: $search, page: $page, pageSize: 20) {\n        parent {\n          ...TeamMemberFields\n        }\n        path {\n          username\n          nickname\n          level\n        }\n        search\n        total\n        page\n        pageSize\n        directCount\n        teamSize\n        items {\n          ...TeamMemberFields\n        }\n      }\n      downline(username: $detail) @include(if: $withDetail) {\n        member {\n          ...TeamMemberFields\n        }\n        upline\n        depositTotal\n        depositCount\n        withdrawTotal\n        turnover\n        betCount\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n    downlineContracts(username: $detail) @include(if: $withDetail) {\n      ...ContractFields\n    }\n  }\n": types.DownlinePageDocument,
    "\n  fragment GuardedMember on Member {\n    isAgent\n    isTrial\n  }\n": types.GuardedMemberFragmentDoc,
    "\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n": types.RegisterFieldRuleFragmentDoc,
    "\n  fragment UserErrors on MutationPayload {\n    ok\n    errors {\n      code\n      field\n      patternId\n      message\n      remaining\n      until\n      limitPeriod\n      retryAfterSeconds\n    }\n  }\n": types.UserErrorsFragmentDoc,
    "\n  fragment LoginOutcome on LoginPayload {\n    ...UserErrors\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n": types.LoginOutcomeFragmentDoc,
    "\n  fragment CodeSent on CodeSentPayload {\n    ...UserErrors\n    expiredMinutes\n  }\n": types.CodeSentFragmentDoc,
    "\n  fragment FormOutcome on FormPayload {\n    ...UserErrors\n  }\n": types.FormOutcomeFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n": types.CaptchaDocument,
    "\n  query LoginCaptcha {\n    captcha {\n      id\n      image\n      turnstileSiteKey\n    }\n  }\n": types.LoginCaptchaDocument,
    "\n  query RegisterFields {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.RegisterFieldsDocument,
    "\n  query ChangePasswordPage {\n    me {\n      ...GuardedMember\n      account\n      oldPasswordNeeded\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.ChangePasswordPageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query RegisterPage {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n      mobilePasswordRegistration\n      googleLogin\n      facebookLogin\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.RegisterPageDocument,
    "\n  query Affiliate($code: String!) {\n    affiliate(code: $code) {\n      code\n      agentNickname\n    }\n  }\n": types.AffiliateDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation FreePlay {\n    freePlay {\n      ...UserErrors\n    }\n  }\n": types.FreePlayDocument,
    "\n  query LoginPage {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n    # The login modal's banner (the spec's w_login group); none, or a failed read, shows nothing.\n    loginBanners: banners(group: \"w_login\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n  }\n": types.LoginPageDocument,
    "\n  mutation SocialLogin($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.SocialLoginDocument,
    "\n  mutation SendLoginCode($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": types.SendLoginCodeDocument,
    "\n  mutation SmsLogin($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.SmsLoginDocument,
    "\n  query ForgotPasswordPage {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": types.ForgotPasswordPageDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendSecondStepCode($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n": types.SendSecondStepCodeDocument,
    "\n  mutation CompleteSecondStep($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n": types.CompleteSecondStepDocument,
    "\n  mutation SendRegisterCode($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n": types.SendRegisterCodeDocument,
    "\n  mutation ResetPasswordByPhone($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n": types.ResetPasswordByPhoneDocument,
    "\n  query ChatPage {\n    features {\n      chat\n    }\n    chatModels {\n      id\n      name\n    }\n    brand {\n      name\n      customerService {\n        type\n        url\n      }\n    }\n  }\n": types.ChatPageDocument,
    "\n  mutation LaunchChat($input: LaunchChatInput!) {\n    launchChat(input: $input) {\n      ...UserErrors\n      chatUrl\n      framed\n    }\n  }\n": types.LaunchChatDocument,
    "\n  fragment AnnouncementsBlock on AnnouncementPage {\n    items {\n      id\n      title\n      timestamp\n    }\n  }\n": types.AnnouncementsBlockFragmentDoc,
    "\n  fragment AnnouncementsDialog on AnnouncementPage {\n    page\n    totalPages\n    items {\n      id\n      title\n      content\n      promotionType\n      timestamp\n    }\n  }\n": types.AnnouncementsDialogFragmentDoc,
    "\n  fragment NoticeDialog on Notice {\n    id\n    title\n    content\n    timestamp\n  }\n": types.NoticeDialogFragmentDoc,
    "\n  fragment NoticeMarquee on Notice {\n    id\n    title\n  }\n": types.NoticeMarqueeFragmentDoc,
    "\n  fragment WinnerBoard on Winner {\n    id\n    customerName\n    gameName\n    iconUrl\n    winAmount\n    game {\n      ...GameCard\n    }\n  }\n": types.WinnerBoardFragmentDoc,
    "\n  fragment ContractTierFields on ContractTier {\n    rateBasisPoints\n    amount\n    activeCount\n    periodConsumption\n    periodLoss\n    minBetPeriod\n    endTime\n  }\n": types.ContractTierFieldsFragmentDoc,
    "\n  fragment ContractFields on Contract {\n    id\n    kind\n    period\n    status\n    requestKind\n    requestedBy\n    awaitingMe\n    mine\n    terms {\n      tiers {\n        ...ContractTierFields\n      }\n      winRateBasisPoints\n      lossRateBasisPoints\n      singleBetAmount\n    }\n    upline {\n      username\n      nickname\n    }\n    downline {\n      username\n      nickname\n    }\n    offeredAt\n    startedAt\n    endedAt\n    endReason\n  }\n": types.ContractFieldsFragmentDoc,
    "\n  query ContractDeskPage($kind: ContractKind!, $page: Int!, $pageSize: Int!, $withInfo: Boolean!) {\n    contractInfo @include(if: $withInfo) {\n      kinds {\n        kind\n        page\n      }\n    }\n    contractDesk(kind: $kind, page: $page, pageSize: $pageSize) {\n      kind\n      isAgent\n      contract {\n        ...ContractFields\n      }\n      offers {\n        ...ContractFields\n      }\n      given {\n        ...ContractFields\n      }\n      downlines {\n        username\n        nickname\n        isAgent\n      }\n      maxRateBasisPoints\n      statements {\n        total\n        page\n        pageSize\n        items {\n          id\n          contractId\n          upline\n          downline\n          periodStart\n          periodEnd\n          betCount\n          turnover\n          validBet\n          loss\n          activePlayers\n          wonValidBet\n          lostValidBet\n          tierIndex\n          tier {\n            ...ContractTierFields\n          }\n          rateBasisPoints\n          base\n          amount\n          status\n          dueAt\n          paidAt\n          payer\n        }\n      }\n    }\n  }\n": types.ContractDeskPageDocument,
    "\n  query MyContractsPage {\n    contractInfo {\n      awaiting\n      contracts {\n        ...ContractFields\n      }\n    }\n  }\n": types.MyContractsPageDocument,
    "\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": types.OfferContractDocument,
    "\n  mutation AnswerContract($input: AnswerContractInput!) {\n    answerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": types.AnswerContractDocument,
    "\n  mutation RequestContractTermination($input: ContractRefInput!) {\n    requestContractTermination(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": types.RequestContractTerminationDocument,
    "\n  mutation IssueDividend($input: IssueDividendInput!) {\n    issueDividend(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n": types.IssueDividendDocument,
    "\n  query DepositPage($depositId: ID!, $withDeposit: Boolean!) {\n    depositSettings {\n      allowDeposit\n      methods {\n        code\n        kind\n        name\n        bankTypes\n        minAmount\n        maxAmount\n      }\n    }\n    myDeposits(pageSize: 10) {\n      total\n      items {\n        ...DepositRow\n      }\n    }\n    deposit(id: $depositId) @include(if: $withDeposit) {\n      ...DepositRow\n      walletAddress\n      payeeName\n      account {\n        bankName\n        accountName\n        accountNumber\n      }\n    }\n  }\n\n  fragment DepositRow on Deposit {\n    id\n    status\n    kind\n    methodName\n    bankType\n    amount\n    createdAt\n    firstDeposit\n    paymentUrl\n    qrImageUrl\n  }\n": types.DepositPageDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...UserErrors\n      deposit {\n        id\n      }\n    }\n  }\n": types.CreateDepositDocument,
    "\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...UserErrors\n    }\n  }\n": types.CancelDepositDocument,
    "\n  fragment FeedbackList on FeedbackPage {\n    page\n    pageSize\n    total\n    items {\n      id\n      content\n      imageCount\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n": types.FeedbackListFragmentDoc,
    "\n  query FeedbackPage($page: Int!, $withList: Boolean!) {\n    me {\n      isTrial\n    }\n    myFeedback(page: $page, pageSize: 5) @include(if: $withList) {\n      ...FeedbackList\n    }\n  }\n": types.FeedbackPageDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...UserErrors\n      feedback {\n        id\n      }\n    }\n  }\n": types.SendFeedbackDocument,
    "\n  fragment GameCard on Game {\n    id\n    gameCode\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n    isFavorite\n  }\n": types.GameCardFragmentDoc,
    "\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n": types.GamePageSliceFragmentDoc,
    "\n  mutation AddFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    addFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n": types.AddFavoriteGameDocument,
    "\n  mutation RemoveFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    removeFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n": types.RemoveFavoriteGameDocument,
    "\n  query GameSlice($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": types.GameSliceDocument,
    "\n  query PlayPage($id: ID!) {\n    game(id: $id) {\n      ...GameCard\n    }\n  }\n": types.PlayPageDocument,
    "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      ...UserErrors\n      gameUrl\n      mode\n    }\n  }\n": types.LaunchGameDocument,
    "\n  query VendorLobby($vendor: String!, $gameType: String, $gameId: ID!, $withRooms: Boolean!, $offset: Int!, $limit: Int!) {\n    games(filter: { vendor: $vendor, gameType: $gameType }, offset: $offset, limit: $limit) @skip(if: $withRooms) {\n      items {\n        ...GameCard\n      }\n      total\n    }\n    game(id: $gameId) @include(if: $withRooms) {\n      ...GameCard\n    }\n    gameRooms(vendor: $vendor, gameId: $gameId) @include(if: $withRooms) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      capacity\n    }\n  }\n": types.VendorLobbyDocument,
    "\n  query LobbyPage($filter: GameFilter!, $offset: Int!, $limit: Int!, $withProviders: Boolean!) {\n    gameNavigation {\n      gameType\n      name\n      classes\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    providers @include(if: $withProviders) {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n": types.LobbyPageDocument,
    "\n  query MemberGames($page: Int!, $pageSize: Int!, $favorites: Boolean!) {\n    favoriteGames(page: $page, pageSize: $pageSize) @include(if: $favorites) {\n      ...GamePageSlice\n    }\n    recentGames(page: $page, pageSize: $pageSize) @skip(if: $favorites) {\n      ...GamePageSlice\n    }\n  }\n": types.MemberGamesDocument,
    "\n  query ProvidersPage {\n    providers {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n      gameTypes\n    }\n  }\n": types.ProvidersPageDocument,
    "\n  query HelpPage {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n": types.HelpPageDocument,
    "\n  fragment BannerCarousel on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    linkUrl\n  }\n": types.BannerCarouselFragmentDoc,
    "\n  fragment GameSection on GameSection {\n    vendor\n    category {\n      gameType\n      name\n      hasVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    games {\n      ...GamePageSlice\n    }\n  }\n": types.GameSectionFragmentDoc,
    "\n  query HomePage {\n    notices {\n      ...NoticeMarquee\n      ...NoticeDialog\n    }\n    banners(group: \"w_home\") {\n      ...BannerCarousel\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n  }\n": types.HomePageDocument,
    "\n  query HomePageWinners {\n    winnerBoard(limit: 20) {\n      ...WinnerBoard\n    }\n  }\n": types.HomePageWinnersDocument,
    "\n  query HomePageAnnouncements($page: Int!) {\n    announcements(kind: PLAYER, page: $page, pageSize: 8) {\n      ...AnnouncementsBlock\n      ...AnnouncementsDialog\n    }\n  }\n": types.HomePageAnnouncementsDocument,
    "\n  query HomePageGameSections($expand: SectionState) {\n    gameSections(expand: $expand) {\n      ...GameSection\n    }\n  }\n": types.HomePageGameSectionsDocument,
    "\n  query HomePageSectionLanes {\n    gameSections {\n      category {\n        gameType\n      }\n    }\n  }\n": types.HomePageSectionLanesDocument,
    "\n  query InboxPage($page: Int!, $pageSize: Int!, $messageId: ID!, $withMessage: Boolean!) {\n    inbox(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      unread\n      items {\n        ...InboxRow\n      }\n    }\n    inboxMessage(id: $messageId) @include(if: $withMessage) {\n      ...InboxRow\n      content\n    }\n  }\n": types.InboxPageDocument,
    "\n  fragment InboxRow on InboxMessage {\n    id\n    title\n    createdAt\n    audience\n    read\n  }\n": types.InboxRowFragmentDoc,
    "\n  mutation MarkInboxRead($input: MarkInboxReadInput!) {\n    markInboxRead(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n": types.MarkInboxReadDocument,
    "\n  mutation DeleteInboxMessages($input: DeleteInboxMessagesInput!) {\n    deleteInboxMessages(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n": types.DeleteInboxMessagesDocument,
    "\n  query VerificationPage {\n    verification {\n      status\n      ageVerified\n      kinds {\n        kind\n        state\n        reason\n        expiresAt\n        asked\n        note\n      }\n      documents {\n        id\n        kind\n        state\n        reason\n        sentAt\n      }\n      gates {\n        realPlay\n        withdraw\n        freePlay\n        depositAbove\n      }\n    }\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n": types.VerificationPageDocument,
    "\n  mutation UploadVerificationDocument($input: VerificationDocumentInput!) {\n    uploadVerificationDocument(input: $input) {\n      ...UserErrors\n      document {\n        id\n        kind\n        state\n      }\n    }\n  }\n": types.UploadVerificationDocumentDocument,
    "\n  subscription Live {\n    live {\n      kind\n      balance {\n        total\n      }\n      badges {\n        section\n        count\n      }\n    }\n  }\n": types.LiveDocument,
    "\n  subscription SiteLive {\n    siteLive {\n      kind\n      state\n      maintenanceEndTime\n    }\n  }\n": types.SiteLiveDocument,
    "\n  query LotteryGuard {\n    me {\n      ...GuardedMember\n    }\n    gameNavigation {\n      gameType\n      vendors {\n        code\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n": types.LotteryGuardDocument,
    "\n  fragment LotteryMenuGame on LotteryGame {\n    gameCode\n    nodeId\n    name\n    gameType\n    vendor\n    vendorName\n    iconUrl\n    periodSeconds\n    lockSeconds\n  }\n": types.LotteryMenuGameFragmentDoc,
    "\n  query LotteryMenu($prizeMode: LotteryPrizeMode!) {\n    lotteryMenu(prizeMode: $prizeMode) {\n      prizeMode\n      games {\n        ...LotteryMenuGame\n      }\n    }\n    recentLotteryGames {\n      ...LotteryMenuGame\n    }\n  }\n": types.LotteryMenuDocument,
    "\n  query LotteryBoard($gameCode: String!, $vn: Boolean! = false) {\n    lotteryBoard(gameCode: $gameCode, lastDraws: 10) {\n      gameCode\n      serverTime\n      current {\n        numero\n        openTime\n        closeTime\n        drawTime\n      }\n      lastDraws {\n        numero\n        digits\n        sum\n        drawTime\n      }\n      latestDraw @include(if: $vn) {\n        numero\n        digits\n        sum\n        drawTime\n      }\n    }\n  }\n": types.LotteryBoardDocument,
    "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      ...UserErrors\n      gameUrl\n    }\n  }\n": types.LaunchLotteryDocument,
    "\n  query MemberPage {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      type\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n    wallets {\n      mode\n    }\n    features {\n      ...AreaFlags\n    }\n  }\n": types.MemberPageDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      current\n      ip\n      deviceId\n      origin\n      createdAt\n      lastSeenAt\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ...UserErrors\n    }\n  }\n": types.EndSessionDocument,
    "\n  query PointMallPage(\n    $exchangeType: PointExchangeType\n    $withRewards: Boolean!\n    $withRecords: Boolean!\n    $withDetails: Boolean!\n    $pointType: PointType\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    me {\n      ...GuardedMember\n    }\n    features {\n      points\n    }\n    pointBalance {\n      points\n      convertibleAmount\n    }\n    pointRules {\n      depositRatios {\n        minDeposit\n        amountPerPoint\n      }\n      betRatios {\n        gameType\n        pointType\n        validAmountPerPoint\n      }\n      convertEnabled\n      convertRate\n      convertMinPoints\n      convertStepPoints\n      redeemMaxQuantity\n    }\n    pointRewards(exchangeType: $exchangeType) @include(if: $withRewards) {\n      redeemMaxQuantity\n      items {\n        id\n        exchangeType\n        name\n        description\n        points\n        stock\n        needsDelivery\n        maxPerMember\n        heldByMember\n      }\n    }\n    pointExchanges(page: $page, pageSize: $pageSize) @include(if: $withRecords) {\n      page\n      pageSize\n      total\n      items {\n        id\n        transactionNo\n        appliedAt\n        exchangeType\n        rewardName\n        quantity\n        pointsEach\n        pointsTotal\n        status\n        remark\n        deliveryAddress\n        phone\n      }\n    }\n    pointDetails(type: $pointType, page: $page, pageSize: $pageSize) @include(if: $withDetails) {\n      page\n      pageSize\n      total\n      items {\n        id\n        type\n        points\n        createdAt\n        balanceAfter\n      }\n    }\n  }\n": types.PointMallPageDocument,
    "\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n    }\n  }\n": types.RedeemPointRewardDocument,
    "\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n      conversion {\n        status\n      }\n    }\n  }\n": types.ConvertPointsDocument,
    "\n  query TransactionHistoryPage($filter: TransactionFilter!, $page: Int!, $pageSize: Int!, $sort: TransactionSort!, $direction: SortDirection!) {\n    transactionHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalIn\n      totalOut\n      net\n      items {\n        id\n        time\n        kind\n        type\n        status\n        amount\n        wallet\n        reference\n        method\n        bankName\n        counterparty\n        fromWallet\n        toWallet\n        gameName\n        vendor\n      }\n    }\n  }\n": types.TransactionHistoryPageDocument,
    "\n  query RecordsGameTypes {\n    gameNavigation {\n      gameType\n      name\n    }\n  }\n": types.RecordsGameTypesDocument,
    "\n  query BettingRecordsPage($filter: BetFilter!, $page: Int!, $pageSize: Int!, $sort: BetSort!, $direction: SortDirection!) {\n    bettingRecords(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalStake\n      totalValidBet\n      totalWinLoss\n      items {\n        id\n        roundId\n        time\n        gameName\n        vendorName\n        gameType\n        gameTypeName\n        stake\n        validBet\n        winLoss\n        status\n      }\n    }\n  }\n": types.BettingRecordsPageDocument,
    "\n  query PersonalProfitPage($filter: ProfitFilter!, $page: Int!, $pageSize: Int!, $sort: ProfitSort!, $direction: SortDirection!) {\n    personalProfit(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalStake\n      totalTurnover\n      totalWinLoss\n      items {\n        periodStart\n        periodEnd\n        gameType\n        gameTypeName\n        bets\n        stake\n        turnover\n        winLoss\n      }\n    }\n  }\n": types.PersonalProfitPageDocument,
    "\n  fragment GamblingLimitRow on GamblingLimit {\n    kind\n    period\n    amount\n    used\n    resetsAt\n    pending\n    pendingAmount\n    pendingEffectiveAt\n  }\n": types.GamblingLimitRowFragmentDoc,
    "\n  fragment SessionLimitFields on SessionLimit {\n    minutes\n    pending\n    pendingMinutes\n    pendingEffectiveAt\n  }\n": types.SessionLimitFieldsFragmentDoc,
    "\n  query ResponsibleGamingPage {\n    responsibleGaming {\n      tools\n      limits {\n        ...GamblingLimitRow\n      }\n      coolingOffHours\n      sessionLimit {\n        ...SessionLimitFields\n      }\n      realityCheckMinutes\n      brandRealityCheckMinutes\n      selfExclusionAlsoOn\n      changes {\n        what\n        kind\n        period\n        from\n        to\n        fromMinutes\n        toMinutes\n        length\n        effectiveAt\n        endsAt\n        createdAt\n        sessionId\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n": types.ResponsibleGamingPageDocument,
    "\n  mutation SetGamblingLimit($input: GamblingLimitInput!) {\n    setGamblingLimit(input: $input) {\n      ...UserErrors\n      limit {\n        ...GamblingLimitRow\n      }\n    }\n  }\n": types.SetGamblingLimitDocument,
    "\n  mutation StartExclusion($input: ExclusionInput!) {\n    startExclusion(input: $input) {\n      ...UserErrors\n      endsAt\n    }\n  }\n": types.StartExclusionDocument,
    "\n  mutation CloseAccount($input: CloseAccountInput!) {\n    closeAccount(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.CloseAccountDocument,
    "\n  mutation SetSessionLimit($input: MinutesInput!) {\n    setSessionLimit(input: $input) {\n      ...UserErrors\n      sessionLimit {\n        ...SessionLimitFields\n      }\n    }\n  }\n": types.SetSessionLimitDocument,
    "\n  mutation SetRealityCheck($input: MinutesInput!) {\n    setRealityCheck(input: $input) {\n      ...UserErrors\n      realityCheckMinutes\n    }\n  }\n": types.SetRealityCheckDocument,
    "\n  query PlaySession {\n    playSession {\n      startedAt\n      endsAt\n      realityCheckMinutes\n      stakes\n      net\n      rounds\n    }\n    brand {\n      timeZone\n    }\n  }\n": types.PlaySessionDocument,
    "\n  query UserErrorFormats {\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n": types.UserErrorFormatsDocument,
    "\n  fragment PromotionCard on RewardPromotion {\n    id\n    promotionType\n    category\n    kind\n    title\n    content\n    bonus\n    turnoverMultiplier\n    target\n    rafflePrizes\n    startsAt\n    endsAt\n    status\n    progress\n    claimedAmount\n  }\n": types.PromotionCardFragmentDoc,
    "\n  query RewardPromotions($category: String) {\n    rewardPromotions(category: $category) {\n      categories\n      items {\n        ...PromotionCard\n      }\n    }\n  }\n": types.RewardPromotionsDocument,
    "\n  query PromotionDetail($id: ID, $type: String) {\n    rewardPromotion(id: $id, promotionType: $type) {\n      ...PromotionCard\n    }\n  }\n": types.PromotionDetailDocument,
    "\n  query BonusDetails {\n    bonuses {\n      id\n      kind\n      promotionId\n      title\n      category\n      amount\n      paidAt\n      turnoverRequired\n      turnoverDone\n      completed\n    }\n  }\n": types.BonusDetailsDocument,
    "\n  query MissionsPage($missionId: ID!, $withMission: Boolean!) {\n    missions {\n      id\n      title\n      gameType\n      progress\n      target\n      reachedMilestones\n      claimableMilestones\n      milestoneCount\n    }\n    mission(id: $missionId) @include(if: $withMission) {\n      id\n      title\n      progress\n      milestones {\n        step\n        target\n        reward\n        reached\n        claimed\n      }\n      leaderboard {\n        rank\n        username\n        reachedValue\n        me\n      }\n      myRank\n      myValue\n    }\n  }\n": types.MissionsPageDocument,
    "\n  query RebatePage {\n    rebate {\n      from\n      to\n      total\n      lines {\n        gameType\n        validBets\n        rateBp\n        rebate\n      }\n      claims {\n        id\n        from\n        to\n        amount\n        claimedAt\n      }\n    }\n  }\n": types.RebatePageDocument,
    "\n  query ReferralPage {\n    referral {\n      code\n      registerPath\n      totalInvitations\n      totalReward\n      rewardPerInvitee\n      minFirstDeposit\n      invitations {\n        username\n        joinedAt\n        status\n        reward\n        paidAt\n      }\n    }\n  }\n": types.ReferralPageDocument,
    "\n  mutation JoinPromotion($input: PromotionInput!) {\n    joinPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n": types.JoinPromotionDocument,
    "\n  mutation ClaimPromotion($input: PromotionInput!) {\n    claimPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n": types.ClaimPromotionDocument,
    "\n  mutation ClaimRaffle($input: PromotionInput!) {\n    claimRaffle(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n": types.ClaimRaffleDocument,
    "\n  mutation ClaimMissionReward($input: MissionRewardInput!) {\n    claimMissionReward(input: $input) {\n      ...UserErrors\n      reward\n    }\n  }\n": types.ClaimMissionRewardDocument,
    "\n  mutation ClaimRebate {\n    claimRebate {\n      ...UserErrors\n      amount\n    }\n  }\n": types.ClaimRebateDocument,
    "\n  query VipPage {\n    vip {\n      level\n      deposits\n      validBets\n      next {\n        level\n        minDeposit\n        minValidBet\n      }\n      levels {\n        level\n        minDeposit\n        minValidBet\n      }\n    }\n  }\n": types.VipPageDocument,
    "\n  query SecurityCentrePage {\n    securityCentre {\n      profile {\n        nickname\n        realName\n        birthday\n        address\n        nationality\n        occupation\n        incomeSource\n        zalo\n        telegram\n      }\n      profileFields {\n        field\n        required\n      }\n      realNameLocked\n      nationalities\n      incomeSources\n      hasPaymentPassword\n      countryDialingCode\n      mobile\n      email\n      zaloBonusMax\n      bankCards {\n        cards {\n          id\n          bankName\n          maskedNumber\n          accountName\n          addedAt\n        }\n        limit\n        banks\n        realName\n      }\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n": types.SecurityCentrePageDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SendContactCode($input: ContactInput!) {\n    sendContactCode(input: $input) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n": types.SendContactCodeDocument,
    "\n  mutation BindContact($input: BindContactInput!) {\n    bindContact(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.BindContactDocument,
    "\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.SetPaymentPasswordDocument,
    "\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.ChangePaymentPasswordDocument,
    "\n  mutation SendPaymentPasswordCode($channel: ContactChannel!) {\n    sendPaymentPasswordCode(channel: $channel) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n": types.SendPaymentPasswordCodeDocument,
    "\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.ResetPaymentPasswordDocument,
    "\n  mutation AddBankCard($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.AddBankCardDocument,
    "\n  mutation RemoveBankCard($input: RemoveBankCardInput!) {\n    removeBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n": types.RemoveBankCardDocument,
    "\n  query DownloadLinks {\n    brand {\n      downloads {\n        platform\n        url\n      }\n    }\n  }\n": types.DownloadLinksDocument,
    "\n  query BrandFavicon {\n    brandTheme {\n      faviconUrl\n    }\n  }\n": types.BrandFaviconDocument,
    "\n  query BrandManifest {\n    brand {\n      name\n    }\n    brandTheme {\n      colors {\n        background\n        surface\n      }\n      logoUrl\n      icons {\n        src\n        sizes\n        type\n        purpose\n      }\n    }\n  }\n": types.BrandManifestDocument,
    "\n  query Shell {\n    balance {\n      total\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    # Red count badges of the member centre (null for visitors and trial accounts: nothing is fetched for them).\n    memberBadges {\n      section\n      count\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      analyticsId\n      currencySymbol\n      # The brand's wall clock: times a page shows as the brand's (maintenance, announcements) are in this zone.\n      timeZone\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    # The brand's look (colours as tokens, logo, favicon), rendered into the page on the server.\n    brandTheme {\n      scheme\n      colors {\n        background\n        surface\n        surfaceRaised\n        navigation\n        text\n        muted\n        accent\n        onAccent\n        border\n        focus\n      }\n      fontFamily\n      logoUrl\n      faviconUrl\n      brandColors\n      problems {\n        foreground\n        background\n        ratio\n        required\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      points\n      chat\n    }\n    # Customer-service answers the member has not read (null for visitors and when the chat is off).\n    chatUnreadCount\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n": types.ShellDocument,
    "\n  query TransferFundPage {\n    wallets {\n      mode\n      main\n      total\n      vendors {\n        vendorCode\n        name\n        balance\n      }\n    }\n  }\n": types.TransferFundPageDocument,
    "\n  mutation TransferBetweenWallets($input: WalletTransferInput!) {\n    transferBetweenWallets(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n": types.TransferBetweenWalletsDocument,
    "\n  mutation TransferAllToMain($input: AllToMainInput!) {\n    transferAllToMain(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n": types.TransferAllToMainDocument,
    "\n  query TransferUplinePage {\n    transferOptions {\n      isAgent\n      canSend\n      upline {\n        username\n        nickname\n      }\n      minAmount\n      maxAmount\n      paymentPasswordSet\n    }\n    balance {\n      amount\n    }\n    playerTransfers(page: 1, pageSize: 10) {\n      total\n      items {\n        id\n        direction\n        party {\n          username\n          nickname\n        }\n        amount\n        status\n        createdAt\n      }\n    }\n  }\n": types.TransferUplinePageDocument,
    "\n  query TransferOptions {\n    transferOptions {\n      minAmount\n      maxAmount\n    }\n  }\n": types.TransferOptionsDocument,
    "\n  query DownlineSearch($username: String!) {\n    downlineSearch(username: $username) {\n      username\n      nickname\n      level\n    }\n  }\n": types.DownlineSearchDocument,
    "\n  mutation TransferToPlayer($input: PlayerTransferInput!) {\n    transferToPlayer(input: $input) {\n      ...UserErrors\n      completed\n    }\n  }\n": types.TransferToPlayerDocument,
    "\n  query Balance {\n    balance {\n      total\n    }\n  }\n": types.BalanceDocument,
    "\n  query WithdrawPage($page: Int!, $pageSize: Int!) {\n    withdrawSettings {\n      ...WithdrawLimits\n      dailyCount\n      usedToday\n      remainingToday\n      held\n      autoApprove\n      receiptConfirmMinutes\n      paymentPasswordSet\n      bankCards {\n        id\n        bankName\n        maskedNumber\n        accountName\n      }\n    }\n    withdrawalsAwaitingReceipt {\n      minutes\n      items {\n        ...WithdrawalRow\n      }\n    }\n    myWithdrawals(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      items {\n        ...WithdrawalRow\n      }\n    }\n  }\n": types.WithdrawPageDocument,
    "\n  fragment WithdrawLimits on WithdrawSettings {\n    minAmount\n    maxAmount\n    available\n  }\n": types.WithdrawLimitsFragmentDoc,
    "\n  fragment WithdrawalRow on Withdrawal {\n    id\n    amount\n    status\n    rejectReason\n    card {\n      id\n      bankName\n      maskedNumber\n      accountName\n    }\n    createdAt\n    decidedAt\n    receipt\n    receiptDeadline\n    confirmedAt\n    hasProof\n  }\n": types.WithdrawalRowFragmentDoc,
    "\n  query WithdrawLimits {\n    withdrawSettings {\n      ...WithdrawLimits\n    }\n  }\n": types.WithdrawLimitsDocument,
    "\n  mutation RequestWithdrawal($input: WithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...UserErrors\n      withdrawal {\n        id\n        status\n      }\n    }\n  }\n": types.RequestWithdrawalDocument,
    "\n  mutation ConfirmReceipt($input: ReceiptInput!) {\n    confirmReceipt(input: $input) {\n      ...UserErrors\n      withdrawals {\n        id\n        receipt\n      }\n    }\n  }\n": types.ConfirmReceiptDocument,
    "\n  query BrandTimeZone {\n    brand {\n      timeZone\n    }\n  }\n": types.BrandTimeZoneDocument,
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
export function graphql(source: "\n  fragment AreaFlags on FeatureFlags {\n    points\n    favorites\n    missions\n    manualRebate\n    chat\n    agentPolicy\n  }\n"): (typeof documents)["\n  fragment AreaFlags on FeatureFlags {\n    points\n    favorites\n    missions\n    manualRebate\n    chat\n    agentPolicy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentTeamOverviewPage($fromDate: String!, $toDate: String!) {\n    agentTeamOverview(fromDate: $fromDate, toDate: $toDate) {\n      fromDate\n      toDate\n      timeZone\n      team {\n        ...AgentTeamFiguresFields\n      }\n      direct {\n        ...AgentTeamFiguresFields\n      }\n      days {\n        date\n        activePlayers\n        newMembers\n        deposits\n        withdrawals\n        turnover\n        validBets\n        winLoss\n        profit\n      }\n    }\n  }\n  fragment AgentTeamFiguresFields on AgentTeamFigures {\n    teamSize\n    newMembers\n    firstDepositors\n    activePlayers\n    depositCount\n    deposits\n    withdrawalCount\n    withdrawals\n    bets\n    turnover\n    validBets\n    winLoss\n    bonuses\n    rebates\n    profit\n  }\n"): (typeof documents)["\n  query AgentTeamOverviewPage($fromDate: String!, $toDate: String!) {\n    agentTeamOverview(fromDate: $fromDate, toDate: $toDate) {\n      fromDate\n      toDate\n      timeZone\n      team {\n        ...AgentTeamFiguresFields\n      }\n      direct {\n        ...AgentTeamFiguresFields\n      }\n      days {\n        date\n        activePlayers\n        newMembers\n        deposits\n        withdrawals\n        turnover\n        validBets\n        winLoss\n        profit\n      }\n    }\n  }\n  fragment AgentTeamFiguresFields on AgentTeamFigures {\n    teamSize\n    newMembers\n    firstDepositors\n    activePlayers\n    depositCount\n    deposits\n    withdrawalCount\n    withdrawals\n    bets\n    turnover\n    validBets\n    winLoss\n    bonuses\n    rebates\n    profit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentRevenuePage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentRevenueSort!, $direction: SortDirection!) {\n    agentRevenueReport(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalTurnover\n      totalValidBets\n      totalPayout\n      totalRevenue\n      totalCommission\n      items {\n        periodStart\n        periodEnd\n        gameType\n        bets\n        turnover\n        validBets\n        payout\n        revenue\n        rateBp\n        commission\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentRevenuePage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentRevenueSort!, $direction: SortDirection!) {\n    agentRevenueReport(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalTurnover\n      totalValidBets\n      totalPayout\n      totalRevenue\n      totalCommission\n      items {\n        periodStart\n        periodEnd\n        gameType\n        bets\n        turnover\n        validBets\n        payout\n        revenue\n        rateBp\n        commission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentStatementsPage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentStatementSort!, $direction: SortDirection!) {\n    agentStatements(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      items {\n        ...AgentStatementFields\n      }\n      totals {\n        ...AgentStatementFields\n      }\n    }\n  }\n  fragment AgentStatementFields on AgentStatementRow {\n    periodStart\n    periodEnd\n    deposits\n    withdrawals\n    bets\n    turnover\n    validBets\n    payout\n    winLoss\n    bonuses\n    rebates\n    netRevenue\n  }\n"): (typeof documents)["\n  query AgentStatementsPage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentStatementSort!, $direction: SortDirection!) {\n    agentStatements(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      items {\n        ...AgentStatementFields\n      }\n      totals {\n        ...AgentStatementFields\n      }\n    }\n  }\n  fragment AgentStatementFields on AgentStatementRow {\n    periodStart\n    periodEnd\n    deposits\n    withdrawals\n    bets\n    turnover\n    validBets\n    payout\n    winLoss\n    bonuses\n    rebates\n    netRevenue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentDownlineTransactionsPage(\n    $filter: AgentTransactionFilter!\n    $page: Int!\n    $pageSize: Int!\n    $sort: AgentTransactionSort!\n    $direction: SortDirection!\n  ) {\n    agentDownlineTransactions(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalDeposits\n      totalWithdrawals\n      totalTransfersIn\n      totalTransfersOut\n      items {\n        id\n        time\n        username\n        type\n        amount\n        status\n        counterparty\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentDownlineTransactionsPage(\n    $filter: AgentTransactionFilter!\n    $page: Int!\n    $pageSize: Int!\n    $sort: AgentTransactionSort!\n    $direction: SortDirection!\n  ) {\n    agentDownlineTransactions(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalDeposits\n      totalWithdrawals\n      totalTransfersIn\n      totalTransfersOut\n      items {\n        id\n        time\n        username\n        type\n        amount\n        status\n        counterparty\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentLoginPage {\n    me {\n      account\n      isAgent\n    }\n  }\n"): (typeof documents)["\n  query AgentLoginPage {\n    me {\n      account\n      isAgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentCentre {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n    features {\n      ...AreaFlags\n    }\n    contractInfo {\n      kinds {\n        kind\n        page\n      }\n    }\n    brand {\n      timeZone\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentCentre {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      affiliateCode\n      previousLoginTime\n    }\n    balance {\n      amount\n    }\n    features {\n      ...AreaFlags\n    }\n    contractInfo {\n      kinds {\n        kind\n        page\n      }\n    }\n    brand {\n      timeZone\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentAnnouncementsPage($page: Int!) {\n    agentDesk {\n      announcements(page: $page, pageSize: 10) {\n        page\n        pageSize\n        total\n        unread\n        items {\n          id\n          title\n          content\n          publishedAt\n          read\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentAnnouncementsPage($page: Int!) {\n    agentDesk {\n      announcements(page: $page, pageSize: 10) {\n        page\n        pageSize\n        total\n        unread\n        items {\n          id\n          title\n          content\n          publishedAt\n          read\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAgentAnnouncementsRead($input: MarkAgentAnnouncementsReadInput!) {\n    markAgentAnnouncementsRead(input: $input) {\n      ok\n      errors {\n        code\n        field\n      }\n      changed\n      unread\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAgentAnnouncementsRead($input: MarkAgentAnnouncementsReadInput!) {\n    markAgentAnnouncementsRead(input: $input) {\n      ok\n      errors {\n        code\n        field\n      }\n      changed\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterCenterPage {\n    me {\n      affiliateCode\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    agentDesk {\n      policy {\n        agentType\n        canOpenMember\n        canOpenAgent\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegisterCenterPage {\n    me {\n      affiliateCode\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    agentDesk {\n      policy {\n        agentType\n        canOpenMember\n        canOpenAgent\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      ok\n      errors {\n        code\n        field\n        patternId\n      }\n      member {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      ok\n      errors {\n        code\n        field\n        patternId\n      }\n      member {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberFields on TeamMember {\n    username\n    nickname\n    isAgent\n    level\n    joinedAt\n    lastLoginAt\n    balance\n    directCount\n    teamSize\n    protection\n  }\n"): (typeof documents)["\n  fragment TeamMemberFields on TeamMember {\n    username\n    nickname\n    isAgent\n    level\n    joinedAt\n    lastLoginAt\n    balance\n    directCount\n    teamSize\n    protection\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownlinePage($parent: String, $search: String, $page: Int!, $detail: String!, $withDetail: Boolean!) {\n    agentDesk {\n      team(parent: $parent, search: $search, page: $page, pageSize: 20) {\n        parent {\n          ...TeamMemberFields\n        }\n        path {\n          username\n          nickname\n          level\n        }\n        search\n        total\n        page\n        pageSize\n        directCount\n        teamSize\n        items {\n          ...TeamMemberFields\n        }\n      }\n      downline(username: $detail) @include(if: $withDetail) {\n        member {\n          ...TeamMemberFields\n        }\n        upline\n        depositTotal\n        depositCount\n        withdrawTotal\n        turnover\n        betCount\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n    downlineContracts(username: $detail) @include(if: $withDetail) {\n      ...ContractFields\n    }\n  }\n"): (typeof documents)["\n  query DownlinePage($parent: String, $search: String, $page: Int!, $detail: String!, $withDetail: Boolean!) {\n    agentDesk {\n      team(parent: $parent, search: $search, page: $page, pageSize: 20) {\n        parent {\n          ...TeamMemberFields\n        }\n        path {\n          username\n          nickname\n          level\n        }\n        search\n        total\n        page\n        pageSize\n        directCount\n        teamSize\n        items {\n          ...TeamMemberFields\n        }\n      }\n      downline(username: $detail) @include(if: $withDetail) {\n        member {\n          ...TeamMemberFields\n        }\n        upline\n        depositTotal\n        depositCount\n        withdrawTotal\n        turnover\n        betCount\n        rebates {\n          product\n          rateBasisPoints\n        }\n      }\n    }\n    downlineContracts(username: $detail) @include(if: $withDetail) {\n      ...ContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuardedMember on Member {\n    isAgent\n    isTrial\n  }\n"): (typeof documents)["\n  fragment GuardedMember on Member {\n    isAgent\n    isTrial\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n"): (typeof documents)["\n  fragment RegisterFieldRule on RegisterField {\n    field\n    enabled\n    required\n    acceptedPattern\n    patternId\n    minLength\n    maxLength\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrors on MutationPayload {\n    ok\n    errors {\n      code\n      field\n      patternId\n      message\n      remaining\n      until\n      limitPeriod\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment UserErrors on MutationPayload {\n    ok\n    errors {\n      code\n      field\n      patternId\n      message\n      remaining\n      until\n      limitPeriod\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginOutcome on LoginPayload {\n    ...UserErrors\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n"): (typeof documents)["\n  fragment LoginOutcome on LoginPayload {\n    ...UserErrors\n    captchaRequired\n    passwordExpired\n    passwordIsDefault\n    needSecondStep\n    secondStepMethods\n    member {\n      isAgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeSent on CodeSentPayload {\n    ...UserErrors\n    expiredMinutes\n  }\n"): (typeof documents)["\n  fragment CodeSent on CodeSentPayload {\n    ...UserErrors\n    expiredMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormOutcome on FormPayload {\n    ...UserErrors\n  }\n"): (typeof documents)["\n  fragment FormOutcome on FormPayload {\n    ...UserErrors\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginCaptcha {\n    captcha {\n      id\n      image\n      turnstileSiteKey\n    }\n  }\n"): (typeof documents)["\n  query LoginCaptcha {\n    captcha {\n      id\n      image\n      turnstileSiteKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterFields {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query RegisterFields {\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangePasswordPage {\n    me {\n      ...GuardedMember\n      account\n      oldPasswordNeeded\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query ChangePasswordPage {\n    me {\n      ...GuardedMember\n      account\n      oldPasswordNeeded\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterPage {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n      mobilePasswordRegistration\n      googleLogin\n      facebookLogin\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query RegisterPage {\n    features {\n      directRegistration\n      usernameRegistration\n      mobileRegistration\n      registrationMobileVerification\n      mobilePasswordRegistration\n      googleLogin\n      facebookLogin\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Affiliate($code: String!) {\n    affiliate(code: $code) {\n      code\n      agentNickname\n    }\n  }\n"): (typeof documents)["\n  query Affiliate($code: String!) {\n    affiliate(code: $code) {\n      code\n      agentNickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FreePlay {\n    freePlay {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation FreePlay {\n    freePlay {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginPage {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n    # The login modal's banner (the spec's w_login group); none, or a failed read, shows nothing.\n    loginBanners: banners(group: \"w_login\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n  }\n"): (typeof documents)["\n  query LoginPage {\n    features {\n      verificationCodeLogin\n      googleLogin\n      facebookLogin\n    }\n    # The login modal's banner (the spec's w_login group); none, or a failed read, shows nothing.\n    loginBanners: banners(group: \"w_login\") {\n      id\n      title\n      imageUrl\n      linkType\n      linkUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLogin($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation SocialLogin($input: SocialLoginInput!) {\n    loginWithSocial(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendLoginCode($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"): (typeof documents)["\n  mutation SendLoginCode($input: MobileInput!) {\n    sendLoginCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SmsLogin($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation SmsLogin($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForgotPasswordPage {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ForgotPasswordPage {\n    features {\n      passwordResetByMail\n      passwordResetByPhone\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n    brand {\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSecondStepCode($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n"): (typeof documents)["\n  mutation SendSecondStepCode($method: SecondStepMethod!) {\n    sendSecondStepCode(method: $method) {\n      ...CodeSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSecondStep($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSecondStep($input: SecondStepInput!) {\n    completeSecondStep(input: $input) {\n      ...LoginOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRegisterCode($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"): (typeof documents)["\n  mutation SendRegisterCode($input: MobileInput!) {\n    sendRegisterCode(input: $input) {\n      ...CodeSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByPhone($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByPhone($input: PhonePasswordResetInput!) {\n    resetPasswordByPhone(input: $input) {\n      ...FormOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatPage {\n    features {\n      chat\n    }\n    chatModels {\n      id\n      name\n    }\n    brand {\n      name\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatPage {\n    features {\n      chat\n    }\n    chatModels {\n      id\n      name\n    }\n    brand {\n      name\n      customerService {\n        type\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchChat($input: LaunchChatInput!) {\n    launchChat(input: $input) {\n      ...UserErrors\n      chatUrl\n      framed\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchChat($input: LaunchChatInput!) {\n    launchChat(input: $input) {\n      ...UserErrors\n      chatUrl\n      framed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementsBlock on AnnouncementPage {\n    items {\n      id\n      title\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment AnnouncementsBlock on AnnouncementPage {\n    items {\n      id\n      title\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementsDialog on AnnouncementPage {\n    page\n    totalPages\n    items {\n      id\n      title\n      content\n      promotionType\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment AnnouncementsDialog on AnnouncementPage {\n    page\n    totalPages\n    items {\n      id\n      title\n      content\n      promotionType\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeDialog on Notice {\n    id\n    title\n    content\n    timestamp\n  }\n"): (typeof documents)["\n  fragment NoticeDialog on Notice {\n    id\n    title\n    content\n    timestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeMarquee on Notice {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment NoticeMarquee on Notice {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WinnerBoard on Winner {\n    id\n    customerName\n    gameName\n    iconUrl\n    winAmount\n    game {\n      ...GameCard\n    }\n  }\n"): (typeof documents)["\n  fragment WinnerBoard on Winner {\n    id\n    customerName\n    gameName\n    iconUrl\n    winAmount\n    game {\n      ...GameCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractTierFields on ContractTier {\n    rateBasisPoints\n    amount\n    activeCount\n    periodConsumption\n    periodLoss\n    minBetPeriod\n    endTime\n  }\n"): (typeof documents)["\n  fragment ContractTierFields on ContractTier {\n    rateBasisPoints\n    amount\n    activeCount\n    periodConsumption\n    periodLoss\n    minBetPeriod\n    endTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractFields on Contract {\n    id\n    kind\n    period\n    status\n    requestKind\n    requestedBy\n    awaitingMe\n    mine\n    terms {\n      tiers {\n        ...ContractTierFields\n      }\n      winRateBasisPoints\n      lossRateBasisPoints\n      singleBetAmount\n    }\n    upline {\n      username\n      nickname\n    }\n    downline {\n      username\n      nickname\n    }\n    offeredAt\n    startedAt\n    endedAt\n    endReason\n  }\n"): (typeof documents)["\n  fragment ContractFields on Contract {\n    id\n    kind\n    period\n    status\n    requestKind\n    requestedBy\n    awaitingMe\n    mine\n    terms {\n      tiers {\n        ...ContractTierFields\n      }\n      winRateBasisPoints\n      lossRateBasisPoints\n      singleBetAmount\n    }\n    upline {\n      username\n      nickname\n    }\n    downline {\n      username\n      nickname\n    }\n    offeredAt\n    startedAt\n    endedAt\n    endReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractDeskPage($kind: ContractKind!, $page: Int!, $pageSize: Int!, $withInfo: Boolean!) {\n    contractInfo @include(if: $withInfo) {\n      kinds {\n        kind\n        page\n      }\n    }\n    contractDesk(kind: $kind, page: $page, pageSize: $pageSize) {\n      kind\n      isAgent\n      contract {\n        ...ContractFields\n      }\n      offers {\n        ...ContractFields\n      }\n      given {\n        ...ContractFields\n      }\n      downlines {\n        username\n        nickname\n        isAgent\n      }\n      maxRateBasisPoints\n      statements {\n        total\n        page\n        pageSize\n        items {\n          id\n          contractId\n          upline\n          downline\n          periodStart\n          periodEnd\n          betCount\n          turnover\n          validBet\n          loss\n          activePlayers\n          wonValidBet\n          lostValidBet\n          tierIndex\n          tier {\n            ...ContractTierFields\n          }\n          rateBasisPoints\n          base\n          amount\n          status\n          dueAt\n          paidAt\n          payer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractDeskPage($kind: ContractKind!, $page: Int!, $pageSize: Int!, $withInfo: Boolean!) {\n    contractInfo @include(if: $withInfo) {\n      kinds {\n        kind\n        page\n      }\n    }\n    contractDesk(kind: $kind, page: $page, pageSize: $pageSize) {\n      kind\n      isAgent\n      contract {\n        ...ContractFields\n      }\n      offers {\n        ...ContractFields\n      }\n      given {\n        ...ContractFields\n      }\n      downlines {\n        username\n        nickname\n        isAgent\n      }\n      maxRateBasisPoints\n      statements {\n        total\n        page\n        pageSize\n        items {\n          id\n          contractId\n          upline\n          downline\n          periodStart\n          periodEnd\n          betCount\n          turnover\n          validBet\n          loss\n          activePlayers\n          wonValidBet\n          lostValidBet\n          tierIndex\n          tier {\n            ...ContractTierFields\n          }\n          rateBasisPoints\n          base\n          amount\n          status\n          dueAt\n          paidAt\n          payer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContractsPage {\n    contractInfo {\n      awaiting\n      contracts {\n        ...ContractFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyContractsPage {\n    contractInfo {\n      awaiting\n      contracts {\n        ...ContractFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerContract($input: AnswerContractInput!) {\n    answerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerContract($input: AnswerContractInput!) {\n    answerContract(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestContractTermination($input: ContractRefInput!) {\n    requestContractTermination(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestContractTermination($input: ContractRefInput!) {\n    requestContractTermination(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueDividend($input: IssueDividendInput!) {\n    issueDividend(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation IssueDividend($input: IssueDividendInput!) {\n    issueDividend(input: $input) {\n      ...UserErrors\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositPage($depositId: ID!, $withDeposit: Boolean!) {\n    depositSettings {\n      allowDeposit\n      methods {\n        code\n        kind\n        name\n        bankTypes\n        minAmount\n        maxAmount\n      }\n    }\n    myDeposits(pageSize: 10) {\n      total\n      items {\n        ...DepositRow\n      }\n    }\n    deposit(id: $depositId) @include(if: $withDeposit) {\n      ...DepositRow\n      walletAddress\n      payeeName\n      account {\n        bankName\n        accountName\n        accountNumber\n      }\n    }\n  }\n\n  fragment DepositRow on Deposit {\n    id\n    status\n    kind\n    methodName\n    bankType\n    amount\n    createdAt\n    firstDeposit\n    paymentUrl\n    qrImageUrl\n  }\n"): (typeof documents)["\n  query DepositPage($depositId: ID!, $withDeposit: Boolean!) {\n    depositSettings {\n      allowDeposit\n      methods {\n        code\n        kind\n        name\n        bankTypes\n        minAmount\n        maxAmount\n      }\n    }\n    myDeposits(pageSize: 10) {\n      total\n      items {\n        ...DepositRow\n      }\n    }\n    deposit(id: $depositId) @include(if: $withDeposit) {\n      ...DepositRow\n      walletAddress\n      payeeName\n      account {\n        bankName\n        accountName\n        accountNumber\n      }\n    }\n  }\n\n  fragment DepositRow on Deposit {\n    id\n    status\n    kind\n    methodName\n    bankType\n    amount\n    createdAt\n    firstDeposit\n    paymentUrl\n    qrImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...UserErrors\n      deposit {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...UserErrors\n      deposit {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackList on FeedbackPage {\n    page\n    pageSize\n    total\n    items {\n      id\n      content\n      imageCount\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment FeedbackList on FeedbackPage {\n    page\n    pageSize\n    total\n    items {\n      id\n      content\n      imageCount\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackPage($page: Int!, $withList: Boolean!) {\n    me {\n      isTrial\n    }\n    myFeedback(page: $page, pageSize: 5) @include(if: $withList) {\n      ...FeedbackList\n    }\n  }\n"): (typeof documents)["\n  query FeedbackPage($page: Int!, $withList: Boolean!) {\n    me {\n      isTrial\n    }\n    myFeedback(page: $page, pageSize: 5) @include(if: $withList) {\n      ...FeedbackList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...UserErrors\n      feedback {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...UserErrors\n      feedback {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameCard on Game {\n    id\n    gameCode\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n    isFavorite\n  }\n"): (typeof documents)["\n  fragment GameCard on Game {\n    id\n    gameCode\n    name\n    iconUrl\n    vendor\n    gameType\n    hasFreeTrial\n    isHot\n    isNew\n    launchKind\n    isFavorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n"): (typeof documents)["\n  fragment GamePageSlice on GamePage {\n    offset\n    total\n    hasMore\n    items {\n      ...GameCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    addFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    addFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    removeFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {\n    removeFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {\n      ...UserErrors\n      gameId\n      isFavorite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameSlice($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"): (typeof documents)["\n  query GameSlice($filter: GameFilter!, $offset: Int!, $limit: Int!) {\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayPage($id: ID!) {\n    game(id: $id) {\n      ...GameCard\n    }\n  }\n"): (typeof documents)["\n  query PlayPage($id: ID!) {\n    game(id: $id) {\n      ...GameCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      ...UserErrors\n      gameUrl\n      mode\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      ...UserErrors\n      gameUrl\n      mode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorLobby($vendor: String!, $gameType: String, $gameId: ID!, $withRooms: Boolean!, $offset: Int!, $limit: Int!) {\n    games(filter: { vendor: $vendor, gameType: $gameType }, offset: $offset, limit: $limit) @skip(if: $withRooms) {\n      items {\n        ...GameCard\n      }\n      total\n    }\n    game(id: $gameId) @include(if: $withRooms) {\n      ...GameCard\n    }\n    gameRooms(vendor: $vendor, gameId: $gameId) @include(if: $withRooms) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      capacity\n    }\n  }\n"): (typeof documents)["\n  query VendorLobby($vendor: String!, $gameType: String, $gameId: ID!, $withRooms: Boolean!, $offset: Int!, $limit: Int!) {\n    games(filter: { vendor: $vendor, gameType: $gameType }, offset: $offset, limit: $limit) @skip(if: $withRooms) {\n      items {\n        ...GameCard\n      }\n      total\n    }\n    game(id: $gameId) @include(if: $withRooms) {\n      ...GameCard\n    }\n    gameRooms(vendor: $vendor, gameId: $gameId) @include(if: $withRooms) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      capacity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LobbyPage($filter: GameFilter!, $offset: Int!, $limit: Int!, $withProviders: Boolean!) {\n    gameNavigation {\n      gameType\n      name\n      classes\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    providers @include(if: $withProviders) {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"): (typeof documents)["\n  query LobbyPage($filter: GameFilter!, $offset: Int!, $limit: Int!, $withProviders: Boolean!) {\n    gameNavigation {\n      gameType\n      name\n      classes\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    providers @include(if: $withProviders) {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n    }\n    games(filter: $filter, offset: $offset, limit: $limit) {\n      ...GamePageSlice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberGames($page: Int!, $pageSize: Int!, $favorites: Boolean!) {\n    favoriteGames(page: $page, pageSize: $pageSize) @include(if: $favorites) {\n      ...GamePageSlice\n    }\n    recentGames(page: $page, pageSize: $pageSize) @skip(if: $favorites) {\n      ...GamePageSlice\n    }\n  }\n"): (typeof documents)["\n  query MemberGames($page: Int!, $pageSize: Int!, $favorites: Boolean!) {\n    favoriteGames(page: $page, pageSize: $pageSize) @include(if: $favorites) {\n      ...GamePageSlice\n    }\n    recentGames(page: $page, pageSize: $pageSize) @skip(if: $favorites) {\n      ...GamePageSlice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProvidersPage {\n    providers {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n      gameTypes\n    }\n  }\n"): (typeof documents)["\n  query ProvidersPage {\n    providers {\n      vendor {\n        code\n        name\n        logoUrl\n      }\n      gameTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpPage {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n"): (typeof documents)["\n  query HelpPage {\n    helpArticles {\n      id\n      category\n      title\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BannerCarousel on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    linkUrl\n  }\n"): (typeof documents)["\n  fragment BannerCarousel on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    linkUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameSection on GameSection {\n    vendor\n    category {\n      gameType\n      name\n      hasVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    games {\n      ...GamePageSlice\n    }\n  }\n"): (typeof documents)["\n  fragment GameSection on GameSection {\n    vendor\n    category {\n      gameType\n      name\n      hasVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    games {\n      ...GamePageSlice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    notices {\n      ...NoticeMarquee\n      ...NoticeDialog\n    }\n    banners(group: \"w_home\") {\n      ...BannerCarousel\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    notices {\n      ...NoticeMarquee\n      ...NoticeDialog\n    }\n    banners(group: \"w_home\") {\n      ...BannerCarousel\n    }\n    hotGames(limit: 12) {\n      ...GameCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageWinners {\n    winnerBoard(limit: 20) {\n      ...WinnerBoard\n    }\n  }\n"): (typeof documents)["\n  query HomePageWinners {\n    winnerBoard(limit: 20) {\n      ...WinnerBoard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageAnnouncements($page: Int!) {\n    announcements(kind: PLAYER, page: $page, pageSize: 8) {\n      ...AnnouncementsBlock\n      ...AnnouncementsDialog\n    }\n  }\n"): (typeof documents)["\n  query HomePageAnnouncements($page: Int!) {\n    announcements(kind: PLAYER, page: $page, pageSize: 8) {\n      ...AnnouncementsBlock\n      ...AnnouncementsDialog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageGameSections($expand: SectionState) {\n    gameSections(expand: $expand) {\n      ...GameSection\n    }\n  }\n"): (typeof documents)["\n  query HomePageGameSections($expand: SectionState) {\n    gameSections(expand: $expand) {\n      ...GameSection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageSectionLanes {\n    gameSections {\n      category {\n        gameType\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePageSectionLanes {\n    gameSections {\n      category {\n        gameType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxPage($page: Int!, $pageSize: Int!, $messageId: ID!, $withMessage: Boolean!) {\n    inbox(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      unread\n      items {\n        ...InboxRow\n      }\n    }\n    inboxMessage(id: $messageId) @include(if: $withMessage) {\n      ...InboxRow\n      content\n    }\n  }\n"): (typeof documents)["\n  query InboxPage($page: Int!, $pageSize: Int!, $messageId: ID!, $withMessage: Boolean!) {\n    inbox(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      unread\n      items {\n        ...InboxRow\n      }\n    }\n    inboxMessage(id: $messageId) @include(if: $withMessage) {\n      ...InboxRow\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxRow on InboxMessage {\n    id\n    title\n    createdAt\n    audience\n    read\n  }\n"): (typeof documents)["\n  fragment InboxRow on InboxMessage {\n    id\n    title\n    createdAt\n    audience\n    read\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInboxRead($input: MarkInboxReadInput!) {\n    markInboxRead(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInboxRead($input: MarkInboxReadInput!) {\n    markInboxRead(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInboxMessages($input: DeleteInboxMessagesInput!) {\n    deleteInboxMessages(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInboxMessages($input: DeleteInboxMessagesInput!) {\n    deleteInboxMessages(input: $input) {\n      ...UserErrors\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationPage {\n    verification {\n      status\n      ageVerified\n      kinds {\n        kind\n        state\n        reason\n        expiresAt\n        asked\n        note\n      }\n      documents {\n        id\n        kind\n        state\n        reason\n        sentAt\n      }\n      gates {\n        realPlay\n        withdraw\n        freePlay\n        depositAbove\n      }\n    }\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n"): (typeof documents)["\n  query VerificationPage {\n    verification {\n      status\n      ageVerified\n      kinds {\n        kind\n        state\n        reason\n        expiresAt\n        asked\n        note\n      }\n      documents {\n        id\n        kind\n        state\n        reason\n        sentAt\n      }\n      gates {\n        realPlay\n        withdraw\n        freePlay\n        depositAbove\n      }\n    }\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadVerificationDocument($input: VerificationDocumentInput!) {\n    uploadVerificationDocument(input: $input) {\n      ...UserErrors\n      document {\n        id\n        kind\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadVerificationDocument($input: VerificationDocumentInput!) {\n    uploadVerificationDocument(input: $input) {\n      ...UserErrors\n      document {\n        id\n        kind\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Live {\n    live {\n      kind\n      balance {\n        total\n      }\n      badges {\n        section\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription Live {\n    live {\n      kind\n      balance {\n        total\n      }\n      badges {\n        section\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SiteLive {\n    siteLive {\n      kind\n      state\n      maintenanceEndTime\n    }\n  }\n"): (typeof documents)["\n  subscription SiteLive {\n    siteLive {\n      kind\n      state\n      maintenanceEndTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryGuard {\n    me {\n      ...GuardedMember\n    }\n    gameNavigation {\n      gameType\n      vendors {\n        code\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query LotteryGuard {\n    me {\n      ...GuardedMember\n    }\n    gameNavigation {\n      gameType\n      vendors {\n        code\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryMenuGame on LotteryGame {\n    gameCode\n    nodeId\n    name\n    gameType\n    vendor\n    vendorName\n    iconUrl\n    periodSeconds\n    lockSeconds\n  }\n"): (typeof documents)["\n  fragment LotteryMenuGame on LotteryGame {\n    gameCode\n    nodeId\n    name\n    gameType\n    vendor\n    vendorName\n    iconUrl\n    periodSeconds\n    lockSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryMenu($prizeMode: LotteryPrizeMode!) {\n    lotteryMenu(prizeMode: $prizeMode) {\n      prizeMode\n      games {\n        ...LotteryMenuGame\n      }\n    }\n    recentLotteryGames {\n      ...LotteryMenuGame\n    }\n  }\n"): (typeof documents)["\n  query LotteryMenu($prizeMode: LotteryPrizeMode!) {\n    lotteryMenu(prizeMode: $prizeMode) {\n      prizeMode\n      games {\n        ...LotteryMenuGame\n      }\n    }\n    recentLotteryGames {\n      ...LotteryMenuGame\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryBoard($gameCode: String!, $vn: Boolean! = false) {\n    lotteryBoard(gameCode: $gameCode, lastDraws: 10) {\n      gameCode\n      serverTime\n      current {\n        numero\n        openTime\n        closeTime\n        drawTime\n      }\n      lastDraws {\n        numero\n        digits\n        sum\n        drawTime\n      }\n      latestDraw @include(if: $vn) {\n        numero\n        digits\n        sum\n        drawTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query LotteryBoard($gameCode: String!, $vn: Boolean! = false) {\n    lotteryBoard(gameCode: $gameCode, lastDraws: 10) {\n      gameCode\n      serverTime\n      current {\n        numero\n        openTime\n        closeTime\n        drawTime\n      }\n      lastDraws {\n        numero\n        digits\n        sum\n        drawTime\n      }\n      latestDraw @include(if: $vn) {\n        numero\n        digits\n        sum\n        drawTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      ...UserErrors\n      gameUrl\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      ...UserErrors\n      gameUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberPage {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      type\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n    wallets {\n      mode\n    }\n    features {\n      ...AreaFlags\n    }\n  }\n"): (typeof documents)["\n  query MemberPage {\n    me {\n      ...GuardedMember\n      account\n      nickname\n      type\n      avatarUrl\n      previousLoginTime\n      registeredAt\n      mobile\n      email\n    }\n    balance {\n      amount\n    }\n    wallets {\n      mode\n    }\n    features {\n      ...AreaFlags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      current\n      ip\n      deviceId\n      origin\n      createdAt\n      lastSeenAt\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      current\n      ip\n      deviceId\n      origin\n      createdAt\n      lastSeenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointMallPage(\n    $exchangeType: PointExchangeType\n    $withRewards: Boolean!\n    $withRecords: Boolean!\n    $withDetails: Boolean!\n    $pointType: PointType\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    me {\n      ...GuardedMember\n    }\n    features {\n      points\n    }\n    pointBalance {\n      points\n      convertibleAmount\n    }\n    pointRules {\n      depositRatios {\n        minDeposit\n        amountPerPoint\n      }\n      betRatios {\n        gameType\n        pointType\n        validAmountPerPoint\n      }\n      convertEnabled\n      convertRate\n      convertMinPoints\n      convertStepPoints\n      redeemMaxQuantity\n    }\n    pointRewards(exchangeType: $exchangeType) @include(if: $withRewards) {\n      redeemMaxQuantity\n      items {\n        id\n        exchangeType\n        name\n        description\n        points\n        stock\n        needsDelivery\n        maxPerMember\n        heldByMember\n      }\n    }\n    pointExchanges(page: $page, pageSize: $pageSize) @include(if: $withRecords) {\n      page\n      pageSize\n      total\n      items {\n        id\n        transactionNo\n        appliedAt\n        exchangeType\n        rewardName\n        quantity\n        pointsEach\n        pointsTotal\n        status\n        remark\n        deliveryAddress\n        phone\n      }\n    }\n    pointDetails(type: $pointType, page: $page, pageSize: $pageSize) @include(if: $withDetails) {\n      page\n      pageSize\n      total\n      items {\n        id\n        type\n        points\n        createdAt\n        balanceAfter\n      }\n    }\n  }\n"): (typeof documents)["\n  query PointMallPage(\n    $exchangeType: PointExchangeType\n    $withRewards: Boolean!\n    $withRecords: Boolean!\n    $withDetails: Boolean!\n    $pointType: PointType\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    me {\n      ...GuardedMember\n    }\n    features {\n      points\n    }\n    pointBalance {\n      points\n      convertibleAmount\n    }\n    pointRules {\n      depositRatios {\n        minDeposit\n        amountPerPoint\n      }\n      betRatios {\n        gameType\n        pointType\n        validAmountPerPoint\n      }\n      convertEnabled\n      convertRate\n      convertMinPoints\n      convertStepPoints\n      redeemMaxQuantity\n    }\n    pointRewards(exchangeType: $exchangeType) @include(if: $withRewards) {\n      redeemMaxQuantity\n      items {\n        id\n        exchangeType\n        name\n        description\n        points\n        stock\n        needsDelivery\n        maxPerMember\n        heldByMember\n      }\n    }\n    pointExchanges(page: $page, pageSize: $pageSize) @include(if: $withRecords) {\n      page\n      pageSize\n      total\n      items {\n        id\n        transactionNo\n        appliedAt\n        exchangeType\n        rewardName\n        quantity\n        pointsEach\n        pointsTotal\n        status\n        remark\n        deliveryAddress\n        phone\n      }\n    }\n    pointDetails(type: $pointType, page: $page, pageSize: $pageSize) @include(if: $withDetails) {\n      page\n      pageSize\n      total\n      items {\n        id\n        type\n        points\n        createdAt\n        balanceAfter\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n      conversion {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      ok\n      errors {\n        code\n        field\n        message\n        patternId\n      }\n      conversion {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionHistoryPage($filter: TransactionFilter!, $page: Int!, $pageSize: Int!, $sort: TransactionSort!, $direction: SortDirection!) {\n    transactionHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalIn\n      totalOut\n      net\n      items {\n        id\n        time\n        kind\n        type\n        status\n        amount\n        wallet\n        reference\n        method\n        bankName\n        counterparty\n        fromWallet\n        toWallet\n        gameName\n        vendor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionHistoryPage($filter: TransactionFilter!, $page: Int!, $pageSize: Int!, $sort: TransactionSort!, $direction: SortDirection!) {\n    transactionHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalIn\n      totalOut\n      net\n      items {\n        id\n        time\n        kind\n        type\n        status\n        amount\n        wallet\n        reference\n        method\n        bankName\n        counterparty\n        fromWallet\n        toWallet\n        gameName\n        vendor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordsGameTypes {\n    gameNavigation {\n      gameType\n      name\n    }\n  }\n"): (typeof documents)["\n  query RecordsGameTypes {\n    gameNavigation {\n      gameType\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BettingRecordsPage($filter: BetFilter!, $page: Int!, $pageSize: Int!, $sort: BetSort!, $direction: SortDirection!) {\n    bettingRecords(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalStake\n      totalValidBet\n      totalWinLoss\n      items {\n        id\n        roundId\n        time\n        gameName\n        vendorName\n        gameType\n        gameTypeName\n        stake\n        validBet\n        winLoss\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query BettingRecordsPage($filter: BetFilter!, $page: Int!, $pageSize: Int!, $sort: BetSort!, $direction: SortDirection!) {\n    bettingRecords(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalStake\n      totalValidBet\n      totalWinLoss\n      items {\n        id\n        roundId\n        time\n        gameName\n        vendorName\n        gameType\n        gameTypeName\n        stake\n        validBet\n        winLoss\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalProfitPage($filter: ProfitFilter!, $page: Int!, $pageSize: Int!, $sort: ProfitSort!, $direction: SortDirection!) {\n    personalProfit(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalStake\n      totalTurnover\n      totalWinLoss\n      items {\n        periodStart\n        periodEnd\n        gameType\n        gameTypeName\n        bets\n        stake\n        turnover\n        winLoss\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonalProfitPage($filter: ProfitFilter!, $page: Int!, $pageSize: Int!, $sort: ProfitSort!, $direction: SortDirection!) {\n    personalProfit(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      totalBets\n      totalStake\n      totalTurnover\n      totalWinLoss\n      items {\n        periodStart\n        periodEnd\n        gameType\n        gameTypeName\n        bets\n        stake\n        turnover\n        winLoss\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GamblingLimitRow on GamblingLimit {\n    kind\n    period\n    amount\n    used\n    resetsAt\n    pending\n    pendingAmount\n    pendingEffectiveAt\n  }\n"): (typeof documents)["\n  fragment GamblingLimitRow on GamblingLimit {\n    kind\n    period\n    amount\n    used\n    resetsAt\n    pending\n    pendingAmount\n    pendingEffectiveAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionLimitFields on SessionLimit {\n    minutes\n    pending\n    pendingMinutes\n    pendingEffectiveAt\n  }\n"): (typeof documents)["\n  fragment SessionLimitFields on SessionLimit {\n    minutes\n    pending\n    pendingMinutes\n    pendingEffectiveAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponsibleGamingPage {\n    responsibleGaming {\n      tools\n      limits {\n        ...GamblingLimitRow\n      }\n      coolingOffHours\n      sessionLimit {\n        ...SessionLimitFields\n      }\n      realityCheckMinutes\n      brandRealityCheckMinutes\n      selfExclusionAlsoOn\n      changes {\n        what\n        kind\n        period\n        from\n        to\n        fromMinutes\n        toMinutes\n        length\n        effectiveAt\n        endsAt\n        createdAt\n        sessionId\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query ResponsibleGamingPage {\n    responsibleGaming {\n      tools\n      limits {\n        ...GamblingLimitRow\n      }\n      coolingOffHours\n      sessionLimit {\n        ...SessionLimitFields\n      }\n      realityCheckMinutes\n      brandRealityCheckMinutes\n      selfExclusionAlsoOn\n      changes {\n        what\n        kind\n        period\n        from\n        to\n        fromMinutes\n        toMinutes\n        length\n        effectiveAt\n        endsAt\n        createdAt\n        sessionId\n      }\n    }\n    brand {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGamblingLimit($input: GamblingLimitInput!) {\n    setGamblingLimit(input: $input) {\n      ...UserErrors\n      limit {\n        ...GamblingLimitRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetGamblingLimit($input: GamblingLimitInput!) {\n    setGamblingLimit(input: $input) {\n      ...UserErrors\n      limit {\n        ...GamblingLimitRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartExclusion($input: ExclusionInput!) {\n    startExclusion(input: $input) {\n      ...UserErrors\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  mutation StartExclusion($input: ExclusionInput!) {\n    startExclusion(input: $input) {\n      ...UserErrors\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseAccount($input: CloseAccountInput!) {\n    closeAccount(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation CloseAccount($input: CloseAccountInput!) {\n    closeAccount(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSessionLimit($input: MinutesInput!) {\n    setSessionLimit(input: $input) {\n      ...UserErrors\n      sessionLimit {\n        ...SessionLimitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSessionLimit($input: MinutesInput!) {\n    setSessionLimit(input: $input) {\n      ...UserErrors\n      sessionLimit {\n        ...SessionLimitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRealityCheck($input: MinutesInput!) {\n    setRealityCheck(input: $input) {\n      ...UserErrors\n      realityCheckMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation SetRealityCheck($input: MinutesInput!) {\n    setRealityCheck(input: $input) {\n      ...UserErrors\n      realityCheckMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaySession {\n    playSession {\n      startedAt\n      endsAt\n      realityCheckMinutes\n      stakes\n      net\n      rounds\n    }\n    brand {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query PlaySession {\n    playSession {\n      startedAt\n      endsAt\n      realityCheckMinutes\n      stakes\n      net\n      rounds\n    }\n    brand {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserErrorFormats {\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n"): (typeof documents)["\n  query UserErrorFormats {\n    brand {\n      timeZone\n      currencySymbol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionCard on RewardPromotion {\n    id\n    promotionType\n    category\n    kind\n    title\n    content\n    bonus\n    turnoverMultiplier\n    target\n    rafflePrizes\n    startsAt\n    endsAt\n    status\n    progress\n    claimedAmount\n  }\n"): (typeof documents)["\n  fragment PromotionCard on RewardPromotion {\n    id\n    promotionType\n    category\n    kind\n    title\n    content\n    bonus\n    turnoverMultiplier\n    target\n    rafflePrizes\n    startsAt\n    endsAt\n    status\n    progress\n    claimedAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardPromotions($category: String) {\n    rewardPromotions(category: $category) {\n      categories\n      items {\n        ...PromotionCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardPromotions($category: String) {\n    rewardPromotions(category: $category) {\n      categories\n      items {\n        ...PromotionCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionDetail($id: ID, $type: String) {\n    rewardPromotion(id: $id, promotionType: $type) {\n      ...PromotionCard\n    }\n  }\n"): (typeof documents)["\n  query PromotionDetail($id: ID, $type: String) {\n    rewardPromotion(id: $id, promotionType: $type) {\n      ...PromotionCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusDetails {\n    bonuses {\n      id\n      kind\n      promotionId\n      title\n      category\n      amount\n      paidAt\n      turnoverRequired\n      turnoverDone\n      completed\n    }\n  }\n"): (typeof documents)["\n  query BonusDetails {\n    bonuses {\n      id\n      kind\n      promotionId\n      title\n      category\n      amount\n      paidAt\n      turnoverRequired\n      turnoverDone\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionsPage($missionId: ID!, $withMission: Boolean!) {\n    missions {\n      id\n      title\n      gameType\n      progress\n      target\n      reachedMilestones\n      claimableMilestones\n      milestoneCount\n    }\n    mission(id: $missionId) @include(if: $withMission) {\n      id\n      title\n      progress\n      milestones {\n        step\n        target\n        reward\n        reached\n        claimed\n      }\n      leaderboard {\n        rank\n        username\n        reachedValue\n        me\n      }\n      myRank\n      myValue\n    }\n  }\n"): (typeof documents)["\n  query MissionsPage($missionId: ID!, $withMission: Boolean!) {\n    missions {\n      id\n      title\n      gameType\n      progress\n      target\n      reachedMilestones\n      claimableMilestones\n      milestoneCount\n    }\n    mission(id: $missionId) @include(if: $withMission) {\n      id\n      title\n      progress\n      milestones {\n        step\n        target\n        reward\n        reached\n        claimed\n      }\n      leaderboard {\n        rank\n        username\n        reachedValue\n        me\n      }\n      myRank\n      myValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RebatePage {\n    rebate {\n      from\n      to\n      total\n      lines {\n        gameType\n        validBets\n        rateBp\n        rebate\n      }\n      claims {\n        id\n        from\n        to\n        amount\n        claimedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RebatePage {\n    rebate {\n      from\n      to\n      total\n      lines {\n        gameType\n        validBets\n        rateBp\n        rebate\n      }\n      claims {\n        id\n        from\n        to\n        amount\n        claimedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralPage {\n    referral {\n      code\n      registerPath\n      totalInvitations\n      totalReward\n      rewardPerInvitee\n      minFirstDeposit\n      invitations {\n        username\n        joinedAt\n        status\n        reward\n        paidAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferralPage {\n    referral {\n      code\n      registerPath\n      totalInvitations\n      totalReward\n      rewardPerInvitee\n      minFirstDeposit\n      invitations {\n        username\n        joinedAt\n        status\n        reward\n        paidAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinPromotion($input: PromotionInput!) {\n    joinPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation JoinPromotion($input: PromotionInput!) {\n    joinPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimPromotion($input: PromotionInput!) {\n    claimPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimPromotion($input: PromotionInput!) {\n    claimPromotion(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimRaffle($input: PromotionInput!) {\n    claimRaffle(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimRaffle($input: PromotionInput!) {\n    claimRaffle(input: $input) {\n      ...UserErrors\n      status\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimMissionReward($input: MissionRewardInput!) {\n    claimMissionReward(input: $input) {\n      ...UserErrors\n      reward\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimMissionReward($input: MissionRewardInput!) {\n    claimMissionReward(input: $input) {\n      ...UserErrors\n      reward\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimRebate {\n    claimRebate {\n      ...UserErrors\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimRebate {\n    claimRebate {\n      ...UserErrors\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VipPage {\n    vip {\n      level\n      deposits\n      validBets\n      next {\n        level\n        minDeposit\n        minValidBet\n      }\n      levels {\n        level\n        minDeposit\n        minValidBet\n      }\n    }\n  }\n"): (typeof documents)["\n  query VipPage {\n    vip {\n      level\n      deposits\n      validBets\n      next {\n        level\n        minDeposit\n        minValidBet\n      }\n      levels {\n        level\n        minDeposit\n        minValidBet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityCentrePage {\n    securityCentre {\n      profile {\n        nickname\n        realName\n        birthday\n        address\n        nationality\n        occupation\n        incomeSource\n        zalo\n        telegram\n      }\n      profileFields {\n        field\n        required\n      }\n      realNameLocked\n      nationalities\n      incomeSources\n      hasPaymentPassword\n      countryDialingCode\n      mobile\n      email\n      zaloBonusMax\n      bankCards {\n        cards {\n          id\n          bankName\n          maskedNumber\n          accountName\n          addedAt\n        }\n        limit\n        banks\n        realName\n      }\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"): (typeof documents)["\n  query SecurityCentrePage {\n    securityCentre {\n      profile {\n        nickname\n        realName\n        birthday\n        address\n        nationality\n        occupation\n        incomeSource\n        zalo\n        telegram\n      }\n      profileFields {\n        field\n        required\n      }\n      realNameLocked\n      nationalities\n      incomeSources\n      hasPaymentPassword\n      countryDialingCode\n      mobile\n      email\n      zaloBonusMax\n      bankCards {\n        cards {\n          id\n          bankName\n          maskedNumber\n          accountName\n          addedAt\n        }\n        limit\n        banks\n        realName\n      }\n    }\n    registerFields {\n      ...RegisterFieldRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactCode($input: ContactInput!) {\n    sendContactCode(input: $input) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactCode($input: ContactInput!) {\n    sendContactCode(input: $input) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindContact($input: BindContactInput!) {\n    bindContact(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation BindContact($input: BindContactInput!) {\n    bindContact(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {\n    setPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {\n    changePaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPaymentPasswordCode($channel: ContactChannel!) {\n    sendPaymentPasswordCode(channel: $channel) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation SendPaymentPasswordCode($channel: ContactChannel!) {\n    sendPaymentPasswordCode(channel: $channel) {\n      ...UserErrors\n      expiredMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {\n    resetPaymentPassword(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBankCard($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation AddBankCard($input: AddBankCardInput!) {\n    addBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBankCard($input: RemoveBankCardInput!) {\n    removeBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBankCard($input: RemoveBankCardInput!) {\n    removeBankCard(input: $input) {\n      ...UserErrors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadLinks {\n    brand {\n      downloads {\n        platform\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query DownloadLinks {\n    brand {\n      downloads {\n        platform\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandFavicon {\n    brandTheme {\n      faviconUrl\n    }\n  }\n"): (typeof documents)["\n  query BrandFavicon {\n    brandTheme {\n      faviconUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandManifest {\n    brand {\n      name\n    }\n    brandTheme {\n      colors {\n        background\n        surface\n      }\n      logoUrl\n      icons {\n        src\n        sizes\n        type\n        purpose\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandManifest {\n    brand {\n      name\n    }\n    brandTheme {\n      colors {\n        background\n        surface\n      }\n      logoUrl\n      icons {\n        src\n        sizes\n        type\n        purpose\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    balance {\n      total\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    # Red count badges of the member centre (null for visitors and trial accounts: nothing is fetched for them).\n    memberBadges {\n      section\n      count\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      analyticsId\n      currencySymbol\n      # The brand's wall clock: times a page shows as the brand's (maintenance, announcements) are in this zone.\n      timeZone\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    # The brand's look (colours as tokens, logo, favicon), rendered into the page on the server.\n    brandTheme {\n      scheme\n      colors {\n        background\n        surface\n        surfaceRaised\n        navigation\n        text\n        muted\n        accent\n        onAccent\n        border\n        focus\n      }\n      fontFamily\n      logoUrl\n      faviconUrl\n      brandColors\n      problems {\n        foreground\n        background\n        ratio\n        required\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      points\n      chat\n    }\n    # Customer-service answers the member has not read (null for visitors and when the chat is off).\n    chatUnreadCount\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    balance {\n      total\n    }\n    me {\n      account\n      nickname\n      isAgent\n      isTrial\n      avatarUrl\n      previousLoginTime\n      firstTimeLogin\n    }\n    # Red count badges of the member centre (null for visitors and trial accounts: nothing is fetched for them).\n    memberBadges {\n      section\n      count\n    }\n    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        content\n        promotionType\n        execution\n        timestamp\n      }\n    }\n    brand {\n      name\n      licenceText\n      analyticsId\n      currencySymbol\n      # The brand's wall clock: times a page shows as the brand's (maintenance, announcements) are in this zone.\n      timeZone\n      languages {\n        code\n        name\n        currencySymbol\n        isDefault\n      }\n      customerService {\n        type\n        url\n      }\n      socialLinks {\n        network\n        url\n      }\n      downloads {\n        platform\n        url\n      }\n    }\n    # The brand's look (colours as tokens, logo, favicon), rendered into the page on the server.\n    brandTheme {\n      scheme\n      colors {\n        background\n        surface\n        surfaceRaised\n        navigation\n        text\n        muted\n        accent\n        onAccent\n        border\n        focus\n      }\n      fontFamily\n      logoUrl\n      faviconUrl\n      brandColors\n      problems {\n        foreground\n        background\n        ratio\n        required\n      }\n    }\n    features {\n      directRegistration\n      freePlay\n      points\n      chat\n    }\n    # Customer-service answers the member has not read (null for visitors and when the chat is off).\n    chatUnreadCount\n    gameNavigation {\n      gameType\n      name\n      hasVendorMenu\n      largeVendorMenu\n      vendors {\n        code\n        name\n        logoUrl\n      }\n    }\n    partnerVendors {\n      code\n      name\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferFundPage {\n    wallets {\n      mode\n      main\n      total\n      vendors {\n        vendorCode\n        name\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransferFundPage {\n    wallets {\n      mode\n      main\n      total\n      vendors {\n        vendorCode\n        name\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferBetweenWallets($input: WalletTransferInput!) {\n    transferBetweenWallets(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation TransferBetweenWallets($input: WalletTransferInput!) {\n    transferBetweenWallets(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferAllToMain($input: AllToMainInput!) {\n    transferAllToMain(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation TransferAllToMain($input: AllToMainInput!) {\n    transferAllToMain(input: $input) {\n      ...UserErrors\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferUplinePage {\n    transferOptions {\n      isAgent\n      canSend\n      upline {\n        username\n        nickname\n      }\n      minAmount\n      maxAmount\n      paymentPasswordSet\n    }\n    balance {\n      amount\n    }\n    playerTransfers(page: 1, pageSize: 10) {\n      total\n      items {\n        id\n        direction\n        party {\n          username\n          nickname\n        }\n        amount\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransferUplinePage {\n    transferOptions {\n      isAgent\n      canSend\n      upline {\n        username\n        nickname\n      }\n      minAmount\n      maxAmount\n      paymentPasswordSet\n    }\n    balance {\n      amount\n    }\n    playerTransfers(page: 1, pageSize: 10) {\n      total\n      items {\n        id\n        direction\n        party {\n          username\n          nickname\n        }\n        amount\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferOptions {\n    transferOptions {\n      minAmount\n      maxAmount\n    }\n  }\n"): (typeof documents)["\n  query TransferOptions {\n    transferOptions {\n      minAmount\n      maxAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownlineSearch($username: String!) {\n    downlineSearch(username: $username) {\n      username\n      nickname\n      level\n    }\n  }\n"): (typeof documents)["\n  query DownlineSearch($username: String!) {\n    downlineSearch(username: $username) {\n      username\n      nickname\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferToPlayer($input: PlayerTransferInput!) {\n    transferToPlayer(input: $input) {\n      ...UserErrors\n      completed\n    }\n  }\n"): (typeof documents)["\n  mutation TransferToPlayer($input: PlayerTransferInput!) {\n    transferToPlayer(input: $input) {\n      ...UserErrors\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Balance {\n    balance {\n      total\n    }\n  }\n"): (typeof documents)["\n  query Balance {\n    balance {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawPage($page: Int!, $pageSize: Int!) {\n    withdrawSettings {\n      ...WithdrawLimits\n      dailyCount\n      usedToday\n      remainingToday\n      held\n      autoApprove\n      receiptConfirmMinutes\n      paymentPasswordSet\n      bankCards {\n        id\n        bankName\n        maskedNumber\n        accountName\n      }\n    }\n    withdrawalsAwaitingReceipt {\n      minutes\n      items {\n        ...WithdrawalRow\n      }\n    }\n    myWithdrawals(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      items {\n        ...WithdrawalRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query WithdrawPage($page: Int!, $pageSize: Int!) {\n    withdrawSettings {\n      ...WithdrawLimits\n      dailyCount\n      usedToday\n      remainingToday\n      held\n      autoApprove\n      receiptConfirmMinutes\n      paymentPasswordSet\n      bankCards {\n        id\n        bankName\n        maskedNumber\n        accountName\n      }\n    }\n    withdrawalsAwaitingReceipt {\n      minutes\n      items {\n        ...WithdrawalRow\n      }\n    }\n    myWithdrawals(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      items {\n        ...WithdrawalRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawLimits on WithdrawSettings {\n    minAmount\n    maxAmount\n    available\n  }\n"): (typeof documents)["\n  fragment WithdrawLimits on WithdrawSettings {\n    minAmount\n    maxAmount\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalRow on Withdrawal {\n    id\n    amount\n    status\n    rejectReason\n    card {\n      id\n      bankName\n      maskedNumber\n      accountName\n    }\n    createdAt\n    decidedAt\n    receipt\n    receiptDeadline\n    confirmedAt\n    hasProof\n  }\n"): (typeof documents)["\n  fragment WithdrawalRow on Withdrawal {\n    id\n    amount\n    status\n    rejectReason\n    card {\n      id\n      bankName\n      maskedNumber\n      accountName\n    }\n    createdAt\n    decidedAt\n    receipt\n    receiptDeadline\n    confirmedAt\n    hasProof\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawLimits {\n    withdrawSettings {\n      ...WithdrawLimits\n    }\n  }\n"): (typeof documents)["\n  query WithdrawLimits {\n    withdrawSettings {\n      ...WithdrawLimits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWithdrawal($input: WithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...UserErrors\n      withdrawal {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestWithdrawal($input: WithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...UserErrors\n      withdrawal {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmReceipt($input: ReceiptInput!) {\n    confirmReceipt(input: $input) {\n      ...UserErrors\n      withdrawals {\n        id\n        receipt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmReceipt($input: ReceiptInput!) {\n    confirmReceipt(input: $input) {\n      ...UserErrors\n      withdrawals {\n        id\n        receipt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandTimeZone {\n    brand {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query BrandTimeZone {\n    brand {\n      timeZone\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;