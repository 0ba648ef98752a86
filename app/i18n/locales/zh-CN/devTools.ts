/** The devTools namespace (zh-CN): what the development tools show over a page (the brand theme's problems), sent by the root loader only while they are on. */
const devTools = {
  themeProblems: {
    title: '开发提示：品牌配色未启用，因为部分颜色组合的对比度不足，难以阅读（WCAG AA）',
    pair: '{{background}}上的{{foreground}}：{{ratio}}:1，至少需要{{required}}:1',
  },
};

export default devTools;
