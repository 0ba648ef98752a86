/** The guardPages namespace (ko): the blocked-region and invalid-address pages, rendered on the server alone (features/guard/render-guard.tsx): no browser ever loads them. */
const guardPages = {
  blocked: {
    domain: {
      title: '잘못된 주소',
      body: '이 주소는 {{brand}}의 공식 주소가 아닙니다. 올바른 주소는 고객센터에 문의해 주세요.',
    },
    region: {
      title: '접근이 제한되었습니다',
      body: '현재 지역에서는 서비스를 이용할 수 없습니다.',
      ip: '접속 IP 주소: {{ip}}',
      ipUnknown: '알 수 없음',
    },
  },
};

export default guardPages;
