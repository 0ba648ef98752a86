import { Link, useLoaderData } from '@remix-run/react';
import { SectionError } from '../../components/SectionError';
import { MoreTranslations, useTranslation } from '../../i18n/react';
import { GameSlides, Pager } from './LobbyMenus';
import type { MemberGamesData } from './member-games.server';

const PAGE_SIZE = 20;
const SLIDE_SIZE = 9;

export function MemberGamesPage() {
  const data = useLoaderData<MemberGamesData>();
  return (
    <MoreTranslations resources={data.translations}>
      <MemberGamesContent data={data} />
    </MoreTranslations>
  );
}

function MemberGamesContent({ data }: { data: MemberGamesData }) {
  const { t } = useTranslation();
  const other = data.which === 'favorite' ? 'recent' : 'favorite';
  return (
    <section className="category-page lobby" aria-labelledby="member-games-title">
      <div className="section-head">
        <h1 id="member-games-title">{data.title}</h1>
        <Link className="link-more" to={`/${other}`}>
          {t(`lobby.routes.${other}`)}
        </Link>
      </div>
      {!data.games ? (
        <SectionError what={data.title} />
      ) : data.games.items.length === 0 ? (
        <p className="muted">{t(data.which === 'favorite' ? 'lobby.favoritesNone' : 'lobby.recentNone')}</p>
      ) : (
        <GameSlides
          games={data.games.items}
          size={SLIDE_SIZE}
          firstIndex={data.games.offset}
          label={t('lobby.slidesLabel', { title: data.title, count: SLIDE_SIZE })}
        />
      )}
      {data.games ? <Pager page={data.page} totalPages={Math.max(1, Math.ceil(data.games.total / PAGE_SIZE))} pageParam="page" /> : null}
    </section>
  );
}
