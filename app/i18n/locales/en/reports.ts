/** Report tables and date ranges (en): <DataTable> and <DateRangeField> in the member and agent centres (see source-words.ts). */
const reports = {
  table: {
    filters: 'Filters',
    apply: 'Apply',
    empty: 'Nothing matches these filters.',
    total: 'Total',
    sortBy: 'Sort by {{column}}',
    rows: '{{from}}–{{to}} of {{total}}',
    pageSize: 'Rows per page',
    download: 'Download CSV',
  },
  dateRange: {
    period: 'Period',
    from: 'From',
    to: 'To',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      next7: 'Next 7 days',
      next30: 'Next 30 days',
      thisWeek: 'This week',
      lastWeek: 'Last week',
      thisMonth: 'This month',
      lastMonth: 'Last month',
      custom: 'Custom dates',
    },
    errors: {
      invalidDate: 'Enter dates as year-month-day.',
      fromAfterTo: 'The start date must be on or before the end date.',
      tooLong: 'Choose at most {{max}} days.',
    },
  },
};

export default reports;
