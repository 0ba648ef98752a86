/** The guardPages namespace (zh-CN): the blocked-region and invalid-address pages, rendered on the server alone (features/guard/render-guard.tsx): no browser ever loads them. */
const guardPages = {
  blocked: {
    domain: {
      title: '无效地址',
      body: '此地址不属于{{brand}}。请联系客服获取正确的地址。',
    },
    region: {
      title: '访问受限',
      body: '您所在的地区无法使用我们的服务。',
      ip: '您的 IP 地址：{{ip}}',
      ipUnknown: '未知',
    },
  },
};

export default guardPages;
