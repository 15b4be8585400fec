import type { FastifyBaseLogger } from 'fastify';
import { remindUnansweredAsks } from './feedback.service';

/**
 * One run of the hourly 'feedback-reminders' job (jobs/product-jobs.ts): reminds the asks left
 * unanswered for a week. Throws when it fails, and the job engine runs it again later.
 */
export async function runFeedbackReminders(
  options: Parameters<typeof remindUnansweredAsks>[0] & { log: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  const reminded = await remindUnansweredAsks(options);
  if (reminded > 0) options.log.info({ reminded }, 'reminded unanswered feedback asks');
}
