#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  CORE_PROJECT_FILES,
  DEFAULT_CONTEXT_CHARS,
  DEFAULT_MANIFEST_FILES,
  DEFAULT_THRESHOLDS,
  MAX_MEMORY_FILE_BYTES,
  MAX_SUMMARY_CHARS,
  MAX_TITLE_CHARS,
  MIN_CONTEXT_CHARS,
  assembleContext,
  assertMaxChars,
  assertMaxItems,
  assertTitle,
  homeDir,
  movingSlugs,
  newArtifactsJson,
  newManifestJson,
  readMoveJournal,
  readThresholds,
  removeMoveJournal,
  revisionOf,
  tooLargeError,
  writeMoveJournal
} from "./chunk-core-context-budget.js";
import {
  formatOf
} from "./chunk-core-secret-views.js";
import {
  CANONICAL_SECTIONS,
  CORRESPONDENCE,
  GLOBAL_SCOPE,
  MANAGED_FOLDERS,
  OTHER_COMPANY,
  PATTERNS,
  PEOPLE_DIR,
  PREFERENCES,
  PROJECTS_INDEX,
  PROJECT_FOLDERS,
  REFS_INDEX,
  ROOT_FOLDERS,
  TEMPLATE_FILES,
  addMissingSections,
  addProjectLink,
  applyEntries,
  assertDisplayName,
  assertEmail,
  assertFieldValue,
  beginJournal,
  canonicalSectionName,
  commitJournal,
  companyPath,
  companySlugOf,
  conflictRefusal,
  exactOf,
  fileConflict,
  fillTemplate,
  formatHits,
  insertAtSectionEnd,
  leftOutSentence,
  markProjectsIndexCurrent,
  missingSections,
  notePeopleChange,
  noteRankedChange,
  noteSubstringChange,
  parseCompany,
  parsePerson,
  parseSections,
  pathKind,
  pendingJournalPath,
  pendingJournalSlugs,
  personPath,
  projectsIndexIsStale,
  readProjectsIndex,
  readRefsIndex,
  recoverJournal,
  refreshRefs,
  removeProjectLink,
  renderMemoryTemplate,
  renderPeopleMd,
  renderProfile,
  renderProjectsIndex,
  replaceRefsIndex,
  require_picomatch,
  resolveProjectScope,
  resolveScope,
  searchScopes,
  sectionPlaceholder,
  setProfileNotes,
  startServerSearch,
  unsettledSharedProjects,
  updateText,
  walkFiles,
  withLocks
} from "./chunk-core-memory-md.js";
import {
  DECISION_STATUSES,
  MAX_FILE_BYTES,
  META_HEADER,
  MemoryError,
  POINTER_NAME,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SHARED_DIR,
  StaleVersionError,
  TEMP_SUFFIX,
  appendBlock,
  appendBlocks,
  appendDecision,
  assertFilename,
  assertIsoDate,
  assertSlug,
  atxHeadingOf,
  checkSharedFolder,
  classify,
  classifyLines,
  clipLine,
  commitAll,
  compareDecisionIds,
  contentLines,
  currentEnv,
  dateFileName,
  daysBetween,
  decisionIdsIn,
  describePath,
  descriptorPath,
  ensureDirContained,
  fieldKey,
  fileLockKey,
  findRepoPlace,
  firstDateIn,
  formatDecisionId,
  frontMatterLineCount,
  gitTopLevel,
  hiddenReason,
  inRootProblem,
  indexEntryFor,
  invalidDateField,
  isBlank,
  isInside,
  isIsoDate,
  isKebabCase,
  isMemoryError,
  layoutEntry,
  leadingDate,
  lineCount,
  mainWorktreeOf,
  moveContained,
  nameKey,
  nestAtxHeadings,
  nextDecisionNumber,
  nodeCrypto,
  normaliseDecisionId,
  noteChange,
  parseAtxHeading,
  parseDecisions,
  parseMemoryPath,
  pickVersion,
  pointerPath,
  pointerSlugs,
  preferredEol,
  quoteForMessage,
  readEntries,
  readFully,
  readObject,
  readPointer,
  readTextContained,
  removeContained,
  removeTreeAnchored,
  renderDecision,
  renderDecisionStub,
  renderPointer,
  replaceDecisionEntries,
  reservedReason,
  resolveContained,
  retryingWaits,
  scan,
  setDecisionFieldsMany,
  slugify,
  spellAsOnDisk,
  splitLinesKeepEnds,
  sweepLockLeftovers,
  sweepTempFiles,
  today,
  unclosedFence,
  validateMeta,
  versionsOf,
  writeAtomic
} from "./chunk-core-dates.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-shared.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar3(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair2;
    exports.isScalar = isScalar3;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path14) {
      const ctrl = callVisitor(key, node, visitor, path14);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path14, ctrl);
        return visit_(key, ctrl, visitor, path14);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path14 = Object.freeze(path14.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path14);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path14 = Object.freeze(path14.concat(node));
          const ck = visit_("key", node.key, visitor, path14);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path14);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path14) {
      const ctrl = await callVisitor(key, node, visitor, path14);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path14, ctrl);
        return visitAsync_(key, ctrl, visitor, path14);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path14 = Object.freeze(path14.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path14);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path14 = Object.freeze(path14.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path14);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path14);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path14) {
      if (typeof visitor === "function")
        return visitor(key, node, path14);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path14);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path14);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path14);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path14);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path14);
      return void 0;
    }
    function replaceNode(key, path14, node) {
      const parent = path14[path14.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path14, value) {
      let v = value;
      for (let i = path14.length - 1; i >= 0; --i) {
        const k = path14[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path14) => path14 == null || typeof path14 === "object" && !!path14[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path14, value) {
        if (isEmptyPath(path14))
          this.add(value);
        else {
          const [key, ...rest] = path14;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path14) {
        const [key, ...rest] = path14;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path14, keepScalar) {
        const [key, ...rest] = path14;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path14) {
        const [key, ...rest] = path14;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path14, value) {
        const [key, ...rest] = path14;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str2) => str2.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str2, indent, comment) => str2.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str2.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str2) => /^(%|---|\.\.\.)/m.test(str2);
    function lineLengthOverLimit(str2, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str2.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str2[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str2 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str2 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str2 += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str2 += "\\0";
                    break;
                  case "0007":
                    str2 += "\\a";
                    break;
                  case "000b":
                    str2 += "\\v";
                    break;
                  case "001b":
                    str2 += "\\e";
                    break;
                  case "0085":
                    str2 += "\\N";
                    break;
                  case "00a0":
                    str2 += "\\_";
                    break;
                  case "2028":
                    str2 += "\\L";
                    break;
                  case "2029":
                    str2 += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str2 += "\\x" + code.substr(2);
                    else
                      str2 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str2 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str2 += "\n";
                  i += 2;
                }
                str2 += indent;
                if (json[i + 2] === " ")
                  str2 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str2 = start ? str2 + json.slice(start) : json;
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str2 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str2);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify2(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str2 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str2;
      return identity.isScalar(node) || str2[0] === "{" || str2[0] === "[" ? `${props} ${str2}` : `${props}
${ctx.indent}${str2}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str2 = stringify2.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str2.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str2 === "" ? "?" : explicitKey ? `? ${str2}` : str2;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str2 = `? ${str2}`;
        if (keyComment && !keyCommentDone) {
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str2;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        str2 = `? ${str2}
${indent}:`;
      } else {
        str2 = `${str2}:`;
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str2.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify2.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str2 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str2;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify2 = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify2.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify3 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify3(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str3 = stringify2.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str3);
      }
      let str2;
      if (lines.length === 0) {
        str2 = flowChars.start + flowChars.end;
      } else {
        str2 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str2 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str2 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str2;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str2 = stringify2.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str2.includes("\n"));
        if (i < items.length - 1) {
          str2 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str2.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str2 += ",";
          }
        }
        if (comment)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment));
        lines.push(str2);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str2 = start;
          for (const line of lines)
            str2 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str2}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add2 = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add2(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add2(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str2) => str2,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str2) => new Scalar.Scalar(str2[0] === "t" || str2[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2));
        const dot = str2.indexOf(".");
        if (dot !== -1 && str2[str2.length - 1] === "0")
          node.minFractionDigits = str2.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str2, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str2) => str2,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str2) => str2 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str2, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str2) => parseFloat(str2),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str2, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str2)}`);
        return str2;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str2 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str2.length);
          for (let i = 0; i < str2.length; ++i)
            buffer[i] = str2.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str2;
        if (typeof node_buffer.Buffer === "function") {
          str2 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str2 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str2.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str2.substr(o, lineWidth);
          }
          str2 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str2 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2.replace(/_/g, "")));
        const dot = str2.indexOf(".");
        if (dot !== -1) {
          const f = str2.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str2, offset, radix, { intAsBigInt }) {
      const sign = str2[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str2 = str2.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str2 = `0b${str2}`;
            break;
          case 8:
            str2 = `0o${str2}`;
            break;
          case 16:
            str2 = `0x${str2}`;
            break;
        }
        const n2 = BigInt(str2);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str2, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str2 = value.toString(radix);
        return value < 0 ? "-" + prefix + str2.substr(1) : prefix + str2;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str2, asBigInt) {
      const sign = str2[0];
      const parts = sign === "-" || sign === "+" ? str2.substring(1) : str2;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str2, _onError, { intAsBigInt }) => parseSexagesimal(str2, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str2) => parseSexagesimal(str2, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str2) {
        const match = str2.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify2.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify2.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify2.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path14, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path14, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path14) {
        if (Collection.isEmptyPath(path14)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path14) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path14, keepScalar) {
        if (Collection.isEmptyPath(path14))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path14, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path14) {
        if (Collection.isEmptyPath(path14))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path14) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path14, value) {
        if (Collection.isEmptyPath(path14)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path14), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path14, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer2 = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer2;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify2 = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path14) => {
      let item = cst;
      for (const [field, index] of path14) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path14) => {
      const parent = visit2.itemAtPath(cst, path14.slice(0, -1));
      const field = path14[path14.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path14, item, visitor) {
      let ctrl = visitor(item, path14);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path14.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path14);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path14) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar3 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar3;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser2 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs5 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs5, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs5);
              } else {
                Object.assign(it, { key: fs5, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs5 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs5, sep: [] });
              else if (it.sep)
                this.stack.push(fs5);
              else
                Object.assign(it, { key: fs5, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser2;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify2(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// node_modules/diff-match-patch/index.js
var require_diff_match_patch = __commonJS({
  "node_modules/diff-match-patch/index.js"(exports, module) {
    var diff_match_patch = function() {
      this.Diff_Timeout = 1;
      this.Diff_EditCost = 4;
      this.Match_Threshold = 0.5;
      this.Match_Distance = 1e3;
      this.Patch_DeleteThreshold = 0.5;
      this.Patch_Margin = 4;
      this.Match_MaxBits = 32;
    };
    var DIFF_DELETE2 = -1;
    var DIFF_INSERT2 = 1;
    var DIFF_EQUAL2 = 0;
    diff_match_patch.Diff = function(op, text) {
      return [op, text];
    };
    diff_match_patch.prototype.diff_main = function(text1, text2, opt_checklines, opt_deadline) {
      if (typeof opt_deadline == "undefined") {
        if (this.Diff_Timeout <= 0) {
          opt_deadline = Number.MAX_VALUE;
        } else {
          opt_deadline = (/* @__PURE__ */ new Date()).getTime() + this.Diff_Timeout * 1e3;
        }
      }
      var deadline = opt_deadline;
      if (text1 == null || text2 == null) {
        throw new Error("Null input. (diff_main)");
      }
      if (text1 == text2) {
        if (text1) {
          return [new diff_match_patch.Diff(DIFF_EQUAL2, text1)];
        }
        return [];
      }
      if (typeof opt_checklines == "undefined") {
        opt_checklines = true;
      }
      var checklines = opt_checklines;
      var commonlength = this.diff_commonPrefix(text1, text2);
      var commonprefix = text1.substring(0, commonlength);
      text1 = text1.substring(commonlength);
      text2 = text2.substring(commonlength);
      commonlength = this.diff_commonSuffix(text1, text2);
      var commonsuffix = text1.substring(text1.length - commonlength);
      text1 = text1.substring(0, text1.length - commonlength);
      text2 = text2.substring(0, text2.length - commonlength);
      var diffs = this.diff_compute_(text1, text2, checklines, deadline);
      if (commonprefix) {
        diffs.unshift(new diff_match_patch.Diff(DIFF_EQUAL2, commonprefix));
      }
      if (commonsuffix) {
        diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, commonsuffix));
      }
      this.diff_cleanupMerge(diffs);
      return diffs;
    };
    diff_match_patch.prototype.diff_compute_ = function(text1, text2, checklines, deadline) {
      var diffs;
      if (!text1) {
        return [new diff_match_patch.Diff(DIFF_INSERT2, text2)];
      }
      if (!text2) {
        return [new diff_match_patch.Diff(DIFF_DELETE2, text1)];
      }
      var longtext = text1.length > text2.length ? text1 : text2;
      var shorttext = text1.length > text2.length ? text2 : text1;
      var i = longtext.indexOf(shorttext);
      if (i != -1) {
        diffs = [
          new diff_match_patch.Diff(DIFF_INSERT2, longtext.substring(0, i)),
          new diff_match_patch.Diff(DIFF_EQUAL2, shorttext),
          new diff_match_patch.Diff(
            DIFF_INSERT2,
            longtext.substring(i + shorttext.length)
          )
        ];
        if (text1.length > text2.length) {
          diffs[0][0] = diffs[2][0] = DIFF_DELETE2;
        }
        return diffs;
      }
      if (shorttext.length == 1) {
        return [
          new diff_match_patch.Diff(DIFF_DELETE2, text1),
          new diff_match_patch.Diff(DIFF_INSERT2, text2)
        ];
      }
      var hm = this.diff_halfMatch_(text1, text2);
      if (hm) {
        var text1_a = hm[0];
        var text1_b = hm[1];
        var text2_a = hm[2];
        var text2_b = hm[3];
        var mid_common = hm[4];
        var diffs_a = this.diff_main(text1_a, text2_a, checklines, deadline);
        var diffs_b = this.diff_main(text1_b, text2_b, checklines, deadline);
        return diffs_a.concat(
          [new diff_match_patch.Diff(DIFF_EQUAL2, mid_common)],
          diffs_b
        );
      }
      if (checklines && text1.length > 100 && text2.length > 100) {
        return this.diff_lineMode_(text1, text2, deadline);
      }
      return this.diff_bisect_(text1, text2, deadline);
    };
    diff_match_patch.prototype.diff_lineMode_ = function(text1, text2, deadline) {
      var a = this.diff_linesToChars_(text1, text2);
      text1 = a.chars1;
      text2 = a.chars2;
      var linearray = a.lineArray;
      var diffs = this.diff_main(text1, text2, false, deadline);
      this.diff_charsToLines_(diffs, linearray);
      this.diff_cleanupSemantic(diffs);
      diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, ""));
      var pointer = 0;
      var count_delete = 0;
      var count_insert = 0;
      var text_delete = "";
      var text_insert = "";
      while (pointer < diffs.length) {
        switch (diffs[pointer][0]) {
          case DIFF_INSERT2:
            count_insert++;
            text_insert += diffs[pointer][1];
            break;
          case DIFF_DELETE2:
            count_delete++;
            text_delete += diffs[pointer][1];
            break;
          case DIFF_EQUAL2:
            if (count_delete >= 1 && count_insert >= 1) {
              diffs.splice(
                pointer - count_delete - count_insert,
                count_delete + count_insert
              );
              pointer = pointer - count_delete - count_insert;
              var subDiff = this.diff_main(text_delete, text_insert, false, deadline);
              for (var j = subDiff.length - 1; j >= 0; j--) {
                diffs.splice(pointer, 0, subDiff[j]);
              }
              pointer = pointer + subDiff.length;
            }
            count_insert = 0;
            count_delete = 0;
            text_delete = "";
            text_insert = "";
            break;
        }
        pointer++;
      }
      diffs.pop();
      return diffs;
    };
    diff_match_patch.prototype.diff_bisect_ = function(text1, text2, deadline) {
      var text1_length = text1.length;
      var text2_length = text2.length;
      var max_d = Math.ceil((text1_length + text2_length) / 2);
      var v_offset = max_d;
      var v_length = 2 * max_d;
      var v1 = new Array(v_length);
      var v2 = new Array(v_length);
      for (var x = 0; x < v_length; x++) {
        v1[x] = -1;
        v2[x] = -1;
      }
      v1[v_offset + 1] = 0;
      v2[v_offset + 1] = 0;
      var delta = text1_length - text2_length;
      var front = delta % 2 != 0;
      var k1start = 0;
      var k1end = 0;
      var k2start = 0;
      var k2end = 0;
      for (var d = 0; d < max_d; d++) {
        if ((/* @__PURE__ */ new Date()).getTime() > deadline) {
          break;
        }
        for (var k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
          var k1_offset = v_offset + k1;
          var x1;
          if (k1 == -d || k1 != d && v1[k1_offset - 1] < v1[k1_offset + 1]) {
            x1 = v1[k1_offset + 1];
          } else {
            x1 = v1[k1_offset - 1] + 1;
          }
          var y1 = x1 - k1;
          while (x1 < text1_length && y1 < text2_length && text1.charAt(x1) == text2.charAt(y1)) {
            x1++;
            y1++;
          }
          v1[k1_offset] = x1;
          if (x1 > text1_length) {
            k1end += 2;
          } else if (y1 > text2_length) {
            k1start += 2;
          } else if (front) {
            var k2_offset = v_offset + delta - k1;
            if (k2_offset >= 0 && k2_offset < v_length && v2[k2_offset] != -1) {
              var x2 = text1_length - v2[k2_offset];
              if (x1 >= x2) {
                return this.diff_bisectSplit_(text1, text2, x1, y1, deadline);
              }
            }
          }
        }
        for (var k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
          var k2_offset = v_offset + k2;
          var x2;
          if (k2 == -d || k2 != d && v2[k2_offset - 1] < v2[k2_offset + 1]) {
            x2 = v2[k2_offset + 1];
          } else {
            x2 = v2[k2_offset - 1] + 1;
          }
          var y2 = x2 - k2;
          while (x2 < text1_length && y2 < text2_length && text1.charAt(text1_length - x2 - 1) == text2.charAt(text2_length - y2 - 1)) {
            x2++;
            y2++;
          }
          v2[k2_offset] = x2;
          if (x2 > text1_length) {
            k2end += 2;
          } else if (y2 > text2_length) {
            k2start += 2;
          } else if (!front) {
            var k1_offset = v_offset + delta - k2;
            if (k1_offset >= 0 && k1_offset < v_length && v1[k1_offset] != -1) {
              var x1 = v1[k1_offset];
              var y1 = v_offset + x1 - k1_offset;
              x2 = text1_length - x2;
              if (x1 >= x2) {
                return this.diff_bisectSplit_(text1, text2, x1, y1, deadline);
              }
            }
          }
        }
      }
      return [
        new diff_match_patch.Diff(DIFF_DELETE2, text1),
        new diff_match_patch.Diff(DIFF_INSERT2, text2)
      ];
    };
    diff_match_patch.prototype.diff_bisectSplit_ = function(text1, text2, x, y, deadline) {
      var text1a = text1.substring(0, x);
      var text2a = text2.substring(0, y);
      var text1b = text1.substring(x);
      var text2b = text2.substring(y);
      var diffs = this.diff_main(text1a, text2a, false, deadline);
      var diffsb = this.diff_main(text1b, text2b, false, deadline);
      return diffs.concat(diffsb);
    };
    diff_match_patch.prototype.diff_linesToChars_ = function(text1, text2) {
      var lineArray = [];
      var lineHash = {};
      lineArray[0] = "";
      function diff_linesToCharsMunge_(text) {
        var chars = "";
        var lineStart = 0;
        var lineEnd2 = -1;
        var lineArrayLength = lineArray.length;
        while (lineEnd2 < text.length - 1) {
          lineEnd2 = text.indexOf("\n", lineStart);
          if (lineEnd2 == -1) {
            lineEnd2 = text.length - 1;
          }
          var line = text.substring(lineStart, lineEnd2 + 1);
          if (lineHash.hasOwnProperty ? lineHash.hasOwnProperty(line) : lineHash[line] !== void 0) {
            chars += String.fromCharCode(lineHash[line]);
          } else {
            if (lineArrayLength == maxLines) {
              line = text.substring(lineStart);
              lineEnd2 = text.length;
            }
            chars += String.fromCharCode(lineArrayLength);
            lineHash[line] = lineArrayLength;
            lineArray[lineArrayLength++] = line;
          }
          lineStart = lineEnd2 + 1;
        }
        return chars;
      }
      var maxLines = 4e4;
      var chars1 = diff_linesToCharsMunge_(text1);
      maxLines = 65535;
      var chars2 = diff_linesToCharsMunge_(text2);
      return { chars1, chars2, lineArray };
    };
    diff_match_patch.prototype.diff_charsToLines_ = function(diffs, lineArray) {
      for (var i = 0; i < diffs.length; i++) {
        var chars = diffs[i][1];
        var text = [];
        for (var j = 0; j < chars.length; j++) {
          text[j] = lineArray[chars.charCodeAt(j)];
        }
        diffs[i][1] = text.join("");
      }
    };
    diff_match_patch.prototype.diff_commonPrefix = function(text1, text2) {
      if (!text1 || !text2 || text1.charAt(0) != text2.charAt(0)) {
        return 0;
      }
      var pointermin = 0;
      var pointermax = Math.min(text1.length, text2.length);
      var pointermid = pointermax;
      var pointerstart = 0;
      while (pointermin < pointermid) {
        if (text1.substring(pointerstart, pointermid) == text2.substring(pointerstart, pointermid)) {
          pointermin = pointermid;
          pointerstart = pointermin;
        } else {
          pointermax = pointermid;
        }
        pointermid = Math.floor((pointermax - pointermin) / 2 + pointermin);
      }
      return pointermid;
    };
    diff_match_patch.prototype.diff_commonSuffix = function(text1, text2) {
      if (!text1 || !text2 || text1.charAt(text1.length - 1) != text2.charAt(text2.length - 1)) {
        return 0;
      }
      var pointermin = 0;
      var pointermax = Math.min(text1.length, text2.length);
      var pointermid = pointermax;
      var pointerend = 0;
      while (pointermin < pointermid) {
        if (text1.substring(text1.length - pointermid, text1.length - pointerend) == text2.substring(text2.length - pointermid, text2.length - pointerend)) {
          pointermin = pointermid;
          pointerend = pointermin;
        } else {
          pointermax = pointermid;
        }
        pointermid = Math.floor((pointermax - pointermin) / 2 + pointermin);
      }
      return pointermid;
    };
    diff_match_patch.prototype.diff_commonOverlap_ = function(text1, text2) {
      var text1_length = text1.length;
      var text2_length = text2.length;
      if (text1_length == 0 || text2_length == 0) {
        return 0;
      }
      if (text1_length > text2_length) {
        text1 = text1.substring(text1_length - text2_length);
      } else if (text1_length < text2_length) {
        text2 = text2.substring(0, text1_length);
      }
      var text_length = Math.min(text1_length, text2_length);
      if (text1 == text2) {
        return text_length;
      }
      var best = 0;
      var length = 1;
      while (true) {
        var pattern = text1.substring(text_length - length);
        var found = text2.indexOf(pattern);
        if (found == -1) {
          return best;
        }
        length += found;
        if (found == 0 || text1.substring(text_length - length) == text2.substring(0, length)) {
          best = length;
          length++;
        }
      }
    };
    diff_match_patch.prototype.diff_halfMatch_ = function(text1, text2) {
      if (this.Diff_Timeout <= 0) {
        return null;
      }
      var longtext = text1.length > text2.length ? text1 : text2;
      var shorttext = text1.length > text2.length ? text2 : text1;
      if (longtext.length < 4 || shorttext.length * 2 < longtext.length) {
        return null;
      }
      var dmp = this;
      function diff_halfMatchI_(longtext2, shorttext2, i) {
        var seed = longtext2.substring(i, i + Math.floor(longtext2.length / 4));
        var j = -1;
        var best_common = "";
        var best_longtext_a, best_longtext_b, best_shorttext_a, best_shorttext_b;
        while ((j = shorttext2.indexOf(seed, j + 1)) != -1) {
          var prefixLength = dmp.diff_commonPrefix(
            longtext2.substring(i),
            shorttext2.substring(j)
          );
          var suffixLength = dmp.diff_commonSuffix(
            longtext2.substring(0, i),
            shorttext2.substring(0, j)
          );
          if (best_common.length < suffixLength + prefixLength) {
            best_common = shorttext2.substring(j - suffixLength, j) + shorttext2.substring(j, j + prefixLength);
            best_longtext_a = longtext2.substring(0, i - suffixLength);
            best_longtext_b = longtext2.substring(i + prefixLength);
            best_shorttext_a = shorttext2.substring(0, j - suffixLength);
            best_shorttext_b = shorttext2.substring(j + prefixLength);
          }
        }
        if (best_common.length * 2 >= longtext2.length) {
          return [
            best_longtext_a,
            best_longtext_b,
            best_shorttext_a,
            best_shorttext_b,
            best_common
          ];
        } else {
          return null;
        }
      }
      var hm1 = diff_halfMatchI_(
        longtext,
        shorttext,
        Math.ceil(longtext.length / 4)
      );
      var hm2 = diff_halfMatchI_(
        longtext,
        shorttext,
        Math.ceil(longtext.length / 2)
      );
      var hm;
      if (!hm1 && !hm2) {
        return null;
      } else if (!hm2) {
        hm = hm1;
      } else if (!hm1) {
        hm = hm2;
      } else {
        hm = hm1[4].length > hm2[4].length ? hm1 : hm2;
      }
      var text1_a, text1_b, text2_a, text2_b;
      if (text1.length > text2.length) {
        text1_a = hm[0];
        text1_b = hm[1];
        text2_a = hm[2];
        text2_b = hm[3];
      } else {
        text2_a = hm[0];
        text2_b = hm[1];
        text1_a = hm[2];
        text1_b = hm[3];
      }
      var mid_common = hm[4];
      return [text1_a, text1_b, text2_a, text2_b, mid_common];
    };
    diff_match_patch.prototype.diff_cleanupSemantic = function(diffs) {
      var changes = false;
      var equalities = [];
      var equalitiesLength = 0;
      var lastEquality = null;
      var pointer = 0;
      var length_insertions1 = 0;
      var length_deletions1 = 0;
      var length_insertions2 = 0;
      var length_deletions2 = 0;
      while (pointer < diffs.length) {
        if (diffs[pointer][0] == DIFF_EQUAL2) {
          equalities[equalitiesLength++] = pointer;
          length_insertions1 = length_insertions2;
          length_deletions1 = length_deletions2;
          length_insertions2 = 0;
          length_deletions2 = 0;
          lastEquality = diffs[pointer][1];
        } else {
          if (diffs[pointer][0] == DIFF_INSERT2) {
            length_insertions2 += diffs[pointer][1].length;
          } else {
            length_deletions2 += diffs[pointer][1].length;
          }
          if (lastEquality && lastEquality.length <= Math.max(length_insertions1, length_deletions1) && lastEquality.length <= Math.max(
            length_insertions2,
            length_deletions2
          )) {
            diffs.splice(
              equalities[equalitiesLength - 1],
              0,
              new diff_match_patch.Diff(DIFF_DELETE2, lastEquality)
            );
            diffs[equalities[equalitiesLength - 1] + 1][0] = DIFF_INSERT2;
            equalitiesLength--;
            equalitiesLength--;
            pointer = equalitiesLength > 0 ? equalities[equalitiesLength - 1] : -1;
            length_insertions1 = 0;
            length_deletions1 = 0;
            length_insertions2 = 0;
            length_deletions2 = 0;
            lastEquality = null;
            changes = true;
          }
        }
        pointer++;
      }
      if (changes) {
        this.diff_cleanupMerge(diffs);
      }
      this.diff_cleanupSemanticLossless(diffs);
      pointer = 1;
      while (pointer < diffs.length) {
        if (diffs[pointer - 1][0] == DIFF_DELETE2 && diffs[pointer][0] == DIFF_INSERT2) {
          var deletion = diffs[pointer - 1][1];
          var insertion = diffs[pointer][1];
          var overlap_length1 = this.diff_commonOverlap_(deletion, insertion);
          var overlap_length2 = this.diff_commonOverlap_(insertion, deletion);
          if (overlap_length1 >= overlap_length2) {
            if (overlap_length1 >= deletion.length / 2 || overlap_length1 >= insertion.length / 2) {
              diffs.splice(pointer, 0, new diff_match_patch.Diff(
                DIFF_EQUAL2,
                insertion.substring(0, overlap_length1)
              ));
              diffs[pointer - 1][1] = deletion.substring(0, deletion.length - overlap_length1);
              diffs[pointer + 1][1] = insertion.substring(overlap_length1);
              pointer++;
            }
          } else {
            if (overlap_length2 >= deletion.length / 2 || overlap_length2 >= insertion.length / 2) {
              diffs.splice(pointer, 0, new diff_match_patch.Diff(
                DIFF_EQUAL2,
                deletion.substring(0, overlap_length2)
              ));
              diffs[pointer - 1][0] = DIFF_INSERT2;
              diffs[pointer - 1][1] = insertion.substring(0, insertion.length - overlap_length2);
              diffs[pointer + 1][0] = DIFF_DELETE2;
              diffs[pointer + 1][1] = deletion.substring(overlap_length2);
              pointer++;
            }
          }
          pointer++;
        }
        pointer++;
      }
    };
    diff_match_patch.prototype.diff_cleanupSemanticLossless = function(diffs) {
      function diff_cleanupSemanticScore_(one, two) {
        if (!one || !two) {
          return 6;
        }
        var char1 = one.charAt(one.length - 1);
        var char2 = two.charAt(0);
        var nonAlphaNumeric1 = char1.match(diff_match_patch.nonAlphaNumericRegex_);
        var nonAlphaNumeric2 = char2.match(diff_match_patch.nonAlphaNumericRegex_);
        var whitespace1 = nonAlphaNumeric1 && char1.match(diff_match_patch.whitespaceRegex_);
        var whitespace2 = nonAlphaNumeric2 && char2.match(diff_match_patch.whitespaceRegex_);
        var lineBreak1 = whitespace1 && char1.match(diff_match_patch.linebreakRegex_);
        var lineBreak2 = whitespace2 && char2.match(diff_match_patch.linebreakRegex_);
        var blankLine1 = lineBreak1 && one.match(diff_match_patch.blanklineEndRegex_);
        var blankLine2 = lineBreak2 && two.match(diff_match_patch.blanklineStartRegex_);
        if (blankLine1 || blankLine2) {
          return 5;
        } else if (lineBreak1 || lineBreak2) {
          return 4;
        } else if (nonAlphaNumeric1 && !whitespace1 && whitespace2) {
          return 3;
        } else if (whitespace1 || whitespace2) {
          return 2;
        } else if (nonAlphaNumeric1 || nonAlphaNumeric2) {
          return 1;
        }
        return 0;
      }
      var pointer = 1;
      while (pointer < diffs.length - 1) {
        if (diffs[pointer - 1][0] == DIFF_EQUAL2 && diffs[pointer + 1][0] == DIFF_EQUAL2) {
          var equality1 = diffs[pointer - 1][1];
          var edit = diffs[pointer][1];
          var equality2 = diffs[pointer + 1][1];
          var commonOffset = this.diff_commonSuffix(equality1, edit);
          if (commonOffset) {
            var commonString = edit.substring(edit.length - commonOffset);
            equality1 = equality1.substring(0, equality1.length - commonOffset);
            edit = commonString + edit.substring(0, edit.length - commonOffset);
            equality2 = commonString + equality2;
          }
          var bestEquality1 = equality1;
          var bestEdit = edit;
          var bestEquality2 = equality2;
          var bestScore = diff_cleanupSemanticScore_(equality1, edit) + diff_cleanupSemanticScore_(edit, equality2);
          while (edit.charAt(0) === equality2.charAt(0)) {
            equality1 += edit.charAt(0);
            edit = edit.substring(1) + equality2.charAt(0);
            equality2 = equality2.substring(1);
            var score2 = diff_cleanupSemanticScore_(equality1, edit) + diff_cleanupSemanticScore_(edit, equality2);
            if (score2 >= bestScore) {
              bestScore = score2;
              bestEquality1 = equality1;
              bestEdit = edit;
              bestEquality2 = equality2;
            }
          }
          if (diffs[pointer - 1][1] != bestEquality1) {
            if (bestEquality1) {
              diffs[pointer - 1][1] = bestEquality1;
            } else {
              diffs.splice(pointer - 1, 1);
              pointer--;
            }
            diffs[pointer][1] = bestEdit;
            if (bestEquality2) {
              diffs[pointer + 1][1] = bestEquality2;
            } else {
              diffs.splice(pointer + 1, 1);
              pointer--;
            }
          }
        }
        pointer++;
      }
    };
    diff_match_patch.nonAlphaNumericRegex_ = /[^a-zA-Z0-9]/;
    diff_match_patch.whitespaceRegex_ = /\s/;
    diff_match_patch.linebreakRegex_ = /[\r\n]/;
    diff_match_patch.blanklineEndRegex_ = /\n\r?\n$/;
    diff_match_patch.blanklineStartRegex_ = /^\r?\n\r?\n/;
    diff_match_patch.prototype.diff_cleanupEfficiency = function(diffs) {
      var changes = false;
      var equalities = [];
      var equalitiesLength = 0;
      var lastEquality = null;
      var pointer = 0;
      var pre_ins = false;
      var pre_del = false;
      var post_ins = false;
      var post_del = false;
      while (pointer < diffs.length) {
        if (diffs[pointer][0] == DIFF_EQUAL2) {
          if (diffs[pointer][1].length < this.Diff_EditCost && (post_ins || post_del)) {
            equalities[equalitiesLength++] = pointer;
            pre_ins = post_ins;
            pre_del = post_del;
            lastEquality = diffs[pointer][1];
          } else {
            equalitiesLength = 0;
            lastEquality = null;
          }
          post_ins = post_del = false;
        } else {
          if (diffs[pointer][0] == DIFF_DELETE2) {
            post_del = true;
          } else {
            post_ins = true;
          }
          if (lastEquality && (pre_ins && pre_del && post_ins && post_del || lastEquality.length < this.Diff_EditCost / 2 && pre_ins + pre_del + post_ins + post_del == 3)) {
            diffs.splice(
              equalities[equalitiesLength - 1],
              0,
              new diff_match_patch.Diff(DIFF_DELETE2, lastEquality)
            );
            diffs[equalities[equalitiesLength - 1] + 1][0] = DIFF_INSERT2;
            equalitiesLength--;
            lastEquality = null;
            if (pre_ins && pre_del) {
              post_ins = post_del = true;
              equalitiesLength = 0;
            } else {
              equalitiesLength--;
              pointer = equalitiesLength > 0 ? equalities[equalitiesLength - 1] : -1;
              post_ins = post_del = false;
            }
            changes = true;
          }
        }
        pointer++;
      }
      if (changes) {
        this.diff_cleanupMerge(diffs);
      }
    };
    diff_match_patch.prototype.diff_cleanupMerge = function(diffs) {
      diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, ""));
      var pointer = 0;
      var count_delete = 0;
      var count_insert = 0;
      var text_delete = "";
      var text_insert = "";
      var commonlength;
      while (pointer < diffs.length) {
        switch (diffs[pointer][0]) {
          case DIFF_INSERT2:
            count_insert++;
            text_insert += diffs[pointer][1];
            pointer++;
            break;
          case DIFF_DELETE2:
            count_delete++;
            text_delete += diffs[pointer][1];
            pointer++;
            break;
          case DIFF_EQUAL2:
            if (count_delete + count_insert > 1) {
              if (count_delete !== 0 && count_insert !== 0) {
                commonlength = this.diff_commonPrefix(text_insert, text_delete);
                if (commonlength !== 0) {
                  if (pointer - count_delete - count_insert > 0 && diffs[pointer - count_delete - count_insert - 1][0] == DIFF_EQUAL2) {
                    diffs[pointer - count_delete - count_insert - 1][1] += text_insert.substring(0, commonlength);
                  } else {
                    diffs.splice(0, 0, new diff_match_patch.Diff(
                      DIFF_EQUAL2,
                      text_insert.substring(0, commonlength)
                    ));
                    pointer++;
                  }
                  text_insert = text_insert.substring(commonlength);
                  text_delete = text_delete.substring(commonlength);
                }
                commonlength = this.diff_commonSuffix(text_insert, text_delete);
                if (commonlength !== 0) {
                  diffs[pointer][1] = text_insert.substring(text_insert.length - commonlength) + diffs[pointer][1];
                  text_insert = text_insert.substring(0, text_insert.length - commonlength);
                  text_delete = text_delete.substring(0, text_delete.length - commonlength);
                }
              }
              pointer -= count_delete + count_insert;
              diffs.splice(pointer, count_delete + count_insert);
              if (text_delete.length) {
                diffs.splice(
                  pointer,
                  0,
                  new diff_match_patch.Diff(DIFF_DELETE2, text_delete)
                );
                pointer++;
              }
              if (text_insert.length) {
                diffs.splice(
                  pointer,
                  0,
                  new diff_match_patch.Diff(DIFF_INSERT2, text_insert)
                );
                pointer++;
              }
              pointer++;
            } else if (pointer !== 0 && diffs[pointer - 1][0] == DIFF_EQUAL2) {
              diffs[pointer - 1][1] += diffs[pointer][1];
              diffs.splice(pointer, 1);
            } else {
              pointer++;
            }
            count_insert = 0;
            count_delete = 0;
            text_delete = "";
            text_insert = "";
            break;
        }
      }
      if (diffs[diffs.length - 1][1] === "") {
        diffs.pop();
      }
      var changes = false;
      pointer = 1;
      while (pointer < diffs.length - 1) {
        if (diffs[pointer - 1][0] == DIFF_EQUAL2 && diffs[pointer + 1][0] == DIFF_EQUAL2) {
          if (diffs[pointer][1].substring(diffs[pointer][1].length - diffs[pointer - 1][1].length) == diffs[pointer - 1][1]) {
            diffs[pointer][1] = diffs[pointer - 1][1] + diffs[pointer][1].substring(0, diffs[pointer][1].length - diffs[pointer - 1][1].length);
            diffs[pointer + 1][1] = diffs[pointer - 1][1] + diffs[pointer + 1][1];
            diffs.splice(pointer - 1, 1);
            changes = true;
          } else if (diffs[pointer][1].substring(0, diffs[pointer + 1][1].length) == diffs[pointer + 1][1]) {
            diffs[pointer - 1][1] += diffs[pointer + 1][1];
            diffs[pointer][1] = diffs[pointer][1].substring(diffs[pointer + 1][1].length) + diffs[pointer + 1][1];
            diffs.splice(pointer + 1, 1);
            changes = true;
          }
        }
        pointer++;
      }
      if (changes) {
        this.diff_cleanupMerge(diffs);
      }
    };
    diff_match_patch.prototype.diff_xIndex = function(diffs, loc) {
      var chars1 = 0;
      var chars2 = 0;
      var last_chars1 = 0;
      var last_chars2 = 0;
      var x;
      for (x = 0; x < diffs.length; x++) {
        if (diffs[x][0] !== DIFF_INSERT2) {
          chars1 += diffs[x][1].length;
        }
        if (diffs[x][0] !== DIFF_DELETE2) {
          chars2 += diffs[x][1].length;
        }
        if (chars1 > loc) {
          break;
        }
        last_chars1 = chars1;
        last_chars2 = chars2;
      }
      if (diffs.length != x && diffs[x][0] === DIFF_DELETE2) {
        return last_chars2;
      }
      return last_chars2 + (loc - last_chars1);
    };
    diff_match_patch.prototype.diff_prettyHtml = function(diffs) {
      var html = [];
      var pattern_amp = /&/g;
      var pattern_lt = /</g;
      var pattern_gt = />/g;
      var pattern_para = /\n/g;
      for (var x = 0; x < diffs.length; x++) {
        var op = diffs[x][0];
        var data = diffs[x][1];
        var text = data.replace(pattern_amp, "&amp;").replace(pattern_lt, "&lt;").replace(pattern_gt, "&gt;").replace(pattern_para, "&para;<br>");
        switch (op) {
          case DIFF_INSERT2:
            html[x] = '<ins style="background:#e6ffe6;">' + text + "</ins>";
            break;
          case DIFF_DELETE2:
            html[x] = '<del style="background:#ffe6e6;">' + text + "</del>";
            break;
          case DIFF_EQUAL2:
            html[x] = "<span>" + text + "</span>";
            break;
        }
      }
      return html.join("");
    };
    diff_match_patch.prototype.diff_text1 = function(diffs) {
      var text = [];
      for (var x = 0; x < diffs.length; x++) {
        if (diffs[x][0] !== DIFF_INSERT2) {
          text[x] = diffs[x][1];
        }
      }
      return text.join("");
    };
    diff_match_patch.prototype.diff_text2 = function(diffs) {
      var text = [];
      for (var x = 0; x < diffs.length; x++) {
        if (diffs[x][0] !== DIFF_DELETE2) {
          text[x] = diffs[x][1];
        }
      }
      return text.join("");
    };
    diff_match_patch.prototype.diff_levenshtein = function(diffs) {
      var levenshtein = 0;
      var insertions = 0;
      var deletions = 0;
      for (var x = 0; x < diffs.length; x++) {
        var op = diffs[x][0];
        var data = diffs[x][1];
        switch (op) {
          case DIFF_INSERT2:
            insertions += data.length;
            break;
          case DIFF_DELETE2:
            deletions += data.length;
            break;
          case DIFF_EQUAL2:
            levenshtein += Math.max(insertions, deletions);
            insertions = 0;
            deletions = 0;
            break;
        }
      }
      levenshtein += Math.max(insertions, deletions);
      return levenshtein;
    };
    diff_match_patch.prototype.diff_toDelta = function(diffs) {
      var text = [];
      for (var x = 0; x < diffs.length; x++) {
        switch (diffs[x][0]) {
          case DIFF_INSERT2:
            text[x] = "+" + encodeURI(diffs[x][1]);
            break;
          case DIFF_DELETE2:
            text[x] = "-" + diffs[x][1].length;
            break;
          case DIFF_EQUAL2:
            text[x] = "=" + diffs[x][1].length;
            break;
        }
      }
      return text.join("	").replace(/%20/g, " ");
    };
    diff_match_patch.prototype.diff_fromDelta = function(text1, delta) {
      var diffs = [];
      var diffsLength = 0;
      var pointer = 0;
      var tokens = delta.split(/\t/g);
      for (var x = 0; x < tokens.length; x++) {
        var param = tokens[x].substring(1);
        switch (tokens[x].charAt(0)) {
          case "+":
            try {
              diffs[diffsLength++] = new diff_match_patch.Diff(DIFF_INSERT2, decodeURI(param));
            } catch (ex) {
              throw new Error("Illegal escape in diff_fromDelta: " + param);
            }
            break;
          case "-":
          // Fall through.
          case "=":
            var n = parseInt(param, 10);
            if (isNaN(n) || n < 0) {
              throw new Error("Invalid number in diff_fromDelta: " + param);
            }
            var text = text1.substring(pointer, pointer += n);
            if (tokens[x].charAt(0) == "=") {
              diffs[diffsLength++] = new diff_match_patch.Diff(DIFF_EQUAL2, text);
            } else {
              diffs[diffsLength++] = new diff_match_patch.Diff(DIFF_DELETE2, text);
            }
            break;
          default:
            if (tokens[x]) {
              throw new Error("Invalid diff operation in diff_fromDelta: " + tokens[x]);
            }
        }
      }
      if (pointer != text1.length) {
        throw new Error("Delta length (" + pointer + ") does not equal source text length (" + text1.length + ").");
      }
      return diffs;
    };
    diff_match_patch.prototype.match_main = function(text, pattern, loc) {
      if (text == null || pattern == null || loc == null) {
        throw new Error("Null input. (match_main)");
      }
      loc = Math.max(0, Math.min(loc, text.length));
      if (text == pattern) {
        return 0;
      } else if (!text.length) {
        return -1;
      } else if (text.substring(loc, loc + pattern.length) == pattern) {
        return loc;
      } else {
        return this.match_bitap_(text, pattern, loc);
      }
    };
    diff_match_patch.prototype.match_bitap_ = function(text, pattern, loc) {
      if (pattern.length > this.Match_MaxBits) {
        throw new Error("Pattern too long for this browser.");
      }
      var s = this.match_alphabet_(pattern);
      var dmp = this;
      function match_bitapScore_(e, x) {
        var accuracy = e / pattern.length;
        var proximity = Math.abs(loc - x);
        if (!dmp.Match_Distance) {
          return proximity ? 1 : accuracy;
        }
        return accuracy + proximity / dmp.Match_Distance;
      }
      var score_threshold = this.Match_Threshold;
      var best_loc = text.indexOf(pattern, loc);
      if (best_loc != -1) {
        score_threshold = Math.min(match_bitapScore_(0, best_loc), score_threshold);
        best_loc = text.lastIndexOf(pattern, loc + pattern.length);
        if (best_loc != -1) {
          score_threshold = Math.min(match_bitapScore_(0, best_loc), score_threshold);
        }
      }
      var matchmask = 1 << pattern.length - 1;
      best_loc = -1;
      var bin_min, bin_mid;
      var bin_max = pattern.length + text.length;
      var last_rd;
      for (var d = 0; d < pattern.length; d++) {
        bin_min = 0;
        bin_mid = bin_max;
        while (bin_min < bin_mid) {
          if (match_bitapScore_(d, loc + bin_mid) <= score_threshold) {
            bin_min = bin_mid;
          } else {
            bin_max = bin_mid;
          }
          bin_mid = Math.floor((bin_max - bin_min) / 2 + bin_min);
        }
        bin_max = bin_mid;
        var start = Math.max(1, loc - bin_mid + 1);
        var finish = Math.min(loc + bin_mid, text.length) + pattern.length;
        var rd = Array(finish + 2);
        rd[finish + 1] = (1 << d) - 1;
        for (var j = finish; j >= start; j--) {
          var charMatch = s[text.charAt(j - 1)];
          if (d === 0) {
            rd[j] = (rd[j + 1] << 1 | 1) & charMatch;
          } else {
            rd[j] = (rd[j + 1] << 1 | 1) & charMatch | ((last_rd[j + 1] | last_rd[j]) << 1 | 1) | last_rd[j + 1];
          }
          if (rd[j] & matchmask) {
            var score2 = match_bitapScore_(d, j - 1);
            if (score2 <= score_threshold) {
              score_threshold = score2;
              best_loc = j - 1;
              if (best_loc > loc) {
                start = Math.max(1, 2 * loc - best_loc);
              } else {
                break;
              }
            }
          }
        }
        if (match_bitapScore_(d + 1, loc) > score_threshold) {
          break;
        }
        last_rd = rd;
      }
      return best_loc;
    };
    diff_match_patch.prototype.match_alphabet_ = function(pattern) {
      var s = {};
      for (var i = 0; i < pattern.length; i++) {
        s[pattern.charAt(i)] = 0;
      }
      for (var i = 0; i < pattern.length; i++) {
        s[pattern.charAt(i)] |= 1 << pattern.length - i - 1;
      }
      return s;
    };
    diff_match_patch.prototype.patch_addContext_ = function(patch, text) {
      if (text.length == 0) {
        return;
      }
      if (patch.start2 === null) {
        throw Error("patch not initialized");
      }
      var pattern = text.substring(patch.start2, patch.start2 + patch.length1);
      var padding = 0;
      while (text.indexOf(pattern) != text.lastIndexOf(pattern) && pattern.length < this.Match_MaxBits - this.Patch_Margin - this.Patch_Margin) {
        padding += this.Patch_Margin;
        pattern = text.substring(
          patch.start2 - padding,
          patch.start2 + patch.length1 + padding
        );
      }
      padding += this.Patch_Margin;
      var prefix = text.substring(patch.start2 - padding, patch.start2);
      if (prefix) {
        patch.diffs.unshift(new diff_match_patch.Diff(DIFF_EQUAL2, prefix));
      }
      var suffix = text.substring(
        patch.start2 + patch.length1,
        patch.start2 + patch.length1 + padding
      );
      if (suffix) {
        patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, suffix));
      }
      patch.start1 -= prefix.length;
      patch.start2 -= prefix.length;
      patch.length1 += prefix.length + suffix.length;
      patch.length2 += prefix.length + suffix.length;
    };
    diff_match_patch.prototype.patch_make = function(a, opt_b, opt_c) {
      var text1, diffs;
      if (typeof a == "string" && typeof opt_b == "string" && typeof opt_c == "undefined") {
        text1 = /** @type {string} */
        a;
        diffs = this.diff_main(
          text1,
          /** @type {string} */
          opt_b,
          true
        );
        if (diffs.length > 2) {
          this.diff_cleanupSemantic(diffs);
          this.diff_cleanupEfficiency(diffs);
        }
      } else if (a && typeof a == "object" && typeof opt_b == "undefined" && typeof opt_c == "undefined") {
        diffs = /** @type {!Array.<!diff_match_patch.Diff>} */
        a;
        text1 = this.diff_text1(diffs);
      } else if (typeof a == "string" && opt_b && typeof opt_b == "object" && typeof opt_c == "undefined") {
        text1 = /** @type {string} */
        a;
        diffs = /** @type {!Array.<!diff_match_patch.Diff>} */
        opt_b;
      } else if (typeof a == "string" && typeof opt_b == "string" && opt_c && typeof opt_c == "object") {
        text1 = /** @type {string} */
        a;
        diffs = /** @type {!Array.<!diff_match_patch.Diff>} */
        opt_c;
      } else {
        throw new Error("Unknown call format to patch_make.");
      }
      if (diffs.length === 0) {
        return [];
      }
      var patches = [];
      var patch = new diff_match_patch.patch_obj();
      var patchDiffLength = 0;
      var char_count1 = 0;
      var char_count2 = 0;
      var prepatch_text = text1;
      var postpatch_text = text1;
      for (var x = 0; x < diffs.length; x++) {
        var diff_type = diffs[x][0];
        var diff_text = diffs[x][1];
        if (!patchDiffLength && diff_type !== DIFF_EQUAL2) {
          patch.start1 = char_count1;
          patch.start2 = char_count2;
        }
        switch (diff_type) {
          case DIFF_INSERT2:
            patch.diffs[patchDiffLength++] = diffs[x];
            patch.length2 += diff_text.length;
            postpatch_text = postpatch_text.substring(0, char_count2) + diff_text + postpatch_text.substring(char_count2);
            break;
          case DIFF_DELETE2:
            patch.length1 += diff_text.length;
            patch.diffs[patchDiffLength++] = diffs[x];
            postpatch_text = postpatch_text.substring(0, char_count2) + postpatch_text.substring(char_count2 + diff_text.length);
            break;
          case DIFF_EQUAL2:
            if (diff_text.length <= 2 * this.Patch_Margin && patchDiffLength && diffs.length != x + 1) {
              patch.diffs[patchDiffLength++] = diffs[x];
              patch.length1 += diff_text.length;
              patch.length2 += diff_text.length;
            } else if (diff_text.length >= 2 * this.Patch_Margin) {
              if (patchDiffLength) {
                this.patch_addContext_(patch, prepatch_text);
                patches.push(patch);
                patch = new diff_match_patch.patch_obj();
                patchDiffLength = 0;
                prepatch_text = postpatch_text;
                char_count1 = char_count2;
              }
            }
            break;
        }
        if (diff_type !== DIFF_INSERT2) {
          char_count1 += diff_text.length;
        }
        if (diff_type !== DIFF_DELETE2) {
          char_count2 += diff_text.length;
        }
      }
      if (patchDiffLength) {
        this.patch_addContext_(patch, prepatch_text);
        patches.push(patch);
      }
      return patches;
    };
    diff_match_patch.prototype.patch_deepCopy = function(patches) {
      var patchesCopy = [];
      for (var x = 0; x < patches.length; x++) {
        var patch = patches[x];
        var patchCopy = new diff_match_patch.patch_obj();
        patchCopy.diffs = [];
        for (var y = 0; y < patch.diffs.length; y++) {
          patchCopy.diffs[y] = new diff_match_patch.Diff(patch.diffs[y][0], patch.diffs[y][1]);
        }
        patchCopy.start1 = patch.start1;
        patchCopy.start2 = patch.start2;
        patchCopy.length1 = patch.length1;
        patchCopy.length2 = patch.length2;
        patchesCopy[x] = patchCopy;
      }
      return patchesCopy;
    };
    diff_match_patch.prototype.patch_apply = function(patches, text) {
      if (patches.length == 0) {
        return [text, []];
      }
      patches = this.patch_deepCopy(patches);
      var nullPadding = this.patch_addPadding(patches);
      text = nullPadding + text + nullPadding;
      this.patch_splitMax(patches);
      var delta = 0;
      var results = [];
      for (var x = 0; x < patches.length; x++) {
        var expected_loc = patches[x].start2 + delta;
        var text1 = this.diff_text1(patches[x].diffs);
        var start_loc;
        var end_loc = -1;
        if (text1.length > this.Match_MaxBits) {
          start_loc = this.match_main(
            text,
            text1.substring(0, this.Match_MaxBits),
            expected_loc
          );
          if (start_loc != -1) {
            end_loc = this.match_main(
              text,
              text1.substring(text1.length - this.Match_MaxBits),
              expected_loc + text1.length - this.Match_MaxBits
            );
            if (end_loc == -1 || start_loc >= end_loc) {
              start_loc = -1;
            }
          }
        } else {
          start_loc = this.match_main(text, text1, expected_loc);
        }
        if (start_loc == -1) {
          results[x] = false;
          delta -= patches[x].length2 - patches[x].length1;
        } else {
          results[x] = true;
          delta = start_loc - expected_loc;
          var text2;
          if (end_loc == -1) {
            text2 = text.substring(start_loc, start_loc + text1.length);
          } else {
            text2 = text.substring(start_loc, end_loc + this.Match_MaxBits);
          }
          if (text1 == text2) {
            text = text.substring(0, start_loc) + this.diff_text2(patches[x].diffs) + text.substring(start_loc + text1.length);
          } else {
            var diffs = this.diff_main(text1, text2, false);
            if (text1.length > this.Match_MaxBits && this.diff_levenshtein(diffs) / text1.length > this.Patch_DeleteThreshold) {
              results[x] = false;
            } else {
              this.diff_cleanupSemanticLossless(diffs);
              var index1 = 0;
              var index2;
              for (var y = 0; y < patches[x].diffs.length; y++) {
                var mod = patches[x].diffs[y];
                if (mod[0] !== DIFF_EQUAL2) {
                  index2 = this.diff_xIndex(diffs, index1);
                }
                if (mod[0] === DIFF_INSERT2) {
                  text = text.substring(0, start_loc + index2) + mod[1] + text.substring(start_loc + index2);
                } else if (mod[0] === DIFF_DELETE2) {
                  text = text.substring(0, start_loc + index2) + text.substring(start_loc + this.diff_xIndex(
                    diffs,
                    index1 + mod[1].length
                  ));
                }
                if (mod[0] !== DIFF_DELETE2) {
                  index1 += mod[1].length;
                }
              }
            }
          }
        }
      }
      text = text.substring(nullPadding.length, text.length - nullPadding.length);
      return [text, results];
    };
    diff_match_patch.prototype.patch_addPadding = function(patches) {
      var paddingLength = this.Patch_Margin;
      var nullPadding = "";
      for (var x = 1; x <= paddingLength; x++) {
        nullPadding += String.fromCharCode(x);
      }
      for (var x = 0; x < patches.length; x++) {
        patches[x].start1 += paddingLength;
        patches[x].start2 += paddingLength;
      }
      var patch = patches[0];
      var diffs = patch.diffs;
      if (diffs.length == 0 || diffs[0][0] != DIFF_EQUAL2) {
        diffs.unshift(new diff_match_patch.Diff(DIFF_EQUAL2, nullPadding));
        patch.start1 -= paddingLength;
        patch.start2 -= paddingLength;
        patch.length1 += paddingLength;
        patch.length2 += paddingLength;
      } else if (paddingLength > diffs[0][1].length) {
        var extraLength = paddingLength - diffs[0][1].length;
        diffs[0][1] = nullPadding.substring(diffs[0][1].length) + diffs[0][1];
        patch.start1 -= extraLength;
        patch.start2 -= extraLength;
        patch.length1 += extraLength;
        patch.length2 += extraLength;
      }
      patch = patches[patches.length - 1];
      diffs = patch.diffs;
      if (diffs.length == 0 || diffs[diffs.length - 1][0] != DIFF_EQUAL2) {
        diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, nullPadding));
        patch.length1 += paddingLength;
        patch.length2 += paddingLength;
      } else if (paddingLength > diffs[diffs.length - 1][1].length) {
        var extraLength = paddingLength - diffs[diffs.length - 1][1].length;
        diffs[diffs.length - 1][1] += nullPadding.substring(0, extraLength);
        patch.length1 += extraLength;
        patch.length2 += extraLength;
      }
      return nullPadding;
    };
    diff_match_patch.prototype.patch_splitMax = function(patches) {
      var patch_size = this.Match_MaxBits;
      for (var x = 0; x < patches.length; x++) {
        if (patches[x].length1 <= patch_size) {
          continue;
        }
        var bigpatch = patches[x];
        patches.splice(x--, 1);
        var start1 = bigpatch.start1;
        var start2 = bigpatch.start2;
        var precontext = "";
        while (bigpatch.diffs.length !== 0) {
          var patch = new diff_match_patch.patch_obj();
          var empty = true;
          patch.start1 = start1 - precontext.length;
          patch.start2 = start2 - precontext.length;
          if (precontext !== "") {
            patch.length1 = patch.length2 = precontext.length;
            patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, precontext));
          }
          while (bigpatch.diffs.length !== 0 && patch.length1 < patch_size - this.Patch_Margin) {
            var diff_type = bigpatch.diffs[0][0];
            var diff_text = bigpatch.diffs[0][1];
            if (diff_type === DIFF_INSERT2) {
              patch.length2 += diff_text.length;
              start2 += diff_text.length;
              patch.diffs.push(bigpatch.diffs.shift());
              empty = false;
            } else if (diff_type === DIFF_DELETE2 && patch.diffs.length == 1 && patch.diffs[0][0] == DIFF_EQUAL2 && diff_text.length > 2 * patch_size) {
              patch.length1 += diff_text.length;
              start1 += diff_text.length;
              empty = false;
              patch.diffs.push(new diff_match_patch.Diff(diff_type, diff_text));
              bigpatch.diffs.shift();
            } else {
              diff_text = diff_text.substring(
                0,
                patch_size - patch.length1 - this.Patch_Margin
              );
              patch.length1 += diff_text.length;
              start1 += diff_text.length;
              if (diff_type === DIFF_EQUAL2) {
                patch.length2 += diff_text.length;
                start2 += diff_text.length;
              } else {
                empty = false;
              }
              patch.diffs.push(new diff_match_patch.Diff(diff_type, diff_text));
              if (diff_text == bigpatch.diffs[0][1]) {
                bigpatch.diffs.shift();
              } else {
                bigpatch.diffs[0][1] = bigpatch.diffs[0][1].substring(diff_text.length);
              }
            }
          }
          precontext = this.diff_text2(patch.diffs);
          precontext = precontext.substring(precontext.length - this.Patch_Margin);
          var postcontext = this.diff_text1(bigpatch.diffs).substring(0, this.Patch_Margin);
          if (postcontext !== "") {
            patch.length1 += postcontext.length;
            patch.length2 += postcontext.length;
            if (patch.diffs.length !== 0 && patch.diffs[patch.diffs.length - 1][0] === DIFF_EQUAL2) {
              patch.diffs[patch.diffs.length - 1][1] += postcontext;
            } else {
              patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, postcontext));
            }
          }
          if (!empty) {
            patches.splice(++x, 0, patch);
          }
        }
      }
    };
    diff_match_patch.prototype.patch_toText = function(patches) {
      var text = [];
      for (var x = 0; x < patches.length; x++) {
        text[x] = patches[x];
      }
      return text.join("");
    };
    diff_match_patch.prototype.patch_fromText = function(textline) {
      var patches = [];
      if (!textline) {
        return patches;
      }
      var text = textline.split("\n");
      var textPointer = 0;
      var patchHeader = /^@@ -(\d+),?(\d*) \+(\d+),?(\d*) @@$/;
      while (textPointer < text.length) {
        var m = text[textPointer].match(patchHeader);
        if (!m) {
          throw new Error("Invalid patch string: " + text[textPointer]);
        }
        var patch = new diff_match_patch.patch_obj();
        patches.push(patch);
        patch.start1 = parseInt(m[1], 10);
        if (m[2] === "") {
          patch.start1--;
          patch.length1 = 1;
        } else if (m[2] == "0") {
          patch.length1 = 0;
        } else {
          patch.start1--;
          patch.length1 = parseInt(m[2], 10);
        }
        patch.start2 = parseInt(m[3], 10);
        if (m[4] === "") {
          patch.start2--;
          patch.length2 = 1;
        } else if (m[4] == "0") {
          patch.length2 = 0;
        } else {
          patch.start2--;
          patch.length2 = parseInt(m[4], 10);
        }
        textPointer++;
        while (textPointer < text.length) {
          var sign = text[textPointer].charAt(0);
          try {
            var line = decodeURI(text[textPointer].substring(1));
          } catch (ex) {
            throw new Error("Illegal escape in patch_fromText: " + line);
          }
          if (sign == "-") {
            patch.diffs.push(new diff_match_patch.Diff(DIFF_DELETE2, line));
          } else if (sign == "+") {
            patch.diffs.push(new diff_match_patch.Diff(DIFF_INSERT2, line));
          } else if (sign == " ") {
            patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL2, line));
          } else if (sign == "@") {
            break;
          } else if (sign === "") {
          } else {
            throw new Error('Invalid patch mode "' + sign + '" in: ' + line);
          }
          textPointer++;
        }
      }
      return patches;
    };
    diff_match_patch.patch_obj = function() {
      this.diffs = [];
      this.start1 = null;
      this.start2 = null;
      this.length1 = 0;
      this.length2 = 0;
    };
    diff_match_patch.patch_obj.prototype.toString = function() {
      var coords1, coords2;
      if (this.length1 === 0) {
        coords1 = this.start1 + ",0";
      } else if (this.length1 == 1) {
        coords1 = this.start1 + 1;
      } else {
        coords1 = this.start1 + 1 + "," + this.length1;
      }
      if (this.length2 === 0) {
        coords2 = this.start2 + ",0";
      } else if (this.length2 == 1) {
        coords2 = this.start2 + 1;
      } else {
        coords2 = this.start2 + 1 + "," + this.length2;
      }
      var text = ["@@ -" + coords1 + " +" + coords2 + " @@\n"];
      var op;
      for (var x = 0; x < this.diffs.length; x++) {
        switch (this.diffs[x][0]) {
          case DIFF_INSERT2:
            op = "+";
            break;
          case DIFF_DELETE2:
            op = "-";
            break;
          case DIFF_EQUAL2:
            op = " ";
            break;
        }
        text[x + 1] = op + encodeURI(this.diffs[x][1]) + "\n";
      }
      return text.join("").replace(/%20/g, " ");
    };
    module.exports = diff_match_patch;
    module.exports["diff_match_patch"] = diff_match_patch;
    module.exports["DIFF_DELETE"] = DIFF_DELETE2;
    module.exports["DIFF_INSERT"] = DIFF_INSERT2;
    module.exports["DIFF_EQUAL"] = DIFF_EQUAL2;
  }
});

