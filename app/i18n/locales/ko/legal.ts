/** The legal namespace (ko): the terms and the privacy policy with their versions, the dialog that asks for a new version's acceptance, and the record of acceptances (docs/decisions/060; see source-words.ts). */
const legal = {
  legal: {
    kind: {
      TERMS: '이용약관',
      PRIVACY: '개인정보 처리방침',
    },
    /** The document's page (/legal/terms, /legal/privacy). */
    page: {
      versionInForce: '버전 {{version}}, {{date}}부터 시행 중',
      versionComing: '버전 {{version}}, {{date}}부터 시행 예정',
      versionEarlier: '버전 {{version}}, {{date}}부터 시행되었으며 이후 새 버전으로 대체됨',
      readCurrent: '현재 시행 중인 버전 보기',
      changesTitle: '변경 사항',
      languageNote: '이 버전은 한국어로 제공되지 않아 사이트가 작성한 원문 언어로 표시됩니다.',
      versionsTitle: '버전 목록',
      version: '버전',
      effective: '시행일',
      changes: '변경 사항',
      state: '상태',
      inForce: '시행 중',
      coming: '시행 예정',
      earlier: '대체됨',
      open: '버전 {{version}} 보기',
      reading: '위에 표시 중',
      notFound: '존재하지 않는 버전입니다.',
    },
    /** The dialog shown when a new version took effect (features/legal/LegalAcceptance.tsx). */
    prompt: {
      title: '약관이 개정되었습니다',
      intro: '변경 사항을 확인해 주세요. 게임을 계속 이용하시려면 아래 새 버전에 동의해 주세요.',
      firstTitle: '약관에 동의해 주세요',
      firstIntro: '계속하기 전에 이 사이트의 이용약관과 개인정보 처리방침을 읽고 동의해 주세요.',
      effective: '버전 {{version}}, {{date}}부터 시행',
      readAll: '{{document}} 전문 보기 (새 탭에서 열림)',
      accept: '동의하고 계속하기',
      decline: '동의하지 않고 로그아웃',
      leaveTitle: '동의하고 싶지 않으신가요?',
      leave: '동의하지 않아도 잔액을 출금하고 계정을 해지할 수 있습니다. 동의하지 않으면 로그아웃됩니다.',
      withdraw: '잔액 출금하기',
      close: '계정 해지하기',
      outdated: '확인하시는 동안 다른 버전이 시행되었습니다. 새 버전을 확인하고 다시 동의해 주세요.',
      failed: '동의 내용을 기록하지 못했습니다. 다시 시도해 주세요.',
    },
    /** The page after declining (/legal/declined). */
    declined: {
      title: '로그아웃되었습니다',
      body: '새 약관에 동의하지 않으셨으므로 동의하실 때까지 게임을 이용할 수 없습니다. 계정에는 아무런 변화가 없으며 잔액도 그대로 남아 있습니다.',
      howToLeaveTitle: '잔액을 출금하고 계정을 해지하려면',
      howToLeave:
        '다시 로그인하세요. 동의하지 않아도 출금 페이지에서 잔액을 출금하고 책임감 있는 게임 페이지에서 계정을 해지할 수 있습니다. 고객센터에서도 도와드립니다.',
      logIn: '로그인',
      readTerms: '이용약관 보기',
      customerService: '고객센터 문의',
    },
    /** The record on the security centre. */
    record: {
      title: '동의한 약관',
      intro: '동의하신 이용약관과 개인정보 처리방침의 모든 버전을 동의 일시, 접속 IP 주소와 함께 보여 드립니다.',
      document: '문서',
      version: '버전',
      acceptedAt: '동의 일시',
      address: 'IP 주소',
      source: '동의 경로',
      via: {
        REGISTRATION: '회원가입 시',
        PROMPT: '새 버전 시행 시',
      },
      none: '기록된 동의 내역이 없습니다.',
      pending: '동의가 필요한 문서: {{documents}}.',
      confirmationsTitle: '가입 시 확인한 사항',
    },
    /** What the member confirmed when registering, as the record lists it. */
    confirmed: {
      AGE: '법정 이용 연령 이상:',
      OWN_MONEY: '본인 자금으로만 이용:',
      ONE_ACCOUNT: '이 사이트의 다른 계정 없음:',
      NOT_SELF_EXCLUDED: '도박 이용 제한 대상 아님:',
    },
  },
};

export default legal;
