/** The analytics namespace (ko): the question about counting visits and the footer's answer, sent by the root loader only when the brand measures visits (features/analytics). */
const analytics = {
  consentNotice: {
    label: '분석 쿠키',
    text: '{{brand}}이(가) Google 애널리틱스로 방문을 집계해도 될까요? 어떤 페이지가 잘 작동하는지 알 수 있습니다. 광고 쿠키는 사용하지 않으며, 동의하지 않으면 아무것도 집계하지 않습니다.',
    allow: '분석 허용',
    decline: '허용 안 함',
  },
  consentChoice: {
    label: '분석',
    granted: '동의하신 대로 Google 애널리틱스로 방문을 집계합니다.',
    denied: '방문을 집계하지 않습니다.',
    stop: '방문 집계 중지',
    allow: '분석 허용',
  },
};

export default analytics;
