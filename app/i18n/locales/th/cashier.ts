import type en from '#app/i18n/locales/en/cashier';

/** The cashier namespace (th): what money forms say when the platform refuses (app/graphql/user-errors.ts). */
const cashier: typeof en = {
  cashier: {
    errors: {
      amountInvalid: 'จำนวนเงินต้องมากกว่าศูนย์ และมีทศนิยมได้ไม่เกินสองตำแหน่ง',
      insufficientBalance: 'ยอดเงินคงเหลือของคุณไม่พอสำหรับจำนวนเงินนี้',
      belowMinimum: 'จำนวนเงินต่ำกว่าขั้นต่ำ',
      aboveMaximum: 'จำนวนเงินสูงกว่าขั้นสูงสุด',
      dailyLimit: 'คุณทำรายการครบจำนวนที่กำหนดของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
      notFound: 'ไม่พบรายการนี้',
      stateConflict: 'รายการนี้เสร็จสิ้นหรือถูกยกเลิกไปแล้ว',
      idempotencyKeyReused: 'แบบฟอร์มนี้ถูกส่งไปแล้วด้วยข้อมูลอื่น โหลดหน้าใหม่แล้วลองอีกครั้ง',
      unknownWallet: 'เลือกกระเป๋าเงินของคุณหนึ่งใบ',
      sameWallet: 'เลือกกระเป๋าเงินสองใบที่ต่างกัน',
      recipientInvalid: 'บัญชีนี้ไม่สามารถรับเงินโอนจากคุณได้',
      paymentPasswordWrong: 'รหัสผ่านธุรกรรมไม่ถูกต้อง',
      paymentPasswordNotSet: 'กรุณาตั้งรหัสผ่านธุรกรรมในศูนย์ความปลอดภัยก่อน',
      cardLimit: 'คุณมีบัญชีธนาคารครบจำนวนสูงสุดแล้ว ลบออกหนึ่งบัญชีเพื่อเพิ่มบัญชีใหม่',
      cardNameMismatch: 'ชื่อบัญชีต้องเป็นชื่อจริงของคุณ',
      fileInvalid: 'อัปโหลดรูปภาพ PNG หรือ JPG ขนาดไม่เกิน 5 MB',
    },
  },
  money: {
    labelWithSymbol: '{{label}} ({{symbol}})',
    between: 'ตั้งแต่ {{min}} ถึง {{max}}',
    atLeast: 'อย่างน้อย {{min}}',
    atMost: 'ไม่เกิน {{max}}',
    errors: {
      required: 'กรุณากรอกจำนวนเงิน',
      notANumber: 'กรอกจำนวนเงินเป็นตัวเลข เช่น 1,234.50',
      misplacedSeparator: 'กรอกจำนวนเงินในรูปแบบ {{example}}: ใช้จุลภาคคั่นทุกสามหลักเท่านั้น และใช้จุดทศนิยมก่อนสตางค์',
      negative: 'จำนวนเงินต้องไม่ติดลบ',
      tooManyDecimals: 'ใช้ทศนิยมได้ไม่เกินสองตำแหน่ง',
      belowMin: 'จำนวนเงินต้องไม่น้อยกว่า {{min}}',
      aboveMax: 'จำนวนเงินต้องไม่เกิน {{max}}',
    },
  },
};

export default cashier;