// server/src/core/consolidate/inventory.ts
function emptyAccounting() {
  return { droppedDuplicates: [], modified: [], derivedJsonKeys: {} };
}
function mergeAccounting(parts) {
  const out = emptyAccounting();
  for (const p of parts) {
    out.droppedDuplicates.push(...p.droppedDuplicates);
    out.modified.push(...p.modified);
    for (const [path14, keys] of Object.entries(p.derivedJsonKeys)) out.derivedJsonKeys[path14] = [...out.derivedJsonKeys[path14] ?? [], ...keys];
  }
  return out;
}
function add(counts, key, n = 1) {
  counts.set(key, (counts.get(key) ?? 0) + n);
}
function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
function flattenJson(path14, value, skipTopKeys, out, markFilled = false) {
  const walk = (prefix, v, depth) => {
    if (Array.isArray(v)) {
      if (v.length === 0 || markFilled) out(`${prefix}=[]`);
      for (const item of v) walk(`${prefix}[]`, item, depth + 1);
    } else if (typeof v === "object" && v !== null) {
      const keys = Object.keys(v);
      if (keys.length === 0 || markFilled) out(`${prefix}={}`);
      for (const k of keys) {
        if (depth === 0 && skipTopKeys.has(k)) continue;
        walk(`${prefix}.${JSON.stringify(k)}`, v[k], depth + 1);
      }
    } else {
      out(`${prefix}=${JSON.stringify(v)}`);
    }
  };
  walk(`${path14}:`, value, 0);
}
function inventoryOf(files, derived, forPath, markFilled = false) {
  const counts = /* @__PURE__ */ new Map();
  for (const path14 of Object.keys(files).sort()) {
    const text = files[path14];
    const record = (key) => {
      add(counts, key);
      if (forPath) {
        const set = forPath.get(key) ?? /* @__PURE__ */ new Set();
        set.add(path14);
        forPath.set(key, set);
      }
    };
    if (path14.endsWith(".json")) {
      const parsed = parseJson(text);
      if (parsed.ok) {
        flattenJson(path14, parsed.value, new Set(derived[path14] ?? []), record, markFilled);
        continue;
      }
    }
    let start = 0;
    while (start <= text.length) {
      const nl = text.indexOf("\n", start);
      const end = nl === -1 ? text.length : nl;
      const line = text.slice(start, end).trim();
      if (line !== "") record(line);
      if (nl === -1) break;
      start = nl + 1;
    }
  }
  return counts;
}
function total(counts) {
  let n = 0;
  for (const v of counts.values()) n += v;
  return n;
}
function lineInventory(before, after, accounting = emptyAccounting()) {
  const paths = /* @__PURE__ */ new Map();
  const b = inventoryOf(before, accounting.derivedJsonKeys, paths);
  const a = inventoryOf(after, accounting.derivedJsonKeys, void 0, true);
  const allowed = /* @__PURE__ */ new Map();
  for (const d of accounting.droppedDuplicates) add(allowed, d.line);
  for (const m of accounting.modified) add(allowed, m.before);
  const missing = [];
  for (const [line, nBefore] of b) {
    const deficit = nBefore - (a.get(line) ?? 0) - (allowed.get(line) ?? 0);
    if (deficit > 0) missing.push({ line, count: deficit, paths: [...paths.get(line) ?? []].sort() });
  }
  const unjustified = [];
  for (const d of accounting.droppedDuplicates) {
    if (!a.has(d.line)) unjustified.push(`"${d.line}" was dropped from ${d.path} as a duplicate, but no copy of it remains.`);
  }
  for (const m of accounting.modified) {
    if (!a.has(m.after)) unjustified.push(`"${m.before}" in ${m.path} was changed to "${m.after}", which is not in the result.`);
  }
  missing.sort((x, y) => x.line < y.line ? -1 : x.line > y.line ? 1 : 0);
  return {
    ok: missing.length === 0 && unjustified.length === 0,
    linesBefore: total(b),
    linesAfter: total(a),
    droppedDuplicates: accounting.droppedDuplicates.length,
    modifiedByDesign: accounting.modified.length,
    missing,
    unjustified
  };
}

// server/src/core/consolidate/types.ts
function yearMonth(date) {
  return date.slice(0, 4) + date.slice(5, 7);
}

// server/src/core/consolidate/memory-archive.ts
function memoryArchivePath(now) {
  return `archive/memory-${yearMonth(now)}.md`;
}
function memoryArchivePointer(archivePath) {
  return `- Older detail moved out of core memory: ${archivePath}`;
}
var POINTER = /^- Older detail moved out of core memory: archive\/memory-\d{6}\.md$/;
function isMemoryArchivePointer(line) {
  return POINTER.test(line.trim());
}
function memoryArchiveHeader(now) {
  return `# Core memory archive \u2014 ${now.slice(0, 7)}

Lines moved out of memory.md by consolidation (over its line budget, or left out of a /dream draft); newest entries last.
`;
}

// server/src/core/consolidate/core-budget-pass.ts
var MEMORY = "memory.md";
var DEEP_LINKS = "Deep links / pointers";
var PREAMBLE_LABEL = "(text before the first section)";
var TOP_BULLET = /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+/;
function unitsOf(lines, kinds, from, to, pinned) {
  const raw = [];
  const isHeading = (i2) => atxHeadingOf(kinds[i2]) !== void 0;
  const isBreak = (i2) => lines[i2].trim() === "" || TOP_BULLET.test(lines[i2]) || isHeading(i2) || kinds[i2].kind === "code";
  let gapStart = from;
  let i = from;
  while (i <= to) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    let end = i;
    if (kinds[i].kind === "code") {
      end = to;
      for (let j = i + 1; j <= to; j++) {
        if (kinds[j].kind !== "code") {
          end = j - 1;
          break;
        }
        if (kinds[j].fence === "close") {
          end = j;
          break;
        }
      }
    } else if (!isHeading(i)) {
      while (end + 1 <= to && !isBreak(end + 1)) end++;
    }
    raw.push({ gapStart, start: i, end });
    gapStart = end + 1;
    i = end + 1;
  }
  const glued = [];
  let pending;
  for (const u of raw) {
    const isHeading2 = atxHeadingOf(kinds[u.start]) !== void 0 && u.start === u.end;
    const merged = pending ? { gapStart: pending.gapStart, start: pending.start, end: u.end } : u;
    if (isHeading2) pending = merged;
    else {
      glued.push(merged);
      pending = void 0;
    }
  }
  if (pending) glued.push(pending);
  return glued.map((u) => ({ ...u, pinned: pinned(lines.slice(u.start, u.end + 1).join("\n")), kept: true }));
}
function cost(u) {
  return u.end - u.gapStart + 1;
}
function coreBudgetPass(files, thresholds, now, projectName) {
  const original = files.get(MEMORY);
  const limit = thresholds.coreSoftLimit;
  const report2 = {
    created: original === void 0,
    sectionsAdded: [],
    linesBefore: original === void 0 ? 0 : lineCount(original),
    linesAfter: 0,
    limit,
    moved: [],
    archive: void 0,
    withinLimit: true
  };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report: report2 };
  let text = original ?? renderMemoryTemplate(projectName);
  if (original !== void 0) report2.sectionsAdded = missingSections(text);
  text = addMissingSections(text);
  if (lineCount(text) > limit) text = trim(text, limit, now, files, result);
  report2.linesAfter = lineCount(text);
  report2.withinLimit = report2.linesAfter <= limit;
  if (text !== original) result.writes.set(MEMORY, text);
  return result;
}
function trim(text, limit, now, files, result) {
  const lines = contentLines(text);
  const eol = preferredEol(text);
  const archivePath = memoryArchivePath(now);
  const pointer = memoryArchivePointer(archivePath);
  const isPointer = (t) => t.includes("archive/memory-");
  const kinds = classify(lines);
  const headings = [];
  let title = -1;
  for (let i = 0; i < lines.length; i++) {
    if (atxHeadingOf(kinds[i], 2)) headings.push(i);
    else if (title === -1 && headings.length === 0 && atxHeadingOf(kinds[i], 1)) title = i;
  }
  const sections = [];
  const firstHeading = headings[0] ?? lines.length;
  const newSection = (label, heading, start, end, kind) => {
    const units = unitsOf(lines, kinds, heading === -1 ? start : heading + 1, end, kind === "deepLinks" ? isPointer : () => false);
    return {
      label,
      heading,
      start,
      end,
      kind,
      units,
      keptCount: units.length,
      keptCost: units.reduce((n, u) => n + cost(u), 0),
      touched: false,
      removed: false
    };
  };
  if (title + 1 <= firstHeading - 1) sections.push(newSection(PREAMBLE_LABEL, -1, title + 1, firstHeading - 1, "preamble"));
  let deepLinks;
  headings.forEach((h, k) => {
    const label = atxHeadingOf(kinds[h], 2).text;
    const canonical = canonicalSectionName(label);
    const isDeepLinks = canonical === DEEP_LINKS && !deepLinks;
    const s = newSection(label, h, h, (headings[k + 1] ?? lines.length) - 1, isDeepLinks ? "deepLinks" : canonical ? "canonical" : "other");
    if (isDeepLinks) deepLinks = s;
    sections.push(s);
  });
  const pointerPresent = deepLinks !== void 0 && lines.slice(deepLinks.start, deepLinks.end + 1).some((l) => l.includes(archivePath));
  const head = title + 1;
  let anythingMoved = false;
  const lastLive = () => {
    for (let k = sections.length - 1; k >= 0; k--) if (!sections[k].removed) return sections[k];
    return void 0;
  };
  const lengthOf = (s, isLast) => {
    if (s.removed) return 0;
    const pointerLine = s === deepLinks && anythingMoved && !pointerPresent ? 1 : 0;
    if (!s.touched) return s.end - s.start + 1 + pointerLine;
    return (s.heading === -1 ? 0 : 1) + s.keptCost + pointerLine + (isLast ? 0 : 1);
  };
  const total2 = () => {
    const last2 = lastLive();
    let n = head;
    for (const s of sections) n += lengthOf(s, s === last2);
    return n;
  };
  const lastKept = (s) => {
    for (let k = s.units.length - 1; k >= 0; k--) if (s.units[k].kept) return s.units[k];
    return void 0;
  };
  const removeUnit = (s, u) => {
    u.kept = false;
    s.touched = true;
    s.keptCount--;
    s.keptCost -= cost(u);
    anythingMoved = true;
  };
  const trimmable = (s) => !s.removed && (s.kind === "preamble" || s.kind === "canonical" || s.kind === "other");
  const longest = (min) => {
    let best;
    for (const s of sections) {
      if (!trimmable(s) || s.keptCount < min) continue;
      if (!best || lengthOf(s, false) >= lengthOf(best, false)) best = s;
    }
    return best;
  };
  const step = () => {
    const many = longest(2);
    if (many) return removeUnit(many, lastKept(many)), true;
    const one = longest(1);
    if (one) return removeUnit(one, lastKept(one)), true;
    if (deepLinks) {
      const unit = [...deepLinks.units].reverse().find((u) => u.kept && !u.pinned);
      if (unit) return removeUnit(deepLinks, unit), true;
    }
    const other = [...sections].reverse().find((s) => s.kind === "other" && !s.removed);
    if (other) {
      other.removed = true;
      anythingMoved = true;
      return true;
    }
    return false;
  };
  while (total2() > limit && step()) ;
  if (!anythingMoved) return text;
  const out = lines.slice(0, head);
  const moved = [];
  const last = lastLive();
  for (const s of sections) {
    if (s.removed) {
      const body = lines.slice(s.start, s.end + 1);
      while (body.length > 0 && body[body.length - 1].trim() === "") body.pop();
      moved.push(body.join("\n"));
      result.report.moved.push({ section: s.label, lines: body.filter((l) => l.trim() !== "").length });
      continue;
    }
    const addPointer = s === deepLinks && !pointerPresent;
    if (!s.touched) {
      const body = lines.slice(s.start, s.end + 1);
      if (addPointer) {
        let at = body.length;
        while (at > 1 && body[at - 1].trim() === "") at--;
        body.splice(at, 0, pointer);
      }
      out.push(...body);
      continue;
    }
    if (s.heading !== -1) out.push(lines[s.heading]);
    const gone = [];
    for (const u of s.units) {
      if (u.kept) out.push(...lines.slice(u.gapStart, u.end + 1));
      else gone.push(u);
    }
    if (addPointer) out.push(pointer);
    if (s !== last) out.push("");
    const movedLines = [];
    gone.forEach((u, k) => {
      if (k > 0 && u.gapStart < u.start) movedLines.push("");
      movedLines.push(...lines.slice(u.start, u.end + 1));
    });
    moved.push(`### ${s.label}

${movedLines.join("\n")}`);
    result.report.moved.push({ section: s.label, lines: movedLines.filter((l) => l.trim() !== "").length });
  }
  const entry = `## ${now} \u2014 moved from memory.md

${moved.join("\n\n")}`;
  result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
  result.report.archive = archivePath;
  return out.join(eol) + eol;
}

