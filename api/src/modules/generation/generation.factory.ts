import { OfflineIntroductionWriter } from './offline-writer.js';
import type { IntroductionWriter } from './generation.types.js';
import { OpenAIIntroductionWriter } from './openai/openai-writer.js';
import type { WritingPool } from './writing-pool.js';

export interface GenerationSettings {
  openaiApiKey?: string;
  openaiModel: string;
  openaiBaseUrl?: string;
  timeoutMs?: number;
  idleTimeoutMs?: number;
}

/** OpenAI when a key is configured; otherwise the built-in offline composer. */
export function createIntroductionWriter(settings: GenerationSettings, pool: WritingPool): IntroductionWriter {
  const apiKey = settings.openaiApiKey?.trim();
  if (!apiKey) return new OfflineIntroductionWriter(pool);
  return new OpenAIIntroductionWriter(
    {
      apiKey,
      model: settings.openaiModel,
      baseURL: settings.openaiBaseUrl?.trim() || undefined,
      timeoutMs: settings.timeoutMs,
      idleTimeoutMs: settings.idleTimeoutMs,
    },
    pool,
  );
}
