/** The guardPages namespace (th): the blocked-region and invalid-address pages, rendered on the server alone (features/guard/render-guard.tsx): no browser ever loads them. */
const guardPages = {
  blocked: {
    domain: {
      title: 'ที่อยู่เว็บไซต์ไม่ถูกต้อง',
      body: 'ที่อยู่นี้ไม่ใช่ของ {{brand}} กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อขอที่อยู่ที่ถูกต้อง',
    },
    region: {
      title: 'จำกัดการเข้าถึง',
      body: 'บริการของเราไม่เปิดให้ใช้งานในภูมิภาคของคุณ',
      ip: 'ที่อยู่ IP ของคุณ: {{ip}}',
      ipUnknown: 'ไม่ทราบ',
    },
  },
};

export default guardPages;
