import { relay, type BrandRoute } from '../../http/routes';
import { listAnnouncements } from './announcements';

export const contentRoutes: BrandRoute[] = [{ kind: 'brand', ...relay('MCSFE_getListAnnouncements'), methods: { GET: listAnnouncements } }];
