import type en from '#app/i18n/locales/en/deposit';

/** The deposit namespace (th): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const deposit: typeof en = {
  deposit: {
    title: 'ฝากเงิน',
    intro: 'เลือกช่องทางชำระเงินและกรอกจำนวนเงิน รายการฝากเงินจะรอจนกว่าเราจะได้รับเงิน',
    unavailable: 'ไม่สามารถโหลดช่องทางฝากเงินได้ ลองอีกครั้งในอีกสักครู่',
    notAllowed: 'ไม่สามารถฝากเงินได้ในขณะนี้',
    method: 'ช่องทางชำระเงิน',
    limits: '{{min}} ถึง {{max}}',
    amount: 'จำนวนเงิน',
    payeeName: 'ชื่อบัญชีที่คุณใช้โอนเงิน',
    payeeHint: 'จำเป็นสำหรับการโอนผ่านธนาคารแบบแมนนวล เพื่อให้เราจับคู่กับยอดโอนของคุณได้',
    submit: 'ฝากเงิน',
    kinds: {
      QR_IMAGE: 'สแกน QR โค้ด',
      LAUNCH_URL: 'ชำระเงินที่หน้าชำระเงิน',
      CRYPTO: 'โอนคริปโทเคอร์เรนซี',
      MANUAL_TRANSFER: 'โอนผ่านธนาคาร ยืนยันโดยเจ้าหน้าที่',
    },
    status: {
      PENDING: 'รอดำเนินการ',
      PAID: 'ชำระแล้ว',
      CANCELLED: 'ยกเลิกแล้ว',
      REJECTED: 'ถูกปฏิเสธ',
    },
    done: {
      created: 'รายการฝากเงินของคุณกำลังรอการชำระเงิน',
      cancelled: 'ยกเลิกรายการฝากเงินแล้ว',
    },
    next: {
      title: 'ฝากเงิน {{ref}}: {{amount}}',
      qr: 'สแกน QR โค้ดนี้ด้วยแอปธนาคารเพื่อชำระเงิน หรือเปิดหน้าชำระเงิน',
      qrAlt: 'QR โค้ดสำหรับเปิดหน้าชำระเงินของรายการฝากเงิน {{ref}}',
      launch: 'ชำระเงินที่หน้าชำระเงิน เมื่อเสร็จแล้วคุณจะกลับมาที่หน้านี้',
      crypto: 'โอน {{amount}} เป็น {{coin}} ไปยังที่อยู่นี้ ยอดฝากจะเข้าบัญชีเมื่อการโอนได้รับการยืนยัน',
      cryptoPage: 'เปิดหน้าชำระเงินเพื่อยืนยันการโอน',
      address: 'ที่อยู่ {{coin}}',
      manual: 'โอน {{amount}} จากบัญชีชื่อ {{payee}} มายังบัญชีนี้ เราจะเติมเงินให้เมื่อได้รับยอดโอน',
      bank: 'ธนาคาร',
      accountName: 'ชื่อบัญชี',
      accountNumber: 'เลขที่บัญชี',
      reference: 'เลขอ้างอิง',
      openPage: 'เปิดหน้าชำระเงิน',
      refresh: 'ตรวจสอบสถานะอีกครั้ง',
      pending: 'กำลังรอการชำระเงินของคุณ',
      paid: 'ชำระแล้ว: {{amount}} เข้าสู่ยอดเงินคงเหลือของคุณแล้ว',
      firstBonus: 'นี่คือการฝากเงินครั้งแรกของคุณ: ได้รับโบนัสฝากเงินครั้งแรกเพิ่มด้วย',
      cancelled: 'รายการฝากเงินนี้ถูกยกเลิก ไม่มีการเรียกเก็บเงิน',
      rejected: 'รายการฝากเงินนี้ถูกปฏิเสธ หากคุณชำระเงินไปแล้ว กรุณาติดต่อฝ่ายบริการลูกค้า',
    },
    recent: {
      title: 'รายการฝากเงินล่าสุด',
      none: 'คุณยังไม่มีรายการฝากเงิน',
      date: 'วันที่',
      reference: 'เลขอ้างอิง',
      method: 'ช่องทาง',
      amount: 'จำนวนเงิน',
      status: 'สถานะ',
      actions: 'การดำเนินการ',
      details: 'รายละเอียด',
      cancel: 'ยกเลิก',
      cancelLabel: 'ยกเลิกรายการฝากเงิน {{ref}}',
      detailsLabel: 'รายละเอียด รายการฝากเงิน {{ref}}',
    },
    errors: {
      chooseMethod: 'เลือกช่องทางชำระเงิน',
      payeeName: 'กรอกชื่อบัญชีที่คุณใช้โอนเงิน',
      reload: 'แบบฟอร์มนี้หมดอายุแล้ว โหลดหน้าใหม่แล้วลองอีกครั้ง',
      // LIMIT_REACHED, with the limit that refused (responsible-gaming/refusal.server.ts); ANY when it cannot be told.
      limitReached: {
        DAY: 'ขีดจำกัดการฝากเงินรายวันของคุณเหลืออีก {{remaining}} จนถึง {{until}}',
        WEEK: 'ขีดจำกัดการฝากเงินรายสัปดาห์ของคุณเหลืออีก {{remaining}} จนถึง {{until}}',
        MONTH: 'ขีดจำกัดการฝากเงินรายเดือนของคุณเหลืออีก {{remaining}} จนถึง {{until}}',
        ANY: 'ขีดจำกัดการฝากเงินของคุณเหลืออีก {{remaining}} จนถึง {{until}}',
      },
    },
  },
};

export default deposit;
