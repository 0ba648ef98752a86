import { href } from '#app/kernel/href';

/** A game's information page (`/play/<nodeId>/info`): the dialog loads its data from the same address. */
export const gameInfoPath = (gameId: string) => href('/play/:nodeId/info', { nodeId: gameId });
