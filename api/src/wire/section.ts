/** A project section's answer by its name (not re-exported: the wire names each section's type). */
import type { z } from '@hono/zod-openapi';
import type { SectionSchemas } from '../routes/projects/project-detail.schemas';

export type Section<N extends keyof typeof SectionSchemas> = z.infer<(typeof SectionSchemas)[N]>;
