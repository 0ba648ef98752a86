import { titledMeta } from '#app/i18n/page-title';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { PointMall } from './PointMall';

export { loader } from './points.loader.server';
export { action } from './points.action.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['points', 'security', 'cashier', 'playerProtection'] };

export const meta = titledMeta;

export default PointMall;
