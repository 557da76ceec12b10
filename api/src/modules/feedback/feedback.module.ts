import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { Feedback } from './feedback.entity.js';
import { registerFeedbackPaths } from './feedback.openapi.js';
import { feedbackPermissions } from './feedback.permissions.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { feedbackRoutes } from './feedback.routes.js';
import { FeedbackService } from './feedback.service.js';

export const feedbackModule = defineModule({
  name: 'feedback',
  entities: [Feedback],
  services: ({ clock }) => ({ feedback: new FeedbackService(clock) }),
  resolvers: [FeedbackResolver],
  permissions: feedbackPermissions,
  routes: ({ services }) => feedbackRoutes(services.feedback),
  openApi: registerFeedbackPaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof feedbackModule> {}
}
