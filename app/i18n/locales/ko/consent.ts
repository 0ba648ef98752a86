/** The consent namespace (ko): the member's marketing preferences per product and channel (docs/decisions/061; see source-words.ts). */
const consent = {
  consent: {
    title: '마케팅 수신 설정',
    intro:
      '게임과 프로모션 소식 중 어떤 내용을 받아 보실지 상품별, 수신 방법별로 선택하세요. 직접 켜기 전까지는 모두 꺼져 있으며, 언제든지 변경할 수 있습니다.',
    serviceNote: '입금, 출금, 서류, 약관 변경 등 계정에 관한 안내는 마케팅 정보가 아니므로 설정과 관계없이 항상 보내 드립니다.',
    paused: '휴식(타임아웃), 자기 배제 또는 계정 해지 상태인 동안에는 여기서 무엇을 선택하셨든 마케팅 정보를 일절 보내지 않습니다.',
    notAvailable: '이 사이트에서는 마케팅 수신 설정을 제공하지 않습니다.',
    saved: '설정이 저장되었습니다.',
    save: '설정 저장',
    product: {
      CASINO: '카지노',
      SPORTS: '스포츠',
      LOTTERY: '로또',
    },
    channel: {
      EMAIL: '이메일',
      SMS: 'SMS(문자)',
      PHONE: '전화',
      PUSH: '푸시 알림',
      SITE: '이 사이트의 메시지와 팝업',
    },
    historyTitle: '변경 내역',
    noHistory: '아직 변경 내역이 없습니다. 모든 항목이 꺼져 있습니다.',
    when: '일시',
    what: '항목',
    pair: '{{product}} · {{channel}}',
    change: '변경 내용',
    turnedOn: '켬',
    turnedOff: '끔',
    address: 'IP 주소',
  },
};

export default consent;
