/** Report tables and date ranges (ko): <DataTable> and <DateRangeField> in the member and agent centres (see source-words.ts). */
const reports = {
  table: {
    filters: '검색 조건',
    apply: '적용',
    empty: '이 조건에 맞는 내역이 없습니다.',
    total: '합계',
    sortBy: '{{column}} 기준 정렬',
    rows: '전체 {{total}}건 중 {{from}}–{{to}}',
    pageSize: '페이지당 행 수',
    download: 'CSV 다운로드',
  },
  dateRange: {
    period: '기간',
    from: '시작일',
    to: '종료일',
    presets: {
      today: '오늘',
      yesterday: '어제',
      last7: '최근 7일',
      last30: '최근 30일',
      next7: '향후 7일',
      next30: '향후 30일',
      thisWeek: '이번 주',
      lastWeek: '지난주',
      thisMonth: '이번 달',
      lastMonth: '지난달',
      custom: '직접 입력',
    },
    errors: {
      invalidDate: '날짜를 연-월-일 형식으로 입력하세요.',
      fromAfterTo: '시작일은 종료일과 같거나 그 이전이어야 합니다.',
      tooLong: '최대 {{max}}일까지 선택할 수 있습니다.',
    },
  },
};

export default reports;
