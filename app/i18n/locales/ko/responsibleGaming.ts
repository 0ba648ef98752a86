/** The responsible-gaming namespace (ko): the member centre's responsible-gaming page (see namespaces.server.ts). */
const responsibleGaming = {
  responsibleGaming: {
    title: '책임감 있는 게임',
    intro: '게임을 즐거운 오락으로 유지하세요. 입금·손실·베팅 한도를 정하거나, 잠시 쉬거나, 스스로 이용을 제한할 수 있습니다.',
    notAvailable: '이 사이트에서는 책임감 있는 게임 도구를 제공하지 않습니다. 한도 설정이나 이용 중지는 고객센터에 문의하세요.',
    limits: {
      title: '내 한도',
      intro:
        '한도는 사이트 시간대 기준의 하루, 한 주(월요일~일요일), 한 달 단위로 계산됩니다. 새 한도나 더 낮은 한도는 즉시 적용되고, 한도를 올리거나 없애면 {{hours}}시간의 숙려 기간이 지난 뒤 적용됩니다.',
      kindTitles: { DEPOSIT: '입금 한도', LOSS: '손실 한도', WAGER: '베팅 한도' },
      kindHints: {
        DEPOSIT: '기간 중 신청한 입금액(완료 및 진행 중 포함)입니다.',
        LOSS: '기간 중 순손실액(베팅액에서 당첨금을 뺀 금액)입니다.',
        WAGER: '기간 중 베팅한 금액 전체입니다.',
      },
      periods: { DAY: '일일', WEEK: '주간', MONTH: '월간' },
      titles: {
        DEPOSIT: { DAY: '일일 입금 한도', WEEK: '주간 입금 한도', MONTH: '월간 입금 한도' },
        LOSS: { DAY: '일일 손실 한도', WEEK: '주간 손실 한도', MONTH: '월간 손실 한도' },
        WAGER: { DAY: '일일 베팅 한도', WEEK: '주간 베팅 한도', MONTH: '월간 베팅 한도' },
      },
      names: {
        DEPOSIT: { DAY: '일일 입금 한도', WEEK: '주간 입금 한도', MONTH: '월간 입금 한도' },
        LOSS: { DAY: '일일 손실 한도', WEEK: '주간 손실 한도', MONTH: '월간 손실 한도' },
        WAGER: { DAY: '일일 베팅 한도', WEEK: '주간 베팅 한도', MONTH: '월간 베팅 한도' },
      },
      period: '기간',
      limit: '한도',
      used: '이번 기간 사용액',
      resets: '초기화',
      waiting: '대기 중인 변경',
      noLimit: '한도 없음',
      noChange: '없음',
      raisesTo: '{{time}}에 {{amount}}(으)로 상향',
      removedOn: '{{time}}에 해제',
      change: '변경',
      changeLabel: '{{name}} 변경',
    },
    form: {
      title: '한도 설정·하향·상향·해제',
      kind: '한도 종류',
      kinds: { DEPOSIT: '입금', LOSS: '손실', WAGER: '베팅' },
      period: '기간',
      amount: '새 한도',
      save: '한도 저장',
      remove: '한도 해제',
      removeHint: '한도를 해제하려면 금액을 비워 두세요. 숙려 기간이 지난 뒤 적용됩니다.',
    },
    done: {
      applied: '{{name}}가 저장되어 지금부터 적용됩니다.',
      none: '지금은 {{name}}가 없습니다.',
      waiting: '저장되었습니다. {{name}} 변경은 {{hours}}시간의 숙려 기간이 지난 {{time}}부터 적용됩니다.',
    },
    exclusion: {
      confirm: '이 기간은 줄일 수 없다는 것을 이해합니다',
      effects:
        '즉시 로그아웃되며, 기간이 끝날 때까지 로그인·입금·베팅·보너스·홍보 메시지가 중단됩니다. 이미 신청한 출금은 그대로 지급되며, 잔액 출금은 고객센터가 도와드립니다.',
    },
    timeout: {
      title: '잠시 쉬기(타임아웃)',
      intro: '짧은 기간 동안 게임을 쉽니다.',
      length: '타임아웃 기간',
      lengths: { HOURS_24: '24시간', DAYS_7: '7일', DAYS_30: '30일', WEEKS_6: '6주' },
      submit: '타임아웃 시작',
    },
    selfExclusion: {
      title: '자기 배제',
      intro: '오랜 기간 또는 영구적으로 게임을 그만둡니다.',
      length: '자기 배제 기간',
      lengths: { MONTHS_6: '6개월', YEAR_1: '1년', YEARS_5: '5년', PERMANENT: '영구' },
      submit: '자기 배제 시작',
    },
    history: {
      title: '변경 내역',
      when: '일시',
      what: '항목',
      change: '변경 내용',
      effective: '적용 시점',
      session: '세션',
      whats: { TIMEOUT: '타임아웃', SELF_EXCLUSION: '자기 배제', LIMIT: '한도' },
      noLimit: '한도 없음',
      removed: '해제',
      until: '{{length}}, {{time}}까지',
      permanent: '영구',
    },
    errors: {
      reload: '양식이 만료되었습니다. 페이지를 새로 고친 뒤 다시 시도하세요.',
      chooseKind: '한도 종류를 고르세요.',
      choosePeriod: '한도 기간을 고르세요.',
      chooseLength: '기간을 고르세요.',
      confirm: '기간을 줄일 수 없다는 것을 이해했다면 확인란을 선택하세요.',
    },
  },
};

export default responsibleGaming;
