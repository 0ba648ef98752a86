/** The legal namespace (th): the terms and the privacy policy with their versions, the dialog that asks for a new version's acceptance, and the record of acceptances (docs/decisions/060; see source-words.ts). */
const legal = {
  legal: {
    kind: {
      TERMS: 'ข้อกำหนดและเงื่อนไข',
      PRIVACY: 'นโยบายความเป็นส่วนตัว',
    },
    /** The document's page (/legal/terms, /legal/privacy). */
    page: {
      versionInForce: 'เวอร์ชัน {{version}} มีผลตั้งแต่ {{date}}',
      versionComing: 'เวอร์ชัน {{version}} จะมีผลตั้งแต่ {{date}}',
      versionEarlier: 'เวอร์ชัน {{version}} มีผลตั้งแต่ {{date}} จนกระทั่งถูกแทนที่ด้วยเวอร์ชันที่ใหม่กว่า',
      readCurrent: 'อ่านเวอร์ชันที่มีผลบังคับใช้',
      changesTitle: 'สิ่งที่เปลี่ยนแปลง',
      languageNote: 'เวอร์ชันนี้ยังไม่มีฉบับภาษาไทย จึงแสดงเป็นภาษาต้นฉบับที่เว็บไซต์ใช้จัดทำ',
      versionsTitle: 'เวอร์ชันทั้งหมด',
      version: 'เวอร์ชัน',
      effective: 'วันที่มีผล',
      changes: 'สิ่งที่เปลี่ยนแปลง',
      state: 'สถานะ',
      inForce: 'มีผลบังคับใช้',
      coming: 'กำลังจะมีผล',
      earlier: 'ถูกแทนที่แล้ว',
      open: 'อ่านเวอร์ชัน {{version}}',
      reading: 'แสดงอยู่ด้านบน',
      notFound: 'ไม่มีเวอร์ชันนี้',
    },
    /** The dialog shown when a new version took effect (features/legal/LegalAcceptance.tsx). */
    prompt: {
      title: 'เราได้อัปเดตข้อกำหนดแล้ว',
      intro: 'กรุณาอ่านสิ่งที่เปลี่ยนแปลง หากต้องการเล่นต่อ กรุณายอมรับเวอร์ชันใหม่ด้านล่าง',
      firstTitle: 'โปรดยอมรับข้อกำหนดของเรา',
      firstIntro: 'ก่อนดำเนินการต่อ โปรดอ่านและยอมรับข้อกำหนดและเงื่อนไขและนโยบายความเป็นส่วนตัวของเว็บไซต์นี้',
      effective: 'เวอร์ชัน {{version}} มีผลตั้งแต่ {{date}}',
      readAll: 'อ่าน{{document}}ฉบับเต็ม (เปิดในแท็บใหม่)',
      accept: 'ยอมรับและดำเนินการต่อ',
      decline: 'ไม่ยอมรับและออกจากระบบ',
      leaveTitle: 'ไม่ต้องการยอมรับใช่ไหม',
      leave: 'คุณถอนยอดเงินคงเหลือและปิดบัญชีได้โดยไม่ต้องยอมรับ หากไม่ยอมรับ คุณจะถูกออกจากระบบ',
      withdraw: 'ถอนยอดเงินคงเหลือ',
      close: 'ปิดบัญชีของฉัน',
      outdated: 'มีเวอร์ชันใหม่เริ่มมีผลระหว่างที่คุณกำลังอ่าน กรุณาอ่านและยอมรับอีกครั้ง',
      failed: 'ไม่สามารถบันทึกการยอมรับของคุณได้ กรุณาลองอีกครั้ง',
    },
    /** The page after declining (/legal/declined). */
    declined: {
      title: 'คุณออกจากระบบแล้ว',
      body: 'คุณไม่ยอมรับข้อกำหนดใหม่ จึงเล่นไม่ได้จนกว่าจะยอมรับ บัญชีของคุณไม่มีอะไรเปลี่ยนแปลง: ยอดเงินคงเหลือยังเป็นของคุณ',
      howToLeaveTitle: 'หากต้องการถอนเงินและปิดบัญชี',
      howToLeave: 'เข้าสู่ระบบอีกครั้ง: แม้ไม่ยอมรับ คุณยังถอนยอดเงินคงเหลือได้ที่หน้าถอนเงิน และปิดบัญชีได้ที่หน้าการเล่นอย่างรับผิดชอบ ฝ่ายบริการลูกค้าก็ช่วยคุณได้เช่นกัน',
      logIn: 'เข้าสู่ระบบ',
      readTerms: 'อ่านข้อกำหนด',
      customerService: 'ติดต่อฝ่ายบริการลูกค้า',
    },
    /** The record on the security centre. */
    record: {
      title: 'ข้อกำหนดที่คุณยอมรับ',
      intro: 'ทุกเวอร์ชันของข้อกำหนดและเงื่อนไข รวมถึงนโยบายความเป็นส่วนตัวที่คุณยอมรับ พร้อมวันเวลาและที่อยู่ IP ที่ใช้ยอมรับ',
      document: 'เอกสาร',
      version: 'เวอร์ชัน',
      acceptedAt: 'วันเวลาที่ยอมรับ',
      address: 'ที่อยู่ IP',
      source: 'ช่องทาง',
      via: {
        REGISTRATION: 'ตอนสมัครสมาชิก',
        PROMPT: 'เมื่อเวอร์ชันใหม่มีผล',
      },
      none: 'ยังไม่มีบันทึกการยอมรับ',
      pending: 'รอการยอมรับจากคุณ: {{documents}}',
      confirmationsTitle: 'สิ่งที่คุณยืนยันตอนสมัครสมาชิก',
    },
    /** What the member confirmed when registering, as the record lists it. */
    confirmed: {
      AGE: 'มีอายุถึงเกณฑ์ที่กฎหมายกำหนดสำหรับการพนัน:',
      OWN_MONEY: 'เล่นด้วยเงินของตนเองเท่านั้น:',
      ONE_ACCOUNT: 'ไม่มีบัญชีอื่นที่นี่:',
      NOT_SELF_EXCLUDED: 'ไม่ถูกระงับการเล่นการพนัน:',
    },
  },
};

export default legal;