// server/src/core/consolidate/decisions-pass.ts
var DECISIONS = "decisions.md";
var IN_FORCE = /* @__PURE__ */ new Set(["Active", "Under Review"]);
var CLOSED = /* @__PURE__ */ new Set(["Superseded", "Retired"]);
function lastConfirmed(e) {
  let latest = e.date;
  for (const f of e.fields) {
    const k = fieldKey(f.key);
    if (k !== "reviewed" && k !== "reviewnote") continue;
    const d = firstDateIn(f.value);
    if (d !== void 0 && d > latest) latest = d;
  }
  return latest;
}
function newer(a, b) {
  if (a.date !== b.date) return a.date > b.date;
  return a.num !== b.num ? a.num > b.num : compareDecisionIds(a.id, b.id) > 0;
}
function archiveHeader(ym) {
  return `# Decisions archive \u2014 ${ym.slice(0, 4)}-${ym.slice(4)}

Full text of decisions compacted out of decisions.md (Superseded or Retired), grouped by the month of their Date. decisions.md keeps a one-line stub for each.
`;
}
function decisionsPass(files, thresholds, now) {
  const report2 = { flaggedStale: [], superseded: [], compacted: [], skipped: [] };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report: report2 };
  const text = files.get(DECISIONS);
  if (text === void 0) return result;
  const entries = parseDecisions(text).entries;
  const idCount = /* @__PURE__ */ new Map();
  for (const e of entries) idCount.set(e.id, (idCount.get(e.id) ?? 0) + 1);
  const usable = [];
  for (const e of entries) {
    if (e.stub) continue;
    if (idCount.get(e.id) > 1) report2.skipped.push({ id: e.id, reason: "its id is used by more than one entry" });
    else if (e.status === void 0) report2.skipped.push({ id: e.id, reason: `its status "${e.statusText ?? ""}" is missing or unknown` });
    else usable.push(e);
  }
  const byId = new Map(usable.map((e) => [e.id, e]));
  const status = new Map(usable.map((e) => [e.id, e.status]));
  const supersededBy = /* @__PURE__ */ new Map();
  const supersede = (target, by, reason) => {
    if (CLOSED.has(status.get(target.id))) return;
    status.set(target.id, "Superseded");
    supersededBy.set(target.id, { by, reason });
  };
  for (const e of [...usable].sort((a, b) => b.num - a.num)) {
    if (!IN_FORCE.has(status.get(e.id))) continue;
    for (const targetId of decisionIdsIn(e.supersedes)) {
      const target = byId.get(targetId);
      if (target && target.num < e.num) supersede(target, e, "supersedes");
    }
  }
  const topics = /* @__PURE__ */ new Map();
  for (const e of usable) {
    const topic = e.topic?.trim().toLowerCase();
    if (!topic) continue;
    if (e.date === void 0 || !isIsoDate(e.date)) {
      report2.skipped.push({ id: e.id, reason: `it has a topic but its date "${e.date ?? ""}" is not a real YYYY-MM-DD date` });
      continue;
    }
    const group = topics.get(topic);
    if (group) group.push(e);
    else topics.set(topic, [e]);
  }
  for (const group of topics.values()) {
    let winner;
    for (const e of group) if (IN_FORCE.has(status.get(e.id)) && (!winner || newer(e, winner))) winner = e;
    if (!winner) continue;
    for (const e of group) if (e !== winner && newer(winner, e)) supersede(e, winner, "topic");
  }
  const notes = /* @__PURE__ */ new Map();
  for (const e of usable) {
    if (status.get(e.id) !== "Active") continue;
    if (e.date === void 0 || !isIsoDate(e.date)) {
      if (!report2.skipped.some((s) => s.id === e.id)) {
        report2.skipped.push({ id: e.id, reason: `its date "${e.date ?? ""}" is not a real YYYY-MM-DD date, so its age is unknown` });
      }
      continue;
    }
    const since = lastConfirmed(e);
    const ageDays = daysBetween(since, now);
    if (ageDays <= thresholds.staleDecisionDays) continue;
    status.set(e.id, "Under Review");
    notes.set(e.id, {
      date: now,
      text: `flagged by consolidation: not confirmed since ${since} (${ageDays} days, limit ${thresholds.staleDecisionDays}); confirm it (Status: Active and a "Reviewed: <date>" field) or supersede it`
    });
    report2.flaggedStale.push({ id: e.id, title: e.title, since, ageDays });
  }
  const changes = /* @__PURE__ */ new Map();
  for (const e of usable) {
    const next = status.get(e.id);
    if (next === e.status) continue;
    const c = { status: next };
    const sup = supersededBy.get(e.id);
    if (sup) {
      c.supersededBy = sup.by.id;
      report2.superseded.push({ id: e.id, title: e.title, by: sup.by.id, reason: sup.reason });
    }
    const note = notes.get(e.id);
    if (note) c.note = note;
    changes.set(e.id, c);
  }
  const edited = setDecisionFieldsMany(text, changes);
  const editedEntries = new Map(
    parseDecisions(edited).entries.filter((e) => !e.stub && byId.has(e.id)).map((e) => [e.id, e])
  );
  if (changes.size > 0) {
    const beforeLines = contentLines(text);
    const afterLines = contentLines(edited);
    for (const id of changes.keys()) {
      const old = byId.get(id);
      const updated = editedEntries.get(id);
      for (const key of ["status", "supersededby"]) {
        const was = old.fields.find((f) => fieldKey(f.key) === key);
        const is = updated.fields.find((f) => fieldKey(f.key) === key);
        if (!was || !is) continue;
        const before = beforeLines[was.line - 1].trim();
        const after = afterLines[is.line - 1].trim();
        if (before !== after)
          result.accounting.modified.push({
            path: DECISIONS,
            before,
            after,
            reason: `${id} ${key === "status" ? "status" : "successor"} changed by consolidation`
          });
      }
    }
  }
  const stubs = /* @__PURE__ */ new Map();
  const archives = /* @__PURE__ */ new Map();
  for (const e of editedEntries.values()) {
    const s = status.get(e.id);
    if (!CLOSED.has(s)) continue;
    const ym = yearMonth(e.date !== void 0 && isIsoDate(e.date) ? e.date : now);
    const archivePath = `archive/decisions-${ym}.md`;
    const anchor = e.id.toLowerCase();
    const stubArgs = {
      num: e.num,
      ...e.tag ? { tag: e.tag } : {},
      title: e.title.trim() || "(untitled)",
      status: s,
      link: `${archivePath}#${anchor}`
    };
    const successor = decisionIdsIn(e.supersededBy)[0];
    if (successor) stubArgs.supersededBy = successor;
    const stub = renderDecisionStub(stubArgs);
    const reread = parseDecisions(stub).entries[0];
    if (!reread?.stub || reread.id !== e.id || reread.status !== s) {
      report2.skipped.push({ id: e.id, reason: "its title cannot be written as a one-line stub" });
      continue;
    }
    stubs.set(e.id, stub);
    const archive = archives.get(archivePath) ?? { ym, blocks: [] };
    archive.blocks.push(`<a id="${anchor}"></a>

${e.raw}`);
    archives.set(archivePath, archive);
    report2.compacted.push({ id: e.id, title: e.title, status: s, archive: archivePath });
  }
  const final = replaceDecisionEntries(edited, stubs);
  if (final !== text) result.writes.set(DECISIONS, final);
  for (const [path14, { ym, blocks }] of [...archives].sort(([a], [b]) => a < b ? -1 : 1)) {
    result.writes.set(path14, appendBlocks(files.get(path14) ?? archiveHeader(ym), blocks));
  }
  report2.skipped.sort((a, b) => compareDecisionIds(a.id, b.id) || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
  return result;
}

// server/src/core/consolidate/draft-pass.ts
var MEMORY2 = "memory.md";
var DEEP_LINKS2 = "Deep links / pointers";
var PREAMBLE_LABEL2 = "(text before the first section)";
function emptyDraftReport() {
  return { given: false, linesBefore: 0, linesAfter: 0, kept: 0, added: 0, moved: [], movedLines: [], pointersKept: 0, archive: void 0 };
}
function countsOf(lines) {
  const counts = /* @__PURE__ */ new Map();
  for (const raw of lines) {
    const l = raw.trim();
    if (l !== "") counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return counts;
}
function assertValidDraft(draft) {
  const missing = missingSections(draft);
  if (missing.length > 0) {
    const names = missing.map((s) => `"## ${s}"`).join(", ");
    throw new MemoryError(
      "INVALID_INPUT",
      `The draft of memory.md has no ${names} section, and every canonical section must stay, so nothing was changed.`,
      "Add the missing section headings to the draft (a section may be short, not absent) and call consolidate again."
    );
  }
}
function draftPass(files, draft, thresholds, now) {
  const report2 = emptyDraftReport();
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report: report2 };
  if (draft === void 0) return result;
  assertValidDraft(draft);
  report2.given = true;
  const current = files.get(MEMORY2) ?? "";
  const currentLines = contentLines(current);
  const draftLines2 = contentLines(draft);
  const inDraft = countsOf(draftLines2);
  const carried = [];
  const pointerBudget = new Map(inDraft);
  for (const raw of currentLines) {
    const l = raw.trim();
    if (!isMemoryArchivePointer(l)) continue;
    const n = pointerBudget.get(l) ?? 0;
    if (n > 0) pointerBudget.set(l, n - 1);
    else carried.push(l);
  }
  report2.pointersKept = carried.length;
  const available = countsOf([...draftLines2, ...carried]);
  const dropped = [];
  const sectionOf = sectionLabels(current, currentLines.length);
  currentLines.forEach((raw, index) => {
    const l = raw.trim();
    if (l === "") return;
    const n = available.get(l) ?? 0;
    if (n > 0) available.set(l, n - 1);
    else dropped.push({ index, section: sectionOf[index] });
  });
  const inCurrent = countsOf(currentLines);
  for (const [line, n] of inDraft) {
    const have = inCurrent.get(line) ?? 0;
    report2.kept += Math.min(n, have);
    report2.added += Math.max(0, n - have);
  }
  const pointers = [...carried];
  if (dropped.length > 0) {
    const archivePath = memoryArchivePath(now);
    const deepLinks = parseSections(draft).sections.find((s) => s.canonical === DEEP_LINKS2);
    const present = [...deepLinks?.body.split("\n") ?? [], ...carried].some((l) => l.includes(archivePath));
    if (!present) pointers.push(memoryArchivePointer(archivePath));
    const groups = groupBySection(currentLines, dropped);
    report2.moved = groups.map((g) => ({ section: g.section, lines: g.count }));
    report2.movedLines = dropped.map((d) => currentLines[d.index].trim());
    const entry = `## ${now} \u2014 left out of memory.md by the /dream draft

${groups.map((g) => `### ${g.section}

${g.lines.join("\n")}`).join("\n\n")}`;
    result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
    report2.archive = archivePath;
  }
  pointers.sort();
  const next = insertAtSectionEnd(draft, DEEP_LINKS2, pointers);
  report2.linesBefore = current === "" ? 0 : lineCount(current);
  report2.linesAfter = lineCount(next);
  if (report2.linesAfter > thresholds.coreSoftLimit) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The draft of memory.md would leave it at ${report2.linesAfter} lines${next !== draft ? " (with its archive pointers)" : ""}, over the ${thresholds.coreSoftLimit}-line budget (coreSoftLimit), so nothing was changed.`,
      "Shorten the draft (detail it leaves out is moved to archive/ by consolidate) and call consolidate again."
    );
  }
  if (next !== files.get(MEMORY2)) result.writes.set(MEMORY2, next);
  return result;
}
function sectionLabels(text, lineCount2) {
  const labels = new Array(lineCount2).fill(PREAMBLE_LABEL2);
  for (const s of parseSections(text).sections) labels.fill(s.heading.trim() || "(untitled section)", s.headingLine - 1, s.endLine);
  return labels;
}
function groupBySection(lines, dropped) {
  const groups = [];
  for (const d of dropped) {
    let g = groups.at(-1);
    if (!g || g.section !== d.section) {
      g = { section: d.section, lines: [], last: -1, count: 0 };
      groups.push(g);
    }
    g.count++;
    if (g.last !== -1 && lines.slice(g.last + 1, d.index).some((l) => l.trim() === "")) g.lines.push("");
    g.lines.push(lines[d.index]);
    g.last = d.index;
  }
  return groups.map((g) => {
    const open = unclosedFence(g.lines);
    return { section: g.section, lines: open === null ? g.lines : [...g.lines, open], count: g.count };
  });
}

// server/src/core/json-edit.ts
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
function skipWs(text, i) {
  while (i < text.length && WS.has(text[i])) i++;
  return i;
}
function scanString(text, i) {
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (c === "\\") j += 2;
    else if (c === '"') return j + 1;
    else j++;
  }
  return -1;
}
function scanValue(text, i) {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  if (c === "{" || c === "[") {
    let depth = 0;
    let j2 = i;
    while (j2 < text.length) {
      const d = text[j2];
      if (d === '"') {
        j2 = scanString(text, j2);
        if (j2 < 0) return -1;
        continue;
      }
      if (d === "{" || d === "[") depth++;
      else if (d === "}" || d === "]") {
        depth--;
        if (depth === 0) return j2 + 1;
      }
      j2++;
    }
    return -1;
  }
  let j = i;
  while (j < text.length && !WS.has(text[j]) && text[j] !== "," && text[j] !== "}" && text[j] !== "]") j++;
  return j;
}
function topLevel(text) {
  try {
    const data = JSON.parse(text);
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  } catch {
    return null;
  }
  let i = skipWs(text, 0);
  if (text[i] !== "{") return null;
  i = skipWs(text, i + 1);
  const members = [];
  if (text[i] === "}") return { close: i, members };
  for (; ; ) {
    const keyStart = i;
    const keyEnd = scanString(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(keyStart, keyEnd));
    i = skipWs(text, keyEnd);
    if (text[i] !== ":") return null;
    const valueStart = skipWs(text, i + 1);
    const valueEnd = scanValue(text, valueStart);
    if (valueEnd < 0) return null;
    members.push({ key, keyStart, valueStart, valueEnd });
    i = skipWs(text, valueEnd);
    if (text[i] === "}") return { close: i, members };
    if (text[i] !== ",") return null;
    i = skipWs(text, i + 1);
  }
}
function render(value, indent, eol) {
  return JSON.stringify(value, null, 2).split("\n").join(`${eol}${indent}`);
}
function lineIndentBefore(text, at) {
  let s = at;
  while (s > 0 && (text[s - 1] === " " || text[s - 1] === "	")) s--;
  return s === 0 || text[s - 1] === "\n" ? text.slice(s, at) : "";
}
function setJsonMembers(text, changes) {
  const parsed = topLevel(text);
  if (!parsed) return null;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const edits = [];
  const missing = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === void 0) continue;
    const member = parsed.members.filter((m) => m.key === key).at(-1);
    if (!member) {
      missing.push([key, value]);
      continue;
    }
    const old = JSON.parse(text.slice(member.valueStart, member.valueEnd));
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    edits.push({ start: member.valueStart, end: member.valueEnd, insert: render(value, lineIndentBefore(text, member.keyStart), eol) });
  }
  if (missing.length) {
    const last = parsed.members.at(-1);
    const indent = last ? lineIndentBefore(text, last.keyStart) || "  " : "  ";
    const added = missing.map(([k, v]) => `${eol}${indent}${JSON.stringify(k)}: ${render(v, indent, eol)}`).join(",");
    if (last) edits.push({ start: last.valueEnd, end: last.valueEnd, insert: `,${added}` });
    else edits.push({ start: parsed.close, end: parsed.close, insert: `${added}${eol}` });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  return out;
}

// server/src/core/sessions.ts
var LIST_PARTS = ["outcomes", "decisions", "openQuestions"];
var SUBSECTIONS = [
  ["summary", "Summary"],
  ["outcomes", "Outcomes"],
  ["decisions", "Decisions"],
  ["openQuestions", "Open questions"],
  ["nextStep", "Next step"]
];
var PART_BY_NAME = {
  summary: "summary",
  outcomes: "outcomes",
  outcome: "outcomes",
  results: "outcomes",
  decisions: "decisions",
  decision: "decisions",
  openquestions: "openQuestions",
  openquestion: "openQuestions",
  questions: "openQuestions",
  nextstep: "nextStep",
  nextsteps: "nextStep"
};
var SESSION_NUMBER = /^(session\s*)(\d+)\b/i;
var BULLET = /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+/;
function nestHeadings(text) {
  return nestAtxHeadings(text, 3, 3);
}
function cleanItem(item) {
  return nestHeadings(item.replace(/\r\n/g, "\n")).trim().replace(/^(?:[-*+]|\d{1,9}[.)])[ \t]+/, "").replace(/\n[ \t]*/g, "\n  ");
}
function renderSection(number, entry) {
  const blocks = [`## Session ${number}`];
  for (const [part, title] of SUBSECTIONS) {
    if (LIST_PARTS.includes(part)) {
      const items = (entry[part] ?? []).map(cleanItem).filter((i) => i !== "");
      if (items.length > 0) blocks.push(`### ${title}`, items.map((i) => `- ${i}`).join("\n"));
    } else {
      const text = nestHeadings((entry[part] ?? "").replace(/\r\n/g, "\n")).trim();
      if (text !== "") blocks.push(`### ${title}`, text);
    }
  }
  if (blocks.length === 1) {
    throw new MemoryError("INVALID_INPUT", "A session summary needs at least one of summary, outcomes, decisions, open questions or next step.");
  }
  return blocks.join("\n\n") + "\n";
}
function renderSessionFile(date, entry) {
  assertIsoDate(date, "The session date");
  return `# Session \u2014 ${date}

${renderSection(1, entry)}`;
}
function appendSessionEntry(existingText, entry) {
  return appendBlock(existingText, renderSection(nextSessionNumber(existingText), entry));
}
function nextSessionNumber(existingText) {
  const parsed = parseSessionFile(existingText);
  let highest = 0;
  for (const s of parsed.sections) if (s.number !== void 0 && s.number > highest) highest = s.number;
  if (highest === 0) {
    const hasContent = classify(contentLines(existingText)).some((l) => !isBlank(l.text) && !atxHeadingOf(l, 1));
    highest = hasContent ? 1 : 0;
  }
  return highest + 1;
}
function bulletsOf(lines) {
  const items = [];
  const bullets = [];
  let current = null;
  let afterBlank = true;
  const flush = () => {
    if (!current) return;
    items.push(current.texts.join(" "));
    if (current.isBullet) bullets.push({ text: current.raw.join("\n"), startLine: current.start, endLine: current.end });
    current = null;
  };
  for (const { line, text } of lines) {
    if (isBlank(text)) {
      afterBlank = true;
      continue;
    }
    const marker = BULLET.exec(text);
    const indented = /^[ \t]/.test(text);
    if (marker) {
      flush();
      current = { texts: [text.slice(marker[0].length).trim()], raw: [text.trim()], start: line, end: line, isBullet: true };
    } else if (current && (indented || !afterBlank)) {
      current.texts.push(text.trim());
      current.raw.push(text.trim());
      current.end = line;
    } else {
      flush();
      current = { texts: [text.trim()], raw: [text.trim()], start: line, end: line, isBullet: false };
    }
    afterBlank = false;
  }
  flush();
  return { items, bullets };
}
function collect(text) {
  const lines = contentLines(text);
  const classified = classify(lines);
  let title;
  const collected = [];
  let current;
  let part;
  const open = (number, heading, line) => {
    current = {
      section: { number, heading, startLine: line, summary: "", outcomes: [], decisions: [], openQuestions: [], nextStep: "" },
      parts: /* @__PURE__ */ new Map()
    };
    collected.push(current);
    part = void 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const text2 = lines[i];
    const line = classified[i];
    const h1 = atxHeadingOf(line, 1);
    if (h1) {
      if (title === void 0 && collected.length === 0) title = h1.text;
      else part = void 0;
      continue;
    }
    const h2 = atxHeadingOf(line, 2);
    const h2Part = h2 ? PART_BY_NAME[h2.text.toLowerCase().replace(/[^a-z]/g, "")] : void 0;
    if (h2 && !h2Part) {
      const n = SESSION_NUMBER.exec(h2.text);
      open(n ? Number(n[2]) : void 0, h2.text, i + 1);
      continue;
    }
    const h3 = h2Part ? h2 : atxHeadingOf(line, 3);
    if (h3) {
      if (!current) open(void 0, "", i + 1);
      part = PART_BY_NAME[h3.text.toLowerCase().replace(/[^a-z]/g, "")];
      if (part) {
        const runs = current.parts.get(part) ?? [];
        runs.push([]);
        current.parts.set(part, runs);
      }
      continue;
    }
    if (current && part)
      current.parts.get(part).at(-1).push({ line: i + 1, text: text2 });
  }
  return { title, collected };
}
function parseSessionFile(text) {
  const { title, collected } = collect(text);
  for (const { section, parts } of collected) {
    for (const [part, runs] of parts) {
      if (LIST_PARTS.includes(part)) {
        for (const run of runs) section[part].push(...bulletsOf(run).items);
      } else {
        const key = part;
        const joined = runs.flat().map((l) => l.text.trimEnd()).join("\n").trim();
        section[key] = section[key] === "" ? joined : `${section[key]}

${joined}`;
      }
    }
  }
  const date = title ? firstDateIn(title) : void 0;
  return { title, date, sections: collected.map((c) => c.section) };
}
function outcomeBullets(text) {
  const out = [];
  for (const { parts } of collect(text).collected) {
    for (const run of parts.get("outcomes") ?? []) out.push(...bulletsOf(run).bullets);
  }
  return out;
}

// server/src/core/consolidate/sessions-pass.ts
var SESSION_PATH = /^sessions\/([^/]+)\.md$/;
function sessionFiles(paths) {
  const out = [];
  for (const path14 of paths) {
    const m = SESSION_PATH.exec(path14);
    if (!m) continue;
    const name = m[1];
    const d = leadingDate(name);
    out.push({ path: path14, name, date: d !== null && isIsoDate(d) ? d : void 0 });
  }
  return out;
}
function byAge(a, b) {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
function archiveHeader2(ym) {
  return `# Sessions archive \u2014 ${ym.slice(0, 4)}-${ym.slice(4)}

Session summaries rolled up from sessions/ by consolidation, oldest first. An outcome already listed earlier in this file is not repeated.
`;
}
function archiveBlock(date, text) {
  const firstContent = classify(contentLines(text)).find((l) => l.text.trim() !== "");
  if (firstContent !== void 0 && atxHeadingOf(firstContent, 1) && firstContent.text.includes(date)) return text;
  const heading = `# Session \u2014 ${date}`;
  return firstContent === void 0 ? heading : `${heading}

${text}`;
}
function sessionsPass(files, thresholds) {
  const all = sessionFiles(files.keys());
  const dated = all.filter((s) => s.date !== void 0).sort(byAge);
  const undated = all.filter((s) => s.date === void 0).map((s) => s.path).sort();
  const report2 = {
    countBefore: dated.length,
    countAfter: dated.length,
    triggered: dated.length > thresholds.archiveAfter,
    rolled: [],
    duplicateOutcomesDropped: 0,
    undated
  };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report: report2 };
  if (!report2.triggered) return result;
  const toRoll = dated.slice(0, Math.max(0, dated.length - thresholds.keepSessions));
  const archives = /* @__PURE__ */ new Map();
  for (const session of toRoll) {
    const archivePath = `archive/sessions-${yearMonth(session.date)}.md`;
    let archive = archives.get(archivePath);
    if (!archive) {
      const existing = files.get(archivePath);
      archive = {
        base: existing ?? archiveHeader2(yearMonth(session.date)),
        blocks: [],
        seen: new Set(existing === void 0 ? [] : outcomeBullets(existing).map((b) => b.text))
      };
      archives.set(archivePath, archive);
    }
    const text = files.get(session.path);
    const dropLines = /* @__PURE__ */ new Set();
    let dropped = 0;
    for (const bullet of outcomeBullets(text)) {
      if (archive.seen.has(bullet.text)) {
        dropped++;
        for (let l = bullet.startLine; l <= bullet.endLine; l++) dropLines.add(l - 1);
        for (const line of bullet.text.split("\n")) result.accounting.droppedDuplicates.push({ path: session.path, line });
      } else {
        archive.seen.add(bullet.text);
      }
    }
    const kept = dropped === 0 ? text : splitLinesKeepEnds(text).filter((_, i) => !dropLines.has(i)).join("");
    archive.blocks.push(archiveBlock(session.date, kept));
    result.deletes.push(session.path);
    report2.rolled.push({ path: session.path, archive: archivePath, duplicateOutcomesDropped: dropped });
    report2.duplicateOutcomesDropped += dropped;
  }
  for (const [path14, archive] of archives) result.writes.set(path14, appendBlocks(archive.base, archive.blocks));
  report2.countAfter = dated.length - toRoll.length;
  return result;
}

// server/src/core/consolidate/metadata-pass.ts
var MANIFEST = "manifest.json";
var ARTIFACTS = "artifacts.json";
var REQUIRED_IMPORTANT_FILES = ["memory.md", "decisions.md"];
var DERIVED_MANIFEST_KEYS = ["updated", "sessionCount", "activeDecisionIds"];
function parseObject(text, path14) {
  if (text === void 0) return { status: { present: false, valid: false, problem: `${path14} is missing.` } };
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { status: { present: true, valid: false, problem: `${path14} is not valid JSON (${reason}); it was left unchanged.` } };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { status: { present: true, valid: false, problem: `${path14} must hold a JSON object; it was left unchanged.` } };
  }
  return { status: { present: true, valid: true }, value };
}
function sameJson(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function readManifest(files) {
  return parseObject(files.get(MANIFEST), MANIFEST).value;
}
function metadataPass(files, now, otherChanges) {
  const manifest = parseObject(files.get(MANIFEST), MANIFEST);
  const artifacts = parseObject(files.get(ARTIFACTS), ARTIFACTS);
  const report2 = { manifest: { ...manifest.status, changedKeys: [] }, artifacts: artifacts.status };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report: report2 };
  const m = manifest.value;
  if (!m) return result;
  const next = /* @__PURE__ */ new Map();
  next.set("sessionCount", sessionFiles(files.keys()).length);
  const decisions = files.get("decisions.md");
  const active = decisions === void 0 ? [] : parseDecisions(decisions).entries.filter((e) => e.status === "Active" && !e.stub);
  next.set("activeDecisionIds", [...new Set(active.sort((a, b) => a.num - b.num).map((e) => e.id))]);
  const important = m["importantFiles"];
  if (important === void 0) {
    next.set("importantFiles", [...REQUIRED_IMPORTANT_FILES]);
  } else if (Array.isArray(important)) {
    next.set("importantFiles", [...important, ...REQUIRED_IMPORTANT_FILES.filter((f) => !important.includes(f))]);
  } else {
    report2.manifest.problem = 'manifest.json "importantFiles" is not an array; it was left unchanged.';
  }
  const changedKeys = [];
  for (const [key, value] of next) if (!Object.hasOwn(m, key) || !sameJson(m[key], value)) changedKeys.push(key);
  if ((otherChanges || changedKeys.length > 0) && m["updated"] !== now) changedKeys.unshift("updated");
  if (changedKeys.length === 0) return result;
  next.set("updated", now);
  const edited = setJsonMembers(files.get(MANIFEST), Object.fromEntries(changedKeys.map((k) => [k, next.get(k)])));
  if (edited === null) return result;
  result.writes.set(MANIFEST, edited);
  result.accounting.derivedJsonKeys[MANIFEST] = [...DERIVED_MANIFEST_KEYS];
  report2.manifest.changedKeys = changedKeys;
  return result;
}

// server/src/core/consolidate/report.ts
var CONSOLIDATION_LOG = "archive/consolidation-log.md";
var CONSOLIDATION_LOG_HEADER = "# Consolidation log\n\nOne entry per consolidation run that changed something, newest last.\n";
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function countsBy(paths) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of paths) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => `${p} (${n})`).join(", ");
}
function sessionsLines(s, t) {
  if (s.rolled.length === 0) {
    return [`- Sessions: ${plural(s.countBefore, "summary", "summaries")} in sessions/ (rolled up above ${t.archiveAfter}); nothing rolled up.`];
  }
  return [
    `- Sessions: ${s.countBefore} \u2192 ${s.countAfter} in sessions/ (keep ${t.keepSessions}); ${plural(s.rolled.length, "summary", "summaries")} rolled into ${countsBy(s.rolled.map((r) => r.archive))}; ${plural(s.duplicateOutcomesDropped, "duplicate outcome")} dropped.`,
    ...s.rolled.map(
      (r) => `  - ${r.path} \u2192 ${r.archive}${r.duplicateOutcomesDropped > 0 ? ` (${plural(r.duplicateOutcomesDropped, "duplicate outcome")} dropped)` : ""}`
    )
  ];
}
function decisionsLines(d, t) {
  const out = [];
  const none = d.flaggedStale.length + d.superseded.length + d.compacted.length === 0;
  out.push(
    none ? "- Decisions: nothing to change." : `- Decisions: ${plural(d.flaggedStale.length, "flagged Under Review", "flagged Under Review")}, ${d.superseded.length} superseded, ${d.compacted.length} compacted to the archive.`
  );
  for (const f of d.flaggedStale)
    out.push(`  - ${f.id} \u201C${f.title}\u201D: Active \u2192 Under Review (not confirmed since ${f.since}, ${f.ageDays} days > ${t.staleDecisionDays}).`);
  for (const s of d.superseded)
    out.push(
      `  - ${s.id} \u201C${s.title}\u201D: Superseded by ${s.by} (${s.reason === "topic" ? "newer decision on the same topic" : `${s.by} lists it in Supersedes`}).`
    );
  for (const c of d.compacted) out.push(`  - ${c.id} (${c.status}): full text moved to ${c.archive}; a one-line stub stays in decisions.md.`);
  for (const k of d.skipped) out.push(`  - ${k.id} left alone: ${k.reason}.`);
  return out;
}
var LISTED_LINES = 20;
var LISTED_WIDTH = 160;
function clip(line) {
  const chars = Array.from(line);
  return chars.length <= LISTED_WIDTH ? line : `${chars.slice(0, LISTED_WIDTH - 1).join("")}\u2026`;
}
function draftLines(d) {
  if (!d.given) return [];
  const moved = d.movedLines.length;
  const head = `- Draft of memory.md: ${d.linesBefore} \u2192 ${d.linesAfter} lines; ${plural(d.kept, "line")} kept verbatim, ${plural(d.added, "new or reworded line")}`;
  if (moved === 0) return [`${head}; no line left out.`];
  const out = [
    `${head}; ${plural(moved, "line")} left out (or reworded) moved to ${d.archive} (pointer under \u201CDeep links / pointers\u201D)${d.pointersKept > 0 ? `; ${plural(d.pointersKept, "archive pointer")} kept` : ""}.`
  ];
  for (const m of d.moved) out.push(`  - ${m.section}: ${plural(m.lines, "line")} moved.`);
  out.push(...d.movedLines.slice(0, LISTED_LINES).map((l) => `    - moved: ${clip(l)}`));
  if (moved > LISTED_LINES) out.push(`    - \u2026 and ${moved - LISTED_LINES} more in ${d.archive}.`);
  return out;
}
function coreLines(c) {
  const out = [];
  const parts = [];
  if (c.created) parts.push("created from the template");
  if (c.sectionsAdded.length > 0) parts.push(`sections added: ${c.sectionsAdded.join(", ")}`);
  const movedTotal = c.moved.reduce((n, m) => n + m.lines, 0);
  if (c.archive) parts.push(`${plural(movedTotal, "line")} moved to ${c.archive} (pointer under \u201CDeep links / pointers\u201D)`);
  out.push(`- Core memory: ${c.linesBefore} \u2192 ${c.linesAfter} lines (limit ${c.limit})${parts.length > 0 ? `; ${parts.join("; ")}` : ""}.`);
  for (const m of c.moved) out.push(`  - ${m.section}: ${plural(m.lines, "line")} moved.`);
  if (!c.withinLimit) out.push("  - Still over the limit: the headings and pointers alone exceed it; shorten memory.md by hand.");
  return out;
}
function metadataLines(m) {
  const out = [];
  const manifest = m.manifest.changedKeys.length > 0 ? `manifest.json refreshed (${m.manifest.changedKeys.join(", ")})` : m.manifest.valid ? "manifest.json up to date" : "manifest.json not refreshed";
  const artifacts = m.artifacts.valid ? "artifacts.json valid" : m.artifacts.present ? "artifacts.json invalid" : "artifacts.json missing";
  out.push(`- Metadata: ${manifest}; ${artifacts}.`);
  for (const p of [m.manifest.problem, m.artifacts.problem]) if (p) out.push(`  - ${p}`);
  return out;
}
function noLossLines(n) {
  const exceptions = `${plural(n.droppedDuplicates, "duplicate outcome line")} dropped with a copy kept, ${plural(n.modifiedByDesign, "field line")} changed by design`;
  if (n.ok) {
    return [`- No-loss check: passed \u2014 all ${n.linesBefore} non-blank lines from before are present after (${exceptions}).`];
  }
  return [
    `- No-loss check: FAILED \u2014 ${n.missing.reduce((k, m) => k + m.count, 0)} line(s) unaccounted for (${exceptions}).`,
    ...n.missing.slice(0, 20).map((m) => `  - missing \xD7${m.count} from ${m.paths.join(", ")}: ${m.line}`),
    ...n.unjustified.map((u) => `  - ${u}`)
  ];
}
function renderReport(report2) {
  const lines = [
    `## ${report2.now} \u2014 consolidation`,
    "",
    ...sessionsLines(report2.sessions, report2.thresholds),
    ...decisionsLines(report2.decisions, report2.thresholds),
    ...draftLines(report2.draft),
    ...coreLines(report2.core),
    ...metadataLines(report2.metadata),
    ...noLossLines(report2.noLoss)
  ];
  if (report2.sessions.undated.length > 0) lines.push(`- Not rolled up (no date in the name): ${report2.sessions.undated.join(", ")}.`);
  for (const p of report2.thresholdProblems) lines.push(`- Threshold: ${p}`);
  if (report2.writes.length + report2.deletes.length > 0) {
    lines.push(`- Files written: ${report2.writes.join(", ") || "none"}; deleted: ${report2.deletes.join(", ") || "none"}.`);
  }
  return lines.join("\n") + "\n";
}

// server/src/core/consolidate/plan.ts
function planConsolidation(snapshot2, now, options = {}) {
  assertIsoDate(now, "now");
  const original = new Map(
    Object.keys(snapshot2.files).sort().map((p) => [p, snapshot2.files[p]])
  );
  const reading = readThresholds(readManifest(original));
  const thresholds = { ...reading.thresholds, ...definedOnly(options.thresholds) };
  const state = new Map(original);
  const accounting = [];
  const apply = (pass) => {
    for (const [path14, content] of pass.writes) state.set(path14, content);
    for (const path14 of pass.deletes) state.delete(path14);
    accounting.push(pass.accounting);
    return pass.report;
  };
  const sessions = apply(sessionsPass(state, thresholds));
  const decisions = apply(decisionsPass(state, thresholds, now));
  const draft = apply(draftPass(state, options.memoryDraft, thresholds, now));
  const core = apply(coreBudgetPass(state, thresholds, now, snapshot2.projectName));
  const metadata = apply(metadataPass(state, now, differs(original, state)));
  const after = Object.fromEntries(state);
  const noLoss = lineInventory(snapshot2.files, after, mergeAccounting(accounting));
  const changed = differs(original, state);
  if (changed) state.set(CONSOLIDATION_LOG, "");
  const writes = [...state.keys()].filter((p) => original.get(p) !== state.get(p)).sort();
  const deletes = [...original.keys()].filter((p) => !state.has(p)).sort();
  const report2 = {
    now,
    thresholds,
    thresholdProblems: reading.problems,
    sessions,
    decisions,
    draft,
    core,
    metadata,
    noLoss,
    writes,
    deletes
  };
  if (changed) state.set(CONSOLIDATION_LOG, appendBlock(original.get(CONSOLIDATION_LOG) ?? CONSOLIDATION_LOG_HEADER, renderReport(report2)));
  return {
    writes: Object.fromEntries(writes.map((p) => [p, state.get(p)])),
    deletes,
    report: report2,
    changed
  };
}
function differs(a, b) {
  if (a.size !== b.size) return true;
  for (const [path14, content] of b) if (a.get(path14) !== content) return true;
  return false;
}
function definedOnly(t) {
  const out = {};
  if (!t) return out;
  for (const key of ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"]) {
    const v = t[key];
    if (v !== void 0) {
      if (!Number.isInteger(v) || v < 1) {
        throw new MemoryError("INVALID_INPUT", `The ${key} threshold must be a positive integer, got ${v}.`);
      }
      out[key] = v;
    }
  }
  return out;
}

