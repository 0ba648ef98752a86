import { Pager as ListPager } from '#app/components/data-table/Pager';
import { pageCount } from '#app/components/data-table/table-state';
import { useTranslation } from '#app/i18n/react';

/** A tab's pages, in the mall's words; a page link leaves the chosen reward and the last notice behind, as the tabs do. */
export function PointMallPager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const where = t('pointMall.pager.page', { page, pages });
  return (
    <ListPager
      page={page}
      pages={pages}
      drop={['reward', 'done']}
      label={where}
      previous={t('pointMall.pager.previous')}
      next={t('pointMall.pager.next')}
      status={where}
    />
  );
}
