/** The devTools namespace (th): what the development tools show over a page (the brand theme's problems), sent by the root loader only while they are on. */
const devTools = {
  themeProblems: {
    title: 'โหมดพัฒนา: ไม่ได้ใช้สีของแบรนด์ เนื่องจากบางคู่สีอ่านยากเมื่อใช้ร่วมกัน (WCAG AA)',
    pair: '{{foreground}} บน {{background}}: {{ratio}}:1 ต้องไม่น้อยกว่า {{required}}:1',
  },
};

export default devTools;
