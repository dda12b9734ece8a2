/** The viewer's pages by route, and which of them are about one project. */
import type { Html } from './html.js';
import { changePage, comparePage, dreamPage, historyPage, restorePage, versionPage, versionsPage } from './pages-history.js';
import { allDecisionsPage, contextPage, decisionsPage, sessionsPage } from './pages-project.js';
import { filePage, healthPage, projectsPage, searchPage } from './pages-root.js';
import type { View, ViewRequest } from './view.js';

export type { View, ViewRequest };

type ProjectPage = (v: View, req: ViewRequest, project: string) => Html | Promise<Html>;
type RootPage = (v: View, req: ViewRequest, project: string | null) => Html | Promise<Html>;

export interface Route {
  title: string;
  /** The tab it belongs to. */
  tab: string;
  /** true: needs a project (`p`); false: over the root, or one project when `p` is given. */
  project: boolean;
  post?: boolean;
  run: ProjectPage | RootPage;
}

export const ROUTES: Record<string, Route> = {
  '': { title: 'Projects', tab: 'projects', project: false, run: (v: View, req: ViewRequest) => projectsPage(v, req) },
  context: { title: 'Next session', tab: 'context', project: true, run: contextPage },
  decisions: { title: 'Decisions', tab: 'decisions', project: true, run: decisionsPage },
  sessions: { title: 'Sessions', tab: 'sessions', project: true, run: sessionsPage },
  file: { title: 'File', tab: '', project: true, run: filePage },
  history: { title: 'History', tab: 'history', project: true, run: historyPage },
  versions: { title: 'Versions', tab: 'history', project: true, run: versionsPage },
  version: { title: 'Version', tab: 'history', project: true, run: versionPage },
  change: { title: 'Change', tab: 'history', project: true, run: changePage },
  compare: { title: 'Compare', tab: 'history', project: true, run: comparePage },
  dream: { title: '/dream run', tab: 'history', project: true, run: dreamPage },
  restore: { title: 'Restore', tab: 'history', project: true, post: true, run: restorePage },
  'all-decisions': { title: 'Decisions across projects', tab: 'all-decisions', project: false, run: (v: View, req: ViewRequest) => allDecisionsPage(v, req) },
  search: { title: 'Search', tab: 'search', project: false, run: searchPage },
  health: { title: 'Health', tab: 'health', project: false, run: healthPage },
};
