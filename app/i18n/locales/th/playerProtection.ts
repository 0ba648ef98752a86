/** The playerProtection namespace (th): responsible gaming's refusals and help (docs/decisions/039), sent with the pages whose forms can be refused for a limit, an exclusion or a closed account: the login pages, the member and agent centres, the game frame, the lottery, the points mall and feedback (see source-words.ts). */
const playerProtection = {
  // Responsible gaming's refusals and help (docs/decisions/039): shown by the login forms, the cashier and the game pages alike.
  playerProtection: {
    limitReached: 'รายการนี้เกินขีดจำกัดที่คุณตั้งไว้: เหลือวงเงินอีก {{remaining}} จนถึง {{until}}',
    limitReachedPlain: 'รายการนี้เกินขีดจำกัดที่คุณตั้งไว้',
    excluded: 'คุณได้ระงับการเล่นด้วยตนเองจนถึง {{until}} จึงไม่สามารถเข้าสู่ระบบได้ก่อนเวลานั้น',
    excludedPermanent: 'คุณได้ระงับการเล่นด้วยตนเองแบบถาวร จึงไม่สามารถเข้าสู่ระบบได้',
    loggedOut: 'คุณออกจากระบบแล้ว การพักการเล่นของคุณมีผลจนถึง {{until}}: ไม่สามารถเข้าสู่ระบบได้ก่อนเวลานั้น',
    loggedOutPermanent: 'คุณออกจากระบบแล้ว การระงับการเล่นด้วยตนเองของคุณเป็นแบบถาวร',
    loggedOutClosed: 'บัญชีของคุณถูกปิดและคุณออกจากระบบแล้ว หากต้องการรับยอดเงินคงเหลือ กรุณาติดต่อฝ่ายบริการลูกค้า',
    contactSupport: 'ไม่สามารถดำเนินการนี้ได้ที่นี่ กรุณาติดต่อฝ่ายบริการลูกค้า',
    accountClosed: 'บัญชีนี้ถูกปิดตามคำขอของคุณ จึงไม่สามารถเข้าสู่ระบบได้ หากต้องการรับยอดเงินคงเหลือ กรุณาติดต่อฝ่ายบริการลูกค้า',
    verificationRequired: 'ต้องยืนยันตัวตนก่อน โปรดส่งเอกสารที่หน้ายืนยันตัวตนในบัญชีของคุณ',
    toVerification: 'ไปที่หน้ายืนยันตัวตน',
    ageCheckRequired: 'เว็บไซต์นี้ตรวจสอบอายุก่อนเล่นทุกเกม รวมถึงการทดลองเล่นฟรี โปรดสมัครสมาชิกและรอให้เอกสารประจำตัวได้รับการอนุมัติก่อน',
    documentInReview: 'มีเอกสารประเภทนี้รอการตรวจสอบอยู่ คุณส่งใหม่ได้หลังจากตรวจสอบเสร็จ',
    documentAccepted: 'เอกสารประเภทนี้ได้รับการอนุมัติแล้ว',
    documentNotNeeded: 'บัญชีของคุณไม่ต้องใช้เอกสารนี้',
    termsNotAccepted: 'มีข้อกำหนดเวอร์ชันใหม่รอให้คุณยอมรับ: กรุณาโหลดหน้านี้ใหม่เพื่ออ่านและยอมรับก่อน',
    balanceRemaining: 'ยังมีเงินคงเหลือในบัญชีของคุณ หรือมีรายการถอนที่ยังไม่ได้จ่าย: กรุณาถอนยอดคงเหลือก่อน แล้วจึงส่งคำขออีกครั้ง',
    helpTitle: 'แหล่งความช่วยเหลือ',
    help: 'หากการพนันไม่สนุกอีกต่อไป ลองพูดคุยกับใครสักคน ความช่วยเหลือไม่มีค่าใช้จ่ายและเป็นความลับ: ในสหราชอาณาจักร ติดต่อ BeGambleAware และ National Gambling Helpline (0808 8020 133) ในเกาหลี ติดต่อ Korea Center on Gambling Problems (한국도박문제예방치유원 สายด่วน 1336)',
    helpCentre: 'ศูนย์ช่วยเหลือ',
    customerService: 'ติดต่อฝ่ายบริการลูกค้า',
    /** The safer-gambling prompts (features/responsible-gaming/SaferGamblingPrompts.tsx). */
    prompts: {
      noticeTitle: 'เล่นอย่างรับผิดชอบ',
      notice: 'การพนันคือความบันเทิง ไม่ใช่วิธีหาเงิน เล่นด้วยเงินที่เสียได้เท่านั้น หยุดพักบ้าง และตั้งขีดจำกัดการฝาก การเสีย การเดิมพัน และเวลา',
      helpline: 'กังวลเรื่องการพนันของคุณหรือไม่ ความช่วยเหลือฟรีและเป็นความลับ:',
      toLimits: 'ตั้งหรือทบทวนขีดจำกัด',
      understood: 'เข้าใจแล้ว',
      depositLimitTitle: 'ตั้งขีดจำกัดการฝากก่อนไหม',
      depositLimit: 'ก่อนการฝากครั้งแรก คุณตั้งจำนวนเงินที่ฝากได้ต่อวัน สัปดาห์ หรือเดือนได้ ลดขีดจำกัดได้ทุกเมื่อ ส่วนการเพิ่มจะมีผลหลังช่วงรอ',
      setDepositLimit: 'ตั้งขีดจำกัดการฝาก',
      notNow: 'ไว้ทีหลัง',
      reviewTitle: 'ถึงเวลาทบทวนขีดจำกัด',
      review: 'ผ่านไปหกเดือนแล้วตั้งแต่คุณดูขีดจำกัดครั้งล่าสุด ตรวจสอบว่ายังเหมาะกับคุณอยู่',
      reviewed: 'ขีดจำกัดของฉันเหมาะสมแล้ว',
    },
  },
};

export default playerProtection;
