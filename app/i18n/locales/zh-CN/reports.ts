import type en from '#app/i18n/locales/en/reports';

/** Report tables and date ranges (zh-CN): <DataTable> and <DateRangeField> in the member and agent centres (see source-words.ts). */
const reports: typeof en = {
  table: {
    filters: '筛选条件',
    apply: '查询',
    empty: '没有符合筛选条件的记录。',
    total: '合计',
    sortBy: '按{{column}}排序',
    rows: '第{{from}}–{{to}}条，共{{total}}条',
    pageSize: '每页行数',
    download: '下载 CSV',
  },
  dateRange: {
    period: '时间范围',
    from: '开始日期',
    to: '结束日期',
    presets: {
      today: '今天',
      yesterday: '昨天',
      last7: '最近7天',
      last30: '最近30天',
      next7: '未来7天',
      next30: '未来30天',
      thisWeek: '本周',
      lastWeek: '上周',
      thisMonth: '本月',
      lastMonth: '上月',
      custom: '自定义日期',
    },
    errors: {
      invalidDate: '请按“年-月-日”格式输入日期。',
      fromAfterTo: '开始日期不能晚于结束日期。',
      tooLong: '最多选择{{max}}天。',
    },
  },
};

export default reports;
