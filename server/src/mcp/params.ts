/** Parameter schemas shared by several tools. Descriptions are short: tools/list is paid every session. */
import { z } from 'zod';

export const projectParam = z.string().optional().describe('Slug/alias or "_global". Default: bound project.');

export const pathParam = z.string().describe('In the project folder, e.g. "notes/ideas.md".');

export const revisionParam = z.string().optional().describe('From read_file; refused if the file changed since.');
