import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { LotteryPage } from '../features/lottery/LotteryPage';
import { lotteryAction, lotteryLoader } from '../features/lottery/lottery.server';
import { titledMeta } from '../i18n/page-title';
import lotteryStyles from '../features/lottery/lottery.css?url';

/** /seaLottery (members only; `gameCode` picks the game): see features/lottery/lottery.server.ts. */
export const loader = (args: LoaderFunctionArgs) => lotteryLoader('sea', args);
export const action = (args: ActionFunctionArgs) => lotteryAction('sea', args);
export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: lotteryStyles }];
export default LotteryPage;
