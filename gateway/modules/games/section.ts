import type { VendorDto } from '#gateway/upstream/dto/index';

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
}
