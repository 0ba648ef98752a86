import type { VendorDto } from '#gateway/upstream/dto/index';
import type { LaneFirstPage } from './menus';

/** A home section before its games are fetched (GameSection.games fetches them). */
export interface GameSectionModel {
  category: {
    gameType: string;
    name: string;
    vendors: VendorDto[];
    hasVendorMenu: boolean;
    largeVendorMenu: boolean;
    classes: string[];
  };
  vendor: string | null;
  shown: number;
  /** Its first games as the lanes carried them (ADR 071), for a section shown as it first is; else null. */
  firstPage: LaneFirstPage | null;
}
