import { Router } from 'express';
import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import type { CreditsService } from '../credits/credits.service.js';
import { createIntroductionWriter, WritingPool } from '../generation/index.js';
import { IntroductionFeedback } from './introduction-feedback.entity.js';
import { IntroductionVersion } from './introduction-version.entity.js';
import { AnswerReadingResolver } from './answer-reading.resolver.js';
import { IntroductionAdvertResolver } from './introduction-advert.resolver.js';
import { IntroductionVersionsResolver } from './introduction-versions.resolver.js';
import { Introduction } from './introduction.entity.js';
import { registerIntroductionPaths } from './introductions.openapi.js';
import { introductionsPermissions } from './introductions.permissions.js';
import { IntroductionsResolver } from './introductions.resolver.js';
import { introductionsRoutes } from './introductions.routes.js';
import { IntroductionsService } from './introductions.service.js';
import { WritingChannel } from './writing/writing-channel.js';
import { IntroductionWriting } from './writing/introduction-writing.entity.js';
import { SharedText } from './sharing/shared-text.entity.js';
import { SharedTextsService } from './sharing/shared-texts.service.js';
import { sharedPageRoutes, sharingRoutes } from './sharing/sharing.routes.js';
import { registerSharingPaths } from './sharing/sharing.openapi.js';
import { SharingResolver } from './sharing/sharing.resolver.js';
import { DEFAULT_WRITING_SETTINGS, WritingRunner } from './writing/writing-runner.js';
import type { WritingSettings } from './writing/writing-runner.js';

export const introductionsModule = defineModule({
  name: 'introductions',
  entities: [Introduction, IntroductionFeedback, IntroductionVersion, IntroductionWriting, SharedText],
  services: ({ config, clock, logger, metrics, orm, options }, { credits }: { credits: CreditsService }) => {
    const pool = new WritingPool(config.writingPool, logger);
    const writer = createIntroductionWriter(
      {
        openaiApiKey: config.openai.apiKey,
        openaiModel: config.openai.model,
        openaiBaseUrl: config.openai.baseUrl,
        timeoutMs: options.openaiTimeoutMs,
        idleTimeoutMs: options.openaiIdleTimeoutMs,
      },
      pool,
    );
    const writingChannel = new WritingChannel(String(orm.config.get('clientUrl')), logger);
    const settings = { ...DEFAULT_WRITING_SETTINGS, ...options.writing };
    const writings = new WritingRunner(orm, credits, writingChannel, settings, logger, metrics);
    const introductions = new IntroductionsService(writer, credits, clock, writings, writingChannel, pool);
    const sharedTexts = new SharedTextsService(introductions, clock);
    return { introductions, writings, writingChannel, writingPool: pool, sharedTexts };
  },
  resolvers: [IntroductionsResolver, IntroductionVersionsResolver, IntroductionAdvertResolver, AnswerReadingResolver, SharingResolver],
  permissions: introductionsPermissions,
  routes: ({ services }) => Router().use(introductionsRoutes(services.introductions), sharingRoutes(services.sharedTexts)),
  pages: ({ services, orm }) => sharedPageRoutes(services.sharedTexts, orm),
  openApi: (registry) => {
    registerIntroductionPaths(registry);
    registerSharingPaths(registry);
  },
  background: async ({ services }) => {
    await services.writingChannel.start();
    services.writings.startSweeping();
    return {
      async stop() {
        await services.writings.stop();
        await services.writingPool.close();
        await services.writingChannel.stop();
      },
    };
  },
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof introductionsModule> {}
  interface ServiceOptions {
    /** How long the AI may take to answer; the writer's default when absent. */
    openaiTimeoutMs?: number;
    /** How long the AI may pause mid-answer; the writer's default when absent. */
    openaiIdleTimeoutMs?: number;
    /** How writings renew and sweep their leases and announce their drafts; the defaults when absent. */
    writing?: Partial<WritingSettings>;
  }
}
