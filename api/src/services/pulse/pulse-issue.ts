/** A pulse issue as the wire carries it (the stored document is generate-pulse.ts's PulseIssueDoc). */
import type { z } from '@hono/zod-openapi';
import type { PulseIssueSchema } from '../../routes/pulse/pulse.schemas';

export type PulseIssue = z.infer<typeof PulseIssueSchema>;
