import { useViewer } from '#app/features/games/launch';
import { bannerHref, opensElsewhere, type LinkedBanner } from '#app/features/content/banner-link';

/** The brand's login banner (the spec's w_login group) as the login modal shows it. */
export type LoginBannerData = LinkedBanner & { title: string; imageUrl: string };

/**
 * The login modal's banner, above its forms: a link when the platform gives it one (an address, a
 * promotion or a game, led to as the home carousel's banners lead: content/banner-link.ts), else
 * the picture alone. The picture's text names the link.
 */
export function LoginBanner({ banner }: { banner: LoginBannerData }) {
  const viewer = useViewer();
  const image = <img className="login-banner" src={banner.imageUrl} alt={banner.title} width="640" height="200" decoding="async" />;
  const to = bannerHref(banner, viewer, '/');
  if (!to) return image;
  return (
    <a className="login-banner__link" href={to} {...(opensElsewhere(banner) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {image}
    </a>
  );
}
