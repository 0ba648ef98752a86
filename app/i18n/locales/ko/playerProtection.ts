/** The playerProtection namespace (ko): responsible gaming's refusals and help (docs/decisions/039), sent with the pages whose forms can be refused for a limit, an exclusion or a closed account: the login pages, the member and agent centres, the game frame, the lottery, the points mall and feedback (see source-words.ts). */
const playerProtection = {
  // 책임감 있는 게임의 거절 안내와 도움말(docs/decisions/039): 로그인, 입출금, 게임 화면에서 함께 씁니다.
  playerProtection: {
    limitReached: '설정하신 한도를 넘습니다. {{until}}까지 남은 한도는 {{remaining}}입니다.',
    limitReachedPlain: '설정하신 한도를 넘습니다.',
    excluded: '{{until}}까지 스스로 게임 이용을 제한하셨기 때문에 그 전에는 로그인할 수 없습니다.',
    excludedPermanent: '게임 이용을 영구적으로 제한하셨기 때문에 로그인할 수 없습니다.',
    loggedOut: '로그아웃되었습니다. 휴식은 {{until}}까지이며, 그 전에는 로그인할 수 없습니다.',
    loggedOutPermanent: '로그아웃되었습니다. 자기 배제는 영구적입니다.',
    loggedOutClosed: '계정이 해지되어 로그아웃되었습니다. 잔액 출금은 고객센터에 문의해 주세요.',
    contactSupport: '여기에서는 처리할 수 없습니다. 고객센터에 문의해 주세요.',
    accountClosed: '요청에 따라 해지된 계정이므로 로그인할 수 없습니다. 잔액 출금은 고객센터에 문의해 주세요.',
    verificationRequired: '먼저 본인 인증이 필요합니다. 내 계정의 인증 페이지에서 서류를 보내 주세요.',
    toVerification: '본인 인증으로 이동',
    ageCheckRequired: '이 사이트는 무료 체험을 포함한 모든 게임 전에 나이를 확인합니다. 가입 후 신분증이 승인되어야 합니다.',
    documentInReview: '같은 종류의 서류가 검토 중입니다. 검토가 끝난 뒤 다시 보낼 수 있습니다.',
    documentAccepted: '같은 종류의 서류가 이미 승인되었습니다.',
    documentNotNeeded: '이 계정에는 필요하지 않은 서류입니다.',
    termsNotAccepted: '새 약관에 대한 동의가 필요합니다. 페이지를 새로 고침한 뒤 약관을 확인하고 먼저 동의해 주세요.',
    balanceRemaining: '계정에 잔액이 남아 있거나 아직 지급되지 않은 출금이 있습니다. 먼저 잔액을 출금한 뒤 다시 요청해 주세요.',
    bonusMaxStake: '보너스 사용 중에는 1회 베팅이 최대 {{max}}입니다. 더 적은 금액을 선택하세요.',
    bonusMaxStakePlain: '사용 중인 보너스가 허용하는 최대 베팅액을 넘었습니다. 더 적은 금액을 선택하세요.',
    bonusForfeit: '지금 출금하면 보너스 {{bonus}}이(가) 소멸됩니다(남은 롤링 {{left}}). 확인란을 선택해 동의하거나, 롤링을 채울 때까지 계속 플레이하세요.',
    bonusForfeitPlain: '지금 출금하면 사용 중인 보너스가 소멸됩니다. 확인란을 선택해 동의하거나, 롤링을 채울 때까지 계속 플레이하세요.',
    bonusChanged: '이 페이지를 연 뒤 사용 중인 보너스가 바뀌었습니다. 포기된 것은 없습니다. 다시 확인하세요.',
    helpTitle: '도움을 받을 수 있는 곳',
    help: '게임이 더 이상 즐겁지 않다면 누군가와 이야기해 보세요. 무료로 비밀이 보장되는 상담을 받을 수 있습니다. 한국에서는 한국도박문제예방치유원(헬프라인 1336), 영국에서는 BeGambleAware와 National Gambling Helpline(0808 8020 133)이 있습니다.',
    helpCentre: '도움말 센터',
    customerService: '고객센터 문의',
    /** The safer-gambling prompts (features/responsible-gaming/SaferGamblingPrompts.tsx). */
    prompts: {
      noticeTitle: '책임감 있는 게임',
      notice: '도박은 돈을 버는 수단이 아니라 오락입니다. 잃어도 괜찮은 금액으로만 즐기고, 쉬어 가며, 입금·손실·베팅·시간에 한도를 설정하세요.',
      helpline: '도박 때문에 걱정되시나요? 무료로 비밀이 보장되는 상담:',
      toLimits: '한도 설정 또는 검토',
      understood: '이해했습니다',
      depositLimitTitle: '먼저 입금 한도를 설정하시겠어요?',
      depositLimit:
        '첫 입금 전에 하루, 한 주 또는 한 달 동안 입금할 수 있는 금액을 정할 수 있습니다. 한도는 언제든 낮출 수 있으며, 높이면 대기 기간이 지난 뒤 적용됩니다.',
      setDepositLimit: '입금 한도 설정',
      notNow: '나중에',
      reviewTitle: '한도를 검토할 때입니다',
      review: '마지막으로 한도를 확인한 지 6개월이 지났습니다. 지금도 알맞은지 확인하세요.',
      reviewed: '한도가 적절합니다',
    },
  },
};

export default playerProtection;