// server/src/core/folder-manifest.ts
var MANIFEST_HEADER = "# Auto-managed by the MCP server. Edit descriptions via update_file_description tool.\n";
function isSimplifiedFolder(relDir) {
  return /(^|\/)updates$/.test(relDir);
}
function emptyManifest(date, description = null) {
  return { last_updated: date, stale: false, description, last_entry_date: null, files: [] };
}
function withEntryDate(manifest, date) {
  if (!isIsoDate(date)) return manifest;
  const current = manifest.last_entry_date;
  return current !== null && current >= date ? manifest : { ...manifest, last_entry_date: date };
}
function optionalString(value) {
  return typeof value === "string" ? value : null;
}
function normaliseManifest(data, fallbackDate) {
  const obj = data && typeof data === "object" && !Array.isArray(data) ? data : {};
  const files = [];
  const seen = /* @__PURE__ */ new Set();
  if (Array.isArray(obj.files)) {
    for (const raw of obj.files) {
      if (!raw || typeof raw !== "object") continue;
      const e = raw;
      if (typeof e.name !== "string" || e.name.includes("/") || seen.has(e.name)) continue;
      seen.add(e.name);
      files.push({
        name: e.name,
        description: optionalString(e.description),
        read_when: optionalString(e.read_when),
        stale_after: optionalString(e.stale_after)
      });
    }
  }
  const lastUpdated = typeof obj.last_updated === "string" && isIsoDate(obj.last_updated) ? obj.last_updated : fallbackDate;
  const lastEntry = typeof obj.last_entry_date === "string" && isIsoDate(obj.last_entry_date) ? obj.last_entry_date : null;
  return {
    last_updated: lastUpdated,
    stale: obj.stale === true,
    description: optionalString(obj.description),
    last_entry_date: lastEntry,
    files
  };
}
function reconcileEntries(manifest, names, simplified) {
  if (simplified) return { ...manifest, files: [] };
  const byName = new Map(manifest.files.map((f) => [f.name, f]));
  const files = [...names].sort().map((name) => byName.get(name) ?? { name, description: null, read_when: null, stale_after: null });
  return { ...manifest, files };
}
function applyDescription(manifest, name, change) {
  const files = manifest.files.map((f) => ({ ...f }));
  let entry = files.find((f) => f.name === name);
  if (!entry) {
    entry = { name, description: null, read_when: null, stale_after: null };
    files.push(entry);
    files.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  }
  if (change.description !== void 0) entry.description = change.description;
  if (change.read_when !== void 0) entry.read_when = change.read_when;
  if (change.stale_after !== void 0) entry.stale_after = change.stale_after;
  return { ...manifest, files };
}
function manifestsEqual(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function assertDescriptionText(value, field) {
  if (value == null) return;
  if (value.length > 500) throw new MemoryError("INVALID_INPUT", `${field} is ${value.length} characters; keep it under 500.`);
  if (!value.isWellFormed()) throw new MemoryError("INVALID_INPUT", `${field} contains an unpaired surrogate character; send valid Unicode text.`);
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value) || value.includes("\n")) {
    throw new MemoryError("INVALID_INPUT", `${field} must be one line of text without control characters.`);
  }
}

// server/src/core/yaml-safe.ts
var import_yaml = __toESM(require_dist(), 1);
var MAX_YAML_BYTES = 1024 * 1024;
var MAX_YAML_NESTING = 64;
var PARSE_OPTIONS = {
  version: "1.2",
  schema: "core",
  resolveKnownTags: false,
  // Keys are compared as text: `1: a` and `"1": b` would otherwise both become the key "1".
  uniqueKeys: (a, b) => (0, import_yaml.isScalar)(a) && (0, import_yaml.isScalar)(b) ? String(a.value) === String(b.value) : a === b,
  strict: true,
  logLevel: "error"
};
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 128) bytes += 1;
    else if (unit < 2048) bytes += 2;
    else if (unit >= 55296 && unit <= 56319 && i + 1 < text.length && (text.charCodeAt(i + 1) & 64512) === 56320) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
function invalid(what, reason, line) {
  const where = line === null ? "" : ` (line ${line})`;
  const sentence = reason.replace(/[.\s]+$/, "");
  return new MemoryError(
    "INVALID_FORMAT",
    `${what} is not valid YAML: ${sentence}${where}.`,
    'Fix the YAML at that line: "key: value" pairs, lists as "- item", quote values that contain ": " or start with a special character.'
  );
}
function tooDeepAt(tokens) {
  const stack = tokens.map((token) => [token, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop();
    if (token.type === "document") {
      if (token.value) stack.push([token.value, depth]);
    } else if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection") {
      if (depth + 1 > MAX_YAML_NESTING) return token.offset;
      for (const item of token.items) {
        if (item.key) stack.push([item.key, depth + 1]);
        if (item.value) stack.push([item.value, depth + 1]);
      }
    }
  }
  return -1;
}
function shortReason(error) {
  return error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}
function parseYaml(text, what, maxBytes = MAX_YAML_BYTES) {
  if (text.length > maxBytes || utf8Length(text) > maxBytes) {
    throw new MemoryError(
      "TOO_LARGE",
      `${what} is larger than the ${maxBytes === MAX_YAML_BYTES ? "1 MiB" : `${maxBytes} bytes`} that a YAML file may have.`,
      "Split the data into smaller files, or move long text into Markdown."
    );
  }
  const lineCounter = new import_yaml.LineCounter();
  const lineOf = (offset) => lineCounter.linePos(offset).line;
  const tokens = Array.from(new import_yaml.Parser(lineCounter.addNewLine).parse(text));
  const deep = tooDeepAt(tokens);
  if (deep !== -1) throw invalid(what, `it nests more than ${MAX_YAML_NESTING} levels deep`, lineOf(deep));
  const docs = Array.from(new import_yaml.Composer(PARSE_OPTIONS).compose(tokens, true, text.length));
  const doc = docs[0];
  if (!doc) return null;
  if (docs.length > 1) throw invalid(what, 'it holds more than one document (a second "---" line)', lineOf(docs[1].range[0]));
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw invalid(what, shortReason(problem), lineOf(problem.pos[0]));
  let refusal = null;
  (0, import_yaml.visit)(doc, {
    Alias(_, node) {
      refusal = invalid(what, `it uses the alias *${node.source}, and memory files do not allow aliases`, lineOf(node.range?.[0] ?? 0));
      return import_yaml.visit.BREAK;
    },
    Pair(_, pair) {
      if (!(0, import_yaml.isPair)(pair)) return void 0;
      const key = pair.key;
      if (key !== null && !(0, import_yaml.isScalar)(key)) {
        const offset = key.range?.[0] ?? 0;
        refusal = invalid(what, "a key is a list or a mapping; keys must be plain text", lineOf(offset));
        return import_yaml.visit.BREAK;
      }
      if ((0, import_yaml.isScalar)(key) && String(key.value) === "__proto__") {
        refusal = invalid(what, 'the key "__proto__" is not allowed', lineOf(key.range?.[0] ?? 0));
        return import_yaml.visit.BREAK;
      }
      return void 0;
    }
  });
  if (refusal) throw refusal;
  try {
    return doc.toJS({ maxAliasCount: 0 });
  } catch (e) {
    throw invalid(what, e instanceof Error ? e.message : String(e), null);
  }
}
function plainData(value, path14, ancestors) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new MemoryError("INVALID_INPUT", `Cannot write ${path14} as YAML: ${value} is not a finite number.`);
    return Object.is(value, -0) ? 0 : value;
  }
  if (typeof value !== "object") throw new MemoryError("INVALID_INPUT", `Cannot write ${path14} as YAML: a ${typeof value} is not plain data.`);
  if (ancestors.has(value)) throw new MemoryError("INVALID_INPUT", `Cannot write ${path14} as YAML: it contains itself.`);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item, i) => {
        if (item === void 0) throw new MemoryError("INVALID_INPUT", `Cannot write ${path14}[${i}] as YAML: it is undefined.`);
        return plainData(item, `${path14}[${i}]`, ancestors);
      });
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new MemoryError("INVALID_INPUT", `Cannot write ${path14} as YAML: only plain objects and arrays are data.`);
    }
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === "__proto__") throw new MemoryError("INVALID_INPUT", `Cannot write ${path14} as YAML: the key "__proto__" is not allowed.`);
      if (item === void 0) continue;
      out[key] = plainData(item, `${path14}.${key}`, ancestors);
    }
    return out;
  } finally {
    ancestors.delete(value);
  }
}
function stringifyYaml(value) {
  return (0, import_yaml.stringify)(plainData(value, "value", /* @__PURE__ */ new Set()), {
    version: "1.2",
    schema: "core",
    aliasDuplicateObjects: false,
    lineWidth: 0,
    minContentWidth: 0,
    indent: 2,
    indentSeq: true,
    defaultStringType: "QUOTE_DOUBLE",
    defaultKeyType: "PLAIN",
    doubleQuotedAsJSON: true
  });
}

// server/src/storage/folder-manifests.ts
var MANIFEST_NAME = "_index.yaml";
var MAX_MANIFEST_BYTES = MAX_FILE_BYTES;
function manifestPath(relDir) {
  return relDir ? `${relDir}/${MANIFEST_NAME}` : MANIFEST_NAME;
}
function renderManifest(m) {
  const ordered = {
    last_updated: m.last_updated,
    stale: m.stale,
    description: m.description,
    last_entry_date: m.last_entry_date,
    files: m.files.map((f) => ({ name: f.name, description: f.description, read_when: f.read_when, stale_after: f.stale_after }))
  };
  return MANIFEST_HEADER + stringifyYaml(ordered);
}
function readManifest2(root, relDir, date) {
  const file = root.readText(manifestPath(relDir));
  if (!file) return emptyManifest(date);
  try {
    return normaliseManifest(parseYaml(file.text, manifestPath(relDir), MAX_MANIFEST_BYTES), date);
  } catch {
    return emptyManifest(date);
  }
}
function listableNames(root, relDir) {
  return root.list(relDir).filter((d) => d.isFile() && d.name !== MANIFEST_NAME && !d.name.startsWith(".") && !d.name.endsWith(TEMP_SUFFIX)).map((d) => d.name);
}
function updateManifest(root, relDir, date, mutate = (m) => m, dryRun = false) {
  let outcome = { manifest: emptyManifest(date), changed: false };
  const compute = (file) => {
    let before = null;
    if (file) {
      try {
        before = normaliseManifest(parseYaml(file.text, manifestPath(relDir), MAX_MANIFEST_BYTES), date);
      } catch {
        before = null;
      }
    }
    const base = before ?? emptyManifest(date);
    const reconciled = reconcileEntries(base, listableNames(root, relDir), isSimplifiedFolder(relDir));
    const next = mutate(reconciled);
    const changed = !before || !manifestsEqual(before, next);
    if (!changed) {
      outcome = { manifest: next, changed: false };
      return null;
    }
    const stamped = { ...next, last_updated: date };
    outcome = { manifest: stamped, changed: true };
    return renderManifest(stamped);
  };
  updateText(root, manifestPath(relDir), compute, { lockKey: `manifest:${relDir}`, dryRun });
  return outcome;
}

// server/src/storage/projects-index-build.ts
function buildProjectsIndex(root) {
  const problems = [];
  const projects = [];
  for (const ent of root.list("projects")) {
    if (!ent.isDirectory() || !isKebabCase(ent.name)) continue;
    const rel = `projects/${ent.name}/_meta.yaml`;
    try {
      const file = root.readText(rel);
      if (!file) {
        problems.push({ path: rel, message: "missing" });
        continue;
      }
      const meta = validateMeta(parseYaml(file.text, rel), rel);
      if (meta.slug !== ent.name) {
        problems.push({ path: rel, message: `slug "${meta.slug}" differs from the folder name "${ent.name}"` });
        continue;
      }
      projects.push(indexEntryFor(meta));
    } catch (e) {
      problems.push({ path: rel, message: e instanceof Error ? e.message : String(e) });
    }
  }
  projects.sort((a, b) => a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
  return { index: { projects }, problems };
}
function refreshProjectsIndex(root) {
  let built = { index: { projects: [] }, problems: [] };
  const { changed } = updateText(
    root,
    PROJECTS_INDEX,
    () => {
      built = buildProjectsIndex(root);
      return renderProjectsIndex(built.index);
    },
    { lockKey: "projects-index" }
  );
  if (!changed) markProjectsIndexCurrent(root);
  return { index: built.index, changed, problems: built.problems };
}

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}

// server/src/services/init.ts
function createIfMissing(root, rel, text, created) {
  if (root.exists(rel)) return;
  if (updateText(root, rel, (file) => file === null ? text : null).created) created.push(rel);
}
function renderRootManifest(index, date) {
  const body = {
    last_updated: date,
    stale: false,
    description: "Project memory root: one folder per project under projects/.",
    last_entry_date: null,
    projects: index.projects.map((p) => ({ slug: p.slug, name: p.name, status: p.status, path: p.path })),
    files: []
  };
  return MANIFEST_HEADER + stringifyYaml(body);
}
function refreshRootManifest(root, date, dryRun = false, fresh) {
  const withoutDate = (t) => t?.replace(/^last_updated: .*$/m, "");
  const render2 = () => renderRootManifest(fresh ?? readProjectsIndex(root), date);
  if (dryRun) return withoutDate(root.readText("_index.yaml")?.text) !== withoutDate(render2());
  return updateText(
    root,
    "_index.yaml",
    (file) => {
      const next = render2();
      return withoutDate(file?.text) === withoutDate(next) ? null : next;
    },
    { lockKey: "manifest:" }
  ).changed;
}
function initRoot(ws, { sweep = true } = {}) {
  const { root } = ws;
  const date = todayOf(ws);
  const created = [];
  for (const dir of ROOT_FOLDERS) {
    if (!root.isDirectory(dir)) {
      root.ensureDir(dir);
      created.push(`${dir}/`);
    }
  }
  for (const [name, text] of Object.entries(TEMPLATE_FILES)) createIfMissing(root, `_templates/${name}`, text, created);
  createIfMissing(root, "_global/preferences.md", PREFERENCES, created);
  createIfMissing(root, "_global/patterns.md", PATTERNS, created);
  for (const dir of MANAGED_FOLDERS) {
    if (!root.exists(`${dir}/_index.yaml`)) {
      updateManifest(root, dir, date);
      created.push(`${dir}/_index.yaml`);
    }
  }
  createIfMissing(root, PROJECTS_INDEX, renderProjectsIndex({ projects: [] }), created);
  createIfMissing(root, REFS_INDEX, `${JSON.stringify({ entries: {} }, null, 2)}
`, created);
  if (!root.exists("_index.yaml")) {
    refreshRootManifest(root, date);
    created.push("_index.yaml");
  }
  return { root: root.dir, created, sweptTempFiles: sweep ? sweepTempFiles(root.dir) : 0 };
}
function ensureInitialised(ws) {
  if (!ws.root.exists("_projects-index.json") || !ws.root.isDirectory("_templates")) initRoot(ws);
}

// server/src/core/file-rules.ts
var TOP_FILES = ["decisions.md", "people.md", "_meta.yaml", "manifest.json", "artifacts.json", "memory.md"];
var KIND_FOLDERS = ["knowledge", "sessions", "updates", "correspondence", "archive"];
var CANONICAL_TOP = new Map(TOP_FILES.map((n) => [nameKey(n), n]));
var CANONICAL_FOLDER = new Map(KIND_FOLDERS.map((n) => [nameKey(n), n]));
function canonicalParts(parts) {
  const out = [...parts];
  const first = out[0];
  if (first === void 0) return out;
  const canonical = out.length === 1 ? CANONICAL_TOP.get(nameKey(first)) : CANONICAL_FOLDER.get(nameKey(first));
  if (canonical !== void 0) out[0] = canonical;
  return out;
}
function kindOf(rawParts) {
  const parts = rawParts.map(nameKey);
  const [first, second] = parts;
  if (parts.length === 1) {
    switch (first) {
      case "decisions.md":
        return "decisions";
      case "people.md":
        return "people";
      case "_meta.yaml":
        return "meta";
      case "manifest.json":
        return "manifest-json";
      case "artifacts.json":
        return "artifacts-json";
      case "memory.md":
        return "memory";
      default:
        return "other";
    }
  }
  if (parts.length === 2 && second !== void 0) {
    if (first === "knowledge" && second.endsWith(".md")) return "knowledge";
    if (first === "sessions") return "session";
    if (first === "updates") return "update";
    if (first === "correspondence") return "correspondence";
  }
  return "other";
}
var APPEND_ONLY = /* @__PURE__ */ new Set(["decisions", "session", "update", "correspondence"]);
function isAppendOnly(kind) {
  return APPEND_ONLY.has(kind);
}
function isSessionFileName(name) {
  return dateFileName(name, { suffix: true }) !== null;
}
function isUpdateFileName(name) {
  return dateFileName(name) !== null;
}
function assertRealDateNames(parts, shown2) {
  for (const part of parts) {
    const d = leadingDate(part);
    if (d !== null && !isIsoDate(d)) {
      throw new MemoryError(
        "INVALID_PATH",
        `${shown2} is named by the date ${d}, which does not exist; a dated name needs a real day in YYYY-MM-DD form.`,
        "Check the month (01-12) and the day of the month."
      );
    }
  }
}
function assertWritable(parts, shown2, scope) {
  const reserved = reservedReason(parts);
  if (reserved) {
    throw new MemoryError(
      "RESERVED_PATH",
      `${shown2} cannot be written by tools because ${reserved}.`,
      "Use update_file_description for descriptions and rebuild_indexes for derived files."
    );
  }
  for (const part of parts.slice(0, -1)) {
    if (!part.startsWith("_")) assertFilename(part);
  }
  assertFilename(parts[parts.length - 1]);
  assertRealDateNames(parts, shown2);
  const kind = scope === "project" ? kindOf(parts) : "other";
  if (kind === "people") {
    throw new MemoryError(
      "RESERVED_PATH",
      `${shown2} is auto-managed from the people linked to the project.`,
      "Use link_person_to_project or unlink_person_from_project."
    );
  }
  const top = nameKey(parts[0] ?? "");
  if (scope === "global" && (top === "people" || top === "companies") && parts.length === 2) {
    return "other";
  }
  if (kind === "session" && !isSessionFileName(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Session files are named sessions/YYYY-MM-DD.md, not ${shown2}.`, "Use log_session to write today's summary.");
  }
  if (kind === "update" && !isUpdateFileName(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Update files are named updates/YYYY-MM-DD.md, not ${shown2}.`);
  }
  return kind;
}
function assertAppendable(parts, shown2) {
  const kind = kindOf(parts);
  if (!isAppendOnly(kind)) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${shown2} is not an append-only file; append_to_file takes decisions.md, updates/YYYY-MM-DD.md, correspondence/*.md and sessions/YYYY-MM-DD.md.`,
      "Use patch_file or write_file for other files."
    );
  }
  return kind;
}

// server/src/services/file-target.ts
function resolveTarget(ws, project, rawPath) {
  const scope = resolveScope(ws, project);
  const parsed = parseMemoryPath(rawPath);
  assertNotHidden(parsed, rawPath);
  const base = ws.root.resolve(scope.dir);
  if (!base.stat?.isDirectory()) {
    throw new MemoryError("NOT_FOUND", `The folder of ${scope.slug} (${scope.dir}) is missing.`, "Run project-memory init or doctor --fix.");
  }
  const parts = spellAsOnDisk(base.abs, canonicalParts(parsed), rawPath);
  const r = resolveContained(ws.root.dir, base.abs, parts, rawPath);
  const path14 = parts.join("/");
  return {
    scope,
    parts,
    path: path14,
    rel: `${scope.dir}/${path14}`,
    abs: r.abs,
    exists: r.stat !== null,
    isDirectory: r.stat?.isDirectory() === true
  };
}
function assertNotHidden(parts, shown2) {
  const hidden = hiddenReason(parts);
  if (hidden) throw new MemoryError("RESERVED_PATH", `${describePath(shown2)} is not available to the tools because ${hidden}.`);
}
function folderOf(rel) {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "" : rel.slice(0, i);
}
function nameOf(rel) {
  return rel.slice(rel.lastIndexOf("/") + 1);
}

// server/src/services/derived.ts
function afterChange(ws, rels, effects = {}) {
  const date = todayOf(ws);
  const folders = new Set(rels.map(folderOf));
  for (const folder of folders) {
    updateManifest(ws.root, folder, date, (m) => {
      let next = m;
      for (const rel of rels) {
        if (folderOf(rel) !== folder) continue;
        const present = next.files.some((f) => f.name === nameOf(rel));
        if (effects.description && present) next = applyDescription(next, nameOf(rel), effects.description);
      }
      if (effects.markStale) next = { ...next, stale: true };
      if (effects.lastEntryDate) next = withEntryDate(next, effects.lastEntryDate);
      return next;
    });
  }
  refreshRefs(ws.root, rels);
  noteRankedChange(ws.root, rels);
  noteSubstringChange(ws.root, rels);
  notePeopleChange(ws.root, rels);
  if (rels.some((r) => /^projects\/[^/]+\/_meta\.yaml$/.test(r))) {
    refreshProjectsIndex(ws.root);
    refreshRootManifest(ws.root, date);
  }
}
var META = /^projects\/[^/]+\/_meta\.yaml$/;
var COUNTED = /^(projects\/[^/]+)\/(decisions\.md|sessions\/[^/]+)$/;
var PEOPLE_MD = /^projects\/[^/]+\/people\.md$/;
var PROFILE = /^_global\/(people|companies)\/[^/]+\.md$/;
function derivedFilesOf(ws, rels, people) {
  const out = /* @__PURE__ */ new Set(["_refs-index.json"]);
  for (const rel of rels) {
    const folder = folderOf(rel);
    out.add(folder ? `${folder}/_index.yaml` : "_index.yaml");
    if (PEOPLE_MD.test(rel)) out.add(rel);
    const counted = COUNTED.exec(rel);
    if (counted) out.add(`${counted[1]}/manifest.json`);
    if (META.test(rel)) {
      out.add("_projects-index.json");
      out.add("_index.yaml");
    }
    if (people && PROFILE.test(rel)) for (const p of readProjectsIndex(ws.root).projects) out.add(`projects/${p.slug}/people.md`);
  }
  return out;
}
function assertDerivedWritable(ws, rels, { people = false } = {}) {
  for (const rel of derivedFilesOf(ws, rels, people)) {
    const { stat } = ws.root.resolve(rel);
    if (stat === null || stat.isFile() && stat.nlink === 1) continue;
    const what = stat.isDirectory() ? "is a folder" : stat.isFile() ? `has ${stat.nlink} hard links` : "is not a regular file";
    throw new MemoryError(
      "INVALID_PATH",
      `${describePath(rel)} ${what}, where the server keeps a derived file, so nothing was written.`,
      "Move it aside; rebuild_indexes makes the derived file again."
    );
  }
}

// server/src/services/core-files-missing.ts
function missingCoreFiles(ws, scope) {
  if (scope.kind !== "project" || !ws.root.isDirectory(scope.dir)) return [];
  return CORE_PROJECT_FILES.filter((c) => !occupied(ws, `${scope.dir}/${c.file}`)).map((c) => c.file);
}
function occupied(ws, rel) {
  try {
    return ws.root.exists(rel);
  } catch {
    return true;
  }
}

// server/src/services/core-files-init.ts
function readOrEmpty(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? "";
  } catch {
    return "";
  }
}
function initialText(ws, scope, file, template) {
  const date = todayOf(ws);
  if (template !== null) {
    const text = ws.root.readText(`_templates/${template}`)?.text ?? TEMPLATE_FILES[template];
    return fillTemplate(text, { name: scope.name, slug: scope.slug, date });
  }
  if (file === "artifacts.json") return newArtifactsJson();
  const manifest = JSON.parse(newManifestJson(scope.slug, date));
  const entries = parseDecisions(readOrEmpty(ws, `${scope.dir}/decisions.md`)).entries;
  manifest.activeDecisionIds = entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
  manifest.sessionCount = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function createMissingCoreFiles(ws, scope) {
  if (missingCoreFiles(ws, scope).length === 0) return [];
  const order = [...CORE_PROJECT_FILES].sort((a, b) => Number(b.file === "decisions.md") - Number(a.file === "decisions.md"));
  const created = [];
  for (const { file, template } of order) {
    const rel = `${scope.dir}/${file}`;
    if (occupied(ws, rel)) continue;
    const r = updateText(ws.root, rel, (current) => current === null ? initialText(ws, scope, file, template) : null);
    if (r.created) created.push(rel);
  }
  return created;
}

// server/src/services/core-files.ts
function ensureCoreFiles(ws, scope) {
  const created = createMissingCoreFiles(ws, scope);
  if (created.length) afterChange(ws, created);
  return created;
}

// server/src/services/consolidate.ts
var TOP_FILES2 = ["memory.md", "decisions.md", "manifest.json", "artifacts.json"];
function assertNowNotBeforeMemory(files, now) {
  let newest = "";
  for (const rel of Object.keys(files)) {
    const d = rel.startsWith("sessions/") ? dateFileName(rel.slice("sessions/".length)) : null;
    if (d !== null && d > newest) newest = d;
  }
  for (const e of parseDecisions(files["decisions.md"] ?? "").entries) if (e.date && e.date > newest) newest = e.date;
  if (newest && now < newest) {
    throw new MemoryError(
      "INVALID_INPUT",
      `now ${now} is before the newest session or decision (${newest}).`,
      `Pass a date on or after ${newest}, or omit now for today.`
    );
  }
}
function clearDecisionsStale(ws, scope) {
  updateManifest(ws.root, scope.dir, todayOf(ws), (m) => m.stale ? { ...m, stale: false } : m);
}
function snapshot(root, scope) {
  const files = {};
  const exact = {};
  const add2 = (rel) => {
    const f = root.readText(`${scope.dir}/${rel}`);
    if (!f) return;
    files[rel] = f.text;
    exact[rel] = f.bom ? `\uFEFF${f.text}` : f.text;
  };
  for (const f of TOP_FILES2) add2(f);
  for (const folder of ["sessions", "archive"]) {
    for (const d of root.list(`${scope.dir}/${folder}`)) {
      if (d.isFile() && d.name.endsWith(".md") && !d.name.startsWith(".")) add2(`${folder}/${d.name}`);
    }
  }
  return { files, exact };
}
function exactAfter(exact, p, text) {
  if (text === void 0) return null;
  const before = exact[p];
  const lines = before !== void 0 && preferredEol(before) === "\r\n" && !text.includes("\r\n") ? text.replace(/\n/g, "\r\n") : text;
  return before?.startsWith("\uFEFF") ? `\uFEFF${lines}` : lines;
}
function recoverOrRefuse(root, slug) {
  const r = recoverJournal(root, slug);
  if (r.unfinished) throw new MemoryError("CONFLICT", r.unfinished.message, r.unfinished.hint);
  return r.finished;
}
function diffSummary(before, plan) {
  const count = (text) => {
    const m = /* @__PURE__ */ new Map();
    for (const l of (text ?? "").split("\n")) if (l.trim()) m.set(l, (m.get(l) ?? 0) + 1);
    return m;
  };
  const out = [];
  for (const p of [...Object.keys(plan.writes), ...plan.deletes].sort()) {
    const a = count(before[p]);
    const b = count(plan.writes[p]);
    let added = 0;
    let removed = 0;
    for (const [l, n] of b) added += Math.max(0, n - (a.get(l) ?? 0));
    for (const [l, n] of a) removed += Math.max(0, n - (b.get(l) ?? 0));
    out.push({ path: p, change: plan.writes[p] === void 0 ? "deleted" : before[p] === void 0 ? "created" : "modified", added, removed });
  }
  return out;
}
function assertNoLoss(plan, slug) {
  const n = plan.report.noLoss;
  if (n.ok) return;
  const count = n.missing.reduce((k, m) => k + m.count, 0);
  const example = n.missing[0] ? ` (first: "${n.missing[0].line.slice(0, 80)}" in ${n.missing[0].paths.join(", ")})` : n.unjustified[0] ? ` (${n.unjustified[0]})` : "";
  throw new MemoryError(
    "CONFLICT",
    `The no-loss check of this /dream run of ${slug} failed: ${count} line(s) would be unaccounted for${example}, so nothing was applied.`,
    "Run `project-memory dream --dry-run` to see the report; this is a bug of project-memory, please report it with that output."
  );
}
function consolidate(ws, args, planner = planConsolidation) {
  const scope = resolveProjectScope(ws, args.project, "Consolidation runs");
  const now = args.now ? assertIsoDate(args.now, "now") : todayOf(ws);
  const dryRun = args.dry_run ?? true;
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    const recovered = recoverOrRefuse(root, scope.slug);
    sweepTempFiles(root.resolve(scope.dir).abs);
    const coreCreated = dryRun ? [] : ensureCoreFiles(ws, scope);
    const { files: before, exact } = snapshot(root, scope);
    for (const [p, text] of Object.entries(before)) {
      const conflict = fileConflict(p, text);
      if (conflict) throw conflictRefusal(conflict);
    }
    if (args.now) assertNowNotBeforeMemory(before, now);
    const plan = planner({ projectName: scope.name, files: before }, now, { thresholds: args.thresholds, memoryDraft: args.memoryDraft });
    const report2 = renderReport(plan.report);
    const base = {
      project: scope.slug,
      dry_run: dryRun,
      changed: plan.changed,
      report: report2,
      plan,
      recovered,
      diff: diffSummary(before, plan),
      core_files_created: coreCreated
    };
    if (dryRun) return { ...base, applied: false };
    if (!plan.changed) {
      clearDecisionsStale(ws, scope);
      return { ...base, applied: false };
    }
    assertNoLoss(plan, scope.slug);
    const touched = [...Object.keys(plan.writes), ...plan.deletes];
    const rel = (p) => `${scope.dir}/${p}`;
    for (const [p, text] of Object.entries(plan.writes)) {
      const bytes = Buffer.byteLength(text);
      if (bytes > MAX_FILE_BYTES)
        throw tooLargeError(
          describePath(p),
          bytes,
          MAX_FILE_BYTES,
          "Split the file by hand (for an archive: move its oldest part to a second archive file) and run /dream again."
        );
    }
    withLocks(
      root,
      touched.map((p) => fileLockKey(rel(p))),
      () => {
        const seen = new Map(touched.map((p) => [rel(p), root.readText(rel(p))]));
        const changedMeanwhile2 = touched.filter((p) => exactOf(seen.get(rel(p))) !== (exact[p] ?? null));
        if (changedMeanwhile2.length) {
          throw new MemoryError(
            "CONFLICT",
            `Files changed while /dream was planning (${changedMeanwhile2.join(", ")}), so nothing was applied.`,
            "Run it again."
          );
        }
        const entries = touched.sort().map((p) => ({ path: rel(p), before: exact[p] ?? null, after: exactAfter(exact, p, plan.writes[p]) }));
        const journal = beginJournal(root, { kind: "apply", project: scope.slug, now, entries });
        applyVerified(root, journal, seen);
        commitJournal(root, journal);
      }
    );
    afterChange(ws, touched.map(rel));
    clearDecisionsStale(ws, scope);
    return { ...base, applied: true };
  });
}
function applyVerified(root, journal, seen) {
  try {
    applyEntries(root, journal.entries, "after", seen);
  } catch (e) {
    if (!(e instanceof StaleVersionError)) throw e;
    const now = new Map(journal.entries.map((x) => [x.path, root.readText(x.path)]));
    const written = journal.entries.filter((x) => x.before !== x.after && (now.get(x.path)?.text ?? null) === x.after);
    try {
      applyEntries(root, written, "before", now);
    } catch (again) {
      if (!(again instanceof StaleVersionError)) throw again;
      throw new MemoryError(
        "CONFLICT",
        `Files of ${journal.project} were changed by another program while /dream was applying and again while it was undoing, so it stopped; .journal/${journal.project}.json keeps both versions of every file.`,
        "Run the dream again once the files are no longer being edited."
      );
    }
    removeContained(root.dir, pendingJournalPath(root, journal.project));
    throw new MemoryError("CONFLICT", `${e.message.replace(/ so nothing was written\.$/, "")} so /dream applied nothing.`, "Run it again.");
  }
}

// server/src/storage/draft.ts
import fs from "node:fs";
import path from "node:path";
var MAX_DRAFT_BYTES = 2 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function assertNotServerState(fd, draftPath, rootDir, field) {
  if (rootDir === void 0) return;
  const real = (fd === null ? null : descriptorPath(fd)) ?? realOrResolved(draftPath);
  if (!isInside(rootDir, real)) return;
  if (path.relative(rootDir, real).split(path.sep).some((p) => p.startsWith("."))) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${field} ${draftPath} lies in a hidden folder of the memory root, which holds the server's own state, so it is not read.`,
      "Draft in a scratch file outside the memory root."
    );
  }
}
function realOrResolved(p) {
  try {
    return fs.realpathSync(p);
  } catch {
    try {
      return path.join(fs.realpathSync(path.dirname(p)), path.basename(p));
    } catch {
      return path.resolve(p);
    }
  }
}
function readDraft(draftPath, maxBytes = MAX_DRAFT_BYTES, field = "content_file", rootDir) {
  if (typeof draftPath !== "string" || !path.isAbsolute(draftPath)) {
    throw new MemoryError("INVALID_INPUT", `${field} must be an absolute path to a UTF-8 text file, got ${JSON.stringify(draftPath)}.`);
  }
  if (draftPath.includes("\0")) throw new MemoryError("INVALID_INPUT", `${field} contains a NUL character.`);
  assertNotServerState(null, draftPath, rootDir, field);
  let fd;
  try {
    fd = fs.openSync(draftPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") throw new MemoryError("NOT_FOUND", `${field} ${draftPath} does not exist.`);
    if (code === "ELOOP") throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} is a symbolic link; pass the real file's path.`);
    if (code === "EACCES") throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} cannot be read (permission denied).`);
    throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} cannot be opened (${code ?? "error"}).`);
  }
  try {
    assertNotServerState(fd, draftPath, rootDir, field);
    const st = fs.fstatSync(fd);
    if (!st.isFile()) {
      throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} is not a regular file (a folder, device, pipe or socket).`);
    }
    if (st.size === 0) {
      throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} is empty; an empty draft would blank the file, so it is refused.`);
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${field} ${draftPath} is ${st.size} bytes, over the ${maxBytes}-byte limit.`);
    }
    const buf = Buffer.alloc(Math.min(st.size, maxBytes) + 1);
    const off = readFully(fd, buf);
    if (off > maxBytes) throw new MemoryError("TOO_LARGE", `${field} ${draftPath} is over the ${maxBytes}-byte limit.`);
    let text;
    try {
      text = strictUtf8.decode(buf.subarray(0, off));
    } catch {
      throw new MemoryError("INVALID_FORMAT", `${field} ${draftPath} is not valid UTF-8 text.`);
    }
    if (text.includes("\0")) throw new MemoryError("INVALID_FORMAT", `${field} ${draftPath} contains NUL characters, so it is not a text file.`);
    if (text.trim() === "") throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} holds only white space; an empty draft would blank the file.`);
    return { text, dev: st.dev, ino: st.ino };
  } finally {
    fs.closeSync(fd);
  }
}
function isDraftFile(abs, draft) {
  const st = fs.statSync(abs);
  return st.dev === draft.dev && st.ino === draft.ino;
}

