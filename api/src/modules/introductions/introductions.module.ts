import { defineModule } from '../../app-module.js';
import type { CreditsService } from '../credits/credits.service.js';
import { createIntroductionWriter } from '../generation/index.js';
import { IntroductionFeedback } from './introduction-feedback.entity.js';
import { IntroductionVersion } from './introduction-version.entity.js';
import { IntroductionVersionsResolver } from './introduction-versions.resolver.js';
import { Introduction } from './introduction.entity.js';
import { registerIntroductionPaths } from './introductions.openapi.js';
import { introductionsPermissions } from './introductions.permissions.js';
import { IntroductionsResolver } from './introductions.resolver.js';
import { introductionsRoutes } from './introductions.routes.js';
import { IntroductionsService } from './introductions.service.js';

export const introductionsModule = defineModule({
  name: 'introductions',
  entities: [Introduction, IntroductionFeedback, IntroductionVersion],
  services: ({ config, clock, metrics, options }, { credits }: { credits: CreditsService }) => {
    const writer = createIntroductionWriter({
      openaiApiKey: config.openai.apiKey,
      openaiModel: config.openai.model,
      openaiBaseUrl: config.openai.baseUrl,
      timeoutMs: options.openaiTimeoutMs,
    });
    return { introductions: new IntroductionsService(writer, credits, clock, metrics) };
  },
  resolvers: [IntroductionsResolver, IntroductionVersionsResolver],
  permissions: introductionsPermissions,
  routes: ({ services }) => introductionsRoutes(services.introductions),
  openApi: registerIntroductionPaths,
});
