/** What the config and the seed may use of the OTP-auth plugin. */
export { OtpAuthPlugin } from './otp-auth.plugin';
export { HttpSmsGateway, OutboxSmsProvider, type HttpSmsGatewayOptions, type SmsProvider } from './config/sms-provider';
export { normalisePhone } from './services/phone';
export { DEFAULT_SMS_TEXT } from './constants';
export type { OtpAuthPluginOptions, OtpPolicies } from './types';
export { BotCheckService } from './services/bot-check.service';
export { BotCheckFailedError } from './errors';