// server/src/core/decision-rules.ts
function entriesOf(text) {
  const s = scan(text);
  return s.spans.map((span) => layoutEntry(s, span).entry);
}
function refuse(code, message, hint) {
  throw new MemoryError(code, message, hint);
}
function liveEndOfChain(byId, entry) {
  const seen = /* @__PURE__ */ new Set([entry.id]);
  let current = entry;
  for (; ; ) {
    const nextId = current.status === "Superseded" ? normaliseDecisionId(current.supersededBy ?? "") : void 0;
    const next = nextId ? byId.get(nextId) : void 0;
    if (!nextId || !next || seen.has(nextId)) return nextId ?? current.id;
    seen.add(nextId);
    current = next;
  }
}
var FIX = "Use add_decision, which numbers, dates and links decisions itself.";
function checkNewEntry(e, earlier, before, all, where) {
  if (e.statusText === void 0)
    refuse("INVALID_INPUT", `${e.id} has no "- Status:" line, so it was not written.`, `Add one of ${DECISION_STATUSES.join(", ")}. ${FIX}`);
  if (e.status === void 0)
    refuse("INVALID_INPUT", `${e.id} has status "${e.statusText}", which is not one of ${DECISION_STATUSES.join(", ")}, so it was not written.`, FIX);
  if (!e.stub) {
    if (e.date === void 0) refuse("INVALID_INPUT", `${e.id} has no "- Date: YYYY-MM-DD" line, so it was not written.`, FIX);
    if (!isIsoDate(e.date))
      refuse(
        "INVALID_INPUT",
        `${e.id} has date "${e.date}", which is not a real day in YYYY-MM-DD form, so it was not written.`,
        "Check the month (01-12) and the day of the month."
      );
  }
  const used = earlier.find((o) => o.id === e.id);
  if (used) refuse("INVALID_INPUT", `${e.id} is already the id of the decision at line ${used.startLine}, so it was not written.`, FIX);
  const highest = earlier.reduce((m, o) => o.num > m.num ? o : m, { num: 0, id: "" });
  if (e.num < highest.num)
    refuse("INVALID_INPUT", `${e.id} comes after ${highest.id}, but decision ids only grow (the next one is D${highest.num + 1}), so it was not written.`, FIX);
  for (const id of decisionIdsIn(e.supersedes)) {
    const target = earlier.find((o) => o.id === id);
    if (!target) refuse("NOT_FOUND", `${id} is not in ${where}, so it cannot be superseded.`, "Check the id with search or read_file decisions.md.");
    const old = before.get(id) ?? target;
    if (old.status === "Superseded" && old.supersededBy)
      refuse("CONFLICT", `${id} is already superseded by ${old.supersededBy}.`, `Supersede ${liveEndOfChain(before, old)} instead.`);
  }
  const by = decisionIdsIn(e.supersededBy);
  if (e.status === "Superseded" && by.length === 0)
    refuse(
      "INVALID_INPUT",
      `A new decision cannot start as Superseded: ${e.id} would name no successor.`,
      "Record the new decision with supersedes naming the old one instead."
    );
  for (const id of by)
    if (!all.has(id))
      refuse(
        "NOT_FOUND",
        `${e.id} says it is superseded by ${id}, which is not in ${where}, so it was not written.`,
        "Check the id with search or read_file decisions.md."
      );
}
function checkKeptEntry(old, now, supersededByNew) {
  if (now === void 0 || now.id !== old.id)
    refuse(
      "INVALID_INPUT",
      `The change would remove or renumber ${old.id}; decisions.md is append-only, so nothing was written.`,
      "Append new decisions after the existing ones."
    );
  const newBy = supersededByNew.get(old.id);
  if (now.statusText !== old.statusText && !(now.status === "Superseded" && newBy !== void 0 && now.supersededBy === newBy)) {
    refuse(
      "INVALID_INPUT",
      `The change would set the status of ${old.id} from "${old.statusText ?? ""}" to "${now.statusText ?? ""}"; an append cannot change an existing decision, so nothing was written.`,
      "Supersede it with add_decision (supersedes), or change its status with a hand edit that the tools do not make."
    );
  }
  if (now.date !== old.date)
    refuse("INVALID_INPUT", `The change would alter the date of ${old.id}; an append cannot change an existing decision, so nothing was written.`, FIX);
}
function assertDecisionLogChange(before, after, where = "decisions.md") {
  const old = entriesOf(before);
  const now = entriesOf(after);
  const fresh = now.slice(old.length);
  const beforeById = new Map(old.map((e) => [e.id, e]));
  const all = new Set(now.map((e) => e.id));
  const supersededByNew = /* @__PURE__ */ new Map();
  for (const e of fresh) for (const id of decisionIdsIn(e.supersedes)) supersededByNew.set(id, e.id);
  old.forEach((e, i) => checkKeptEntry(e, now[i], supersededByNew));
  fresh.forEach((e, i) => checkNewEntry(e, now.slice(0, old.length + i), beforeById, all, where));
}

// server/src/core/frontmatter.ts
var LANGUAGE_LINE = /^---[ \t]*([A-Za-z][\w+-]*)[ \t]*$/;
var YAML_LANGUAGE = /^ya?ml$/i;
function refuseLanguage(language, what) {
  throw new MemoryError(
    "INVALID_FORMAT",
    `${what} has front matter in "${language}", but only YAML front matter is allowed.`,
    'Start the file with a line "---", then YAML "key: value" lines, then a closing "---" line.'
  );
}
function lineOffsets(text) {
  const lines = [];
  let start = 0;
  for (; ; ) {
    const newline = text.indexOf("\n", start);
    if (newline === -1) {
      lines.push({ start, end: text.length, next: text.length });
      return lines;
    }
    const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    lines.push({ start, end, next: newline + 1 });
    start = newline + 1;
  }
}
function parseFrontmatter(text, what) {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const none = { data: null, body: text, raw: null };
  if (!source.startsWith("---")) return none;
  const lines = lineOffsets(source);
  const lineText = (i) => {
    const line = lines[i];
    return source.slice(line.start, line.end);
  };
  const language = LANGUAGE_LINE.exec(lineText(0))?.[1];
  if (language !== void 0 && !YAML_LANGUAGE.test(language)) refuseLanguage(language, what);
  const count = frontMatterLineCount(lines.map((_, i) => lineText(i)));
  if (count === 0) return none;
  for (let i = 1; i < count - 1; i++) {
    if (lineText(i).startsWith("---")) {
      throw new MemoryError(
        "INVALID_FORMAT",
        `${what} has a line starting with "---" inside its front matter (line ${i + 1}); only the closing line may start with "---".`,
        'End the front matter with a line that is exactly "---", and do not start other front matter lines with "---".'
      );
    }
  }
  const open = lines[0];
  const close = lines[count - 1];
  const raw = source.slice(open.next, close.start).replace(/\r?\n$/, "");
  const body = source.slice(close.next);
  const value = parseYaml(`
${raw}`, `The front matter of ${what}`);
  if (value === null) return { data: {}, body, raw };
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `The front matter of ${what} must be a YAML mapping of "key: value" lines, not a ${Array.isArray(value) ? "list" : "single value"}.`,
      'Write one "key: value" pair per line between the two "---" lines.'
    );
  }
  return { data: value, body, raw };
}
var KNOWLEDGE_METHODS = ["manual", "summary", "extract"];
var KNOWLEDGE_EXAMPLE = [
  "Start the file with:",
  "---",
  'source: "meeting-2025-01-15"     # original source; null if unknown',
  'processed: "2025-01-16"          # YYYY-MM-DD; null if not yet processed',
  'method: "manual"                 # manual | summary | extract',
  "model: null                      # AI model used, if any",
  "prompt_ref: null                 # reference to the prompt used, if any",
  "---"
].join("\n");
var KNOWLEDGE_FIELDS = [
  { field: "source", check: (v) => v === null || typeof v === "string" && v.trim() !== "", rule: "a non-empty string or null" },
  { field: "processed", check: (v) => v === null || typeof v === "string" && isIsoDate(v), rule: "a real date in YYYY-MM-DD form or null" },
  { field: "method", check: (v) => typeof v === "string" && KNOWLEDGE_METHODS.includes(v), rule: "one of manual, summary, extract" },
  { field: "model", check: (v) => v === null || typeof v === "string" && v.trim() !== "", rule: "a non-empty string or null" },
  { field: "prompt_ref", check: (v) => v === null || typeof v === "string" && v.trim() !== "", rule: "a non-empty string or null" }
];
function describeValue(value) {
  if (typeof value === "string") return quoteForMessage(value, 40);
  if (value === null || typeof value === "boolean" || typeof value === "number") return String(value);
  if (value === void 0) return "no value";
  return Array.isArray(value) ? "a list" : "a mapping";
}
function validateKnowledgeFrontmatter(data, path14) {
  if (data === null) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${path14} must start with a YAML front matter block: a "---" line, the knowledge fields, and a closing "---" line.`,
      KNOWLEDGE_EXAMPLE
    );
  }
  const missing = KNOWLEDGE_FIELDS.filter(({ field }) => !Object.prototype.hasOwnProperty.call(data, field)).map(({ field }) => field);
  if (missing.length > 0) {
    const names = missing.map((f) => `"${f}"`).join(", ");
    throw new MemoryError(
      "INVALID_FORMAT",
      `The front matter of ${path14} lacks the required field${missing.length > 1 ? "s" : ""} ${names}.`,
      KNOWLEDGE_EXAMPLE
    );
  }
  for (const { field, check, rule } of KNOWLEDGE_FIELDS) {
    const value = data[field];
    if (!check(value)) {
      throw new MemoryError("INVALID_FORMAT", `The front matter field "${field}" of ${path14} must be ${rule}, got ${describeValue(value)}.`, KNOWLEDGE_EXAMPLE);
    }
  }
}

// server/src/services/content-checks.ts
var MAX_CONTENT_BYTES = MAX_MEMORY_FILE_BYTES;
function assertText(text, field) {
  if (typeof text !== "string") throw new MemoryError("INVALID_INPUT", `${field} must be text.`);
  if (!text.isWellFormed()) throw new MemoryError("INVALID_INPUT", `${field} contains an unpaired surrogate character; send valid Unicode text.`);
  if (text.includes("\0")) throw new MemoryError("INVALID_INPUT", `${field} contains a NUL character; memory files are plain text.`);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_CONTENT_BYTES)
    throw new MemoryError(
      "TOO_LARGE",
      `${field} is ${bytes} bytes, over the ${MAX_CONTENT_BYTES}-byte limit for one memory file.`,
      "Split it into several files."
    );
}
function secretError(field, found) {
  return new MemoryError(
    "SECRET_DETECTED",
    `${field} looks like it contains a secret (${found.rule}) on line ${found.line}: ${found.excerpt}`,
    "Memory files must never hold credentials; remove it or refer to where the secret is kept instead."
  );
}
async function assertNoSecret(text, field, path14) {
  const { findSecret } = await import("./secrets.js");
  const found = await findSecret(text, { path: path14 });
  if (found) throw secretError(field, found);
}
async function assertNoNewSecret(before, after, field, path14) {
  const { findNewSecret } = await import("./secrets.js");
  const found = await findNewSecret(before, after, { path: path14 });
  if (found) throw secretError(field, found);
}
function stringsOf(value, name, out, depth = 0) {
  if (typeof value === "string") out.push([name, value]);
  else if (depth < 8 && Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${name}[${i}]`, out, depth + 1));
  else if (depth < 8 && value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) stringsOf(v, depth === 0 ? k : `${name}.${k}`, out, depth + 1);
}
async function assertNoSecretInFields(fields) {
  const entries = [];
  stringsOf(fields, "", entries);
  const values = entries.filter(([, v]) => v !== "");
  if (values.length === 0) return;
  const { findSecret } = await import("./secrets.js");
  const found = await findSecret(values.map(([, v]) => v).join("\n"));
  if (!found) return;
  let line = found.line;
  for (const [name, v] of values) {
    const lines = v.split("\n").length;
    if (line <= lines) throw secretError(name, { ...found, line });
    line -= lines;
  }
  throw secretError("a value", found);
}
var ScanFirst = class {
  constructor(before, after) {
    this.before = before;
    this.after = after;
  }
  before;
  after;
};
var RESCAN_FOR_MS = 1e4;
async function withSecretCheck(field, path14, write) {
  const cleared = [];
  const lineStart = (b) => b === null || b === "" || b.endsWith("\n") && !/\\\r?\n$/.test(b);
  const suffixOf = (b, a) => lineStart(b) && a.startsWith(b ?? "") ? a.slice((b ?? "").length) : null;
  const check = (before, after) => {
    if (before === after) return;
    const suffix = suffixOf(before, after);
    if (cleared.some(([b, a]) => b === before && a === after || suffix !== null && suffixOf(b, a) === suffix)) return;
    throw new ScanFirst(before, after);
  };
  const deadline = Date.now() + RESCAN_FOR_MS;
  for (let attempt = 0; attempt < 20 || Date.now() < deadline; attempt++) {
    try {
      return await retryingWaits(() => write(check));
    } catch (e) {
      if (!(e instanceof ScanFirst)) throw e;
      await assertNoNewSecret(e.before, e.after, field, path14);
      cleared.push([e.before, e.after]);
    }
  }
  throw new MemoryError("CONFLICT", `${field}: the file kept changing while it was being checked, so nothing was written.`, "Try again.");
}
function assertJsonObject(text, shown2) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new MemoryError("INVALID_FORMAT", `${shown2} must be valid JSON: ${e.message}.`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new MemoryError("INVALID_FORMAT", `${shown2} must hold a JSON object.`);
  return data;
}
function assertDateFields(data, shown2) {
  const bad = invalidDateField(data);
  if (bad) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${shown2}: ${bad.key} must be a real date in YYYY-MM-DD form (or null), got ${JSON.stringify(bad.value)}.`,
      "Check the month (01-12) and the day of the month."
    );
  }
}
function assertFormat(kind, text, path14, ctx) {
  const shown2 = `"${path14}"`;
  switch (kind) {
    case "decisions":
      assertDecisionLogChange(ctx.before ?? "", text);
      return;
    case "knowledge": {
      const { data } = parseFrontmatter(text, shown2);
      validateKnowledgeFrontmatter(data, shown2);
      return;
    }
    case "meta": {
      const meta = validateMeta(parseYaml(text, shown2), shown2);
      if (meta.slug !== ctx.slug) throw new MemoryError("INVALID_FORMAT", `${shown2}: slug must stay "${ctx.slug}" (the folder name).`);
      if (ctx.currentMetaId && meta.id !== ctx.currentMetaId)
        throw new MemoryError("INVALID_FORMAT", `${shown2}: id never changes (it is "${ctx.currentMetaId}").`);
      return;
    }
    case "manifest-json": {
      const m = assertJsonObject(text, shown2);
      if (typeof m.schemaVersion !== "number")
        throw new MemoryError("INVALID_FORMAT", `${shown2} needs a numeric schemaVersion (for example "schemaVersion": 1).`);
      assertDateFields(m, shown2);
      return;
    }
    case "artifacts-json":
      assertDateFields(assertJsonObject(text, shown2), shown2);
      return;
    default:
      if (formatOf(path14) === "json") assertJsonObject(text, shown2);
      else if (formatOf(path14) === "yaml") parseYaml(text, shown2);
  }
}

// server/src/services/dream-draft.ts
var MEMORY_DRAFT_FIELD = "memory_draft";
async function readMemoryDraft(file, rootDir) {
  const { text } = readDraft(file, void 0, MEMORY_DRAFT_FIELD, rootDir);
  assertText(text, MEMORY_DRAFT_FIELD);
  await assertNoSecret(text, MEMORY_DRAFT_FIELD);
  return text;
}

// server/src/core/status-md.ts
function statusView(text, template) {
  if (text === null || text.trim() === "") return { set: false, why: "missing", text: text ?? "" };
  const conflict = fileConflict("_status.md", text);
  if (conflict) return { set: false, why: "conflict", text: leftOutSentence(conflict) };
  if (template !== null && text === template) return { set: false, why: "template", text };
  return { set: true, text: text.trimEnd() };
}

// server/src/services/context.ts
function read(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}
var TEMPLATE_SIZE_LIMIT = 4096;
function isUntouchedTemplate(ws, text, template, scope) {
  if (text.length > TEMPLATE_SIZE_LIMIT) return false;
  const source = read(ws, `_templates/${template}`) ?? TEMPLATE_FILES[template];
  if (!source) return false;
  const created = scope.entry?.created ?? "";
  return text === fillTemplate(source, { name: scope.name, slug: scope.slug, date: created });
}
function readStatusView(ws, scope) {
  const text = read(ws, `${scope.dir}/_status.md`);
  return statusView(text, text !== null && isUntouchedTemplate(ws, text, "status.md", scope) ? text : null);
}
function countFiles(ws, rel, filter = (n) => n.endsWith(".md")) {
  try {
    return ws.root.list(rel).filter((d) => d.isFile() && !d.name.startsWith("_") && filter(d.name)).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
function dreamReasons(s) {
  const reasons = [];
  if (s.sessions.length > s.thresholds.archiveAfter) reasons.push(`${s.sessions.length} session summaries (over ${s.thresholds.archiveAfter})`);
  if (s.memoryLines > s.thresholds.coreSoftLimit) reasons.push(`memory.md has ${s.memoryLines} lines (over ${s.thresholds.coreSoftLimit})`);
  if (s.staleActive > 0) reasons.push(`${s.staleActive} active decision(s) older than ${s.thresholds.staleDecisionDays} days`);
  return reasons;
}
function readSignals(ws, scope) {
  const dir = scope.dir;
  const memory = read(ws, `${dir}/memory.md`);
  const today2 = todayOf(ws);
  let thresholds;
  try {
    thresholds = readThresholds(JSON.parse(read(ws, `${dir}/manifest.json`) ?? "null")).thresholds;
  } catch {
    thresholds = readThresholds(null).thresholds;
  }
  const decisionsText = read(ws, `${dir}/decisions.md`);
  const decisionsConflict = fileConflict("decisions.md", decisionsText);
  const decisions = parseDecisions(decisionsText ?? "").entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === "Active");
  const review = decisions.filter((e) => e.status === "Under Review");
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today2) > thresholds.staleDecisionDays).length;
  const sessions = countFiles(ws, `${dir}/sessions`, isSessionFileName);
  const signals = { thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive };
  return { memory, decisions, active, review, signals, decisionsConflict };
}
function buildProjectContext(ws, args = {}) {
  const scope = args.scope ?? resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  if (!Number.isInteger(budget) || budget < MIN_CONTEXT_CHARS) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The context budget must be at least ${MIN_CONTEXT_CHARS} characters, got ${budget}.`,
      `Pass ${MIN_CONTEXT_CHARS} or more (the default is ${DEFAULT_CONTEXT_CHARS}).`
    );
  }
  const dir = scope.dir;
  const parts = [];
  const add2 = (priority, file, heading, text, template, shown2 = (t) => t) => {
    if (text === null || text.trim() === "") return;
    const conflict = fileConflict(file, text);
    if (conflict) {
      parts.push({ priority: Math.min(priority, 1), heading, text: leftOutSentence(conflict), readMore: `read_file path="${file}"` });
      return;
    }
    const untouched = template !== void 0 && isUntouchedTemplate(ws, text, template, scope);
    parts.push({
      priority,
      heading,
      text: untouched ? `(still the template: fill it in as you learn; path "${file}")` : shown2(text).trimEnd(),
      readMore: `read_file path="${file}"${file.startsWith("_global") ? ' project="_global"' : ""}`,
      shortHeading: `## ${file}`,
      placeholder: untouched
    });
  };
  const status = readStatusView(ws, scope);
  const { memory, decisions, active, review, signals, decisionsConflict } = readSignals(ws, scope);
  if (status.set || status.why !== "missing") {
    const text = status.set || status.why === "conflict" ? status.text : '(still the template: fill it in as you learn; path "_status.md")';
    parts.push({ priority: 1, heading: "## Status (_status.md)", text, readMore: 'read_file path="_status.md"' });
  }
  add2(2, "_instructions.md", "## Instructions (_instructions.md)", read(ws, `${dir}/_instructions.md`), "instructions.md");
  add2(3, "memory.md", "## Core memory (memory.md)", memory, "memory.md", withoutPlaceholders);
  if (scope.kind === "project")
    add2(5, "_global/preferences.md", "## Preferences (_global/preferences.md)", read(ws, "_global/preferences.md"), "preferences.md");
  if (decisionsConflict) {
    parts.push({
      priority: 4,
      heading: "## Active decisions (decisions.md)",
      text: leftOutSentence(decisionsConflict),
      readMore: 'read_file path="decisions.md"'
    });
  } else if (active.length || review.length) {
    const lines = active.map((e) => `- ${e.id} \xB7 ${e.title}`);
    for (const e of review) lines.push(`- ${e.id} \xB7 ${e.title} (under review)`);
    parts.push({ priority: 4, heading: "## Active decisions (decisions.md)", text: lines.join("\n"), readMore: 'search path="decisions.md" query="## D<n>"' });
  }
  const sessions = signals.sessions;
  const pointers = [];
  if (sessions.length) pointers.push(`- sessions/: ${sessions.length} summary file(s), latest ${sessions[sessions.length - 1]}`);
  if (decisions.length) pointers.push(`- decisions.md: ${decisions.length} decisions (${active.length} active)`);
  for (const folder of ["knowledge", "notes", "docs", "updates", "correspondence", "archive"]) {
    const files = countFiles(ws, `${dir}/${folder}`);
    if (files.length && !(folder === "correspondence" && files.every((f) => isUntouchedCorrespondence(ws, `${dir}/correspondence/${f}`)))) {
      pointers.push(`- ${folder}/: ${files.length} file(s)`);
    }
  }
  pointers.push('- Search before loading archives: search query="..."; outline a file with read_file head_only=true.');
  parts.push({ priority: 6, heading: "## What else exists", text: pointers.join("\n"), readMore: "get_folder_manifest" });
  const reasons = dreamReasons(signals);
  const header = `# Project memory: ${scope.name} (${scope.slug})`;
  const dreamLine = reasons.length ? `Memory needs consolidation (${reasons.join("; ")}): run /project-memory:dream.` : "";
  const assembled = assembleContext(
    [{ priority: 0, heading: header, text: dreamLine, readMore: "", shortHeading: `# ${scope.slug}` }, ...parts],
    budget,
    (chars, tokens) => `(project-memory: ~${tokens} tokens, ${chars} chars of ${budget}; before stopping, save with log_session and update memory.md)`,
    (_chars, tokens) => `(project-memory: ~${tokens} tokens)`
  );
  return { project: scope.slug, text: assembled.text, chars: assembled.chars, tokens: assembled.tokens, cut: assembled.cut, suggest_dream: reasons.length > 0 };
}
var MAYBE_EMPTY_SECTION = /^ {0,3}##(?:[ \t].*)?(?:\r?\n\s*)?(?=^ {0,3}##(?:[ \t]|\r?$)|(?![\s\S]))/m;
function withoutPlaceholders(memory) {
  const placeholders = new Set(CANONICAL_SECTIONS.map((s) => sectionPlaceholder(s)));
  if (![...placeholders].some((p) => memory.includes(p)) && !MAYBE_EMPTY_SECTION.test(memory)) return memory;
  const parsed = parseSections(memory);
  if (parsed.sections.length === 0) return memory;
  const lines = memory.split("\n");
  const empty = [];
  const drop = /* @__PURE__ */ new Set();
  for (const section of parsed.sections) {
    const body = section.body.trim();
    if (body === "" || placeholders.has(body)) {
      empty.push(section.heading);
      for (let l = section.headingLine; l <= section.endLine; l++) drop.add(l);
    }
  }
  lines.forEach((line, i) => {
    if (placeholders.has(line.trim())) drop.add(i + 1);
  });
  if (drop.size === 0) return memory;
  const kept = lines.filter((_, i) => !drop.has(i + 1));
  while (kept.length && kept[kept.length - 1].trim() === "") kept.pop();
  const note = empty.length ? `

(Empty sections, fill them in as you learn: ${empty.join(", ")}.)` : "";
  return `${kept.join("\n").replace(/\n{3,}/g, "\n\n")}${note}`;
}
function isUntouchedCorrespondence(ws, rel) {
  const text = read(ws, rel);
  return text === null || text.trim().split("\n").length <= 1;
}

// server/src/services/project-json.ts
function readManifestJson(root, scope) {
  return parseManifestJson(root.readText(`${scope.dir}/manifest.json`));
}
function parseManifestJson(file) {
  if (!file) return null;
  try {
    const data = JSON.parse(file.text);
    return data && typeof data === "object" && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}
function thresholdsOf(root, scope) {
  return readThresholds(readManifestJson(root, scope)).thresholds;
}
function updateManifestJson(root, scope, changes) {
  const rel = `${scope.dir}/manifest.json`;
  let valid = false;
  updateText(root, rel, (file) => {
    if (!file) return null;
    const next = setJsonMembers(file.text, typeof changes === "function" ? changes() : changes);
    valid = next !== null;
    return next === null || next === file.text ? null : next;
  });
  return valid;
}

// server/src/services/repo-paths.ts
import path2 from "node:path";
function longestRepo(scope, abs) {
  return [...scope.entry?.paths ?? []].sort((a, b) => b.length - a.length).find((p) => isInside(p, abs)) ?? null;
}
function outside(what, value, scope) {
  return new MemoryError(
    "INVALID_INPUT",
    `${what} ${value} is outside the repositories bound to ${scope.slug}.`,
    "Pass a path inside a bound repository (relative to it, or absolute), or bind the repository with use."
  );
}
function toRepoPath(scope, value, opts) {
  let abs = null;
  if (path2.isAbsolute(value)) abs = path2.resolve(value);
  else if (opts.from && longestRepo(scope, path2.resolve(opts.from))) abs = path2.resolve(opts.from, value);
  if (abs !== null) {
    const repo2 = longestRepo(scope, abs);
    if (!repo2) throw outside(opts.what, value, scope);
    return { repo: repo2, rel: path2.relative(repo2, abs).split(path2.sep).join("/") };
  }
  const rel = path2.posix.normalize(value.split(path2.sep).join("/")).replace(/^\.\//, "");
  if (rel === ".." || rel.startsWith("../")) throw outside(opts.what, value, scope);
  const paths = scope.entry?.paths ?? [];
  const repo = (opts.cwd ? longestRepo(scope, path2.resolve(opts.cwd)) : null) ?? paths[0] ?? null;
  return { repo, rel: rel === "." ? "" : rel };
}

// server/src/storage/git.ts
import { execFileSync, spawnSync } from "node:child_process";
import fs2 from "node:fs";
import path3 from "node:path";
function commitsSince(repo, date, pathspecs) {
  if (!fs2.existsSync(path3.join(repo, ".git"))) return null;
  try {
    const out = execFileSync("git", ["-C", repo, "log", `--since=${date}T00:00:00Z`, "--format=%H", "--", ...pathspecs], {
      encoding: "utf8",
      timeout: 3e3,
      env: currentEnv(),
      stdio: ["ignore", "pipe", "ignore"]
    });
    return out.split("\n").filter(Boolean).length;
  } catch {
    return null;
  }
}
function gitWorkTreeOf(dir) {
  let current = path3.resolve(dir);
  for (; ; ) {
    try {
      fs2.lstatSync(path3.join(current, ".git"));
      return current;
    } catch {
    }
    const parent = path3.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}
function randomIdTag() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = nodeCrypto().randomBytes(4);
  let tag = "";
  for (let i = 0; i < 3; i++) tag += alphabet[bytes[i] % alphabet.length];
  return tag + String(2 + bytes[3] % 8);
}
function runGit(cwd, args, opts = {}) {
  noteChange();
  const r = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    timeout: opts.timeoutMs ?? 12e4,
    // The environment in force (storage/environment.ts), as every other setting is read: a CLI
    // run or a server in a test's process passes its own. No credential or editor prompt may
    // hang a hook or a CLI run waiting for a terminal.
    env: { ...currentEnv(), GIT_TERMINAL_PROMPT: "0", GIT_EDITOR: "true", GIT_MERGE_AUTOEDIT: "no" },
    stdio: ["ignore", "pipe", "pipe"]
  });
  if (r.error) {
    if (r.error.code === "ENOENT") {
      throw new MemoryError(
        "NOT_FOUND",
        "git is not installed (no `git` command on the PATH), so the memory cannot be synced.",
        "Install git, then run the command again; everything else works without it."
      );
    }
    throw new MemoryError("IO", `git could not be run: ${r.error.message}.`, "Check that git works in a terminal, then try again.");
  }
  return { code: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
}

// server/src/services/decisions.ts
function activeIds(entries) {
  return entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
}
function normaliseLocation(scope, location, cwd, from) {
  const parts = location.split(",").map((s) => s.trim().replace(/^`|`$/g, "")).filter(Boolean);
  if (parts.length === 0) throw new MemoryError("INVALID_INPUT", "location is empty; give a path or glob inside the repository, e.g. src/auth/.");
  return parts.map((p) => {
    const trailing = /[/\\]$/.test(p) ? "/" : "";
    const { rel } = toRepoPath(scope, p, { what: "Location", cwd, from });
    if (rel === "") return "./";
    return rel + (trailing && !rel.endsWith("/") ? "/" : "");
  }).join(", ");
}
async function addDecision(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Decisions");
  for (const [field, value] of Object.entries({ summary: input.summary, topic: input.topic, location: input.location, body: input.body })) {
    if (value !== void 0) assertText(value, field);
  }
  const location = input.location === void 0 ? void 0 : normaliseLocation(scope, input.location, ws.cwd, input.location_from);
  assertTitle(input.summary, "summary");
  assertMaxChars(input.topic, "topic", MAX_TITLE_CHARS);
  assertMaxChars(input.location, "location", 1e3);
  await assertNoSecretInFields({
    summary: input.summary,
    topic: input.topic,
    location: input.location,
    body: input.body,
    status: input.status,
    supersedes: input.supersedes
  });
  const supersedes = [
    ...new Set(
      (input.supersedes ?? "").split(/[\s,]+/).filter(Boolean).map((v) => {
        const id = normaliseDecisionId(v);
        if (!id) throw new MemoryError("INVALID_INPUT", `supersedes must name decision ids such as D3, got "${v}".`);
        return id;
      })
    )
  ];
  const rel = `${scope.dir}/decisions.md`;
  const date = todayOf(ws);
  assertDerivedWritable(ws, [rel]);
  const entryDate = input.date ?? date;
  const tag = gitWorkTreeOf(ws.root.abs(scope.dir)) ? randomIdTag() : void 0;
  let outcome = { id: "", active: [] };
  updateText(ws.root, rel, (file) => {
    const current = file?.text ?? fillTemplate(TEMPLATE_FILES["decisions.md"], { name: scope.name, slug: scope.slug, date });
    const parsed = parseDecisions(current);
    const num = nextDecisionNumber(parsed.entries);
    const id = formatDecisionId(num, tag);
    let text = appendDecision(
      current,
      renderDecision({
        num,
        ...tag ? { tag } : {},
        title: input.summary,
        status: input.status ?? "Active",
        date: entryDate,
        topic: input.topic,
        location,
        supersedes: supersedes.join(", ") || void 0,
        body: input.body
      })
    );
    const where = `decisions.md of ${scope.slug}`;
    assertDecisionLogChange(current, text, where);
    if (supersedes.length) {
      const changes = new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }]));
      text = setDecisionFieldsMany(text, changes);
      assertDecisionLogChange(current, text, where);
    }
    outcome = { id, active: activeIds(parseDecisions(text).entries) };
    return text;
  });
  afterChange(ws, [rel], { markStale: true });
  updateManifestJson(ws.root, scope, () => ({ activeDecisionIds: activeIds(parseDecisions(ws.root.readText(rel)?.text ?? "").entries), updated: date }));
  return { project: scope.slug, id: outcome.id, superseded: supersedes, active: outcome.active };
}

// server/src/services/import.ts
import path6 from "node:path";

// server/src/core/budgets.ts
var MEMORY_MD_HARD_MAX_LINES = 150;
var SESSION_SUMMARY_MAX_LINES = 80;
var MANIFEST_JSON_MAX_LINES = 80;
var FILE_BUDGETS = [
  {
    applies: /^memory\.md$/,
    what: "core memory",
    maxLines: MEMORY_MD_HARD_MAX_LINES,
    softLines: (soft) => Math.min(soft, MEMORY_MD_HARD_MAX_LINES),
    fix: "run /dream: its core budget pass moves the overflow detail to archive/ and leaves a pointer in '## Deep links / pointers'"
  },
  {
    applies: /^sessions\/\d{4}-\d{2}-\d{2}\.md$/,
    what: "a session summary",
    maxLines: SESSION_SUMMARY_MAX_LINES,
    fix: "run /dream: its judgment step condenses the day's sessions to outcomes, decisions, open questions and next step, and the sessions pass rolls old summaries into archive/"
  },
  {
    applies: /^manifest\.json$/,
    what: "retrieval metadata",
    maxLines: MANIFEST_JSON_MAX_LINES,
    fix: "remove verbose descriptions and keep pointers only (/dream's metadata pass refreshes only the derived keys)"
  }
];
function budgetNote(projectRel, text, coreSoftLimit = DEFAULT_THRESHOLDS.coreSoftLimit) {
  const budget = FILE_BUDGETS.find((b) => b.applies.test(projectRel));
  if (!budget) return null;
  const lines = lineCount(text);
  if (lines > budget.maxLines) {
    return `${projectRel} is ${lines} lines, over the ${budget.maxLines}-line budget of ${budget.what} (the file was still saved): ${budget.fix}.`;
  }
  const soft = budget.softLines?.(coreSoftLimit);
  if (soft !== void 0 && lines > soft) {
    return `${projectRel} is ${lines} lines, over its soft limit of ${soft} (hard max ${budget.maxLines}; the file was still saved): ${budget.fix}.`;
  }
  return null;
}

