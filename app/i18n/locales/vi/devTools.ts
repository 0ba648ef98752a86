/** The devTools namespace (vi): what the development tools show over a page (the brand theme's problems), sent by the root loader only while they are on. */
const devTools = {
  themeProblems: {
    title: 'Chế độ phát triển: màu thương hiệu chưa được áp dụng vì một số cặp màu khó đọc khi đặt cạnh nhau (WCAG AA)',
    pair: '{{foreground}} trên nền {{background}}: {{ratio}}:1, cần tối thiểu {{required}}:1',
  },
};

export default devTools;
