/** What other plugins may use of the prizes plugin (recording won prizes, their relations); outside code imports from here only. */
export { PrizesPlugin } from './prizes.plugin';
export { PrizeRelations } from './api/prize-shop.resolver';
export { WonPrize } from './entities/won-prize.entity';
export { PrizeUnavailableError, type PrizeUnavailableReason } from './errors';
export { WonPrizeService, type WonPrizeInput } from './services/won-prize.service';