// server/src/core/import/plan.ts
function normaliseLine(line) {
  const trimmed = line.trim();
  const heading = parseAtxHeading(trimmed);
  return heading && heading.text !== "" ? heading.text : trimmed;
}
function lineSet(text) {
  return new Set(text.split(/\r?\n/).map(normaliseLine).filter(Boolean));
}
function nonBlank(text) {
  return text.split(/\r?\n/).flatMap((t, i) => t.trim() ? [{ line: i + 1, text: t }] : []);
}
var Targets = class {
  constructor(current) {
    this.current = current;
  }
  current;
  map = /* @__PURE__ */ new Map();
  get(scope, path14) {
    const k = `${scope}:${path14}`;
    let w = this.map.get(k);
    if (!w) {
      const before = this.current(scope, path14);
      w = { scope, path: path14, before, after: before ?? "" };
      this.map.set(k, w);
    }
    return w;
  }
  /** Adds the lines the file lacks, as one block (or the whole `fresh` text for a new file). */
  addLines(w, lines, fresh, heading) {
    if (w.before === null && w.after === "") {
      w.after = fresh();
      return;
    }
    const have = lineSet(w.after);
    const missing = lines.filter((l) => l.trim() && !have.has(normaliseLine(l)));
    if (missing.length === 0) return;
    const block = `${heading}

${missing.join("\n")}
`;
    w.append = w.append ? `${w.append}
${block}` : block;
    w.after = `${w.after.replace(/\n*$/, "\n\n")}${block}`;
  }
  all() {
    return [...this.map.values()].filter((w) => w.after !== (w.before ?? ""));
  }
};
function knowledgeText(src, date) {
  const fm = ["---", `source: ${JSON.stringify(src.shown)}`, `processed: "${date}"`, 'method: "extract"', "model: null", "prompt_ref: null", "---", ""];
  return `${fm.join("\n")}
${src.text.replace(/\n*$/, "\n")}`;
}
function planImport(sources, current, date) {
  const targets = new Targets(current);
  const plan = { writes: [], decisions: [], landings: [], notes: [] };
  const land = (src, line, target, check) => plan.landings.push({ source: src.shown, line, target, check });
  const again = `## Imported from`;
  for (const given of sources) {
    const src = given.kind === "archive" ? versionedArchive(given, current) : given;
    const lines = nonBlank(src.text);
    switch (src.kind) {
      case "document":
      case "session":
      case "global":
      case "archive": {
        const scope = src.kind === "global" ? "global" : "project";
        const w = targets.get(scope, src.target);
        const fresh = () => src.kind === "document" ? knowledgeText(src, date) : src.text.replace(/\n*$/, "\n");
        targets.addLines(w, src.text.split(/\r?\n/), fresh, `${again} ${src.shown} (${date})`);
        for (const l of lines) land(src, l.line, shownTarget(scope, src.target), { kind: "line", text: normaliseLine(l.text) });
        break;
      }
      case "jarvis-memory":
        planJarvisMemory(src, targets, plan, land, date);
        break;
      case "decisions":
        planDecisionsFile(src, targets, plan, land, date);
        break;
      case "events":
        planEvents(src, targets, plan, land, date);
        break;
    }
  }
  plan.writes = targets.all();
  return plan;
}
function versionedArchive(src, current) {
  const before = current("project", src.target);
  if (before === null || before === src.text.replace(/\n*$/, "\n")) return src;
  const dot = src.target.lastIndexOf(".");
  return { ...src, target: `${src.target.slice(0, dot)}-${src.sha256.slice(0, 8)}${src.target.slice(dot)}` };
}
function shownTarget(scope, p) {
  return scope === "global" ? `_global/${p}` : p;
}
function notesTarget(src) {
  return `notes/imported-${slugify(src.shown)}.md`;
}
function planJarvisMemory(src, targets, plan, land, date) {
  const parsed = parseSections(src.text);
  const srcLines = src.text.split(/\r?\n/);
  const sectionOf = /* @__PURE__ */ new Map();
  for (const s of parsed.sections) for (let i = s.headingLine; i <= s.endLine; i++) sectionOf.set(i, s.canonical);
  const headingLines = new Set(parsed.sections.map((s) => s.headingLine));
  const mem = targets.get("project", "memory.md");
  let memText = addMissingSections(mem.after || "");
  const have = lineSet(memText);
  const toNotes = [];
  const toMemory = [];
  for (const l of nonBlank(src.text)) {
    const section = sectionOf.get(l.line);
    if (section && canonicalSectionName(normaliseLine(l.text)) === section) toMemory.push({ ...l, section });
    else if (section) toMemory.push({ ...l, section });
    else toNotes.push(l);
  }
  for (const l of toMemory) {
    if (headingLines.has(l.line) || have.has(normaliseLine(l.text))) continue;
    memText = insertAtSectionEnd(memText, l.section, [l.text]);
    have.add(normaliseLine(l.text));
  }
  if (memText.split("\n").length > MEMORY_MD_HARD_MAX_LINES) {
    plan.notes.push(`${src.shown}: memory.md would exceed ${MEMORY_MD_HARD_MAX_LINES} lines, so all of it goes to ${notesTarget(src)}.`);
    toNotes.splice(0, toNotes.length, ...nonBlank(src.text));
  } else {
    mem.after = memText;
    for (const l of toMemory) land(src, l.line, "memory.md", { kind: "line", text: normaliseLine(l.text) });
  }
  if (toNotes.length) {
    const w = targets.get("project", notesTarget(src));
    const text = toNotes.map((l) => srcLines[l.line - 1]);
    targets.addLines(w, text, () => `# Imported from ${src.shown}

${text.join("\n")}
`, `## Imported from ${src.shown} (${date})`);
    for (const l of toNotes) land(src, l.line, notesTarget(src), { kind: "line", text: normaliseLine(l.text) });
  }
}
var KNOWN_FIELDS = /* @__PURE__ */ new Set(["status", "date", "topic", "location", "supersedes", "supersededby"]);
var fieldKey2 = (k) => k.toLowerCase().replace(/[^a-z]/g, "");
var ids = (v) => (v ?? "").split(/[\s,]+/).filter((x) => /^[Dd]\d+$/.test(x)).map((x) => x.toUpperCase());
function planDecisionsFile(src, targets, plan, land, date) {
  const parsed = parseDecisions(src.text);
  const srcLines = src.text.split(/\r?\n/);
  const inEntry = /* @__PURE__ */ new Set();
  const keyOf = (id) => `${src.shown}#${id}`;
  const known = new Set(parsed.entries.map((e) => e.id));
  const successors = /* @__PURE__ */ new Map();
  for (const e of parsed.entries) for (const old of ids(e.supersedes)) successors.set(old, [...successors.get(old) ?? [], e.id]);
  for (const e of parsed.entries)
    if (e.supersededBy) {
      for (const by of ids(e.supersededBy)) if (!successors.get(e.id)?.includes(by)) successors.set(e.id, [...successors.get(e.id) ?? [], by]);
    }
  const order = new Map(parsed.entries.map((e, i) => [e.id, i]));
  for (const [i, e] of parsed.entries.entries()) {
    const key = keyOf(e.id);
    const willBeSuperseded = (successors.get(e.id) ?? []).some((s) => known.has(s) && order.get(s) > i);
    const orphanSuperseded = e.status === "Superseded" && !willBeSuperseded;
    const fieldLines = new Map(e.fields.map((f) => [f.line, f]));
    const extra = [];
    for (let n = e.startLine; n <= e.endLine; n++) {
      inEntry.add(n);
      const raw = srcLines[n - 1];
      if (!raw.trim()) continue;
      if (n === e.startLine) {
        land(src, n, "decisions.md", { kind: "decision-title", key, title: e.title });
        continue;
      }
      const f = fieldLines.get(n);
      const fk = f ? fieldKey2(f.key) : "";
      const unresolved = f && (fk === "supersedes" || fk === "supersededby") && ids(f.value).some((x) => !known.has(x));
      const badStatus = f && fk === "status" && (e.status === void 0 || orphanSuperseded);
      if (unresolved || badStatus) {
        extra.push(raw.trim());
        land(src, n, "decisions.md", { kind: "decision-text", key, text: normaliseLine(raw) });
      } else if (f && fk === "supersedes")
        land(src, n, "decisions.md", {
          kind: "decision-link",
          key,
          field: "supersedes",
          refs: ids(f.value).filter((x) => known.has(x)).map(keyOf)
        });
      else if (f && fk === "supersededby")
        land(src, n, "decisions.md", {
          kind: "decision-link",
          key,
          field: "supersededBy",
          refs: ids(f.value).filter((x) => known.has(x)).map(keyOf)
        });
      else if (f && KNOWN_FIELDS.has(fk) && !(fk === "date" && !isIsoDate(f.value)))
        land(src, n, "decisions.md", { kind: "decision-text", key, text: normaliseLine(raw) });
      else {
        if (f) extra.push(raw.trim());
        land(src, n, "decisions.md", { kind: "decision-text", key, text: normaliseLine(raw) });
      }
    }
    const earlier = (x) => known.has(x) && order.get(x) < i;
    const supersedes = [
      .../* @__PURE__ */ new Set([
        ...ids(e.supersedes).filter(earlier),
        ...parsed.entries.filter((o) => earlier(o.id) && successors.get(o.id)?.includes(e.id)).map((o) => o.id)
      ])
    ];
    const marker = `Imported from ${src.shown} as ${e.id}.`;
    const body = [...extra, ...e.body.trim() ? [e.body.trim()] : [], marker].join("\n\n");
    plan.decisions.push({
      key,
      marker,
      title: e.title,
      status: orphanSuperseded ? "Draft" : willBeSuperseded && e.status === "Superseded" ? "Active" : e.status ?? "Draft",
      date: e.date && isIsoDate(e.date) ? e.date : date,
      topic: e.topic,
      location: e.location,
      supersedes: supersedes.map(keyOf),
      body
    });
  }
  const rest = nonBlank(src.text).filter((l) => !inEntry.has(l.line));
  if (rest.length) {
    const w = targets.get("project", notesTarget(src));
    const text = rest.map((l) => l.text);
    targets.addLines(w, text, () => `# Imported from ${src.shown}

${text.join("\n")}
`, `## Imported from ${src.shown} (${date})`);
    for (const l of rest) land(src, l.line, notesTarget(src), { kind: "line", text: normaliseLine(l.text) });
  }
}
var str = (v) => typeof v === "string" && v.trim() ? v.trim() : void 0;
function planEvents(src, targets, plan, land, date) {
  const notePath = notesTarget(src);
  const noteLines = [];
  const keys = /* @__PURE__ */ new Set();
  for (const l of nonBlank(src.text)) {
    let ev = null;
    try {
      const v = JSON.parse(l.text);
      if (v && typeof v === "object" && !Array.isArray(v)) ev = v;
    } catch {
      ev = null;
    }
    const id = str(ev?.id);
    const summary = str(ev?.summary);
    if (ev && id && summary && ev.type === "decision") {
      const key = `${src.shown}#${id}`;
      const day = str(ev.timestamp)?.slice(0, 10);
      const marker = `Imported from ${src.shown} as ${id}.`;
      const sup = str(ev.supersedes);
      const files = Array.isArray(ev.files) ? ev.files.filter((f) => typeof f === "string") : [];
      plan.decisions.push({
        key,
        marker,
        title: summary.replace(/\s+/g, " "),
        status: "Active",
        date: day && isIsoDate(day) ? day : date,
        location: str(ev.location)?.replace(/\s+/g, " "),
        supersedes: sup && keys.has(`${src.shown}#${sup}`) ? [`${src.shown}#${sup}`] : [],
        body: [str(ev.notes), files.length ? `Files: ${files.join(", ")}` : void 0, marker].filter(Boolean).join("\n\n")
      });
      keys.add(key);
      land(src, l.line, "decisions.md", { kind: "decision-text", key, text: marker });
      continue;
    }
    const rendered = ev && summary ? `- ${[str(ev.timestamp), str(ev.type), str(ev.outcome)].filter(Boolean).join(" \xB7 ")}: ${summary.replace(/\s+/g, " ")}${str(ev.notes) ? ` \u2014 ${str(ev.notes)?.replace(/\s+/g, " ")}` : ""}${id ? ` (${id})` : ""}` : l.text.trim();
    noteLines.push(rendered);
    land(src, l.line, notePath, { kind: "line", text: normaliseLine(rendered) });
  }
  if (noteLines.length) {
    const w = targets.get("project", notePath);
    targets.addLines(w, noteLines, () => `# Imported from ${src.shown}

${noteLines.join("\n")}
`, `## Imported from ${src.shown} (${date})`);
  }
}

// server/src/core/import/proof.ts
function proveLanding(landings, finalText, idOf) {
  const sets = /* @__PURE__ */ new Map();
  const entries = /* @__PURE__ */ new Map();
  const setOf = (t) => sets.get(t) ?? sets.set(t, lineSet(finalText(t))).get(t);
  const entryOf = (t, key) => {
    let byId = entries.get(t);
    if (!byId) entries.set(t, byId = new Map(parseDecisions(finalText(t)).entries.map((e) => [e.id, e])));
    const id = idOf(key);
    return id ? byId.get(id) : void 0;
  };
  const proof = { lines: landings.length, landed: 0, missing: [], byTarget: {} };
  for (const l of landings) {
    const c = l.check;
    let ok = false;
    if (c.kind === "line") ok = setOf(l.target).has(c.text);
    else {
      const e = entryOf(l.target, c.key);
      if (e && c.kind === "decision-title") ok = e.title === c.title.trim();
      else if (e && c.kind === "decision-text") ok = lineSet(e.raw).has(normaliseLine(c.text)) || e.raw.includes(c.text);
      else if (e && c.kind === "decision-link") {
        const have = (c.field === "supersedes" ? e.supersedes : e.supersededBy) ?? "";
        ok = c.refs.every((r) => {
          const id = idOf(r);
          return id !== void 0 && have.split(/[\s,]+/).includes(id);
        });
      }
    }
    if (ok) {
      proof.landed++;
      proof.byTarget[l.target] = (proof.byTarget[l.target] ?? 0) + 1;
    } else proof.missing.push({ source: l.source, line: l.line, target: l.target });
  }
  return proof;
}

// server/src/core/import/simulate.ts
function simulateDecisions(current, imports) {
  let text = current;
  const idOf = /* @__PURE__ */ new Map();
  for (const d of imports) {
    const entries = parseDecisions(text).entries;
    const existing = entries.find((e) => e.raw.includes(d.marker));
    if (existing) {
      idOf.set(d.key, existing.id);
      continue;
    }
    const num = nextDecisionNumber(entries);
    const id = `D${num}`;
    const supersedes = d.supersedes.map((k) => idOf.get(k)).filter((x) => x !== void 0);
    text = appendDecision(
      text,
      renderDecision({
        num,
        title: d.title,
        status: d.status,
        date: d.date,
        topic: d.topic,
        location: d.location,
        supersedes: supersedes.join(", ") || void 0,
        body: d.body
      })
    );
    if (supersedes.length)
      text = setDecisionFieldsMany(text, new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }])));
    idOf.set(d.key, id);
  }
  return { text, idOf };
}
function importedId(current, marker) {
  return parseDecisions(current).entries.find((e) => e.raw.includes(marker))?.id;
}

// server/src/core/import/sources.ts
function claudeProjectDirName(repoPath) {
  return repoPath.replace(/[^A-Za-z0-9]/g, "-");
}
var ROOT_DOCUMENTS = {
  "CLAUDE.md": "claude-md",
  ".claude/CLAUDE.md": "claude-md",
  "CLAUDE.local.md": "claude-md",
  "AGENTS.md": "agents-md",
  "MEMORY.md": "project-mem-mcp",
  ".cursorrules": "cursor-rules"
};
var PROJECTMEM_SKIPPED = /* @__PURE__ */ new Set([".projectmem/summary.md", ".projectmem/AI_INSTRUCTIONS.md", ".projectmem/config.toml"]);
function knowledgeName(shown2) {
  return `knowledge/imported-${slugify(shown2)}.md`;
}
function archiveName(prefix, rel) {
  const parts = rel.split("/");
  const base = parts.pop();
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, "") : "md";
  return `archive/imported/${[...prefix.split("/"), ...parts].map((p) => slugify(p)).join("/")}/${slugify(stem)}.${ext || "md"}`;
}
var SOURCE_DIRS = [".claude", ".cursor/rules", "memory-bank", ".jarvis/memory", ".projectmem"];
function classifyRepoFile(rel) {
  const format = ROOT_DOCUMENTS[rel];
  if (format) return { shown: rel, format, kind: "document", target: knowledgeName(rel) };
  if (/^\.cursor\/rules\/[^/]+\.mdc?$/.test(rel)) return { shown: rel, format: "cursor-rules", kind: "document", target: knowledgeName(rel) };
  if (/^memory-bank\/[^/]+\.md$/.test(rel)) return { shown: rel, format: "memory-bank", kind: "document", target: knowledgeName(rel) };
  if (rel.startsWith(".projectmem/")) {
    if (PROJECTMEM_SKIPPED.has(rel)) return null;
    if (rel === ".projectmem/events.jsonl") return { shown: rel, format: "projectmem", kind: "events", target: "decisions.md" };
    if (rel.endsWith(".md")) return { shown: rel, format: "projectmem", kind: "document", target: knowledgeName(rel) };
    return null;
  }
  if (rel.startsWith(".jarvis/memory/")) return classifyJarvis(rel, rel.slice(".jarvis/memory/".length));
  return null;
}
function classifyJarvis(shown2, rel) {
  const jarvis = (kind, target) => ({ shown: shown2, format: "jarvis", kind, target });
  if (rel === "preferences.md" || rel === "patterns.md") return jarvis("global", rel);
  const m = /^projects\/([^/]+)\/(.+)$/.exec(rel);
  if (!m) return jarvis("archive", archiveName("jarvis", rel));
  const [, slug, inner] = m;
  if (inner === "memory.md") return jarvis("jarvis-memory", "memory.md");
  if (inner === "decisions.md") return jarvis("decisions", "decisions.md");
  const session = /^sessions\/([^/]+)$/.exec(inner)?.[1];
  if (session !== void 0 && isSessionFileName(session)) return jarvis("session", `sessions/${session}`);
  return jarvis("archive", archiveName(`jarvis/${slug}`, inner));
}
function classifyAutoMemory(dirName, rel) {
  if (!rel.endsWith(".md")) return null;
  const shown2 = `~/.claude/projects/${dirName}/memory/${rel}`;
  return { shown: shown2, format: "claude-auto-memory", kind: "document", target: `knowledge/imported-claude-auto-memory-${slugify(rel)}.md` };
}

// server/src/storage/import-source.ts
import fs3 from "node:fs";
import path4 from "node:path";
var MAX_SOURCE_FILE_BYTES = 1024 * 1024;
var MAX_SOURCE_FILES = 400;
var MAX_DEPTH = 6;
function listSourceFiles(dir, accept, depth = MAX_DEPTH) {
  const out = [];
  const walk = (abs, rel, level) => {
    let entries;
    try {
      entries = fs3.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && level < depth) walk(path4.join(abs, e.name), childRel, level + 1);
      else if (e.isFile() && accept(childRel)) {
        out.push(childRel);
        if (out.length > MAX_SOURCE_FILES) {
          throw new MemoryError("TOO_LARGE", `${dir} holds more than ${MAX_SOURCE_FILES} memory files to import.`, "Import a narrower folder.");
        }
      }
    }
  };
  if (isRealDir(dir)) walk(dir, "", 0);
  return out;
}
function isRealDir(abs) {
  try {
    return fs3.lstatSync(abs).isDirectory();
  } catch {
    return false;
  }
}
function isRealDirChain(base, rel) {
  let at = base;
  for (const part of rel.split("/").filter(Boolean)) {
    at = path4.join(at, part);
    if (!isRealDir(at)) return false;
  }
  return true;
}
function readSourceFile(abs) {
  let fd;
  try {
    fd = fs3.openSync(abs, fs3.constants.O_RDONLY | (fs3.constants.O_NOFOLLOW ?? 0));
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "ENOTDIR" || code === "EISDIR") return null;
    throw new MemoryError("INVALID_PATH", `Cannot read ${abs}: ${e.message}.`);
  }
  try {
    const st = fs3.fstatSync(fd);
    if (!st.isFile()) return null;
    if (st.size > MAX_SOURCE_FILE_BYTES) {
      throw new MemoryError(
        "TOO_LARGE",
        `${abs} is ${st.size} bytes, over the ${MAX_SOURCE_FILE_BYTES}-byte import limit.`,
        "Split it, or leave it out of the import."
      );
    }
    const buf = Buffer.alloc(st.size);
    const bytes = buf.subarray(0, readFully(fd, buf));
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new MemoryError("INVALID_FORMAT", `${abs} is not valid UTF-8 text.`, "Convert it to UTF-8 first; the import never guesses an encoding.");
    }
    if (text.includes("\0")) throw new MemoryError("INVALID_FORMAT", `${abs} contains a NUL character; it is not a text file.`);
    return { abs, text, sha256: nodeCrypto().createHash("sha256").update(bytes).digest("hex") };
  } finally {
    fs3.closeSync(fd);
  }
}

// server/src/services/budgets.ts
function budgetNotes(ws, scope, projectRels) {
  if (scope.kind !== "project") return [];
  const notes = [];
  try {
    const soft = thresholdsOf(ws.root, scope).coreSoftLimit;
    for (const rel of projectRels) {
      const text = ws.root.readText(`${scope.dir}/${rel}`)?.text;
      const note = text === void 0 ? null : budgetNote(rel, text, soft);
      if (note) notes.push(note);
    }
  } catch {
  }
  return notes;
}

// server/src/services/files.ts
import { randomBytes } from "node:crypto";

// server/src/core/outline.ts
function outline(markdown) {
  const entries = [];
  classifyLines(markdown).forEach((line, i) => {
    if (line.heading) entries.push({ line: i + 1, level: line.heading.level, text: line.heading.text });
  });
  return entries;
}

// server/src/core/closest-passage.ts
var import_diff_match_patch = __toESM(require_diff_match_patch(), 1);
var DIFF_DELETE = -1;
var DIFF_INSERT = 1;
var DIFF_EQUAL = 0;
var MAX_CANDIDATES = 4;
var MAX_OCCURRENCES_PER_ANCHOR = 64;
var MAX_PIECES = 8;
var PIECE_GROWTH = [24, 32];
var BITAP_THRESHOLD = 0.4;
var BITAP_MAX_CONTENT = 256 * 1024;
var DIFF_TIMEOUT_SECONDS = 0.05;
var GOOD_ENOUGH = 0.95;
function findClosestPassage(content, search) {
  if (content === "" || search.trim() === "") return null;
  const lineStarts = lineStartOffsets(content);
  let candidates = lineAnchorCandidates(content, lineStarts, search);
  if (candidates.length === 0) candidates = pieceCandidates(content, lineStarts, search);
  if (candidates.length === 0 && content.length <= BITAP_MAX_CONTENT) candidates = bitapCandidates(content, search);
  if (candidates.length === 0) return null;
  const dmp = new import_diff_match_patch.default();
  dmp.Diff_Timeout = DIFF_TIMEOUT_SECONDS;
  let best = null;
  for (const candidate of candidates) {
    const scored = score(dmp, content, candidate);
    if (!best || scored.similarity > best.similarity) best = scored;
    if (best.similarity >= GOOD_ENOUGH) break;
  }
  if (!best) return null;
  const firstLine = lineOfOffset(lineStarts, best.index);
  const lastLine = lineOfOffset(lineStarts, Math.max(best.index, best.index + best.length - 1));
  const start = lineStarts[firstLine];
  return {
    index: start,
    line: firstLine + 1,
    text: content.slice(start, lineEnd(content, lineStarts, lastLine)).replace(/\r$/, ""),
    similarity: Math.max(0, best.similarity)
  };
}
function score(dmp, content, candidate) {
  const slack = candidate.aligned ? 0 : Math.min(64, Math.ceil(candidate.expected.length / 4) + 4);
  let start = Math.max(0, candidate.index - slack);
  let end = Math.min(content.length, candidate.index + candidate.length + slack);
  let diffs = dmp.diff_main(candidate.expected, content.slice(start, end), false);
  let unmatchedExpected = 0;
  if (!candidate.aligned) {
    dmp.diff_cleanupSemantic(diffs);
    const first = diffs.findIndex(([op]) => op === DIFF_EQUAL);
    const last = diffs.length - 1 - [...diffs].reverse().findIndex(([op]) => op === DIFF_EQUAL);
    if (first !== -1) {
      for (const [op, text] of [...diffs.slice(0, first), ...diffs.slice(last + 1)]) {
        if (op === DIFF_DELETE) unmatchedExpected += text.length;
      }
      for (const [op, text] of diffs.slice(0, first)) if (op === DIFF_INSERT) start += text.length;
      for (const [op, text] of diffs.slice(last + 1)) if (op === DIFF_INSERT) end -= text.length;
      diffs = diffs.slice(first, last + 1);
    }
  }
  const distance = dmp.diff_levenshtein(diffs) + unmatchedExpected;
  return { index: start, length: end - start, similarity: 1 - distance / Math.max(candidate.expected.length, end - start, 1) };
}
function lineStartOffsets(content) {
  const starts = [0];
  for (let i = content.indexOf("\n"); i !== -1; i = content.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
function lineNumberAt(content, offset) {
  let line = 1;
  for (let i = content.indexOf("\n"); i !== -1 && i < offset; i = content.indexOf("\n", i + 1)) line++;
  return line;
}
function lineOfOffset(lineStarts, offset) {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = low + high + 1 >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
function lineEnd(content, lineStarts, line) {
  return line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : content.length;
}
function anchorKey(line) {
  return line.trim().replace(/\s+/g, " ");
}
function topVoted(votes) {
  return [...votes.entries()].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]).slice(0, MAX_CANDIDATES).map(([, vote]) => vote.value);
}
function lineAnchorCandidates(content, lineStarts, search) {
  const searchLines = search.split("\n");
  const wanted = /* @__PURE__ */ new Map();
  searchLines.forEach((line, j) => {
    const key = anchorKey(line);
    if (key === "") return;
    const positions = wanted.get(key);
    if (positions) positions.push(j);
    else wanted.set(key, [j]);
  });
  if (wanted.size === 0) return [];
  const occurrences2 = /* @__PURE__ */ new Map();
  for (let i = 0; i < lineStarts.length; i++) {
    const key = anchorKey(content.slice(lineStarts[i], lineEnd(content, lineStarts, i)));
    if (!wanted.has(key)) continue;
    const list = occurrences2.get(key);
    if (list) list.push(i);
    else occurrences2.set(key, [i]);
  }
  const votes = /* @__PURE__ */ new Map();
  for (const [key, lines] of occurrences2) {
    if (lines.length > MAX_OCCURRENCES_PER_ANCHOR) continue;
    for (const j of wanted.get(key)) {
      for (const line of lines) {
        const startLine = Math.max(0, line - j);
        const vote = votes.get(startLine);
        if (vote) {
          vote.count += 1 / lines.length;
          continue;
        }
        const index = lineStarts[startLine];
        const endLine = Math.min(lineStarts.length, startLine + searchLines.length) - 1;
        votes.set(startLine, {
          count: 1 / lines.length,
          value: { index, length: lineEnd(content, lineStarts, endLine) - index, expected: search, aligned: true }
        });
      }
    }
  }
  return topVoted(votes);
}
function pieceCandidates(content, lineStarts, search) {
  const trimmed = search.trim();
  if (trimmed.length < 6) return [];
  const size = Math.min(16, Math.max(6, Math.floor(trimmed.length / 4)));
  const count = Math.min(MAX_PIECES, Math.max(1, Math.floor(trimmed.length / size)));
  const votes = /* @__PURE__ */ new Map();
  for (let k = 0; k < count; k++) {
    const offset = count === 1 ? 0 : Math.round(k * (trimmed.length - size) / (count - 1));
    let found = null;
    for (const length of [size, ...PIECE_GROWTH.filter((l) => l > size)]) {
      const piece = trimmed.slice(offset, offset + length);
      if (piece.trim() === "") break;
      found = occurrencesUpTo(content, piece, MAX_OCCURRENCES_PER_ANCHOR);
      if (found !== null || offset + length >= trimmed.length) break;
    }
    if (found === null) continue;
    for (const at of found) {
      const index = Math.max(0, at - offset);
      const line = lineOfOffset(lineStarts, index);
      const vote = votes.get(line);
      if (vote) vote.count += 1 / found.length;
      else
        votes.set(line, {
          count: 1 / found.length,
          value: { index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false }
        });
    }
  }
  return topVoted(votes);
}
function occurrencesUpTo(content, piece, limit) {
  const found = [];
  for (let at = content.indexOf(piece); at !== -1; at = content.indexOf(piece, at + 1)) {
    if (found.length === limit) return null;
    found.push(at);
  }
  return found;
}
function bitapCandidates(content, search) {
  const dmp = new import_diff_match_patch.default();
  const maxBits = dmp.Match_MaxBits;
  dmp.Match_Threshold = BITAP_THRESHOLD;
  dmp.Match_Distance = Math.max(1e3, content.length * 10);
  const trimmed = search.trim();
  const anchors = [{ offset: 0, text: trimmed.slice(0, maxBits) }];
  if (trimmed.length > 2 * maxBits) anchors.push({ offset: trimmed.length - maxBits, text: trimmed.slice(-maxBits) });
  for (const anchor of anchors) {
    const at = dmp.match_main(content, anchor.text, 0);
    if (at !== -1) {
      const index = Math.max(0, at - anchor.offset);
      return [{ index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false }];
    }
  }
  return [];
}

// server/src/core/search-replace.ts
var SEARCH_MARKER = /^<{7} SEARCH[ \t]*$/;
var DIVIDER = /^={7}[ \t]*$/;
var REPLACE_MARKER = /^>{7} REPLACE[ \t]*$/;
var NEAR_SEARCH_MARKER = /^\s*<{2,}\s*SEARCH\b/i;
var NEAR_REPLACE_MARKER = /^\s*>{2,}\s*REPLACE\b/i;
var NEAR_DIVIDER = /^\s*={3,}\s*$/;
var FORMAT_EXAMPLE = [
  "Write each change as:",
  "<<<<<<< SEARCH",
  "exact old text",
  "=======",
  "new text",
  ">>>>>>> REPLACE",
  "(markers on their own lines, exactly seven characters; only blank lines between blocks)."
].join("\n");
var MAX_LISTED_LINES = 10;
var MAX_EXCERPT_LINES = 8;
var MIN_RECOGNISABLE_REPLACE = 8;
function patchLines(patch) {
  const lines = [];
  let start = 0;
  while (start < patch.length) {
    const newline = patch.indexOf("\n", start);
    const end = newline === -1 ? patch.length : newline + 1;
    const raw = patch.slice(start, newline === -1 ? patch.length : newline);
    lines.push({ text: raw.endsWith("\r") ? raw.slice(0, -1) : raw, start, end });
    start = end;
  }
  return lines;
}
function sectionText(patch, from, to) {
  const text = patch.slice(from, to);
  if (text.endsWith("\r\n")) return text.slice(0, -2);
  if (text.endsWith("\n")) return text.slice(0, -1);
  return text;
}
function formatError(message) {
  return new MemoryError("INVALID_FORMAT", message, FORMAT_EXAMPLE);
}
function parseSearchReplace(patch) {
  const source = patch.startsWith("\uFEFF") ? patch.slice(1) : patch;
  const lines = patchLines(source);
  const blocks = [];
  let state = "outside";
  let blockLine = 0;
  let sectionStart = 0;
  let search = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const n = i + 1;
    if (state === "outside") {
      if (SEARCH_MARKER.test(line.text)) {
        state = "search";
        blockLine = n;
        sectionStart = line.end;
      } else if (line.text.trim() !== "") {
        throw formatError(describeStrayLine(line.text, n));
      }
    } else if (state === "search") {
      if (DIVIDER.test(line.text)) {
        search = sectionText(source, sectionStart, line.start);
        if (search === "") {
          throw formatError(`The SEARCH section of the block on line ${blockLine} is empty; it must hold the exact text to replace.`);
        }
        state = "replace";
        sectionStart = line.end;
      } else if (SEARCH_MARKER.test(line.text) || REPLACE_MARKER.test(line.text)) {
        throw formatError(`The block that starts on line ${blockLine} has no "=======" line before line ${n}.`);
      }
    } else if (REPLACE_MARKER.test(line.text)) {
      blocks.push({ search, replace: sectionText(source, sectionStart, line.start) });
      state = "outside";
    } else if (SEARCH_MARKER.test(line.text)) {
      throw formatError(`The block that starts on line ${blockLine} has no ">>>>>>> REPLACE" line before the next "<<<<<<< SEARCH" on line ${n}.`);
    }
  }
  if (state === "search") throw formatError(`The block that starts on line ${blockLine} has no "=======" line.`);
  if (state === "replace") throw formatError(`The block that starts on line ${blockLine} has no ">>>>>>> REPLACE" line.`);
  if (blocks.length === 0) throw formatError("The patch contains no SEARCH/REPLACE block.");
  return blocks;
}
function describeStrayLine(text, n) {
  if (NEAR_SEARCH_MARKER.test(text)) return `Line ${n} must read exactly "<<<<<<< SEARCH" (seven "<", at the start of the line).`;
  if (NEAR_REPLACE_MARKER.test(text) || NEAR_DIVIDER.test(text)) {
    return `Line ${n} is a divider or REPLACE marker outside a block; every block starts with a "<<<<<<< SEARCH" line.`;
  }
  return `Line ${n} is outside any SEARCH/REPLACE block; only blank lines may come before, between or after blocks.`;
}
function lineEndingStyle(content) {
  let crlf = 0;
  let lf = 0;
  for (let i = content.indexOf("\n"); i !== -1; i = content.indexOf("\n", i + 1)) {
    if (i > 0 && content.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
    if (crlf > 0 && lf > 0) return "none-or-mixed";
  }
  if (crlf > 0) return "crlf";
  if (lf > 0) return "lf";
  return "none-or-mixed";
}
function inFileStyle(block, style) {
  if (style === "crlf") {
    const toCrlf = (s) => s.replace(/\r?\n/g, "\r\n");
    return { search: toCrlf(block.search), replace: toCrlf(block.replace) };
  }
  if (style === "lf") {
    const toLf = (s) => s.replace(/\r\n/g, "\n");
    return { search: toLf(block.search), replace: toLf(block.replace) };
  }
  return block;
}
function occurrences(content, search, limit) {
  const found = [];
  for (let at = content.indexOf(search); at !== -1 && found.length < limit; at = content.indexOf(search, at + 1)) {
    found.push(at);
  }
  return found;
}
function applySearchReplace(content, blocks) {
  if (blocks.length === 0) throw formatError("The patch contains no SEARCH/REPLACE block.");
  const original = content;
  const applied = [];
  let current = content;
  blocks.forEach((given, i) => {
    const label = blocks.length > 1 ? `SEARCH block ${i + 1} of ${blocks.length}` : "SEARCH block 1";
    if (given.search === "") {
      throw formatError(`${label} is empty; it must hold the exact text to replace.`);
    }
    const block = inFileStyle(given, lineEndingStyle(current));
    const found = occurrences(current, block.search, MAX_LISTED_LINES + 1);
    if (found.length === 0) throw noMatchError(label, i, block, current, original);
    if (found.length > 1) throw ambiguousError(label, i, block.search, current, found);
    const at = found[0];
    applied.push({ line: lineNumberAt(current, at) });
    current = current.slice(0, at) + block.replace + current.slice(at + block.search.length);
  });
  return { content: current, applied };
}
function afterEarlierBlocks(index) {
  if (index === 0) return "";
  return index === 1 ? " (line numbers count after block 1 is applied)" : ` (line numbers count after blocks 1-${index} are applied)`;
}
function ambiguousError(label, index, _search, content, found) {
  const lineStarts = lineStartOffsets(content);
  const lines = found.slice(0, MAX_LISTED_LINES).map((at) => lineOfOffset(lineStarts, at) + 1);
  const total2 = found.length > MAX_LISTED_LINES ? `more than ${MAX_LISTED_LINES}` : String(found.length);
  const where = found.length > MAX_LISTED_LINES ? `lines ${lines.join(", ")}, \u2026` : `lines ${lines.join(", ")}`;
  return new MemoryError(
    "AMBIGUOUS_MATCH",
    `${label} matches ${total2} places in the file (${where})${afterEarlierBlocks(index)}, but it must match exactly one.`,
    "Add neighbouring lines to the SEARCH text so that it matches only the place you mean. No block was applied."
  );
}
function noMatchError(label, index, block, content, original) {
  const notes = [];
  if (index > 0 && original.includes(block.search)) {
    notes.push("An earlier block of this patch changed this text: search for it as it reads after that block, or merge the two blocks.");
  } else if (block.replace.trim().length >= MIN_RECOGNISABLE_REPLACE) {
    const replaced = content.indexOf(block.replace);
    if (replaced !== -1) {
      const line = lineNumberAt(content, replaced);
      notes.push(`The file already contains the REPLACE text at line ${line}: this change may have been applied already.`);
    }
  }
  const passage = findClosestPassage(content, block.search);
  let message = `${label} does not occur in the file${afterEarlierBlocks(index)}.`;
  if (passage) {
    message = `${label} does not occur in the file${afterEarlierBlocks(index)}; the closest passage starts at line ${passage.line}.`;
    const squashed = squash(block.search);
    if (squashed !== "" && squash(passage.text).includes(squashed)) {
      notes.push("It differs from the SEARCH text only in whitespace (indentation, spaces or line breaks).");
    }
    notes.unshift(`Closest passage (${Math.round(passage.similarity * 100)}% similar):
${excerpt(passage.text, passage.line)}`);
  } else {
    notes.push("No similar passage was found.");
  }
  notes.push("Copy the SEARCH text exactly from the file (read_file shows it). No block was applied.");
  return new MemoryError("NO_MATCH", message, notes.join("\n"));
}
function squash(text) {
  return text.replace(/\s+/g, "");
}
function excerpt(text, firstLine) {
  const lines = text.split("\n").map((line) => line.replace(/\r$/, ""));
  const shown2 = lines.slice(0, MAX_EXCERPT_LINES);
  const width = String(firstLine + shown2.length - 1).length;
  const body = shown2.map((line, k) => `${String(firstLine + k).padStart(width)} | ${clipLine(line)}`);
  if (lines.length > shown2.length) body.push(`${" ".repeat(width)} | \u2026 ${lines.length - shown2.length} more lines`);
  return body.join("\n");
}

// server/src/services/people-md.ts
import path5 from "node:path";

// server/src/core/people-md.ts
var HAND_TITLE = "Added by hand";
var HAND_HEADING = `## ${HAND_TITLE}`;
var PERSON_LINE = /^- \*\*.*\*\* \(@[a-z0-9]+(?:-[a-z0-9]+)*\)(?: — .*)?$/;
var PERSON_PARTS = /^- \*\*(.*)\*\* \(@([a-z0-9]+(?:-[a-z0-9]+)*)\)/;
function handLinesOf(current, generated) {
  const derived = new Set(contentLines(generated));
  const kept = [];
  let heading = null;
  let inHandSection = false;
  const lines = contentLines(current);
  const kinds = classify(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const l = kinds[i];
    if (atxHeadingOf(l, 2)?.text === HAND_TITLE) {
      inHandSection = true;
      heading = null;
      continue;
    }
    if (l.text.trim() === "") continue;
    if (inHandSection) {
      kept.push(line);
      continue;
    }
    if (atxHeadingOf(l, 1)) continue;
    if (atxHeadingOf(l, 2)) {
      heading = line;
      continue;
    }
    if (derived.has(line) || PERSON_LINE.test(l.text)) {
      heading = null;
      continue;
    }
    if (heading !== null && !derived.has(heading)) kept.push(heading);
    heading = null;
    kept.push(line);
  }
  return kept;
}
function withHandLines(generated, lines) {
  if (lines.length === 0) return generated;
  return `${generated.trimEnd()}

${HAND_HEADING}

${lines.join("\n")}
`;
}
function teamPersonLines(current, speaksFor) {
  const kept = [];
  const lines = contentLines(current);
  const kinds = classify(lines);
  let heading = OTHER_COMPANY;
  for (let i = 0; i < lines.length; i++) {
    const l = kinds[i];
    const h2 = atxHeadingOf(l, 2);
    if (h2?.text === HAND_TITLE) break;
    if (h2) {
      heading = h2.text;
      continue;
    }
    if (!PERSON_LINE.test(l.text)) continue;
    const m = PERSON_PARTS.exec(l.text);
    if (m && !speaksFor(m[2]) && !kept.some((k) => k.slug === m[2])) kept.push({ heading, name: m[1], slug: m[2], line: l.text });
  }
  return kept;
}

// server/src/services/people-md.ts
function loadPeople(ws) {
  const people = [];
  for (const entry of ws.root.list(PEOPLE_DIR)) {
    if (!entry.isFile() || !entry.name.endsWith(".md")) continue;
    const slug = entry.name.slice(0, -3);
    if (!isKebabCase(slug)) continue;
    try {
      const file = ws.root.readText(`${PEOPLE_DIR}/${entry.name}`);
      if (file) people.push(parsePerson(slug, file.text));
    } catch {
    }
  }
  return people;
}
function companyNamesFor(ws, people) {
  const names = /* @__PURE__ */ new Map();
  for (const p of people) {
    const slug = companySlugOf(p.company);
    if (slug === null || names.has(slug)) continue;
    try {
      const file = ws.root.readText(companyPath(slug));
      if (file) names.set(slug, parseCompany(slug, file.text).name);
    } catch {
    }
  }
  return names;
}
function peopleHeader(ws, project) {
  const template = ws.root.readText("_templates/people.md")?.text ?? TEMPLATE_FILES["people.md"];
  return fillTemplate(template, { name: project.name, slug: project.slug, date: project.created || todayOf(ws) });
}
function regeneratePeopleMd(ws, project, speaksFor = /* @__PURE__ */ new Set()) {
  const dir = `projects/${project.slug}`;
  const rel = `${dir}/people.md`;
  if (!ws.root.isDirectory(dir)) return { rel, changed: false, people: [], handLines: 0 };
  const shared = ws.root.mountedDir(project.slug) !== void 0;
  let slugs = [];
  let handLines = 0;
  const { changed } = updateText(ws.root, rel, (file) => {
    const linked = loadPeople(ws).filter((p) => p.projects.includes(project.slug));
    const ours = /* @__PURE__ */ new Set([...linked.map((p) => p.slug), ...speaksFor]);
    const team = shared && file ? teamPersonLines(file.text, (slug) => ours.has(slug)) : [];
    slugs = [...linked.map((p) => p.slug), ...team.map((k) => k.slug)].sort();
    const generated = renderPeopleMd(peopleHeader(ws, project), linked, companyNamesFor(ws, linked), team);
    const current = file?.text;
    const hand = current === void 0 ? [] : handLinesOf(current, generated);
    handLines = hand.length;
    let text = withHandLines(generated, hand);
    if (current !== void 0 && preferredEol(current) === "\r\n") text = text.replace(/\n/g, "\r\n");
    return current === text ? null : text;
  });
  return { rel, changed, people: slugs, handLines };
}
function regenerateAllPeopleMd(ws, projects, speaksFor = /* @__PURE__ */ new Set()) {
  const out = { changed: [], notes: [] };
  for (const project of projects) {
    const outcome = regeneratePeopleMd(ws, project, speaksFor);
    if (!outcome.changed) continue;
    out.changed.push(outcome.rel);
    if (outcome.handLines > 0) {
      out.notes.push(
        `${outcome.rel} was regenerated from the person files; its ${outcome.handLines} line(s) added by hand are kept under "${HAND_HEADING}", and the previous text is kept in the file's history (project-memory history ${outcome.rel}).`
      );
    }
  }
  return out;
}
var PROFILE_FILE = /^_global\/(people|companies)\/[^/]+\.md$/;
function refreshPeopleAfterProfileChange(ws, rel) {
  const m = PROFILE_FILE.exec(rel);
  if (!m) return;
  const person = m[1] === "people" ? path5.posix.basename(rel, ".md") : null;
  regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects, new Set(person ? [person] : []));
}

