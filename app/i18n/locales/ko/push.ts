/** The push namespace (ko): the member's notifications, kind by kind (docs/decisions/065; see source-words.ts). */
const push = {
  push: {
    title: '알림',
    intro: '사이트를 닫아 둔 동안에도 허용하신 브라우저로 알려 드립니다. 모든 항목은 꺼진 상태로 시작하며, 항목을 켤 때에만 브라우저가 권한을 요청합니다.',
    saved: '저장되었습니다.',
    notAvailable: '이 사이트에서는 알림을 제공하지 않습니다.',
    kindsTitle: '알림 받을 항목',
    offers: '혜택 알림은 상품과 채널별로 다음에서 선택합니다:',
    offersLink: '마케팅 수신 설정',
    save: '저장',
    browserTitle: '이 브라우저',
    browsers: '알림을 받는 브라우저: {{count}}개',
    start: '이 브라우저에서 알림 받기',
    stop: '이 브라우저에서 알림 중지',
    kind: {
      WITHDRAWAL_PAID: '내 출금이 지급되었을 때',
      DRAW_RESULTS: '내 로또 슬립이 참여한 추첨 결과',
      ANSWERS: '내 민원에 대한 답변, 또는 내 서류의 검토 결과',
      TOURNAMENTS: '토너먼트 시작, 그리고 내가 참가한 토너먼트의 종료',
    },
    browser: {
      unsupported: '이 브라우저는 알림을 받을 수 없습니다.',
      blocked: '이 브라우저에서 이 사이트의 알림이 차단되어 있습니다. 브라우저의 사이트 설정에서 허용할 수 있습니다.',
      off: '이 브라우저는 알림을 받지 않습니다.',
      on: '이 브라우저는 켜 두신 알림을 받습니다.',
      failed: '이 브라우저에 알림을 설정하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    },
    errors: {
      subscription: '이 브라우저의 알림 정보가 받아들여지지 않았습니다.',
    },
  },
};

export default push;
