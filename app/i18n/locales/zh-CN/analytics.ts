/** The analytics namespace (zh-CN): the question about counting visits and the footer's answer, sent by the root loader only when the brand measures visits (features/analytics). */
const analytics = {
  consentNotice: {
    label: '分析 Cookie',
    text: '{{brand}} 可以使用 Google Analytics 统计访问吗？这能让我们了解哪些页面好用、哪些不好用。我们不使用广告 Cookie，未经您同意不会统计任何内容。',
    allow: '允许分析',
    decline: '不用了',
  },
  consentChoice: {
    label: '分析',
    granted: '根据您的同意，我们使用 Google Analytics 统计您的访问。',
    denied: '我们不统计您的访问。',
    stop: '停止统计我的访问',
    allow: '允许分析',
  },
};

export default analytics;
