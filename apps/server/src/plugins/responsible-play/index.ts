/** What other plugins, the config, the seed and tests may use of the responsible-play plugin. */
export { ResponsiblePlayPlugin } from './responsible-play.plugin';
export { PlaySettings, type SpendingPeriod } from './entities/play-settings.entity';
export { PlaySpend } from './entities/play-spend.entity';
export { AgeRestrictedError, SelfExcludedError, SpendingLimitError } from './errors';
export { ResponsiblePlayService } from './services/responsible-play.service';
export { isValidBirthDate, nricContradicts } from './age';
