/** Launching and the stand-in game server (README.md in this folder; docs/platform-protocol.md "Launching and rounds"). */
import { relay, type BrandRoute } from '../../http/routes';
import { framedByTheBrandsPortals } from '../system/frame-ancestors';
import { launchGame, roomList, trialLaunch } from './launch';
import { gameAction, gamePage, gameScript, gameStyles } from './pages';
import { gameInfo } from './game-info';

export const playRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/game/launchGame', faultKey: '/wps/game/launchGame', methods: { GET: launchGame } },
  { kind: 'brand', ...relay('GCS_gameLaunchFB'), methods: { POST: trialLaunch } },
  { kind: 'brand', ...relay('GLS2_roomList'), methods: { GET: roomList } },
  // A game's rules, return to player, stakes and pay table (our extension: game-info.ts).
  { kind: 'brand', path: '/wps/game/info', faultKey: '/wps/game/info', methods: { GET: gameInfo } },
  // The game server's pages, opened by the member's browser through the portal (which forwards /rgs/*).
  { kind: 'brand', path: '/rgs/rgs.css', faultKey: '/rgs', methods: { GET: gameStyles } },
  { kind: 'brand', path: '/rgs/rgs.js', faultKey: '/rgs', methods: { GET: gameScript } },
  {
    kind: 'brand',
    path: /^\/rgs\/game\/([A-Za-z0-9_-]{20,64})$/,
    faultKey: '/rgs',
    methods: { GET: framedByTheBrandsPortals(gamePage), POST: framedByTheBrandsPortals(gameAction) },
  },
];
