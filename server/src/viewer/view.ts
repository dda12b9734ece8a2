/** What every page of the viewer is given: kept apart from routes.ts, which imports the pages. */
import type { DoctorReport } from '../services/doctor.js';
import type { Workspace } from '../services/workspace.js';

export interface View {
  ws: Workspace;
  /** `/<token>/`: every link starts with it. */
  base: string;
  allowRestore: boolean;
  env: NodeJS.ProcessEnv;
  /** doctor walks the whole root (seconds on a large one): run on request, kept for this run. */
  doctor?: { at: Date; report: DoctorReport };
}

export interface ViewRequest {
  method: 'GET' | 'POST';
  q: URLSearchParams;
  /** The form fields of a POST. */
  form?: URLSearchParams;
}
