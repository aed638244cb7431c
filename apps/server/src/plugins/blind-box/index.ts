/** What the config, the seed and tests may use of the blind-box plugin; outside code imports from here only. */
export { BlindBoxPlugin } from './blind-box.plugin';
export { prizeTablePermission } from './config/prize-table-permission';
export { BlindBox } from './entities/blind-box.entity';
export { DigitalCode } from './entities/digital-code.entity';
export { PrizeLine } from './entities/prize-line.entity';
export { PrizeLineTranslation } from './entities/prize-line-translation.entity';
export { BlindBoxService } from './services/blind-box.service';
export { PrizeLineService, type PrizeLineInput } from './services/prize-line.service';
export { BlindBoxTermsService } from './services/blind-box-terms.service';
export { BlindBoxesCreatedEvent, BlindBoxOpenedEvent, DigitalCodeRevealedEvent } from './services/blind-box-events';
// The box derivation is pure; the outcome test replays it as a shopper would.
export { eligibilitySnapshot, pickPrizeLine, proveBox, withoutLine, type PrizeLineState } from './services/box-derivation';
export { FULL_ODDS_WEIGHT, type PrizeRarity, type PrizeType } from './constants';
export { BlindBoxUnavailableError, BbCodeUnavailableError, InvalidClientSeedError, InvalidPrizeTableError } from './errors';
export type { BlindBoxPluginOptions } from './types';