// server/src/core/history-diff.ts
var import_diff_match_patch2 = __toESM(require_diff_match_patch(), 1);

// server/src/services/history.ts
var exactUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function versionsOfTarget(ws, t) {
  return versionsOf(readEntries(ws.root.dir, t.scope.slug), t.path);
}
function textOf(ws, t, v) {
  if (v.sha === null) return "";
  const bytes = readObject(ws.root.dir, t.scope.slug, v.sha);
  if (!bytes) return null;
  try {
    return exactUtf8.decode(bytes);
  } catch {
    return null;
  }
}
function shown(t) {
  return `"${t.path}" (${t.scope.slug})`;
}
function versionText(ws, t, at) {
  const versions = versionsOfTarget(ws, t);
  const current = ws.root.readText(t.rel);
  if (current && /^[0-9a-f]+$/i.test(at) && revisionOf(current.text).startsWith(at.toLowerCase()) && at.length >= 6) {
    return { rev: revisionOf(current.text), time: new Date(current.mtimeMs).toISOString(), tool: "current file", text: current.text };
  }
  if (versions.length === 0) {
    throw new MemoryError("NOT_FOUND", `${shown(t)} has no recorded versions.`, "Versions are recorded from the first tool write after history was installed.");
  }
  const v = pickVersion(versions, at, shown(t));
  const text = textOf(ws, t, v);
  if (text === null)
    throw new MemoryError(
      "NOT_FOUND",
      `The stored bytes of version ${v.rev} of ${shown(t)} are missing or damaged.`,
      "Another version may still be intact: list them with `project-memory history <path>`."
    );
  return { rev: v.rev, time: v.t, tool: v.tool, text };
}

// server/src/services/files.ts
function countLines(text) {
  if (text === "") return 0;
  const n = text.split("\n").length;
  return text.endsWith("\n") ? n - 1 : n;
}
function assertNotFolder(t) {
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
}
function readExisting(ws, t) {
  assertNotFolder(t);
  return readTextContained(ws.root.dir, t.abs, t.path)?.text ?? null;
}
function notFound(t) {
  return new MemoryError("NOT_FOUND", `"${t.path}" does not exist in ${t.scope.slug}.`, "Check the path with get_folder_manifest or search.");
}
function checkRevision(current, expected, t) {
  if (expected === void 0) return;
  const actual = current === null ? "absent" : revisionOf(current);
  if (actual !== expected) {
    throw new MemoryError(
      "CONFLICT",
      `"${t.path}" changed since revision ${expected} was read (it is now ${actual}), so nothing was written.`,
      "Read it again, reapply your change, and pass the new revision."
    );
  }
}
function readFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const version = args.at !== void 0 ? versionText(ws, t, args.at) : void 0;
  const text = version ? version.text : readExisting(ws, t);
  if (text === null) throw notFound(t);
  const base = { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text) };
  if (version) base.version = { rev: version.rev, time: version.time, tool: version.tool };
  if (args.head_only) return { ...base, outline: outline(text) };
  if (args.offset !== void 0 || args.limit !== void 0) {
    const offset = args.offset ?? 1;
    const limit = args.limit ?? 200;
    if (!Number.isInteger(offset) || offset < 1) throw new MemoryError("INVALID_INPUT", "offset is a 1-indexed line number (1 or more).");
    if (!Number.isInteger(limit) || limit < 1) throw new MemoryError("INVALID_INPUT", "limit is a number of lines (1 or more).");
    const lines = text.split("\n");
    if (text.endsWith("\n")) lines.pop();
    const slice = lines.slice(offset - 1, offset - 1 + limit);
    return { ...base, content: slice.join("\n"), from_line: slice.length ? offset : 0, to_line: slice.length ? offset + slice.length - 1 : 0 };
  }
  return { ...base, content: text };
}
function describeChange(d) {
  for (const k of ["description", "read_when", "stale_after"]) assertDescriptionText(d[k], k);
  if (d.description === void 0 && d.read_when === void 0 && d.stale_after === void 0) return void 0;
  return { description: d.description, read_when: d.read_when, stale_after: d.stale_after };
}
function currentMetaId(_ws, t, current) {
  if (kindOf(t.parts) !== "meta" || current === null) return null;
  try {
    const data = parseYaml(current, t.path);
    return typeof data.id === "string" ? data.id : null;
  } catch {
    return null;
  }
}
function entryDateOf(ws, t, kind) {
  return kind === "update" ? dateFileName(t.parts[1] ?? "") ?? todayOf(ws) : void 0;
}
var RESOLVES = { resolvesConflict: true };
async function writeFile(ws, args) {
  if (args.content === void 0 === (args.content_file === void 0)) {
    throw new MemoryError("INVALID_INPUT", "Give exactly one of content (the text) or content_file (absolute path of a UTF-8 draft file).");
  }
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const description = describeChange(args);
  let text;
  if (args.content_file !== void 0) {
    const draft = readDraft(args.content_file, void 0, "content_file", ws.root.dir);
    if (t.exists) {
      if (isDraftFile(t.abs, draft))
        throw new MemoryError("INVALID_INPUT", "content_file is the target file itself; draft the new text in a separate scratch file.");
    }
    text = draft.text;
  } else {
    text = args.content;
  }
  const field = args.content_file !== void 0 ? "content_file" : "content";
  assertText(text, field);
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const result = await withSecretCheck(field, t.path, (check) => {
    const { created, changed } = updateText(
      ws.root,
      t.rel,
      (file) => {
        const current = file?.text ?? null;
        checkRevision(current, args.expected_revision, t);
        if (current !== null && isAppendOnly(kind)) {
          throw new MemoryError(
            "INVALID_INPUT",
            `"${t.path}" is append-only and already exists, so write_file may not replace it.`,
            kind === "decisions" ? "Use add_decision (with supersedes to revise one)." : "Use append_to_file to add to it, or patch_file to correct a passage."
          );
        }
        assertFormat(kind, text, t.path, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
        if (current === text) return null;
        check(current, text);
        return text;
      },
      RESOLVES
    );
    return { created, changed };
  });
  if (result.changed || description) afterChange(ws, [t.rel], { description, lastEntryDate: result.changed ? entryDateOf(ws, t, kind) : void 0 });
  if (result.changed) refreshPeopleAfterProfileChange(ws, t.rel);
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(text),
    total_lines: countLines(text),
    ...result,
    budget: budgetNotes(ws, t.scope, [t.path])
  };
}
async function patchFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (kind === "decisions") {
    throw new MemoryError(
      "INVALID_INPUT",
      "decisions.md is append-only: entries are never edited by patch.",
      "Use add_decision with supersedes to revise a decision."
    );
  }
  assertText(args.patch, "patch");
  const blocks = parseSearchReplace(args.patch);
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  let lines = [];
  const updated = await withSecretCheck(
    `"${t.path}" after the patch`,
    t.path,
    (check) => updateText(
      ws.root,
      t.rel,
      (file) => {
        if (file === null) throw notFound(t);
        const current = file.text;
        checkRevision(current, args.expected_revision, t);
        const applied = applySearchReplace(current, blocks);
        assertText(applied.content, "the patched file");
        assertFormat(kind, applied.content, t.path, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
        check(current, applied.content);
        lines = applied.applied.map((a) => a.line);
        return applied.content;
      },
      RESOLVES
    )
  );
  const outcome = { text: updated.text ?? "", changed: updated.changed, lines };
  if (outcome.changed) {
    afterChange(ws, [t.rel]);
    refreshPeopleAfterProfileChange(ws, t.rel);
  }
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(outcome.text),
    created: false,
    changed: outcome.changed,
    total_lines: countLines(outcome.text),
    budget: budgetNotes(ws, t.scope, [t.path]),
    blocks: blocks.length,
    lines: outcome.lines
  };
}
function joinRecord(current, record) {
  const eol = current === "" ? "\n" : preferredEol(current);
  const normalised = current === "" ? record : record.replace(/\r?\n/g, eol);
  const body = normalised.endsWith("\n") ? normalised : `${normalised}${eol}`;
  if (current === "") return body;
  let head = current.endsWith("\n") ? current : `${current}${eol}`;
  if (parseAtxHeading(body.slice(0, body.indexOf("\n")).replace(/\r$/, "")) && !/\r?\n\r?\n$/.test(head)) head += eol;
  return head + body;
}
async function appendToFile(ws, args, validate) {
  const t = resolveTarget(ws, args.project, args.path);
  assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const kind = assertAppendable(t.parts, `"${t.path}"`);
  assertText(args.content, "content");
  if (args.content.trim() === "") throw new MemoryError("INVALID_INPUT", "content is empty; there is nothing to append.");
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const updated = await withSecretCheck(
    "content",
    t.path,
    (check) => updateText(ws.root, t.rel, (file) => {
      const current = file?.text ?? null;
      checkRevision(current, args.expected_revision, t);
      validate?.(current ?? "", args.content);
      const next = joinRecord(current ?? "", args.content);
      assertText(next, "the appended file");
      assertFormat(kind, next, t.path, { slug: t.scope.slug, before: current });
      check(current, next);
      return next;
    })
  );
  const outcome = { text: updated.text ?? "", created: updated.created };
  afterChange(ws, [t.rel], { markStale: kind === "decisions", lastEntryDate: entryDateOf(ws, t, kind) });
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(outcome.text),
    created: outcome.created,
    changed: true,
    total_lines: countLines(outcome.text),
    budget: budgetNotes(ws, t.scope, [t.path])
  };
}
var UNDELETABLE = /* @__PURE__ */ new Set(["_meta.yaml", "people.md"]);
function trashStamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(".", "");
}
function deleteFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError("RESERVED_PATH", `"${t.path}" cannot be deleted because ${reserved}.`);
  if (t.parts.length === 1 && UNDELETABLE.has(nameKey(t.parts[0])) && t.scope.kind === "project") {
    throw new MemoryError("RESERVED_PATH", `"${t.path}" belongs to the project's structure and cannot be deleted.`);
  }
  if (!t.exists) throw notFound(t);
  if (t.isDirectory) throw new MemoryError("INVALID_INPUT", `"${t.path}" is a folder; delete_file moves one file at a time.`);
  assertDerivedWritable(ws, [t.rel], { people: true });
  const trashRel = ws.root.lock(fileLockKey(t.rel), () => {
    const current = readExisting(ws, t);
    if (current === null) throw notFound(t);
    checkRevision(current, args.expected_revision, t);
    const conflict = fileConflict(t.path, current);
    if (conflict) throw conflictRefusal(conflict);
    let stamp = trashStamp(ws.now());
    if (ws.root.exists(`_trash/${stamp}/${t.rel}`)) stamp = `${stamp}-${randomBytes(3).toString("hex")}`;
    const dest = ws.root.resolve(`_trash/${stamp}/${t.rel}`);
    ws.root.keepVersion(t.rel, null).around(() => moveContained(ws.root.dir, t.abs, dest.abs, t.path, { exclusive: true }));
    return `_trash/${stamp}/${t.rel}`;
  });
  afterChange(ws, [t.rel]);
  refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, trash_path: trashRel };
}

// server/src/services/import.ts
var LOG = "archive/import-log.md";
function collectSources(base, home) {
  const out = [];
  const add2 = (abs, c, from = base) => {
    if (!c || !isRealDirChain(from, path6.relative(from, path6.dirname(abs)))) return;
    const f = readSourceFile(abs);
    if (f && f.text.trim()) out.push({ ...c, text: f.text, sha256: f.sha256 });
  };
  for (const rel of ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "MEMORY.md", ".cursorrules"]) add2(path6.join(base, rel), classifyRepoFile(rel));
  for (const dir of SOURCE_DIRS) {
    for (const rel of listSourceFiles(path6.join(base, dir), (r) => classifyRepoFile(`${dir}/${r}`) !== null))
      add2(path6.join(base, dir, rel), classifyRepoFile(`${dir}/${rel}`));
  }
  const dirName = claudeProjectDirName(base);
  const auto = path6.join(home, ".claude", "projects", dirName, "memory");
  for (const rel of listSourceFiles(auto, (r) => classifyAutoMemory(dirName, r) !== null, 2)) add2(path6.join(auto, rel), classifyAutoMemory(dirName, rel), home);
  return out;
}
async function findSecrets(sources) {
  const { findSecret } = await import("./secrets.js");
  const found = [];
  for (const s of sources) {
    const lines = s.text.split("\n");
    for (let guard = 0; guard < 50; guard++) {
      const hit = await findSecret(lines.join("\n"));
      if (!hit) break;
      found.push(`${s.shown}:${hit.line} (${hit.rule})`);
      for (let i = 0; i < hit.line; i++) lines[i] = "";
    }
  }
  return found;
}
async function importMemory(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Imports");
  const base = path6.resolve(ws.cwd, input.path ?? ".");
  if (!isRealDir(base)) throw new MemoryError("NOT_FOUND", `${base} is not a folder.`, "Give the folder of the repository whose memory to import.");
  const sources = collectSources(base, input.home ?? homeDir());
  const secrets = await findSecrets(sources);
  if (secrets.length) {
    throw new MemoryError(
      "SECRET_DETECTED",
      `Nothing was imported: ${secrets.length} source line(s) look like secrets: ${secrets.join(", ")}.`,
      "Remove them from the source (or leave that file out), then import again."
    );
  }
  const date = todayOf(ws);
  const rel = (scopeKind, p) => scopeKind === "global" ? `_global/${p}` : `${scope.dir}/${p}`;
  const read2 = (scopeKind, p) => ws.root.readText(rel(scopeKind, p))?.text ?? null;
  const plan = planImport(sources, read2, date);
  const log = read2("project", LOG) ?? "";
  const dryRun = input.dryRun !== false;
  const written = [];
  const decisions = [];
  let idOf;
  if (dryRun) {
    const sim = simulateDecisions(read2("project", "decisions.md") ?? "", plan.decisions);
    idOf = sim.idOf;
    const after = new Map(plan.writes.map((w) => [w.scope === "global" ? `_global/${w.path}` : w.path, w.after]));
    after.set("decisions.md", sim.text);
    written.push(...plan.writes.map((w) => w.scope === "global" ? `_global/${w.path}` : w.path));
    for (const d of plan.decisions)
      decisions.push({ source: d.key, id: sim.idOf.get(d.key) ?? "?", new: importedId(read2("project", "decisions.md") ?? "", d.marker) === void 0 });
    const proof2 = proveLanding(
      plan.landings,
      (t) => after.get(t) ?? (t.startsWith("_global/") ? read2("global", t.slice(8)) : read2("project", t)) ?? "",
      (k) => idOf.get(k)
    );
    return report(scope.slug, base, true, sources, log, written, decisions, proof2, plan.notes);
  }
  for (const w of plan.writes) {
    const parts = w.path.split("/");
    const kind = assertWritable(parts, `"${w.path}"`, w.scope);
    assertText(w.after, `"${w.path}"`);
    assertFormat(kind, w.after, w.path, { slug: scope.slug, before: w.before });
  }
  simulateDecisions(read2("project", "decisions.md") ?? "", plan.decisions);
  for (const w of plan.writes) {
    const project = w.scope === "global" ? "_global" : scope.slug;
    if (w.before !== null && w.append !== void 0 && isAppendOnly(kindOf(w.path.split("/"))))
      await appendToFile(ws, { project, path: w.path, content: w.append });
    else await writeFile(ws, { project, path: w.path, content: w.after });
    written.push(w.scope === "global" ? `_global/${w.path}` : w.path);
  }
  idOf = /* @__PURE__ */ new Map();
  for (const d of plan.decisions) {
    const existing = importedId(read2("project", "decisions.md") ?? "", d.marker);
    if (existing) {
      idOf.set(d.key, existing);
      decisions.push({ source: d.key, id: existing, new: false });
      continue;
    }
    const supersedes = d.supersedes.map((k) => idOf.get(k)).filter(Boolean).join(", ");
    const r = await addDecision(ws, {
      project: scope.slug,
      summary: d.title,
      status: d.status,
      date: d.date,
      topic: d.topic,
      location: d.location,
      supersedes: supersedes || void 0,
      body: d.body
    });
    idOf.set(d.key, r.id);
    decisions.push({ source: d.key, id: r.id, new: true });
  }
  if (decisions.some((d) => d.new)) written.push("decisions.md");
  const fresh = sources.filter((s) => !log.includes(`${s.sha256} \xB7 ${s.shown}`));
  if (fresh.length) {
    const head = log || "# Import log\n\nOne line per imported source file: date \xB7 sha256 \xB7 path (re-imports skip what is already here).\n";
    await writeFile(ws, {
      project: scope.slug,
      path: LOG,
      content: `${head.replace(/\n*$/, "\n")}${fresh.map((s) => `- ${date} \xB7 ${s.sha256} \xB7 ${s.shown}`).join("\n")}
`
    });
    written.push(LOG);
  }
  const proof = proveLanding(
    plan.landings,
    (t) => (t.startsWith("_global/") ? read2("global", t.slice(8)) : read2("project", t)) ?? "",
    (k) => idOf.get(k)
  );
  const budget = budgetNotes(ws, scope, [...new Set(written.filter((w) => !w.startsWith("_global/")))]);
  return report(scope.slug, base, false, sources, log, written, decisions, proof, [...plan.notes, ...budget]);
}
function report(project, from, dryRun, sources, log, written, decisions, proof, notes) {
  return {
    project,
    from,
    dry_run: dryRun,
    sources: sources.map((s) => ({
      path: s.shown,
      format: s.format,
      target: s.target,
      lines: s.text.split(/\r?\n/).filter((l) => l.trim()).length,
      sha256: s.sha256,
      already_imported: log.includes(`${s.sha256} \xB7 ${s.shown}`)
    })),
    written,
    decisions,
    proof,
    notes
  };
}
function wrap(text, width = 100, indent = "    ") {
  const out = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
function formatImport(r) {
  const out = wrap(`${r.dry_run ? "Plan (dry run, nothing written)" : "Imported"} from ${r.from} into ${r.project}:`);
  if (r.sources.length === 0)
    out.push(
      ...wrap("  No memory source found (CLAUDE.md, AGENTS.md, MEMORY.md, .jarvis/, .projectmem/, memory-bank/, .cursor/rules, ~/.claude auto memory).")
    );
  for (const s of r.sources) {
    const head = `  ${s.path} (${s.format}, ${s.lines} lines)`;
    const tail = `-> ${s.target}${s.already_imported ? " [already imported]" : ""}`;
    out.push(...head.length + tail.length < 100 ? [`${head} ${tail}`] : [head, `      ${tail}`]);
  }
  const newDecisions = r.decisions.filter((d) => d.new);
  if (r.decisions.length)
    out.push(
      ...wrap(
        `Decisions: ${newDecisions.length} new${newDecisions.length ? ` (${newDecisions.map((d) => d.id).join(", ")})` : ""}, ${r.decisions.length - newDecisions.length} already there.`
      )
    );
  out.push(...wrap(r.written.length ? `${r.dry_run ? "Would write" : "Wrote"}: ${r.written.join(", ")}` : "Nothing new to write."));
  out.push(`No-loss proof: ${r.proof.landed} of ${r.proof.lines} non-blank source lines found in their memory file.`);
  for (const m of r.proof.missing.slice(0, 20)) out.push(`  MISSING ${m.source}:${m.line} -> ${m.target}`);
  for (const n of r.notes) out.push(...wrap(`Note: ${n}`));
  return out.join("\n");
}

// server/src/services/manifests.ts
function getFolderManifest(ws, args) {
  const scope = resolveScope(ws, args.project);
  const folderPath = args.path && args.path !== "." && args.path !== "/" ? parseMemoryPath(args.path).join("/") : "";
  if (folderPath) assertNotHidden(folderPath.split("/"), folderPath);
  const rel = folderPath ? `${scope.dir}/${folderPath}` : scope.dir;
  const base = ws.root.resolve(scope.dir);
  const r = folderPath ? resolveContained(ws.root.dir, base.abs, folderPath.split("/"), folderPath) : base;
  if (!r.stat?.isDirectory())
    throw new MemoryError(
      "NOT_FOUND",
      `"${folderPath || "."}" is not a folder of ${scope.slug}.`,
      'Give a folder such as "knowledge" or leave path empty for the project folder.'
    );
  const date = todayOf(ws);
  const manifest = ws.root.exists(`${rel}/_index.yaml`) ? updateManifest(ws.root, rel, date).manifest : reconcileEntries(readManifest2(ws.root, rel, date), listableNames(ws.root, rel), isSimplifiedFolder(rel));
  return { project: scope.slug, folder: folderPath || ".", manifest };
}
async function updateFileDescription(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError("RESERVED_PATH", `"${t.path}" has no description to set because ${reserved}.`);
  if (!t.exists || t.isDirectory) throw new MemoryError("NOT_FOUND", `"${t.path}" is not a file of ${t.scope.slug}; descriptions belong to existing files.`);
  for (const k of ["description", "read_when", "stale_after"]) assertDescriptionText(args[k], k);
  if (args.description === void 0 && args.read_when === void 0 && args.stale_after === void 0) {
    throw new MemoryError("INVALID_INPUT", "Give at least one of description, read_when or stale_after.");
  }
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  const { manifest } = updateManifest(
    ws.root,
    folderOf(t.rel),
    todayOf(ws),
    (m) => applyDescription(m, nameOf(t.rel), { description: args.description, read_when: args.read_when, stale_after: args.stale_after })
  );
  const entry = manifest.files.find((f) => f.name === nameOf(t.rel));
  if (!entry)
    throw new MemoryError("INVALID_INPUT", `The folder of "${t.path}" does not track per-file descriptions (updates/ keeps only a folder description).`);
  return { project: t.scope.slug, path: t.path, entry };
}

// server/src/services/people.ts
function readTemplate(ws, name) {
  return ws.root.readText(`_templates/${name}`)?.text ?? TEMPLATE_FILES[name];
}
function slugFor(name, explicit) {
  return explicit !== void 0 && explicit !== "" ? assertSlug(explicit, "slug") : slugify(name);
}
function oneLineFields(input, limits) {
  const out = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === void 0) continue;
    assertText(value, field);
    out[field] = assertFieldValue(value, field, limits[field] ?? 500);
  }
  return out;
}
function companyValue(ws, given) {
  if (given === "" || given.toLowerCase() === OTHER_COMPANY.toLowerCase()) return { value: OTHER_COMPANY, linked: false };
  const slug = companySlugOf(given);
  if (slug !== null && ws.root.exists(companyPath(slug))) return { value: `@${slug}`, linked: true };
  return { value: given, linked: false };
}
function createExclusive(ws, rel, text, what, slug) {
  assertDerivedWritable(ws, [rel]);
  updateText(ws.root, rel, (file) => {
    if (file !== null) {
      throw new MemoryError("ALREADY_EXISTS", `A ${what} with the slug "${slug}" already exists (${rel}).`, `Pass another slug, or edit the existing file.`);
    }
    return text;
  });
}
async function createPerson(ws, input) {
  ensureInitialised(ws);
  assertText(input.name, "name");
  const name = assertDisplayName(input.name);
  const slug = slugFor(name, input.slug);
  const f = oneLineFields(
    { title: input.title, company: input.company, email: input.email, phone: input.phone, description: input.description },
    { title: 200, company: 200, phone: 100, description: 1e3 }
  );
  const email = f.email === void 0 ? void 0 : assertEmail(f.email);
  await assertNoSecretInFields({ name, slug: input.slug, ...f });
  const company = f.company === void 0 ? null : companyValue(ws, f.company);
  const rel = personPath(slug);
  const text = renderProfile(readTemplate(ws, "person.md"), { name, slug, date: todayOf(ws) }, [
    ["Title", f.title],
    ["Company", company?.value],
    ["Email", email],
    ["Phone", f.phone],
    ["Description", f.description]
  ]);
  createExclusive(ws, rel, text, "person", slug);
  const role = [f.title, company && company.value !== OTHER_COMPANY ? company.value.replace(/^@/, "") : void 0].filter(Boolean).join(", ");
  afterChange(ws, [rel], { description: { description: `Person: ${name}${role ? ` (${role})` : ""}.` } });
  return { slug, path: rel, company: company?.value ?? OTHER_COMPANY, company_linked: company?.linked ?? false };
}
async function createCompany(ws, input) {
  ensureInitialised(ws);
  assertText(input.name, "name");
  const name = assertDisplayName(input.name);
  const slug = slugFor(name, input.slug);
  const f = oneLineFields({ website: input.website, industry: input.industry, description: input.description }, { industry: 200, description: 1e3 });
  if (f.website && /\s/.test(f.website)) throw new MemoryError("INVALID_INPUT", 'website must be one address without spaces, e.g. "https://acme.example".');
  await assertNoSecretInFields({ name, slug: input.slug, ...f });
  const rel = companyPath(slug);
  const text = renderProfile(readTemplate(ws, "company.md"), { name, slug, date: todayOf(ws) }, [
    ["Website", f.website],
    ["Industry", f.industry],
    ["Description", f.description]
  ]);
  createExclusive(ws, rel, text, "company", slug);
  afterChange(ws, [rel], { description: { description: `Company: ${name}${f.industry ? ` (${f.industry})` : ""}.` } });
  return { slug, path: rel };
}
function knownSlugs(ws, dir) {
  return ws.root.list(dir).filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => e.name.slice(0, -3)).filter(isKebabCase).sort();
}
function resolvePerson(ws, person) {
  if (typeof person !== "string" || person.trim() === "") throw new MemoryError("INVALID_INPUT", 'person must name a person by slug, e.g. "jane-doe".');
  const bare = person.trim().replace(/^@/, "").replace(/^\[\[(.+)\]\]$/, "$1").trim();
  const slug = isKebabCase(bare) ? assertSlug(bare, "person") : slugify(bare);
  const rel = personPath(slug);
  if (ws.root.exists(rel)) return { slug, rel };
  const known = knownSlugs(ws, PEOPLE_DIR);
  const some = known.length > 12 ? `${known.slice(0, 12).join(", ")}, \u2026` : known.join(", ");
  throw new MemoryError(
    "NOT_FOUND",
    `There is no person "${slug}" in ${PEOPLE_DIR}.`,
    known.length ? `Known people: ${some}. Create a new one with create_person.` : "Create the person first with create_person."
  );
}
async function editPersonFile(ws, person, edit, peopleMd) {
  assertDerivedWritable(ws, peopleMd ? [person.rel, peopleMd] : [person.rel]);
  return withSecretCheck(
    "notes",
    person.rel,
    (check) => updateText(ws.root, person.rel, (file) => {
      if (!file)
        throw new MemoryError("NOT_FOUND", `The person file ${person.rel} disappeared while it was being edited.`, "Create it again with create_person.");
      const next = edit(file.text);
      if (next === file.text) return null;
      assertText(next, `${person.rel} after the edit`);
      check(file.text, next);
      return next;
    }).changed
  );
}
async function editPersonNotes(ws, input) {
  const mode = input.mode ?? "append";
  if (mode !== "replace" && mode !== "append")
    throw new MemoryError("INVALID_INPUT", `mode must be "replace" or "append", got ${JSON.stringify(String(mode))}.`);
  assertText(input.notes, "notes");
  const person = resolvePerson(ws, input.person);
  await assertNoSecretInFields({ person: input.person });
  const changed = await editPersonFile(ws, person, (text) => setProfileNotes(text, input.notes, mode));
  if (changed) afterChange(ws, [person.rel]);
  return { person: person.slug, path: person.rel, changed, mode };
}
async function setLink(ws, input, link) {
  const scope = resolveProjectScope(ws, input.project, "People links");
  const person = resolvePerson(ws, input.person);
  const changed = await editPersonFile(
    ws,
    person,
    (text) => link ? addProjectLink(text, scope.slug) : removeProjectLink(text, scope.slug),
    `${scope.dir}/people.md`
  );
  const md = regeneratePeopleMd(ws, scope.entry, /* @__PURE__ */ new Set([person.slug]));
  const rels = [...changed ? [person.rel] : [], ...md.changed ? [md.rel] : []];
  if (rels.length) afterChange(ws, rels);
  return { person: person.slug, project: scope.slug, changed, people_md: md.rel, people: md.people };
}
async function linkPersonToProject(ws, input) {
  return setLink(ws, input, true);
}
async function unlinkPersonFromProject(ws, input) {
  return setLink(ws, input, false);
}

// server/src/services/precheck.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import path7 from "node:path";
function locationPatterns(location) {
  return location.split(",").map((s) => s.trim().replace(/^`|`$/g, "").replace(/^\.\//, "")).filter(Boolean);
}
function locationCovers(location, repoRelative, repo) {
  const file = repoRelative.split(path7.sep).join("/");
  return locationPatterns(location).some((raw) => {
    let pattern = raw;
    if (path7.isAbsolute(pattern)) {
      if (!repo || !isInside(repo, pattern)) return false;
      pattern = path7.relative(repo, pattern).split(path7.sep).join("/");
    }
    if (/[*?[\]{}]/.test(pattern)) return (0, import_picomatch.default)(pattern, { dot: true })(file);
    const prefix = pattern.replace(/\/+$/, "");
    return prefix === "" || file === prefix || file.startsWith(`${prefix}/`);
  });
}
var STALE_COMMITS = 3;
function precheckFile(ws, args) {
  const scope = resolveProjectScope(ws, args.project, "Decisions");
  if (typeof args.file !== "string" || args.file.trim() === "" || args.file.includes("\0")) {
    throw new MemoryError("INVALID_INPUT", 'file must be a repository path, e.g. "src/auth/login.ts" or an absolute path.');
  }
  const { repo, rel } = toRepoPath(scope, args.file, { what: "File", cwd: ws.cwd, from: args.from });
  const text = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
  const { staleDecisionDays } = thresholdsOf(ws.root, scope);
  const today2 = todayOf(ws);
  const hits = [];
  for (const e of parseDecisions(text).entries) {
    if (e.stub || !e.location || e.status === "Superseded" || e.status === "Retired") continue;
    if (!locationCovers(e.location, rel, repo)) continue;
    const reasons = [];
    if (e.date && daysBetween(e.date, today2) > staleDecisionDays) reasons.push(`older than ${staleDecisionDays} days (${e.date})`);
    if (e.status === "Under Review") reasons.push("under review");
    if (args.git !== false && repo && e.date) {
      const n = commitsSince(
        repo,
        e.date,
        locationPatterns(e.location).map((p) => /[*?[\]{}]/.test(p) ? `:(glob)${p}` : p)
      );
      if (n !== null && n >= STALE_COMMITS) reasons.push(`${n} commits to ${e.location} since ${e.date}`);
    }
    hits.push({
      id: e.id,
      title: e.title,
      status: e.statusText ?? e.status ?? "unknown",
      date: e.date,
      location: e.location,
      ...e.topic ? { topic: e.topic } : {},
      possibly_stale: reasons.length > 0,
      reasons
    });
  }
  hits.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || Number(b.id.slice(1)) - Number(a.id.slice(1)));
  return { project: scope.slug, file: rel, decisions: hits };
}
function formatPrecheck(r) {
  if (r.decisions.length === 0) return `No recorded decision covers ${r.file} (${r.project}).`;
  const lines = [`Decisions covering ${r.file} (${r.project}), newest first:`];
  for (const d of r.decisions) {
    lines.push(
      `- ${d.id} \xB7 ${d.title} [${d.status}, ${d.date ?? "no date"}, ${d.location}]${d.possibly_stale ? ` \u2014 possibly stale: ${d.reasons.join("; ")}` : ""}`
    );
  }
  if (r.decisions.some((d) => d.possibly_stale)) lines.push("Revise a stale one with add_decision(supersedes).");
  return lines.join("\n");
}

// server/src/services/projects.ts
import path10 from "node:path";
import { randomUUID } from "node:crypto";

// server/src/core/yaml-edit.ts
var import_yaml2 = __toESM(require_dist(), 1);
function setYamlMembers(text, changes) {
  const doc = (0, import_yaml2.parseDocument)(text, { version: "1.2", schema: "core", keepSourceTokens: false });
  if (doc.errors.length || !(0, import_yaml2.isMap)(doc.contents) || doc.contents.flow) return null;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const pairs = doc.contents.items;
  const edits = [];
  const appended = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === void 0) continue;
    const rendered = stringifyYaml({ [key]: value }).replace(/\n$/, "").split("\n").join(eol);
    const pair = pairs.filter((p) => (0, import_yaml2.isScalar)(p.key) && String(p.key.value) === key).at(-1);
    if (!pair) {
      appended.push(rendered);
      continue;
    }
    const keyRange = pair.key.range;
    const valueRange = pair.value?.range;
    if (!keyRange || !valueRange) return null;
    if (keyRange[0] > 0 && text[keyRange[0] - 1] !== "\n") return null;
    const current = pair.value?.toJSON?.() ?? null;
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    const end = valueRange[1];
    const slice = text.slice(keyRange[0], end);
    const tail = slice.endsWith("\r\n") ? "\r\n" : slice.endsWith("\n") ? "\n" : "";
    edits.push({ start: keyRange[0], end, insert: rendered + tail });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  if (appended.length) {
    const sep = out === "" || out.endsWith("\n") ? "" : eol;
    out = `${out}${sep}${appended.join(eol)}${eol}`;
  }
  return out;
}

// server/src/storage/staging.ts
import path8 from "node:path";
import { randomBytes as randomBytes2 } from "node:crypto";
function createFolderAtomically(root, targetRel, files, alreadyExists) {
  const target = root.resolve(targetRel);
  if (target.stat) throw alreadyExists();
  const staging = path8.join(path8.dirname(target.abs), `.staging-${path8.basename(target.abs)}-${randomBytes2(6).toString("hex")}`);
  ensureDirContained(root.dir, staging);
  try {
    for (const [rel, text] of Object.entries(files)) writeAtomic(root.dir, path8.join(staging, rel), text, rel);
    const kept = Object.entries(files).map(([rel, text]) => root.keepVersion(`${targetRel}/${rel}`, text));
    try {
      moveContained(root.dir, staging, target.abs, targetRel, { folder: true });
      commitAll(kept);
    } catch (e) {
      for (const k of kept) k.discard();
      const code = e.code;
      if (code === "ENOTEMPTY" || code === "EEXIST") throw alreadyExists();
      throw e;
    }
  } finally {
    removeTreeAnchored(root.dir, staging);
  }
}

// server/src/storage/shared-move.ts
import { createHash, randomBytes as randomBytes3 } from "node:crypto";
import fs4 from "node:fs";
import path9 from "node:path";

// server/src/core/team/move-plan.ts
function isDerivedEntry(rel) {
  const parts = rel.split("/");
  const name = parts[parts.length - 1];
  if (name === "_index.yaml" || name.endsWith(TEMP_SUFFIX)) return true;
  return parts.length === 1 && (name === ".index" || name === ".locks");
}
function planMove(entries, ownEntry = () => false) {
  const plan = { files: [], folders: [], leftOut: [], unmovable: [] };
  const skipped = [];
  for (const e of entries) {
    if (skipped.some((s) => e.rel.startsWith(`${s}/`))) continue;
    if (isDerivedEntry(e.rel) || !e.rel.includes("/") && ownEntry(e.rel)) {
      plan.leftOut.push(e.rel);
      if (e.kind === "folder") skipped.push(e.rel);
      continue;
    }
    if (e.kind === "file") plan.files.push(e.rel);
    else if (e.kind === "folder") plan.folders.push(e.rel);
    else plan.unmovable.push(e);
  }
  return plan;
}
function unmovableSentence(what, folder, unmovable) {
  const shown2 = unmovable.slice(0, 5).map((e) => `${JSON.stringify(e.rel)} (${e.kind === "link" ? "a symbolic link" : "not a regular file or folder"})`);
  const more = unmovable.length > shown2.length ? ` and ${unmovable.length - shown2.length} more` : "";
  return `${what} cannot move ${shown2.join(", ")}${more} from ${folder}, so nothing was moved.`;
}

