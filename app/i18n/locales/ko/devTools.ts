/** The devTools namespace (ko): what the development tools show over a page (the brand theme's problems), sent by the root loader only while they are on. */
const devTools = {
  themeProblems: {
    title: '개발 환경: 일부 색상의 대비가 부족해(WCAG AA) 브랜드 색상을 사용하지 않습니다',
    pair: '{{background}} 위의 {{foreground}}: {{ratio}}:1, 최소 {{required}}:1 필요',
  },
};

export default devTools;
