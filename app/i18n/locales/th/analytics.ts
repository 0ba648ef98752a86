/** The analytics namespace (th): the question about counting visits and the footer's answer, sent by the root loader only when the brand measures visits (features/analytics). */
const analytics = {
  consentNotice: {
    label: 'คุกกี้เพื่อการวิเคราะห์',
    text: '{{brand}} ขอนับการเข้าชมด้วย Google Analytics ได้หรือไม่ ข้อมูลนี้ช่วยให้เรารู้ว่าหน้าใดใช้งานได้ดีและหน้าใดยังไม่ดี เราไม่ใช้คุกกี้โฆษณา และจะไม่นับสิ่งใดหากคุณไม่อนุญาต',
    allow: 'อนุญาตการวิเคราะห์',
    decline: 'ไม่ ขอบคุณ',
  },
  consentChoice: {
    label: 'การวิเคราะห์',
    granted: 'การเข้าชมของคุณถูกนับด้วย Google Analytics ตามที่คุณอนุญาต',
    denied: 'การเข้าชมของคุณไม่ถูกนับ',
    stop: 'หยุดนับการเข้าชมของฉัน',
    allow: 'อนุญาตการวิเคราะห์',
  },
};

export default analytics;