// server/src/storage/shared-move.ts
var MAX_TREE_ENTRIES = 2e4;
function pathExists(p) {
  try {
    fs4.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
function listTree(dir) {
  const out = [];
  const walk = (abs, rel) => {
    const names = fs4.readdirSync(abs).sort();
    for (const name of names) {
      if (out.length >= MAX_TREE_ENTRIES)
        throw new MemoryError("INVALID_INPUT", `${dir} holds more than ${MAX_TREE_ENTRIES} entries, so it is not moved.`, "Remove what does not belong there.");
      const childRel = rel ? `${rel}/${name}` : name;
      const st = fs4.lstatSync(path9.join(abs, name));
      const kind = st.isSymbolicLink() ? "link" : st.isDirectory() ? "folder" : st.isFile() ? "file" : "special";
      out.push({ rel: childRel, kind });
      if (kind === "folder") walk(path9.join(abs, name), childRel);
    }
  };
  walk(dir, "");
  return out;
}
function readRegular(abs) {
  const fd = fs4.openSync(abs, fs4.constants.O_RDONLY | fs4.constants.O_NOFOLLOW);
  try {
    if (!fs4.fstatSync(fd).isFile()) throw new MemoryError("INVALID_PATH", `${abs} is not a regular file, so it is not moved.`);
    return fs4.readFileSync(fd);
  } finally {
    fs4.closeSync(fd);
  }
}
function readFiles(dir, rels) {
  return new Map(rels.map((rel) => [rel, readRegular(path9.join(dir, rel))]));
}
function digestOf(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function treeHolds(dir, files, ownEntry) {
  let plan;
  try {
    plan = planMove(listTree(dir), ownEntry);
  } catch {
    return false;
  }
  if (plan.unmovable.length || plan.files.length !== files.size) return false;
  for (const rel of plan.files) {
    const want = files.get(rel);
    if (want === void 0) return false;
    let bytes;
    try {
      bytes = readRegular(path9.join(dir, rel));
    } catch {
      return false;
    }
    if (typeof want === "string" ? digestOf(bytes) !== want : !bytes.equals(want)) return false;
  }
  return true;
}
function besideName(target, tag) {
  return path9.join(path9.dirname(target), `.${path9.basename(target).replace(/^\./, "")}-${tag}-${randomBytes3(6).toString("hex")}`);
}
function fsyncDir(dir) {
  try {
    const fd = fs4.openSync(dir, fs4.constants.O_RDONLY);
    try {
      fs4.fsyncSync(fd);
    } finally {
      fs4.closeSync(fd);
    }
  } catch {
  }
}
function writeStaging(staging, files, folders) {
  noteChange();
  fs4.mkdirSync(staging);
  for (const rel of folders) fs4.mkdirSync(path9.join(staging, rel), { recursive: true });
  for (const [rel, bytes] of files) {
    const abs = path9.join(staging, rel);
    fs4.mkdirSync(path9.dirname(abs), { recursive: true });
    const fd = fs4.openSync(abs, "wx");
    try {
      fs4.writeSync(fd, bytes);
      fs4.fsyncSync(fd);
    } finally {
      fs4.closeSync(fd);
    }
  }
  fsyncDir(staging);
  if (!treeHolds(staging, files)) throw new MemoryError("IO", `The copy in ${staging} does not read back as written.`, "Check the disk, then try again.");
}
function renameInPlace(from, to) {
  noteChange();
  fs4.renameSync(from, to);
  fsyncDir(path9.dirname(to));
}
function removeTree(dir, aside) {
  noteChange();
  if (pathExists(dir)) renameInPlace(dir, aside);
  fs4.rmSync(aside, { recursive: true, force: true });
}
function removeIfPresent(p) {
  noteChange();
  fs4.rmSync(p, { recursive: true, force: true });
}
function moveEntriesAside(from, to, keep) {
  noteChange();
  const moved = [];
  let names;
  try {
    names = fs4.readdirSync(from);
  } catch {
    return moved;
  }
  for (const name of names) {
    if (keep.includes(name)) continue;
    fs4.mkdirSync(to, { recursive: true });
    fs4.renameSync(path9.join(from, name), path9.join(to, name));
    moved.push(name);
  }
  return moved;
}

// server/src/services/projects.ts
function stripAt(ref) {
  if (ref == null || ref === "") return null;
  return ref.startsWith("@") ? ref.slice(1) : ref;
}
function readTemplate2(ws, name) {
  return ws.root.readText(`_templates/${name}`)?.text ?? TEMPLATE_FILES[name];
}
function checkBindings(index, slug, aliases, paths) {
  for (const alias of aliases) {
    assertSlug(alias, "alias");
    const clash = index.projects.find((p) => p.slug !== slug && (p.slug === alias || p.aliases.includes(alias)));
    if (clash) throw new MemoryError("ALREADY_EXISTS", `The alias "${alias}" already names project "${clash.slug}".`, "Choose another alias.");
  }
  for (const p of paths) {
    if (!path10.isAbsolute(p) || p.includes("\0")) throw new MemoryError("INVALID_INPUT", `Bound repository paths must be absolute, got "${p}".`);
    const owner = index.projects.find((e) => e.slug !== slug && e.paths.includes(p));
    if (owner)
      throw new MemoryError(
        "ALREADY_EXISTS",
        `${p} is already bound to project "${owner.slug}".`,
        "Create the project without it, then move the binding with use."
      );
  }
}
function renderMeta(meta) {
  return META_HEADER + stringifyYaml(meta);
}
async function createProject(ws, input) {
  await assertNoSecretInFields({
    slug: input.slug,
    name: input.name,
    company: input.company,
    owner: input.owner,
    team: input.team,
    tags: input.tags,
    aliases: input.aliases,
    paths: input.paths
  });
  ensureInitialised(ws);
  const { root } = ws;
  const slug = assertSlug(input.slug, "slug");
  if (slug === "_global") throw new MemoryError("INVALID_INPUT", '"_global" is reserved for the global memory.');
  const name = input.name.trim();
  if (!name || name.length > 200 || /[\u0000-\u001f]/.test(name)) throw new MemoryError("INVALID_INPUT", "name must be one line of 1 to 200 characters.");
  const type = input.type ?? "internal";
  const status = input.status ?? "active";
  if (!PROJECT_TYPES.includes(type)) throw new MemoryError("INVALID_INPUT", `type must be one of ${PROJECT_TYPES.join(", ")}.`);
  if (!PROJECT_STATUSES.includes(status)) throw new MemoryError("INVALID_INPUT", `status must be one of ${PROJECT_STATUSES.join(", ")}.`);
  const aliases = [...new Set(input.aliases ?? [])];
  const paths = [...new Set((input.paths ?? []).map((p) => path10.resolve(p)))];
  const index = readProjectsIndex(root);
  checkBindings(index, slug, aliases, paths);
  const date = todayOf(ws);
  const meta = {
    id: randomUUID(),
    slug,
    name,
    status,
    type,
    company: stripAt(input.company),
    owner: stripAt(input.owner),
    team: (input.team ?? []).map((t) => stripAt(t)).filter(Boolean),
    tags: input.tags ?? [],
    aliases,
    paths,
    created: date,
    updated: date
  };
  validateMeta(meta, "_meta.yaml");
  if (root.exists(`projects/${slug}`))
    throw new MemoryError("ALREADY_EXISTS", `Project "${slug}" already exists.`, "Pick another slug, or use it with use_project.");
  const vars = { name, slug, date };
  const files = {
    "_status.md": fillTemplate(readTemplate2(ws, "status.md"), vars),
    "_instructions.md": fillTemplate(readTemplate2(ws, "instructions.md"), vars),
    "_guide.md": fillTemplate(readTemplate2(ws, "project-guide.md"), vars),
    "_meta.yaml": renderMeta(meta),
    "memory.md": fillTemplate(readTemplate2(ws, "memory.md"), vars),
    "manifest.json": newManifestJson(slug, date),
    "artifacts.json": newArtifactsJson(),
    "people.md": fillTemplate(readTemplate2(ws, "people.md"), vars),
    "companies.md": fillTemplate(readTemplate2(ws, "companies.md"), vars),
    "decisions.md": fillTemplate(readTemplate2(ws, "decisions.md"), vars)
  };
  for (const [file, text] of Object.entries(CORRESPONDENCE)) files[`correspondence/${file}`] = fillTemplate(text, vars);
  let top = reconcileEntries(
    emptyManifest(date),
    Object.keys(files).filter((f) => !f.includes("/")),
    false
  );
  for (const [file, d] of Object.entries(DEFAULT_MANIFEST_FILES)) top = applyDescription(top, file, d);
  files["_index.yaml"] = renderManifest(top);
  for (const folder of PROJECT_FOLDERS) {
    const names = Object.keys(files).filter((f) => f.startsWith(`${folder}/`)).map((f) => f.slice(folder.length + 1));
    const description = folder === "updates" ? "Chronological update log. Read the file directly for recent entries." : null;
    files[`${folder}/_index.yaml`] = renderManifest(reconcileEntries(emptyManifest(date, description), names, folder === "updates"));
  }
  createFolderAtomically(
    root,
    `projects/${slug}`,
    files,
    () => new MemoryError("ALREADY_EXISTS", `Project "${slug}" already exists.`, "Pick another slug, or use it with use_project.")
  );
  refreshProjectsIndex(root);
  refreshRootManifest(root, date);
  refreshRefs(
    root,
    Object.keys(files).map((f) => `projects/${slug}/${f}`)
  );
  const entry = readProjectsIndex(root).projects.find((p) => p.slug === slug);
  if (!entry) throw new MemoryError("IO", `Project "${slug}" was created but could not be indexed.`, "Run rebuild_indexes.");
  return entry;
}
function currentProjectsIndex(ws) {
  if (projectsIndexIsStale(ws.root)) refreshProjectsIndex(ws.root);
  return readProjectsIndex(ws.root);
}
function listProjects(ws, filter = {}) {
  if (filter.status && !PROJECT_STATUSES.includes(filter.status)) {
    throw new MemoryError("INVALID_INPUT", `No project has status "${filter.status}"; statuses are ${PROJECT_STATUSES.join(", ")}.`);
  }
  return currentProjectsIndex(ws).projects.filter((p) => (!filter.status || p.status === filter.status) && (!filter.tag || p.tags.includes(filter.tag)));
}
function countProjects(ws) {
  return readProjectsIndex(ws.root).projects.length;
}
function metaOf(file, rel) {
  if (!file) throw new MemoryError("NOT_FOUND", `${rel} is missing.`, "Run project-memory doctor --fix.");
  return validateMeta(parseYaml(file.text, rel), rel);
}
function editMeta(ws, slug, changesOf) {
  const rel = `projects/${slug}/_meta.yaml`;
  updateText(ws.root, rel, (file) => {
    const meta = metaOf(file, rel);
    const changes = changesOf(meta);
    if (changes === null) return null;
    const text = file.text;
    const edited = setYamlMembers(text, changes);
    let next = edited ?? renderMeta({ ...meta, ...changes });
    if (edited !== null) {
      try {
        validateMeta(parseYaml(edited, rel), rel);
      } catch {
        next = renderMeta({ ...meta, ...changes });
      }
    }
    return next === text ? null : next;
  });
}
function assertBindableFolder(abs) {
  const kind = pathKind(abs);
  if (kind === "folder") return;
  const what = kind === "missing" ? "does not exist" : "is not a folder";
  throw new MemoryError(kind === "missing" ? "NOT_FOUND" : "INVALID_INPUT", `${abs} ${what}, so it cannot be bound.`, "Pass the folder of a code repository.");
}
async function useProject(ws, project, repoPath = ws.cwd) {
  if (!path10.isAbsolute(repoPath)) throw new MemoryError("INVALID_INPUT", `path must be absolute, got "${repoPath}".`);
  await assertNoSecretInFields({ path: repoPath });
  const bound = path10.resolve(repoPath);
  assertBindableFolder(bound);
  const index = currentProjectsIndex(ws);
  const scope = resolveScope(ws, project, index);
  if (scope === GLOBAL_SCOPE || scope.kind !== "project") throw new MemoryError("INVALID_INPUT", "Only a project, not _global, can be bound to a repository.");
  if (ws.root.mountedDir(scope.slug) !== void 0) {
    throw new MemoryError(
      "INVALID_INPUT",
      `Project ${scope.slug} is shared in a repository, and every checkout of it is already bound to it.`,
      "Start the session inside the checkout (any subfolder works), or unshare the project first."
    );
  }
  let movedFrom = null;
  for (const other of index.projects) {
    if (other.slug === scope.slug || !other.paths.includes(bound)) continue;
    editMeta(ws, other.slug, (meta) => ({ paths: meta.paths.filter((p) => p !== bound) }));
    movedFrom = other.slug;
  }
  editMeta(ws, scope.slug, (meta) => meta.paths.includes(bound) ? null : { paths: [...meta.paths, bound], updated: todayOf(ws) });
  refreshProjectsIndex(ws.root);
  return { slug: scope.slug, path: bound, moved_from: movedFrom };
}

// server/src/services/sessions.ts
function countSessions(ws, dir) {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
}
async function logSession(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Sessions");
  const date = input.date ? assertIsoDate(input.date, "date") : todayOf(ws);
  const entry = {
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    openQuestions: input.open_questions,
    nextStep: input.next_step
  };
  const all = [input.summary ?? "", ...input.outcomes ?? [], ...input.decisions ?? [], ...input.open_questions ?? [], input.next_step ?? ""];
  all.forEach((t, i) => assertText(t, i === 0 ? "summary" : "session text"));
  assertMaxChars(input.summary, "summary", MAX_SUMMARY_CHARS);
  assertMaxChars(input.next_step, "next_step", MAX_SUMMARY_CHARS);
  assertMaxItems(input.outcomes, "outcomes");
  assertMaxItems(input.decisions, "decisions");
  assertMaxItems(input.open_questions, "open_questions");
  await assertNoSecretInFields({
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    open_questions: input.open_questions,
    next_step: input.next_step
  });
  const rel = `${scope.dir}/sessions/${date}.md`;
  assertDerivedWritable(ws, [rel]);
  const coreCreated = ensureCoreFiles(ws, scope).map((r) => r.slice(scope.dir.length + 1));
  let section = 1;
  updateText(ws.root, rel, (file) => {
    section = file === null ? 1 : nextSessionNumber(file.text);
    return file === null ? renderSessionFile(date, entry) : appendSessionEntry(file.text, entry);
  });
  afterChange(ws, [rel]);
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return {
    project: scope.slug,
    path: `sessions/${date}.md`,
    section,
    session_count: sessionCount,
    core_files_created: coreCreated,
    budget: budgetNotes(ws, scope, [`sessions/${date}.md`])
  };
}

// server/src/services/rebuild.ts
function rebuildIndexes(ws, { dryRun = false } = {}) {
  if (!dryRun) initRoot(ws, { sweep: false });
  const date = todayOf(ws);
  const projects = dryRun ? { changed: false, problems: [] } : refreshProjectsIndex(ws.root);
  const coreCreated = dryRun ? [] : readProjectsIndex(ws.root).projects.flatMap((p) => ensureCoreFiles(ws, resolveScope(ws, p.slug)));
  const rootManifest = refreshRootManifest(ws.root, date, dryRun, dryRun ? buildProjectsIndex(ws.root).index : void 0);
  const people = dryRun ? { changed: [], notes: [] } : regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
  const folders = [];
  const files = [...walkFiles(ws.root.dir, "projects", [], folders), ...walkFiles(ws.root.dir, "_global", [], folders)];
  const manifestsChanged = [];
  const unusable = new Set(pointerSlugs(ws.root.dir).filter((slug) => ws.root.mountedDir(slug) === void 0));
  for (const folder of folders) {
    if (folder === "projects" || folder.startsWith("projects/") && unusable.has(folder.split("/")[1] ?? "")) continue;
    if (updateManifest(ws.root, folder, date, void 0, dryRun).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(
    ws.root,
    files.map((f) => f.rel),
    dryRun
  );
  const manifestJsonChanged = readProjectsIndex(ws.root).projects.filter((p) => refreshManifestJson(ws, p.slug, dryRun)).map((p) => `projects/${p.slug}/manifest.json`);
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    people_md_changed: people.changed,
    people_md_hand_edits: people.notes,
    manifest_json_changed: manifestJsonChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    // Lock acquisitions killed midway count as temp files: `doctor --fix` is what LOCKED suggests.
    temp_files_removed: dryRun ? 0 : sweepTempFiles(ws.root.dir) + sweepLockLeftovers(ws.root.dir),
    problems: projects.problems,
    core_files_created: coreCreated
  };
}
function refreshManifestJson(ws, slug, dryRun = false) {
  try {
    const scope = resolveScope(ws, slug);
    const current = readManifestJson(ws.root, scope);
    if (!current) return false;
    const decisions = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
    const derived = { activeDecisionIds: activeIds(parseDecisions(decisions).entries), sessionCount: countSessions(ws, scope.dir) };
    if (JSON.stringify(current.activeDecisionIds) === JSON.stringify(derived.activeDecisionIds) && current.sessionCount === derived.sessionCount) return false;
    return dryRun || updateManifestJson(ws.root, scope, derived);
  } catch {
    return false;
  }
}

// server/src/services/references.ts
function findReferences(ws, q) {
  const given = [q.ref, q.tag, q.link].filter((v) => v !== void 0 && v !== "");
  if (given.length !== 1)
    throw new MemoryError("INVALID_INPUT", 'Give exactly one of ref (e.g. "john-doe"), tag (e.g. "integration") or link (e.g. "API Design").');
  const ref = q.ref?.replace(/^@/, "");
  const tag = q.tag?.replace(/^#/, "");
  const link = q.link?.replace(/^\[\[|\]\]$/g, "");
  const prefix = q.project && q.project !== "*" ? `${resolveScope(ws, q.project).dir}/` : "";
  const index = readRefsIndex(ws.root);
  const files = Object.values(index.entries).filter((e) => e.path.startsWith(prefix)).filter((e) => ref !== void 0 ? e.refs.includes(ref) : tag !== void 0 ? e.tags.includes(tag) : e.links.includes(link)).map((e) => e.path).sort();
  const query = ref !== void 0 ? `@${ref}` : tag !== void 0 ? `#${tag}` : `[[${link}]]`;
  return { query, files };
}

// server/src/services/search.ts
function searchMemory(ws, args, options = {}) {
  return searchScopes(ws, args, options, currentProjectsIndex);
}

// server/src/services/share.ts
import path13 from "node:path";

// server/src/core/team/merge-rules.ts
var UNION_MERGED = ["decisions.md", "**/sessions/*.md", "**/updates/*.md", "**/correspondence/*.md", "**/archive/*.md"];
var UNION_MERGED_JSON = ["manifest.json"];
var UNION_MERGED_DERIVED = ["people.md", "companies.md"];
var MERGE_CONFIG = [["merge.conflictStyle", "diff3"]];
var GITATTRIBUTES_HEADER = "# Written by project-memory: append-only memory logs merge by keeping both sides.";
function gitAttributesText() {
  const lines = [
    GITATTRIBUTES_HEADER,
    "# Run `project-memory doctor --fix` after a merge; see `project-memory sync`.",
    ...UNION_MERGED.map((p) => `${p} merge=union`),
    ...UNION_MERGED_JSON.map((p) => `${p} merge=union`),
    ...UNION_MERGED_DERIVED.map((p) => `${p} merge=union`)
  ];
  return `${lines.join("\n")}
`;
}
var IGNORED = [
  "_index.yaml",
  "_projects-index.json",
  "_refs-index.json",
  ".index/",
  ".locks/",
  ".journal/",
  ".history/",
  "_trash/",
  "*.pm-tmp"
];
function gitIgnoreText() {
  return `# Written by project-memory: derived and machine-private files are never committed.
${IGNORED.join("\n")}
`;
}

// server/src/services/shared-settle.ts
function settleSharedProjects(ws) {
  const settled = [];
  for (const { slug, missing } of unsettledSharedProjects(ws)) {
    for (const f of missing) ws.root.ensureDir(`projects/${slug}/${f}`);
    settled.push(slug);
  }
  if (settled.length) rebuildIndexes(ws);
  return settled;
}

// server/src/services/share-recovery.ts
import path11 from "node:path";
function moveLockKey(slug) {
  return `share:${slug}`;
}
function ownFolder(ws, slug) {
  return path11.join(ws.root.dir, "projects", slug);
}
function trashFolder(ws, slug) {
  return path11.join(ws.root.dir, "_trash", trashStamp(ws.now()), "projects", slug);
}
function undoMove(ws, j) {
  removeIfPresent(j.staging);
  if (j.op === "share" && j.created && pathExists(j.dir) && treeHolds(j.dir, new Map(Object.entries(j.digests)))) removeTree(j.dir, j.removing);
  removeMoveJournal(ws.root.dir, j.slug);
}
function completeShare(ws, j) {
  moveEntriesAside(ownFolder(ws, j.slug), trashFolder(ws, j.slug), [POINTER_NAME]);
  removeIfPresent(j.staging);
  removeMoveJournal(ws.root.dir, j.slug);
}
function lateFiles(dir, j) {
  const plan = planMove(listTree(dir), (rel) => rel === ".gitignore" || rel === ".gitattributes");
  return new Map([...readFiles(dir, plan.files)].filter(([rel, bytes]) => j.digests[rel] !== digestOf(bytes)));
}
function dropAside(ws, j) {
  if (!pathExists(j.aside)) return;
  moveEntriesAside(j.aside, trashFolder(ws, j.slug), [POINTER_NAME]);
  removeIfPresent(j.aside);
}
function completeUnshare(ws, j) {
  const current = pathExists(j.dir) ? j.dir : pathExists(j.removing) ? j.removing : null;
  if (current !== null) {
    const trash = trashFolder(ws, j.slug);
    for (const [rel, bytes] of lateFiles(current, j)) writeAtomic(ws.root.dir, path11.join(trash, rel), bytes, `_trash/.../${rel}`);
    removeTree(j.dir, j.removing);
  }
  dropAside(ws, j);
  removeIfPresent(j.staging);
  removeMoveJournal(ws.root.dir, j.slug);
}
function plausible(ws, j) {
  const own = ownFolder(ws, j.slug);
  const hiddenBeside = (p, of) => path11.dirname(p) === path11.dirname(of) && path11.basename(p).startsWith(".") && path11.basename(p) !== path11.basename(of);
  if (path11.basename(j.dir) !== SHARED_DIR || !hiddenBeside(j.removing, j.dir)) return false;
  return j.op === "share" ? hiddenBeside(j.staging, j.dir) : hiddenBeside(j.staging, own) && hiddenBeside(j.aside, own);
}
function finishInterruptedMove(ws, slug) {
  const j = readMoveJournal(ws.root.dir, slug);
  if (!j || !plausible(ws, j)) return false;
  const own = ownFolder(ws, slug);
  if (j.op === "share") {
    const pointer = readPointer(ws.root.dir, slug);
    if (pointer?.dir === j.dir && pathExists(j.dir)) completeShare(ws, j);
    else undoMove(ws, j);
    return false;
  }
  const ownHasPointer = pathExists(pointerPath(ws.root.dir, slug));
  if (pathExists(own) && !ownHasPointer && pathExists(path11.join(own, "_meta.yaml"))) {
    completeUnshare(ws, j);
    return true;
  }
  if (!pathExists(own)) {
    if (j.staged && pathExists(j.staging)) {
      renameInPlace(j.staging, own);
      ws.root.unmount(slug);
      completeUnshare(ws, j);
      return true;
    }
    if (pathExists(j.aside)) renameInPlace(j.aside, own);
  } else if (ownHasPointer) dropAside(ws, j);
  undoMove(ws, j);
  return false;
}
function finishInterruptedMoves(ws) {
  const completed = [];
  for (const slug of movingSlugs(ws.root.dir)) if (ws.root.lock(moveLockKey(slug), () => finishInterruptedMove(ws, slug))) completed.push(slug);
  return completed;
}

// server/src/services/share-target.ts
import path12 from "node:path";
function repoTopOf(dir) {
  return gitTopLevel(dir) ?? findRepoPlace(dir)?.top ?? null;
}
function mainOf(top) {
  const place = findRepoPlace(top);
  return place ? mainWorktreeOf(place) : null;
}
function sameRepository(top, bound) {
  const boundTop = repoTopOf(bound) ?? path12.resolve(bound);
  if (boundTop === top) return true;
  const main = mainOf(top);
  return main !== null && main === mainOf(boundTop);
}
function shareTargetFor(ws, slug, bound, repo) {
  const from = path12.resolve(ws.cwd, repo ?? ".");
  const top = repoTopOf(from);
  if (!top)
    throw new MemoryError(
      "INVALID_INPUT",
      `${from} is not inside a git repository.`,
      "Run share from inside the code repository (or pass --repo DIR); run `git init` first if it has none."
    );
  const inRoot = inRootProblem(ws.root.dir, path12.join(top, SHARED_DIR));
  if (inRoot) throw inRoot;
  if (bound.length > 0 && !bound.some((b) => sameRepository(top, b))) {
    throw new MemoryError(
      "INVALID_INPUT",
      `Project ${slug} is bound to ${bound.join(", ")}, not to the repository ${top}, so its memory was not moved there.`,
      `Share it from ${bound[0]} (or pass --repo ${bound[0]}); to share it in ${top} instead, bind that repository first: project-memory use ${slug} --path ${top}.`
    );
  }
  return top;
}

// server/src/services/share.ts
function formatMove(r) {
  return `${r.dry_run ? "Would move" : "Moved"} ${r.files} file(s)${r.folders ? ` and ${r.folders} folder(s)` : ""} of "${r.project}"`;
}
var TOP_FILES3 = /* @__PURE__ */ new Set([".gitignore", ".gitattributes"]);
function metaPaths(text) {
  const o = parseYaml(text, "_meta.yaml");
  return Array.isArray(o?.paths) ? o.paths.filter((p) => typeof p === "string") : [];
}
function withPaths(text, paths) {
  const next = setYamlMembers(text, { paths });
  if (next === null) throw new MemoryError("INVALID_FORMAT", "_meta.yaml cannot be edited (not a plain YAML mapping).", "Fix it by hand, then try again.");
  return next;
}
function configureMerges(top) {
  for (const [key, value] of MERGE_CONFIG) {
    try {
      runGit(top, ["config", key, value]);
    } catch {
    }
  }
}
function plannedFrom(source, ownEntry, what) {
  const plan = planMove(listTree(source), ownEntry);
  if (plan.unmovable.length)
    throw new MemoryError("INVALID_INPUT", unmovableSentence(what, source, plan.unmovable), "Replace them with plain files (or remove them), then try again.");
  return { plan, files: readFiles(source, plan.files) };
}
function changedMeanwhile(what) {
  return new MemoryError("CONFLICT", `The project's files changed while ${what} was copying them, so nothing was moved.`, `Run ${what} again.`);
}
function digests(files) {
  return Object.fromEntries([...files].map(([rel, bytes]) => [rel, digestOf(bytes)]));
}
function shareProject(ws, opts = {}) {
  const scope = resolveProjectScope(ws, opts.project, "Shared memory");
  const slug = scope.slug;
  return ws.root.lock(moveLockKey(slug), () => {
    finishInterruptedMove(ws, slug);
    if (readPointer(ws.root.dir, slug))
      throw new MemoryError("INVALID_INPUT", `Project ${slug} is already shared.`, "Run `project-memory unshare` to move it back first.");
    const source = path13.join(ws.root.dir, "projects", slug);
    const { plan, files: sourceFiles } = plannedFrom(source, (rel) => rel === POINTER_NAME, "share");
    const meta = sourceFiles.get("_meta.yaml");
    if (!meta) throw new MemoryError("NOT_FOUND", `Project ${slug} has no _meta.yaml.`, "Run `project-memory doctor --fix` first.");
    const bound = metaPaths(meta.toString("utf8")).filter((p) => path13.isAbsolute(p));
    const top = shareTargetFor(ws, slug, bound, opts.repo);
    const target = path13.join(top, SHARED_DIR);
    const files = new Map(sourceFiles);
    files.set("_meta.yaml", Buffer.from(withPaths(meta.toString("utf8"), []), "utf8"));
    files.set(".gitignore", Buffer.from(gitIgnoreText(), "utf8"));
    files.set(".gitattributes", Buffer.from(gitAttributesText(), "utf8"));
    const result = {
      project: slug,
      folder: target,
      files: plan.files.length,
      folders: plan.folders.length,
      left_out: plan.leftOut,
      dry_run: opts.dryRun === true,
      next: `git -C ${top} add ${SHARED_DIR} && git -C ${top} commit -m "Share project memory"`
    };
    const exists = pathExists(target);
    if (exists && !treeHolds(target, files)) {
      throw new MemoryError(
        "INVALID_INPUT",
        `${target} already exists.`,
        "A clone of a shared repository uses it as it is; to share this project instead, move that folder away first."
      );
    }
    if (opts.dryRun) return result;
    const journal = {
      op: "share",
      slug,
      dir: target,
      staging: besideName(target, "share"),
      aside: source,
      removing: besideName(target, "undo"),
      created: !exists,
      staged: false,
      digests: digests(files)
    };
    writeMoveJournal(ws.root.dir, journal);
    let dir;
    try {
      if (!exists) {
        writeStaging(journal.staging, files, plan.folders);
        renameInPlace(journal.staging, target);
      }
      dir = checkSharedFolder(target, ws.root.dir);
      if (!treeHolds(source, sourceFiles, (rel) => rel === POINTER_NAME)) throw changedMeanwhile("share");
      writeAtomic(ws.root.dir, pointerPath(ws.root.dir, slug), renderPointer({ dir, paths: bound }), `projects/${slug}/${POINTER_NAME}`);
    } catch (e) {
      undoMove(ws, journal);
      throw e;
    }
    completeShare(ws, journal);
    ws.root.mount(slug, dir);
    configureMerges(top);
    refreshProjectsIndex(ws.root);
    settleSharedProjects(ws);
    return result;
  });
}
function unshareProject(ws, opts = {}) {
  const scope = resolveProjectScope(ws, opts.project, "Shared memory");
  const slug = scope.slug;
  return ws.root.lock(moveLockKey(slug), () => {
    finishInterruptedMove(ws, slug);
    const pointer = readPointer(ws.root.dir, slug);
    if (!pointer) throw new MemoryError("INVALID_INPUT", `Project ${slug} is not shared.`);
    const dir = ws.root.mountedDir(slug) ?? checkSharedFolder(pointer.dir, ws.root.dir);
    const { plan, files: sourceFiles } = plannedFrom(dir, (rel) => TOP_FILES3.has(rel), "unshare");
    const files = new Map(sourceFiles);
    const meta = files.get("_meta.yaml");
    if (meta)
      files.set("_meta.yaml", Buffer.from(withPaths(meta.toString("utf8"), [.../* @__PURE__ */ new Set([...metaPaths(meta.toString("utf8")), ...pointer.paths])]), "utf8"));
    const top = path13.dirname(dir);
    const result = {
      project: slug,
      folder: dir,
      files: plan.files.length,
      folders: plan.folders.length,
      left_out: plan.leftOut,
      dry_run: opts.dryRun === true,
      next: `git -C ${top} rm -r --cached -q ${SHARED_DIR} && git -C ${top} commit -m "Unshare project memory"`
    };
    if (opts.dryRun) return result;
    const own = path13.join(ws.root.dir, "projects", slug);
    const journal = {
      op: "unshare",
      slug,
      dir,
      staging: besideName(own, "unshare"),
      aside: besideName(own, "shared"),
      removing: besideName(dir, "unshared"),
      created: false,
      staged: false,
      digests: digests(sourceFiles)
    };
    writeMoveJournal(ws.root.dir, journal);
    try {
      writeStaging(journal.staging, files, plan.folders);
      if (!treeHolds(dir, sourceFiles, (rel) => TOP_FILES3.has(rel))) throw changedMeanwhile("unshare");
      writeMoveJournal(ws.root.dir, { ...journal, staged: true });
    } catch (e) {
      undoMove(ws, journal);
      throw e;
    }
    renameInPlace(own, journal.aside);
    renameInPlace(journal.staging, own);
    ws.root.unmount(slug);
    completeUnshare(ws, { ...journal, staged: true });
    refreshProjectsIndex(ws.root);
    for (const f of PROJECT_FOLDERS) ws.root.ensureDir(`projects/${slug}/${f}`);
    rebuildIndexes(ws);
    return result;
  });
}
async function createSharedProject(ws, input, repo) {
  const paths = [...new Set((input.paths ?? []).map((p) => path13.resolve(p)))];
  const top = shareTargetFor(ws, input.slug, paths, repo ?? paths[0]);
  const target = path13.join(top, SHARED_DIR);
  if (pathExists(target))
    throw new MemoryError(
      "ALREADY_EXISTS",
      `${target} already exists, so a new project cannot be shared there.`,
      "Start a session in that repository to use its memory."
    );
  const entry = await createProject(ws, input);
  try {
    return { entry, share: shareProject(ws, { project: entry.slug, repo: top }) };
  } catch (e) {
    removeNewProject(ws, entry.slug);
    throw e;
  }
}
function removeNewProject(ws, slug) {
  const own = path13.join(ws.root.dir, "projects", slug);
  if (readPointer(ws.root.dir, slug) || !pathExists(own)) return;
  const files = listTree(own).filter((e) => e.kind === "file").map((e) => `projects/${slug}/${e.rel}`);
  removeTree(own, besideName(own, "removed"));
  refreshProjectsIndex(ws.root);
  refreshRootManifest(ws.root, todayOf(ws));
  refreshRefs(ws.root, files);
}

// server/src/services/wrap.ts
var PLACEHOLDER = /^_.*_$/;
function meaningful(text) {
  const t = text?.trim();
  return t && !PLACEHOLDER.test(t) ? t : void 0;
}
var WRAP_DECISIONS = 50;
var WRAP_PART_CHARS = 1e3;
var WRAP_STATUS_CHARS = 2e3;
function clipPart(text, where, max = WRAP_PART_CHARS) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026 (cut; see ${where})`;
}
function wrapProject(ws, args = {}) {
  const scope = resolveScope(ws, args.project);
  const read2 = (rel) => ws.root.readText(`${scope.dir}/${rel}`)?.text ?? null;
  const memoryText = read2("memory.md");
  const memoryConflict = fileConflict("memory.md", memoryText);
  const memory = parseSections(memoryConflict ? "" : memoryText ?? "");
  const section = (name) => meaningful(memory.sections.find((s) => s.canonical === name)?.body);
  const decisionsText = read2("decisions.md");
  const decisionsConflict = fileConflict("decisions.md", decisionsText);
  const active = parseDecisions(decisionsConflict ? "" : decisionsText ?? "").entries.filter((e) => e.status === "Active" && !e.stub);
  const sessionFiles2 = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).map((d) => d.name).sort().slice(-(args.sessions ?? 3));
  const lines = [`## Wrap \u2014 ${scope.name} (${scope.slug}), ${todayOf(ws)}`];
  const status = readStatusView(ws, scope);
  lines.push(
    "",
    "**Status**",
    status.set ? clipPart(status.text, "_status.md", WRAP_STATUS_CHARS) : status.why === "conflict" ? status.text : "- (no status set: update _status.md)"
  );
  const focus = section("Current focus");
  if (memoryConflict) lines.push("", "**Current focus**", leftOutSentence(memoryConflict));
  else if (focus) lines.push("", "**Current focus**", clipPart(focus, "memory.md"));
  const shownDecisions = active.slice(-WRAP_DECISIONS).map((e) => `- ${e.id} \xB7 ${clipPart(e.title, "decisions.md")}${e.location ? ` (${e.location})` : ""}`);
  if (active.length > WRAP_DECISIONS) shownDecisions.unshift(`- (${active.length - WRAP_DECISIONS} older active decisions: see decisions.md)`);
  lines.push("", "**Active decisions**", ...decisionsConflict ? [leftOutSentence(decisionsConflict)] : active.length ? shownDecisions : ["- none recorded"]);
  let lastNext;
  if (sessionFiles2.length) {
    lines.push("", "**Recent sessions**");
    for (const name of sessionFiles2) {
      const text = read2(`sessions/${name}`);
      const conflict = fileConflict(`sessions/${name}`, text);
      if (conflict) {
        lines.push(`- ${name.replace(/\.md$/, "")}: ${leftOutSentence(conflict)}`);
        continue;
      }
      const parsed = parseSessionFile(text ?? "");
      const outcomes = parsed.sections.flatMap((s) => s.outcomes);
      const summaries = parsed.sections.map((s) => s.summary).filter(Boolean);
      const shown2 = outcomes.length ? outcomes.join("; ") : summaries.join(" ") || "(no outcomes recorded)";
      lines.push(`- ${name.replace(/\.md$/, "")}: ${clipPart(shown2, `sessions/${name}`)}`);
      for (const s of parsed.sections) if (s.nextStep) lastNext = s.nextStep;
    }
  }
  const next = section("Next step") ?? lastNext;
  lines.push(
    "",
    "**Next step**",
    next ? clipPart(next, "memory.md") : memoryConflict ? "(memory.md is left out: see above)" : '(not set: update memory.md "## Next step")'
  );
  return { project: scope.slug, text: `${lines.join("\n")}
` };
}

// server/src/services/prepare.ts
function prepareWorkspace(ws, { sweep = false, onUnfinished } = {}) {
  const { root } = ws;
  try {
    initRoot(ws, { sweep });
  } catch (e) {
    if (isMemoryError(e) && (e.code === "IO" || e.code === "PATH_OUTSIDE_ROOT" || e.code === "INVALID_PATH")) return ws;
    throw e;
  }
  if (finishInterruptedMoves(ws).length) rebuildIndexes(ws);
  if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
  settleSharedProjects(ws);
  for (const slug of pendingJournalSlugs(root)) {
    const r = root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
    if (r.unfinished) onUnfinished?.(r.unfinished);
  }
  return ws;
}

// server/src/mcp/server-process.ts
function prepareServerProcess(ws) {
  prepareWorkspace(ws, { sweep: false, onUnfinished: (u) => process.stderr.write(`project-memory: ${u.message} ${u.hint}
`) });
  return startServerSearch(ws);
}
export {
  addDecision,
  appendToFile,
  assertNoSecretInFields,
  buildProjectContext,
  consolidate,
  countProjects,
  createCompany,
  createPerson,
  createProject,
  createSharedProject,
  deleteFile,
  editPersonNotes,
  findReferences,
  formatHits,
  formatImport,
  formatMove,
  formatPrecheck,
  getFolderManifest,
  importMemory,
  linkPersonToProject,
  listProjects,
  logSession,
  patchFile,
  precheckFile,
  prepareServerProcess,
  readFile,
  readMemoryDraft,
  rebuildIndexes,
  searchMemory,
  shareProject,
  unlinkPersonFromProject,
  unshareProject,
  updateFileDescription,
  useProject,
  wrapProject,
  writeFile
};
