/** Parameter schemas shared by several tools. Descriptions are short: tools/list is paid every session. */
import { z } from 'zod';

export const projectParam = z.string().optional().describe('Slug, alias, _meta.yaml id or repo path ("_global": shared). Default: bound project.');

export const pathParam = z.string().describe('File path relative to the project folder, e.g. "notes/ideas.md".');

export const revisionParam = z.string().optional().describe('Revision from read_file; refused if the file changed since.');
