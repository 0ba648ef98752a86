import type en from '#app/i18n/locales/en/reports';

/** Report tables and date ranges (vi): <DataTable> and <DateRangeField> in the member and agent centres (see source-words.ts). */
const reports: typeof en = {
  table: {
    filters: 'Bộ lọc',
    apply: 'Áp dụng',
    empty: 'Không có dữ liệu khớp với bộ lọc.',
    total: 'Tổng cộng',
    sortBy: 'Sắp xếp theo {{column}}',
    rows: '{{from}}–{{to}} trên {{total}}',
    pageSize: 'Số dòng mỗi trang',
    download: 'Tải CSV',
  },
  dateRange: {
    period: 'Khoảng thời gian',
    from: 'Từ ngày',
    to: 'Đến ngày',
    presets: {
      today: 'Hôm nay',
      yesterday: 'Hôm qua',
      last7: '7 ngày qua',
      last30: '30 ngày qua',
      next7: '7 ngày tới',
      next30: '30 ngày tới',
      thisWeek: 'Tuần này',
      lastWeek: 'Tuần trước',
      thisMonth: 'Tháng này',
      lastMonth: 'Tháng trước',
      custom: 'Tùy chọn ngày',
    },
    errors: {
      invalidDate: 'Nhập ngày theo dạng năm-tháng-ngày.',
      fromAfterTo: 'Ngày bắt đầu phải trước hoặc trùng ngày kết thúc.',
      tooLong: 'Chọn tối đa {{max}} ngày.',
    },
  },
};

export default reports;
