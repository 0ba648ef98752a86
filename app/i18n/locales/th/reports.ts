import type en from '#app/i18n/locales/en/reports';

/** Report tables and date ranges (th): <DataTable> and <DateRangeField> in the member and agent centres (see source-words.ts). */
const reports: typeof en = {
  table: {
    filters: 'ตัวกรอง',
    apply: 'ใช้',
    empty: 'ไม่มีรายการที่ตรงกับตัวกรองเหล่านี้',
    total: 'รวม',
    sortBy: 'เรียงตาม{{column}}',
    rows: '{{from}}–{{to}} จาก {{total}}',
    pageSize: 'แถวต่อหน้า',
    download: 'ดาวน์โหลด CSV',
  },
  dateRange: {
    period: 'ช่วงเวลา',
    from: 'ตั้งแต่',
    to: 'ถึง',
    presets: {
      today: 'วันนี้',
      yesterday: 'เมื่อวาน',
      last7: '7 วันที่ผ่านมา',
      last30: '30 วันที่ผ่านมา',
      next7: '7 วันข้างหน้า',
      next30: '30 วันข้างหน้า',
      thisWeek: 'สัปดาห์นี้',
      lastWeek: 'สัปดาห์ที่แล้ว',
      thisMonth: 'เดือนนี้',
      lastMonth: 'เดือนที่แล้ว',
      custom: 'กำหนดวันที่เอง',
    },
    errors: {
      invalidDate: 'กรอกวันที่ในรูปแบบ ปี-เดือน-วัน',
      fromAfterTo: 'วันที่เริ่มต้นต้องไม่เกินวันที่สิ้นสุด',
      tooLong: 'เลือกได้ไม่เกิน {{max}} วัน',
    },
  },
};

export default reports;
