"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports2) {
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
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
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
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports2.ALIAS = ALIAS;
    exports2.DOC = DOC;
    exports2.MAP = MAP;
    exports2.NODE_TYPE = NODE_TYPE;
    exports2.PAIR = PAIR;
    exports2.SCALAR = SCALAR;
    exports2.SEQ = SEQ;
    exports2.hasAnchor = hasAnchor;
    exports2.isAlias = isAlias;
    exports2.isCollection = isCollection;
    exports2.isDocument = isDocument;
    exports2.isMap = isMap;
    exports2.isNode = isNode;
    exports2.isPair = isPair2;
    exports2.isScalar = isScalar2;
    exports2.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports2) {
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
    function visit_(key, node, visitor, path20) {
      const ctrl = callVisitor(key, node, visitor, path20);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path20, ctrl);
        return visit_(key, ctrl, visitor, path20);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path20 = Object.freeze(path20.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path20);
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
          path20 = Object.freeze(path20.concat(node));
          const ck = visit_("key", node.key, visitor, path20);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path20);
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
    async function visitAsync_(key, node, visitor, path20) {
      const ctrl = await callVisitor(key, node, visitor, path20);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path20, ctrl);
        return visitAsync_(key, ctrl, visitor, path20);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path20 = Object.freeze(path20.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path20);
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
          path20 = Object.freeze(path20.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path20);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path20);
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
    function callVisitor(key, node, visitor, path20) {
      if (typeof visitor === "function")
        return visitor(key, node, path20);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path20);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path20);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path20);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path20);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path20);
      return void 0;
    }
    function replaceNode(key, path20, node) {
      const parent = path20[path20.length - 1];
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
    exports2.visit = visit2;
    exports2.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports2) {
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
    exports2.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports2) {
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
    exports2.anchorIsValid = anchorIsValid;
    exports2.anchorNames = anchorNames;
    exports2.createNodeAnchors = createNodeAnchors;
    exports2.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports2) {
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
    exports2.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports2) {
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
    exports2.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports2) {
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
    exports2.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports2) {
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
    exports2.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports2) {
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
    exports2.Scalar = Scalar;
    exports2.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports2) {
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
    exports2.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path20, value) {
      let v = value;
      for (let i = path20.length - 1; i >= 0; --i) {
        const k = path20[i];
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
    var isEmptyPath = (path20) => path20 == null || typeof path20 === "object" && !!path20[Symbol.iterator]().next().done;
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
      addIn(path20, value) {
        if (isEmptyPath(path20))
          this.add(value);
        else {
          const [key, ...rest] = path20;
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
      deleteIn(path20) {
        const [key, ...rest] = path20;
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
      getIn(path20, keepScalar) {
        const [key, ...rest] = path20;
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
      hasIn(path20) {
        const [key, ...rest] = path20;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path20, value) {
        const [key, ...rest] = path20;
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
    exports2.Collection = Collection;
    exports2.collectionFromPath = collectionFromPath;
    exports2.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports2) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports2.indentComment = indentComment;
    exports2.lineComment = lineComment;
    exports2.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports2) {
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
        const fold2 = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold2 === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold2])
            res += `${text[fold2]}\\`;
          res += `
${indent}${text.slice(fold2 + 1, end2)}`;
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
    exports2.FOLD_BLOCK = FOLD_BLOCK;
    exports2.FOLD_FLOW = FOLD_FLOW;
    exports2.FOLD_QUOTED = FOLD_QUOTED;
    exports2.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
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
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
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
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
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
    exports2.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports2) {
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
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports2.createStringifyContext = createStringifyContext;
    exports2.stringify = stringify2;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports2) {
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
      let str = stringify2.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
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
        ctx.indentAtStart = str.length + 1;
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
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports2.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports2) {
    "use strict";
    var node_process = require("process");
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
    exports2.debug = debug;
    exports2.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports2) {
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
    exports2.addMergeToJSMap = addMergeToJSMap;
    exports2.isMergeKey = isMergeKey;
    exports2.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports2) {
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
    exports2.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports2) {
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
    exports2.Pair = Pair;
    exports2.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports2) {
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
        let str2 = stringify2.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
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
        let str = stringify2.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
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
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
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
    exports2.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports2) {
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
    exports2.YAMLMap = YAMLMap;
    exports2.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports2) {
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
    exports2.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports2) {
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
    exports2.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports2) {
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
    exports2.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports2) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports2.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports2) {
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
    exports2.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports2.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports2) {
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
    exports2.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
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
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
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
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports2) {
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
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports2) {
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
        resolve: (str) => str,
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
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports2) {
    "use strict";
    var node_buffer = require("buffer");
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
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
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
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports2.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports2) {
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
    exports2.createPairs = createPairs;
    exports2.pairs = pairs;
    exports2.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports2) {
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
    exports2.YAMLOMap = YAMLOMap;
    exports2.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports2) {
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
    exports2.falseTag = falseTag;
    exports2.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
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
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intBin = intBin;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports2) {
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
    exports2.YAMLSet = YAMLSet;
    exports2.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
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
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
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
      resolve(str) {
        const match = str.match(timestamp.test);
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
    exports2.floatTime = floatTime;
    exports2.intTime = intTime;
    exports2.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports2) {
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
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports2) {
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
    exports2.coreKnownTags = coreKnownTags;
    exports2.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports2) {
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
    exports2.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports2) {
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
    exports2.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports2) {
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
      addIn(path20, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path20, value);
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
      deleteIn(path20) {
        if (Collection.isEmptyPath(path20)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path20) : false;
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
      getIn(path20, keepScalar) {
        if (Collection.isEmptyPath(path20))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path20, keepScalar) : void 0;
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
      hasIn(path20) {
        if (Collection.isEmptyPath(path20))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path20) : false;
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
      setIn(path20, value) {
        if (Collection.isEmptyPath(path20)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path20), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path20, value);
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
    exports2.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports2) {
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
    exports2.YAMLError = YAMLError;
    exports2.YAMLParseError = YAMLParseError;
    exports2.YAMLWarning = YAMLWarning;
    exports2.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports2) {
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
    exports2.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports2) {
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
    exports2.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports2) {
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
    exports2.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports2.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports2) {
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
    exports2.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports2) {
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
    exports2.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports2) {
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
    exports2.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports2) {
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
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
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
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
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
        if (!isMap && !sep && !props.found) {
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
            if (!isMap && !props.found && ctx.options.strict) {
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
          if (isMap) {
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
      const expectedEnd = isMap ? "}" : "]";
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
    exports2.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports2) {
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
    exports2.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines2(scalar.source) : [];
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
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports2.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports2) {
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
          const { fold: fold2, offset } = foldNewline(source, i);
          res += fold2;
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
      let fold2 = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold2 += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold2)
        fold2 = " ";
      return { fold: fold2, offset };
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
    exports2.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports2) {
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
    exports2.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports2) {
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
    exports2.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports2) {
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
    exports2.composeEmptyNode = composeEmptyNode;
    exports2.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports2) {
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
    exports2.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports2) {
    "use strict";
    var node_process = require("process");
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
    exports2.Composer = Composer2;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports2) {
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
    exports2.createScalarToken = createScalarToken;
    exports2.resolveAsScalar = resolveAsScalar;
    exports2.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports2) {
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
    exports2.stringify = stringify2;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports2) {
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
    visit2.itemAtPath = (cst, path20) => {
      let item = cst;
      for (const [field, index] of path20) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path20) => {
      const parent = visit2.itemAtPath(cst, path20.slice(0, -1));
      const field = path20[path20.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path20, item, visitor) {
      let ctrl = visitor(item, path20);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path20.concat([[field, i]])), token.items[i], visitor);
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
            ctrl = ctrl(item, path20);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path20) : ctrl;
    }
    exports2.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports2) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM2 = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM2:
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
        case BOM2:
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
    exports2.createScalarToken = cstScalar.createScalarToken;
    exports2.resolveAsScalar = cstScalar.resolveAsScalar;
    exports2.setScalarValue = cstScalar.setScalarValue;
    exports2.stringify = cstStringify.stringify;
    exports2.visit = cstVisit.visit;
    exports2.BOM = BOM2;
    exports2.DOCUMENT = DOCUMENT;
    exports2.FLOW_END = FLOW_END;
    exports2.SCALAR = SCALAR;
    exports2.isCollection = isCollection;
    exports2.isScalar = isScalar2;
    exports2.prettyToken = prettyToken;
    exports2.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports2) {
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
    exports2.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports2) {
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
    exports2.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports2) {
    "use strict";
    var node_process = require("process");
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
              const fs24 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs24, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs24);
              } else {
                Object.assign(it, { key: fs24, sep: [] });
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
              const fs24 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs24, sep: [] });
              else if (it.sep)
                this.stack.push(fs24);
              else
                Object.assign(it, { key: fs24, sep: [] });
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
    exports2.Parser = Parser2;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports2) {
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
    function parseDocument(source, options = {}) {
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
      const doc = parseDocument(src, options);
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
    exports2.parse = parse;
    exports2.parseAllDocuments = parseAllDocuments;
    exports2.parseDocument = parseDocument;
    exports2.stringify = stringify2;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports2) {
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
    exports2.Composer = composer.Composer;
    exports2.Document = Document.Document;
    exports2.Schema = Schema.Schema;
    exports2.YAMLError = errors.YAMLError;
    exports2.YAMLParseError = errors.YAMLParseError;
    exports2.YAMLWarning = errors.YAMLWarning;
    exports2.Alias = Alias.Alias;
    exports2.isAlias = identity.isAlias;
    exports2.isCollection = identity.isCollection;
    exports2.isDocument = identity.isDocument;
    exports2.isMap = identity.isMap;
    exports2.isNode = identity.isNode;
    exports2.isPair = identity.isPair;
    exports2.isScalar = identity.isScalar;
    exports2.isSeq = identity.isSeq;
    exports2.Pair = Pair.Pair;
    exports2.Scalar = Scalar.Scalar;
    exports2.YAMLMap = YAMLMap.YAMLMap;
    exports2.YAMLSeq = YAMLSeq.YAMLSeq;
    exports2.CST = cst;
    exports2.Lexer = lexer.Lexer;
    exports2.LineCounter = lineCounter.LineCounter;
    exports2.Parser = parser.Parser;
    exports2.parse = publicApi.parse;
    exports2.parseAllDocuments = publicApi.parseAllDocuments;
    exports2.parseDocument = publicApi.parseDocument;
    exports2.stringify = publicApi.stringify;
    exports2.visit = visit2.visit;
    exports2.visitAsync = visit2.visitAsync;
  }
});

// server/src/hooks/auto-dream.ts
var auto_dream_exports = {};
__export(auto_dream_exports, {
  autoDream: () => autoDream
});
module.exports = __toCommonJS(auto_dream_exports);

// server/src/core/errors.ts
var MemoryError = class extends Error {
  code;
  hint;
  constructor(code, message, hint) {
    super(message);
    this.name = "MemoryError";
    this.code = code;
    this.hint = hint;
  }
  /** The text a user or model sees: the sentence, then the fix. */
  describe() {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }
};
function isMemoryError(e) {
  return e instanceof MemoryError;
}

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

// server/src/core/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
var DATE_SHAPE = "\\d{4}-\\d{2}-\\d{2}";
var DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
var LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
var DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
var DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);
function isIsoDate(value) {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
function leadingDate(name) {
  return LEADING_DATE.exec(name)?.[1] ?? null;
}
function dateFileName(name, opts = {}) {
  const d = (opts.suffix ? DATE_FILE_SUFFIXED : DATE_FILE).exec(name)?.[1];
  return d !== void 0 && isIsoDate(d) ? d : null;
}
function firstDateIn(text) {
  const d = DATE_IN_TEXT.exec(text)?.[1];
  return d !== void 0 && isIsoDate(d) ? d : void 0;
}
function assertIsoDate(value, field) {
  if (!isIsoDate(value)) {
    throw new MemoryError("INVALID_INPUT", `${field} must be a real date in YYYY-MM-DD form, got "${value}".`);
  }
  return value;
}
function today(now = /* @__PURE__ */ new Date()) {
  const y = now.getUTCFullYear();
  if (!(y >= 0 && y <= 9999)) return now.toISOString().slice(0, 10);
  const two = (n) => n < 10 ? `0${n}` : `${n}`;
  return `${String(y).padStart(4, "0")}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
}

// server/src/core/markdown-blocks.ts
var FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
var FRONT_MATTER_CLOSE = /^---[ \t]*$/;
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
var ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
var SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
var NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;
function splitLines(text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.endsWith("\r")) lines[i] = line.slice(0, -1);
  }
  if (lines[0]?.startsWith("\uFEFF")) lines[0] = lines[0].slice(1);
  return lines;
}
function frontMatterLineCount(lines) {
  const first = lines[0]?.replace(/^\uFEFF/, "");
  if (first === void 0 || !FRONT_MATTER_OPEN.test(first)) return 0;
  for (let i = 1; i < lines.length; i++) {
    if (FRONT_MATTER_CLOSE.test(lines[i])) return i + 1;
  }
  return 0;
}
function fenceOpening(line) {
  const m = FENCE_OPEN.exec(line);
  const marker = m?.[1];
  if (!marker) return null;
  if (marker[0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: marker[0], length: marker.length };
}
function closesFence(fence, line) {
  const marker = FENCE_CLOSE.exec(line)?.[1];
  return marker !== void 0 && marker[0] === fence.char && marker.length >= fence.length;
}
function fenceMarker(fence) {
  return fence.char.repeat(fence.length);
}
function fenceTracker() {
  let open = null;
  return (raw) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
      return true;
    }
    open = fenceOpening(line);
    return open !== null;
  };
}
function unclosedFence(lines) {
  let open = null;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
    } else open = fenceOpening(line);
  }
  return open ? fenceMarker(open) : null;
}
function parseAtxHeading(line) {
  const m = ATX_HEADING.exec(line);
  if (!m) return null;
  const level = m[1].length;
  const content = (m[2] ?? "").trim();
  let end = content.length;
  while (end > 0 && content.charCodeAt(end - 1) === 35) end--;
  if (end === 0) return { level, text: "" };
  const before = content[end - 1];
  const text = end < content.length && (before === " " || before === "	") ? content.slice(0, end).trimEnd() : content;
  return { level, text };
}
function classifyLines(markdown) {
  return classify(splitLines(markdown));
}
function classify(lines) {
  const frontMatter = frontMatterLineCount(lines);
  const out = new Array(lines.length);
  let fence = null;
  let paragraphStart = -1;
  for (let i = 0; i < lines.length; i++) {
    const text = i === 0 ? lines[0].replace(/^\uFEFF/, "") : lines[i];
    if (i < frontMatter) {
      out[i] = { text, kind: "frontmatter" };
      continue;
    }
    if (fence) {
      if (closesFence(fence, text)) {
        fence = null;
        out[i] = { text, kind: "code", fence: "close" };
      } else out[i] = { text, kind: "code" };
      continue;
    }
    fence = fenceOpening(text);
    if (fence) {
      out[i] = { text, kind: "code", fence: "open" };
      paragraphStart = -1;
      continue;
    }
    const atx = parseAtxHeading(text);
    if (atx) {
      out[i] = { text, kind: "text", heading: { ...atx, setext: false } };
      paragraphStart = -1;
      continue;
    }
    const underline = paragraphStart >= 0 ? SETEXT_UNDERLINE.exec(text) : null;
    if (underline) {
      const heading = { level: underline[1][0] === "=" ? 1 : 2, text: "", setext: true };
      heading.text = out.slice(paragraphStart, i).map((l) => l.text.trim()).join(" ");
      out[paragraphStart] = { ...out[paragraphStart], heading };
      for (let j = paragraphStart + 1; j < i; j++) out[j] = { ...out[j], headingPart: true };
      out[i] = { text, kind: "text", headingPart: true };
      paragraphStart = -1;
      continue;
    }
    out[i] = { text, kind: "text" };
    const paragraphLine = text.trim() !== "" && !NOT_PARAGRAPH.test(text) && !SETEXT_UNDERLINE.test(text);
    if (!paragraphLine) paragraphStart = -1;
    else if (paragraphStart < 0) paragraphStart = i;
  }
  return out;
}
function atxHeadingOf(line, level) {
  const h = line?.heading;
  return h && !h.setext && (level === void 0 || h.level === level) ? h : void 0;
}

// server/src/core/text-lines.ts
function splitLinesKeepEnds(text) {
  const lines = [];
  let start = 0;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    if (nl === -1) break;
    lines.push(text.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}
function lineContent(line) {
  if (line.endsWith("\r\n")) return line.slice(0, -2);
  if (line.endsWith("\n")) return line.slice(0, -1);
  return line;
}
function lineEnding(line) {
  if (line.endsWith("\r\n")) return "\r\n";
  if (line.endsWith("\n")) return "\n";
  return "";
}
function contentLines(text) {
  return splitLinesKeepEnds(text).map(lineContent);
}
function lineCount(text) {
  return splitLinesKeepEnds(text).length;
}
function preferredEol(text) {
  let lf = 0;
  let crlf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}
function isBlank(line) {
  return line.trim() === "";
}
function withoutTrailingBlankLines(text) {
  let end = text.length;
  for (; ; ) {
    let i = end;
    while (i > 0 && (text[i - 1] === " " || text[i - 1] === "	" || text[i - 1] === "\r")) i--;
    if (i === 0) return "";
    if (text[i - 1] !== "\n") break;
    end = i - 1;
    if (end > 0 && text[end - 1] === "\r") end--;
  }
  return text.slice(0, end);
}
function appendBlock(existing, block) {
  return appendBlocks(existing, [block]);
}
function appendBlocks(existing, blocks) {
  if (blocks.length === 0) return existing;
  const eol = existing === "" ? preferredEol(blocks[0]) : preferredEol(existing);
  const parts = [];
  const head = withoutTrailingBlankLines(existing);
  if (head !== "") parts.push(head);
  for (const block of blocks) {
    const tail = withoutTrailingBlankLines(block).replace(/\r?\n/g, eol);
    if (tail !== "") parts.push(tail);
  }
  return parts.join(eol + eol) + eol;
}

// server/src/core/decisions-scan.ts
var DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
var ID_TAG = "(?=[a-z]*\\d)[a-z0-9]{4}(?![A-Za-z0-9])";
var DECISION_HEADING = new RegExp(`^ {0,3}##[ \\t]+[Dd](\\d+)(?!\\d)(?:-(${ID_TAG}))?[ \\t]*(?:(?:\xB7|\u2022|\u2014|\u2013|-|:|\\.)[ \\t]*)?(.*?)[ \\t]*$`);
var FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
var STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+(?:-[a-z0-9]{4})?))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
var DECISION_ID = new RegExp(`^D(\\d+)(?!\\d)(?:-(${ID_TAG}))?$`, "i");
var DECISION_ID_IN_TEXT = new RegExp(`\\bD(\\d+)(?!\\d)(?:-(${ID_TAG}))?(?![\\w])`, "gi");
function formatDecisionId(num, tag) {
  return tag ? `D${num}-${tag.toLowerCase()}` : `D${num}`;
}
function headingDecisionId(line) {
  const m = DECISION_HEADING.exec(line);
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function compareDecisionIds(a, b) {
  const pa = DECISION_ID.exec(a);
  const pb = DECISION_ID.exec(b);
  const na = pa ? Number(pa[1]) : Number.MAX_SAFE_INTEGER;
  const nb = pb ? Number(pb[1]) : Number.MAX_SAFE_INTEGER;
  if (na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
function fieldKey(key) {
  return key.toLowerCase().replace(/[^a-z]/g, "");
}
function normaliseStatus(text) {
  const key = fieldKey(text);
  return DECISION_STATUSES.find((s) => fieldKey(s) === key);
}
function normaliseDecisionId(text) {
  const m = DECISION_ID.exec(text.trim());
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function decisionIdsIn(value) {
  if (!value) return [];
  return [...value.matchAll(DECISION_ID_IN_TEXT)].map((m) => formatDecisionId(Number(m[1]), m[2]));
}
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const contents = lines.map(lineContent);
  const kinds = classify(contents);
  const headings = [];
  for (let i = 0; i < contents.length; i++) {
    const h = atxHeadingOf(kinds[i]);
    if (h && h.level <= 2) headings.push({ index: i, decision: h.level === 2 && DECISION_HEADING.test(contents[i]) });
  }
  const spans = [];
  const strayHeadings = [];
  for (let h = 0; h < headings.length; h++) {
    const { index, decision } = headings[h];
    if (decision) {
      const next = headings[h + 1];
      spans.push({ heading: index, end: (next ? next.index : lines.length) - 1 });
    } else if (spans.length > 0) {
      strayHeadings.push(index);
    }
  }
  return { lines, contents, spans, strayHeadings };
}
function layoutEntry(s, span) {
  const { lines, contents } = s;
  const head = DECISION_HEADING.exec(contents[span.heading]);
  const num = Number(head[1]);
  const tag = head[2]?.toLowerCase();
  let title = head[3] ?? "";
  let last = span.end;
  while (last > span.heading && isBlank(contents[last])) last--;
  let i = span.heading + 1;
  while (i <= last && isBlank(contents[i])) i++;
  const fieldIndexes = [];
  const fields = [];
  for (; i <= last; i++) {
    const m = FIELD_LINE.exec(contents[i]);
    if (!m) break;
    fieldIndexes.push(i);
    fields.push({ key: m[1].trim(), value: m[2], line: i + 1 });
  }
  const bodyStart = fieldIndexes.length > 0 ? fieldIndexes[fieldIndexes.length - 1] + 1 : span.heading + 1;
  let b = bodyStart;
  while (b <= last && isBlank(contents[b])) b++;
  const body = contents.slice(b, last + 1).join("\n");
  const known = /* @__PURE__ */ new Map();
  for (const f of fields) {
    const k = fieldKey(f.key);
    if (!known.has(k)) known.set(k, f.value);
  }
  let statusText = known.get("status");
  let stub;
  let stubSupersededBy;
  const stubMatch = STUB_TITLE.exec(title);
  if (stubMatch) {
    title = stubMatch[1].trim();
    stub = { link: stubMatch[4] };
    statusText ??= stubMatch[2];
    stubSupersededBy = stubMatch[3] ? normaliseDecisionId(stubMatch[3]) : void 0;
  }
  const entry = {
    id: formatDecisionId(num, tag),
    num,
    title,
    status: statusText === void 0 ? void 0 : normaliseStatus(statusText),
    statusText,
    date: known.get("date"),
    fields,
    body,
    startLine: span.heading + 1,
    endLine: last + 1,
    raw: contents.slice(span.heading, last + 1).reduce((acc, c, k) => k === 0 ? c : acc + lineEnding(lines[span.heading + k - 1]) + c, "")
  };
  const optional = [
    ["topic", "topic"],
    ["location", "location"],
    ["supersedes", "supersedes"],
    ["supersededBy", "supersededby"]
  ];
  for (const [prop, key] of optional) {
    const v = known.get(key);
    if (v !== void 0) entry[prop] = v;
  }
  if (entry.supersededBy === void 0 && stubSupersededBy !== void 0) entry.supersededBy = stubSupersededBy;
  if (stub) entry.stub = stub;
  if (tag) entry.tag = tag;
  return { entry, heading: span.heading, fieldIndexes, last };
}
function singleLine(value, field) {
  const v = value.trim();
  if (/[\r\n]/.test(v)) {
    throw new MemoryError("INVALID_INPUT", `The decision ${field} must be a single line.`, `Put longer text in the body.`);
  }
  return v;
}
function requireStatus(status) {
  const s = normaliseStatus(status);
  if (!s) {
    throw new MemoryError("INVALID_INPUT", `"${status}" is not a decision status.`, `Use one of: ${DECISION_STATUSES.join(", ")}.`);
  }
  return s;
}
function requireDecisionId(value, field) {
  const id = normaliseDecisionId(value);
  if (!id) throw new MemoryError("INVALID_INPUT", `${field} must be a decision id such as D3, got "${value}".`);
  return id;
}

// server/src/core/decision-edits.ts
function validateChanges(c) {
  const v = {};
  if (c.status !== void 0) v.status = requireStatus(c.status);
  if (c.supersededBy !== void 0) v.supersededBy = requireDecisionId(c.supersededBy, "Superseded by");
  if (c.note !== void 0) {
    const text = singleLine(c.note.text, "note");
    if (text === "") throw new MemoryError("INVALID_INPUT", "A review note needs text.");
    v.note = `${assertIsoDate(c.note.date, "The note date")} \u2014 ${text}`;
  }
  return v;
}
function withValue(line, value) {
  const content = lineContent(line);
  const m = FIELD_LINE.exec(content);
  const [start, end] = m.indices[2];
  return content.slice(0, start) + value + content.slice(end) + lineEnding(line);
}
function editedEntryLines(s, layout, changes, eol) {
  const { lines, contents } = s;
  const out = lines.slice(layout.heading, layout.last + 1);
  const rel = (i) => i - layout.heading;
  const fieldsOf = (k) => layout.fieldIndexes.filter((i) => fieldKey(FIELD_LINE.exec(contents[i])[1]) === k);
  const inserts = [];
  const lastField = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[layout.fieldIndexes.length - 1]) : 0;
  if (changes.status !== void 0) {
    const [at] = fieldsOf("status");
    if (at !== void 0) {
      if (normaliseStatus(FIELD_LINE.exec(contents[at])[2]) !== changes.status) out[rel(at)] = withValue(lines[at], changes.status);
    } else {
      const before = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[0]) - 1 : 0;
      inserts.push({ after: before, text: `- Status: ${changes.status}` });
    }
  }
  if (changes.supersededBy !== void 0) {
    const [at] = fieldsOf("supersededby");
    if (at !== void 0) {
      if (FIELD_LINE.exec(contents[at])[2] !== changes.supersededBy) out[rel(at)] = withValue(lines[at], changes.supersededBy);
    } else {
      inserts.push({ after: lastField, text: `- Superseded by: ${changes.supersededBy}` });
    }
  }
  if (changes.note !== void 0) inserts.push({ after: lastField, text: `- Review note: ${changes.note}` });
  const byPosition = /* @__PURE__ */ new Map();
  for (const ins of inserts) byPosition.set(ins.after, [...byPosition.get(ins.after) ?? [], ins.text]);
  for (const after of [...byPosition.keys()].sort((a, b) => b - a)) {
    const texts = byPosition.get(after);
    const anchor = out[after];
    const anchorEnding = lineEnding(anchor);
    if (anchorEnding === "") {
      out[after] = anchor + eol;
      out.splice(after + 1, 0, ...texts.map((t, k) => k === texts.length - 1 ? t : t + eol));
    } else {
      out.splice(after + 1, 0, ...texts.map((t) => t + anchorEnding));
    }
  }
  return out;
}
function spansById(s) {
  const byId = /* @__PURE__ */ new Map();
  for (const span of s.spans) {
    const id = headingDecisionId(s.contents[span.heading]);
    const list = byId.get(id);
    if (list) list.push(span);
    else byId.set(id, [span]);
  }
  return byId;
}
function findUnique(byId, id) {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError("INVALID_INPUT", `"${id}" is not a decision id.`, "Decision ids look like D7.");
  const found = byId.get(wanted) ?? [];
  if (found.length === 0) {
    throw new MemoryError("NOT_FOUND", `decisions.md has no decision ${wanted}.`, "List the decisions to find the right id.");
  }
  if (found.length > 1) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `decisions.md has ${found.length} entries with id ${wanted}.`,
      "Renumber the duplicate by hand (project-memory doctor lists them)."
    );
  }
  return found[0];
}
function setDecisionFieldsMany(text, changesById) {
  if (changesById.size === 0) return text;
  const s = scan(text);
  const eol = preferredEol(text);
  const edits = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, changes] of changesById) {
    const span = findUnique(byId, id);
    const layout = layoutEntry(s, span);
    if (layout.entry.stub) {
      throw new MemoryError(
        "INVALID_INPUT",
        `${layout.entry.id} is compacted to a one-line stub and cannot be changed in decisions.md.`,
        `Its full entry is in ${layout.entry.stub.link.replace(/#.*$/, "")}; edit the stub by hand if it must change.`
      );
    }
    edits.set(span.heading, validateChanges(changes));
  }
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const changes = edits.get(span.heading);
    if (!changes) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(...editedEntryLines(s, layout, changes, eol));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}
function replaceDecisionEntries(text, replacementsById) {
  if (replacementsById.size === 0) return text;
  const s = scan(text);
  const byHeading = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, replacement] of replacementsById) byHeading.set(findUnique(byId, id).heading, replacement);
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const replacement = byHeading.get(span.heading);
    if (replacement === void 0) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(replacement + lineEnding(s.lines[layout.last]));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
}
function renderDecisionStub(s) {
  const by = s.status === "Superseded" && s.supersededBy ? ` by ${s.supersededBy}` : "";
  return `## ${formatDecisionId(s.num, s.tag)} \xB7 ${s.title} \u2014 ${s.status}${by} \u2192 ${s.link}`;
}

// server/src/core/memory-md.ts
var CANONICAL_SECTIONS = [
  "Project overview",
  "Current focus",
  "Constraints",
  "Active decisions summary",
  "Key artifacts",
  "Recent outcome",
  "Next step",
  "Deep links / pointers"
];
var PLACEHOLDERS = {
  "Project overview": "_What this project is, for whom, and why it matters._",
  "Current focus": "_What is being worked on right now._",
  Constraints: "_Hard limits: deadlines, platforms, budgets, rules that must hold._",
  "Active decisions summary": "_The decisions in force, one line each with its id (full text in decisions.md)._",
  "Key artifacts": "_The files, designs and links that matter most (details in artifacts.json)._",
  "Recent outcome": "_What the last session achieved._",
  "Next step": "_The very next thing to do._",
  "Deep links / pointers": "_Where deeper context lives: decisions.md, sessions/, archive/._"
};
function sectionKey(heading) {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, "");
}
var CANONICAL_BY_KEY = new Map(CANONICAL_SECTIONS.map((s) => [sectionKey(s), s]));
function canonicalSectionName(heading) {
  return CANONICAL_BY_KEY.get(sectionKey(heading));
}
function renderMemoryTemplate(projectName) {
  const name = projectName.replace(/[\r\n]+/g, " ").trim();
  const parts = [`# Core memory \u2014 ${name}`];
  for (const s of CANONICAL_SECTIONS) parts.push(`## ${s}

${PLACEHOLDERS[s]}`);
  return parts.join("\n\n") + "\n";
}
function trimmedJoin(lines) {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a].trim() === "") a++;
  while (b > a && lines[b - 1].trim() === "") b--;
  return lines.slice(a, b).join("\n");
}
function parseSections(text) {
  const lines = contentLines(text);
  const classified = classify(lines);
  const headings = [];
  let title;
  for (let i = 0; i < classified.length; i++) {
    const h2 = atxHeadingOf(classified[i], 2);
    if (h2) headings.push({ line: i, text: h2.text });
    else if (title === void 0 && headings.length === 0) {
      const h1 = atxHeadingOf(classified[i], 1);
      if (h1) title = { line: i, text: h1.text };
    }
  }
  const sections = headings.map((h, k) => {
    const end = (headings[k + 1]?.line ?? lines.length) - 1;
    return {
      heading: h.text,
      canonical: canonicalSectionName(h.text),
      headingLine: h.line + 1,
      endLine: end + 1,
      body: trimmedJoin(lines.slice(h.line + 1, end + 1))
    };
  });
  const preambleStart = title === void 0 ? 0 : title.line + 1;
  return {
    title: title?.text,
    titleLine: title === void 0 ? void 0 : title.line + 1,
    preamble: trimmedJoin(lines.slice(preambleStart, headings[0]?.line ?? lines.length)),
    sections
  };
}
function missingSections(text) {
  const present = new Set(parseSections(text).sections.map((s) => s.canonical));
  return CANONICAL_SECTIONS.filter((s) => !present.has(s));
}
function addMissingSections(text) {
  const missing = missingSections(text);
  if (missing.length === 0) return text;
  const parsed = parseSections(text);
  const eol = preferredEol(text);
  const headingIndexOf = /* @__PURE__ */ new Map();
  for (const s of parsed.sections) if (s.canonical && !headingIndexOf.has(s.canonical)) headingIndexOf.set(s.canonical, s.headingLine - 1);
  const before = /* @__PURE__ */ new Map();
  const atEnd = [];
  for (const m of missing) {
    const later = CANONICAL_SECTIONS.slice(CANONICAL_SECTIONS.indexOf(m) + 1).find((s) => headingIndexOf.has(s));
    if (later === void 0) atEnd.push(m);
    else {
      const at = headingIndexOf.get(later);
      before.set(at, [...before.get(at) ?? [], m]);
    }
  }
  const block = (s) => `## ${s}${eol}${eol}${PLACEHOLDERS[s]}${eol}${eol}`;
  const lines = splitLinesKeepEnds(text);
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const inserts = before.get(i);
    if (inserts) out += inserts.map(block).join("");
    out += lines[i];
  }
  if (atEnd.length > 0) out = appendBlock(out, atEnd.map(block).join("").trimEnd());
  return out;
}
function insertAtSectionEnd(text, section, newLines) {
  if (newLines.length === 0) return text;
  const target = parseSections(text).sections.find((s) => s.canonical === section);
  if (!target) return text;
  const lines = splitLinesKeepEnds(text);
  let at = target.endLine - 1;
  while (at > target.headingLine - 1 && lines[at].trim() === "") at--;
  const eol = preferredEol(text);
  if (!/\n$/.test(lines[at])) lines[at] += eol;
  lines.splice(at + 1, 0, ...newLines.map((l) => l + eol));
  return lines.join("");
}

// server/src/core/team/conflict-markers.ts
var OPEN = /^<{7}(?:[ \t](.*))?$/;
var BASE = /^\|{7}(?:[ \t].*)?$/;
var MID = /^={7}[ \t]*$/;
var CLOSE = /^>{7}(?:[ \t](.*))?$/;
function conflictRegions(text) {
  if (!text.includes("<<<<<<<")) return [];
  const lines = contentLines(text);
  const inFence = fenceTracker();
  const regions = [];
  let open = null;
  let sawMid = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open === null && inFence(line)) continue;
    const o = OPEN.exec(line);
    if (o) {
      open = { line: i + 1, label: (o[1] ?? "").trim() };
      sawMid = false;
      continue;
    }
    if (!open) continue;
    if (MID.test(line)) sawMid = true;
    else if (BASE.test(line)) continue;
    else {
      const c = CLOSE.exec(line);
      if (c && sawMid) {
        const isPatchBlock = open.label === "SEARCH" && (c[1] ?? "").trim() === "REPLACE";
        if (!isPatchBlock) regions.push({ start: open.line, end: i + 1 });
        open = null;
      }
    }
  }
  return regions;
}
function describeConflict(file, regions) {
  const where = regions.map((r) => `${r.start}\u2013${r.end}`).join(", ");
  return `${file} has an unresolved git merge conflict (line${regions.length > 1 ? "s" : ""} ${where}): edit the file to keep what is right, remove the <<<<<<< ======= >>>>>>> lines, then \`git add\` it.`;
}
function fileConflict(file, text) {
  if (text == null || !/\.md$/i.test(file)) return null;
  const regions = conflictRegions(text);
  return regions.length ? { file, regions } : null;
}
var RESOLVE_HINT = "Resolve it first: keep what is right and remove the <<<<<<< ======= >>>>>>> lines (in an editor, or with one write_file of the whole resolved text), `git add` the file, then retry.";
function conflictRefusal(c) {
  return new MemoryError("CONFLICT", `${describeConflict(c.file, c.regions).replace(/: edit the file.*$/, "")}, so nothing was changed.`, RESOLVE_HINT);
}

// server/src/core/templates.ts
var PROJECT_GUIDE = `# Project Folder Guide

This folder contains structured memory for this project. Below is a quick reference
for what each file and sub-folder contains and when to read it.

| Folder / File | Contains | Read when |
|---|---|---|
| \`_status.md\` | Always-current project status, next action, blockers | First \u2014 before loading any other context for this project |
| \`_meta.yaml\` | Project metadata (status, type, owner, tags) | When filtering or understanding project scope |
| \`_index.yaml\` | Auto-managed manifest of all files (descriptions + read-when) | Use \`get_folder_manifest\` tool |
| \`memory.md\` | Core memory: compact current state (budget 130 lines) | At session start (loaded automatically) |
| \`manifest.json\` | Retrieval metadata: topics, active decision ids, important files | When routing or retrieving deeper context |
| \`artifacts.json\` | External references (designs, specs, code deliverables) | When looking for an artifact |
| \`people.md\` | Key contacts and stakeholders on this project | Before any communication or meeting |
| \`companies.md\` | Company relationships relevant to this project | When researching company context |
| \`decisions.md\` | Architecture and key decisions log (append-only) | Before making decisions that may overlap |
| \`knowledge/\` | Processed knowledge entries (source material, summaries) | When researching a topic |
| \`correspondence/\` | Email threads, calls, messages | When reviewing communication history |
| \`updates/\` | Chronological date-stamped update log (append-only) | For recent progress and status |
| \`docs/\` | Reference documents and specs | When working with external documents |
| \`notes/\` | Free-form notes | For general reference |
| \`sessions/\` | Session summaries, one file per day | When you need what happened recently |
| \`archive/\` | Rolled-up history (sessions, decisions, overflow) | Search it; never load it whole |

> **Note:** Never edit \`_index.yaml\` directly. Use the \`update_file_description\` tool.
> \`_status.md\` and \`_guide.md\` are human-editable and not auto-managed.
`;
var STATUS = `# Status \u2014 {{name}}

> As of {{date}}: _(no status set yet \u2014 update this after every key event)_

**Current state:**
**Next action:**
**Blocked on:**
**Last updated:** {{date}}
`;
var INSTRUCTIONS = `# Instructions \u2014 {{name}}

## LLM Behavior Rules
_How the assistant should behave on this project: tone, language, formatting, terminology._

## MCP Connector Usage
_How available MCP servers should be used on this project (e.g. [mcp:github/...], [mcp:jira/...])._

## Project Conventions
_Project-specific naming, structure and workflow conventions._
`;
var MEMORY = renderMemoryTemplate("{{name}}");
var DECISIONS = `# Decisions \u2014 {{name}}

Append-only decision log. Add entries with \`add_decision\`; revise with \`supersedes\`. Statuses:
Draft, Active, Under Review, Superseded, Retired.
`;
var COMPANIES = `# Companies \u2014 {{name}}

_Company relationships relevant to this project._
`;
var PEOPLE = `# People \u2014 {{name}}

_Auto-managed: link people with \`link_person_to_project\`._
`;
var PERSON = `# {{name}}

**Title:**
**Company:** Other
**Email:**
**Phone:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
var COMPANY = `# {{name}}

**Website:**
**Industry:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
var KNOWLEDGE_ENTRY = `---
source: null
processed: "{{date}}"
method: manual
model: null
prompt_ref: null
---
# {{name}}
`;
var PREFERENCES = `# Preferences

_User style and workflow preferences, shared by every project._
`;
var PATTERNS = `# Patterns

_Reusable cross-project patterns._
`;
var TEMPLATE_FILES = {
  "project-guide.md": PROJECT_GUIDE,
  "status.md": STATUS,
  "instructions.md": INSTRUCTIONS,
  "memory.md": MEMORY,
  "decisions.md": DECISIONS,
  "companies.md": COMPANIES,
  "people.md": PEOPLE,
  "person.md": PERSON,
  "company.md": COMPANY,
  "knowledge-entry.md": KNOWLEDGE_ENTRY,
  "preferences.md": PREFERENCES,
  "patterns.md": PATTERNS
};
function fillTemplate(template, vars) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key) => key in vars ? vars[key] : whole);
}

// server/src/core/thresholds.ts
var DEFAULT_THRESHOLDS = Object.freeze({
  keepSessions: 5,
  archiveAfter: 8,
  staleDecisionDays: 30,
  coreSoftLimit: 130
});
var THRESHOLD_KEYS = ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"];
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function readThresholds(manifestJson) {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  const problems = [];
  if (!isPlainObject(manifestJson)) return { thresholds, problems };
  if (!Object.hasOwn(manifestJson, "consolidation")) return { thresholds, problems };
  const raw = manifestJson["consolidation"];
  if (!isPlainObject(raw)) {
    problems.push('manifest.json "consolidation" must be an object of thresholds; the defaults were used.');
    return { thresholds, problems };
  }
  for (const key of THRESHOLD_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (typeof value === "number" && Number.isInteger(value) && value > 0) {
      thresholds[key] = value;
    } else {
      problems.push(
        `manifest.json consolidation.${key} must be a positive integer, got ${JSON.stringify(value)}; the default ${DEFAULT_THRESHOLDS[key]} was used.`
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!THRESHOLD_KEYS.includes(key)) {
      problems.push(`manifest.json consolidation.${key} is not a known threshold and was ignored (known: ${THRESHOLD_KEYS.join(", ")}).`);
    }
  }
  if (thresholds.keepSessions > thresholds.archiveAfter) {
    problems.push(
      `manifest.json consolidation.keepSessions (${thresholds.keepSessions}) exceeds archiveAfter (${thresholds.archiveAfter}), so the sessions pass can leave more than archiveAfter summaries.`
    );
  }
  return { thresholds, problems };
}

// server/src/core/slug.ts
var KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function isKebabCase(s) {
  return KEBAB_CASE.test(s);
}

// server/src/core/project-meta.ts
var PROJECT_STATUSES = ["active", "paused", "completed", "archived"];
var PROJECT_TYPES = ["client", "internal", "research", "personal"];
function stringList(value, field, where) {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw new MemoryError("INVALID_FORMAT", `${where}: ${field} must be a list of strings.`);
  }
  return value;
}
function nullableString(value, field, where) {
  if (value == null) return null;
  if (typeof value !== "string") throw new MemoryError("INVALID_FORMAT", `${where}: ${field} must be a string or null.`);
  return value;
}
function validateMeta(data, where) {
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new MemoryError("INVALID_FORMAT", `${where} must be a YAML mapping of project fields.`);
  }
  const o = data;
  const str = (k) => {
    const v = o[k];
    if (typeof v !== "string" || v.length === 0) throw new MemoryError("INVALID_FORMAT", `${where}: ${k} must be a non-empty string.`);
    return v;
  };
  const slug = str("slug");
  if (!isKebabCase(slug)) throw new MemoryError("INVALID_FORMAT", `${where}: slug "${slug}" must be kebab-case (lowercase letters, digits and hyphens).`);
  const status = str("status");
  if (!PROJECT_STATUSES.includes(status)) {
    throw new MemoryError("INVALID_FORMAT", `${where}: status must be one of ${PROJECT_STATUSES.join(", ")}, got "${status}".`);
  }
  const type = str("type");
  if (!PROJECT_TYPES.includes(type)) {
    throw new MemoryError("INVALID_FORMAT", `${where}: type must be one of ${PROJECT_TYPES.join(", ")}, got "${type}".`);
  }
  for (const k of ["created", "updated"]) {
    if (!isIsoDate(str(k))) throw new MemoryError("INVALID_FORMAT", `${where}: ${k} must be a date in YYYY-MM-DD form.`);
  }
  return {
    id: str("id"),
    slug,
    name: str("name"),
    status,
    type,
    company: nullableString(o.company, "company", where),
    owner: nullableString(o.owner, "owner", where),
    team: stringList(o.team, "team", where),
    tags: stringList(o.tags, "tags", where),
    aliases: stringList(o.aliases, "aliases", where),
    paths: stringList(o.paths, "paths", where),
    created: o.created,
    updated: o.updated
  };
}
var plainLine = (key) => new RegExp(String.raw`^${key}:[ \t]*(?:"([^"\\\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'#][^#\n]{0,199}?))[ \t]*$`, "mu");
var PLAIN_META_LINE = { slug: plainLine("slug"), name: plainLine("name") };
function plainMetaValue(text, key) {
  const m = PLAIN_META_LINE[key].exec(text);
  const value = m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() : "";
  if (value === "" || /[\u0000-\u001f]/u.test(value)) return null;
  return key === "slug" && !isKebabCase(value) ? null : value;
}
function indexEntryFor(meta) {
  return {
    id: meta.id,
    slug: meta.slug,
    name: meta.name,
    status: meta.status,
    type: meta.type,
    path: `projects/${meta.slug}`,
    tags: meta.tags,
    aliases: meta.aliases,
    paths: meta.paths,
    created: meta.created,
    updated: meta.updated
  };
}
function findProjectByKey(index, key) {
  return index.projects.find((p) => p.slug === key) ?? index.projects.find((p) => p.aliases.includes(key)) ?? index.projects.find((p) => p.id !== "" && p.id === key.toLowerCase());
}
function normaliseProjectsIndex(data) {
  const list = data && typeof data === "object" && Array.isArray(data.projects) ? data.projects : [];
  const projects = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const p = raw;
    if (typeof p.slug !== "string" || !isKebabCase(p.slug)) continue;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    const s = (v) => typeof v === "string" ? v : "";
    projects.push({
      id: s(p.id),
      slug: p.slug,
      name: s(p.name) || p.slug,
      status: s(p.status),
      type: s(p.type),
      path: `projects/${p.slug}`,
      tags: strings(p.tags),
      aliases: strings(p.aliases),
      paths: strings(p.paths),
      created: s(p.created),
      updated: s(p.updated)
    });
  }
  return { projects };
}

// server/src/core/path-rules.ts
var MAX_COMPONENT_BYTES = 255;
var MAX_PATH_BYTES = 4096;
var FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
var RESERVED_NAMES = /* @__PURE__ */ new Set(["_index.yaml", "_projects-index.json", "_refs-index.json"]);
var RESERVED_DIRS = /* @__PURE__ */ new Set(["_trash", ".locks", ".index", ".journal", ".history", "_templates"]);
var TEMP_SUFFIX = ".pm-tmp";
function describePath(p) {
  return JSON.stringify(p.length > 120 ? `${p.slice(0, 117)}...` : p);
}
function parseMemoryPath(raw, field = "path") {
  if (typeof raw !== "string" || raw.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} must be a non-empty relative path like "notes/ideas.md".`);
  }
  if (!raw.isWellFormed()) {
    throw new MemoryError("INVALID_PATH", `${field} contains an unpaired surrogate character; send valid Unicode.`);
  }
  if (FORBIDDEN_CHARS.test(raw)) {
    throw new MemoryError(
      "INVALID_PATH",
      `${field} ${describePath(raw)} contains a control, zero-width or direction-changing character, which paths may not contain.`
    );
  }
  if (raw.includes("\\")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} contains a backslash; use "/" between folders.`);
  }
  if (raw.startsWith("/") || /^[a-zA-Z]:/.test(raw) || raw.startsWith("~")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} is absolute; paths are relative to the project folder, like "notes/ideas.md".`);
  }
  const normalised = raw.normalize("NFC");
  const parts = [];
  for (const part of normalised.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      throw new MemoryError(
        "PATH_OUTSIDE_ROOT",
        `${field} ${describePath(raw)} uses "..", which could leave the memory root.`,
        'Give the path from the project folder without "..".'
      );
    }
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES) {
      throw new MemoryError("INVALID_PATH", `A component of ${field} is longer than ${MAX_COMPONENT_BYTES} bytes.`);
    }
    if (part.trim() !== part) {
      throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} has a name that starts or ends with white space.`);
    }
    parts.push(part);
  }
  if (Buffer.byteLength(normalised) > MAX_PATH_BYTES) {
    throw new MemoryError("INVALID_PATH", `${field} is longer than ${MAX_PATH_BYTES} bytes.`);
  }
  if (parts.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} names no file.`);
  }
  return parts;
}
function nameKey(name) {
  return name.normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}
function fold(name) {
  return nameKey(name.normalize("NFKC"));
}
function reservedReason(parts) {
  for (const part of parts) {
    const f = fold(part);
    if (RESERVED_DIRS.has(f)) return `"${part}" is managed by the server`;
    if (f.endsWith(TEMP_SUFFIX) || f.endsWith(".lock")) return `"${part}" is a temporary or lock file of the server`;
  }
  const leaf = fold(parts[parts.length - 1] ?? "");
  if (RESERVED_NAMES.has(leaf)) return `"${parts[parts.length - 1]}" is an auto-managed index`;
  return null;
}

// server/src/storage/environment.ts
var fs = require("node:fs");
var als;
function currentEnv() {
  return als?.getStore() ?? process.env;
}
var NO_PROC_SWITCH = "PM_NO_PROC";
var PROC_FD = (() => {
  if (process.env[NO_PROC_SWITCH] === "1") return false;
  try {
    return fs.existsSync("/proc/self/fd");
  } catch {
    return false;
  }
})();

// server/src/storage/mounts.ts
var path = require("node:path");
var table = /* @__PURE__ */ new Map();
function registerMount(rootDir, slug, dir) {
  let mounts = table.get(rootDir);
  if (!mounts) table.set(rootDir, mounts = /* @__PURE__ */ new Map());
  mounts.set(slug, dir);
}
function unregisterMount(rootDir, slug) {
  table.get(rootDir)?.delete(slug);
}
function mountOf(rootDir, slug) {
  return table.get(rootDir)?.get(slug);
}
function mountsOf(rootDir) {
  return table.get(rootDir) ?? /* @__PURE__ */ new Map();
}
function splitMounted(rootDir, rel) {
  const mounts = table.get(rootDir);
  if (!mounts || mounts.size === 0) return null;
  const parts = rel.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.length < 2 || parts[0] !== "projects") return null;
  const dir = mounts.get(parts[1]);
  return dir === void 0 ? null : { dir, rest: parts.slice(2) };
}
function inside(base, candidate) {
  const rel = path.relative(base, candidate);
  return rel === "" || !path.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path.sep}`);
}
function insideMount(rootDir, candidate) {
  const mounts = table.get(rootDir);
  if (!mounts) return false;
  for (const dir of mounts.values()) if (inside(dir, candidate)) return true;
  return false;
}

// server/src/storage/containment.ts
var fs2 = require("node:fs");
var path2 = require("node:path");
function isInside(rootDir, candidate) {
  const rel = path2.relative(rootDir, candidate);
  return rel === "" || !path2.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path2.sep}`);
}
function isContained(rootDir, candidate) {
  return isInside(rootDir, candidate) || insideMount(rootDir, candidate);
}
function outside(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`,
    "Use a path inside the project folder that does not pass through a symlink leading elsewhere."
  );
}
function lstatOrNull(p) {
  try {
    return fs2.lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}
function throughLink(shown, linkRel, isLeaf) {
  if (isLeaf) {
    return new MemoryError(
      "INVALID_PATH",
      `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`,
      "Replace the link with a regular file."
    );
  }
  return new MemoryError(
    "INVALID_PATH",
    `${describePath(shown)} passes through the symbolic link ${describePath(linkRel)}; the memory tools refuse every path through a link, even one that stays inside the memory root.`,
    "Replace the link with a real folder, or use the path of the folder it points to."
  );
}
function resolveContained(rootDir, baseDir, parts, shown) {
  if (!isContained(rootDir, baseDir)) throw outside(shown);
  let current2 = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = path2.join(current2, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path2.join(current2, ...parts.slice(i)), stat: null };
    }
    if (st.isSymbolicLink()) throw throughLink(shown, parts.slice(0, i + 1).join("/"), isLeaf);
    if (isLeaf) {
      if (!st.isFile() && !st.isDirectory()) {
        throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file (a device, pipe or socket), which the memory tools refuse.`);
      }
      return { abs: next, stat: st };
    }
    if (!st.isDirectory()) {
      throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is a file, not a folder.`);
    }
    current2 = next;
  }
  return { abs: current2, stat: lstatOrNull(current2) };
}
function descriptorPath(fd) {
  if (!PROC_FD) return null;
  try {
    return fs2.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}
function assertDescriptorAt(fd, abs, shown) {
  if (!descriptorIsAt(fd, abs)) {
    fs2.closeSync(fd);
    throw outside(shown);
  }
}
function descriptorIsAt(fd, abs) {
  const expected = path2.resolve(abs);
  if (PROC_FD) {
    const real = descriptorPath(fd);
    if (real !== null) return real === expected || real === `${expected} (deleted)`;
  }
  return identityIsAt(fd, expected);
}
function identityIsAt(fd, expected) {
  let named = null;
  try {
    if (fs2.realpathSync(expected) !== expected) return false;
    named = fs2.lstatSync(expected);
  } catch {
  }
  let held;
  try {
    held = fs2.fstatSync(fd);
  } catch {
    return false;
  }
  if (named !== null && named.dev === held.dev && named.ino === held.ino) return true;
  return held.isFile() && held.nlink === 0;
}

// server/src/storage/waits.ts
var import_node_module = require("node:module");
var WouldWait = class extends MemoryError {
  constructor(wait) {
    super("LOCKED", "Another process holds a file this call needs, so the call waits for it.", "Try again in a moment.");
    this.wait = wait;
  }
  wait;
};
var als2;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function store() {
  als2 ??= new ((0, import_node_module.createRequire)("/")("node:async_hooks")).AsyncLocalStorage();
  return als2;
}
function current() {
  const s = als2?.getStore() ?? null;
  return s && !s.attempt.over ? s : null;
}
function withoutWaiting(fn) {
  const attempt = { changed: false, wait: null, over: false };
  return store().run({ attempt, since: /* @__PURE__ */ new Map(), rounds: /* @__PURE__ */ new Map(), never: true }, fn);
}
function pause(ms, ready, key) {
  const s = current();
  if (s && (s.never || !s.attempt.changed)) {
    s.attempt.wait = { ms, ready, key };
    throw new WouldWait(s.attempt.wait);
  }
  Atomics.wait(sleeper, 0, 0, ms);
}
function noteChange() {
  const s = current();
  if (!s) return;
  if (s.attempt.wait !== null && !s.attempt.changed) throw new WouldWait(s.attempt.wait);
  s.attempt.changed = true;
}
function waitingSince(what) {
  const s = current();
  const now = Date.now();
  if (!s || s.never) return now;
  const first = s.since.get(what);
  if (first !== void 0) return first;
  s.since.set(what, now);
  return now;
}
function countRounds(what, add2 = 1) {
  const s = current();
  if (!s) return 0;
  const n = s.rounds.get(what) ?? 0;
  s.rounds.set(what, n + add2);
  return n;
}

// server/src/storage/anchored-dir.ts
var fs3 = require("node:fs");
var path3 = require("node:path");
function outsideFolder(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`,
    "Use a path inside the project folder that passes through no symbolic link."
  );
}
function openAnchoredDir(rootDir, absDir, shown = path3.relative(rootDir, absDir) || ".") {
  if (!isContained(rootDir, absDir)) throw outsideFolder(shown);
  let fd;
  try {
    fd = fs3.openSync(absDir, fs3.constants.O_RDONLY | fs3.constants.O_DIRECTORY | fs3.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  if (!descriptorIsAt(fd, absDir)) {
    fs3.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs3.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs3.closeSync(dir.fd);
  } catch {
  }
}
function withAnchoredDir(rootDir, absDir, shown, fn) {
  const dir = openAnchoredDir(rootDir, absDir, shown);
  if (!dir) throw new MemoryError("NOT_FOUND", `The folder of ${describePath(shown)} does not exist.`);
  try {
    const result = fn(dir);
    if (typeof result?.then === "function") {
      throw new Error("An anchored folder is used synchronously only; this callback returned a promise.");
    }
    return result;
  } finally {
    closeAnchoredDir(dir);
  }
}
function entryOf(dir, name) {
  return path3.join(dir.via, name);
}
function listAnchored(rootDir, absDir) {
  let dir;
  try {
    dir = openAnchoredDir(rootDir, absDir);
  } catch {
    return [];
  }
  if (!dir) return [];
  try {
    const entries = fs3.readdirSync(dir.via, { withFileTypes: true });
    return PROC_FD || descriptorIsAt(dir.fd, absDir) ? entries : [];
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}

// server/src/storage/shared-repo.ts
var import_node_child_process = require("node:child_process");
var fs4 = require("node:fs");
var path4 = require("node:path");
var SHARED_DIR = ".project-memory";
var MAX_SHARED_ENTRIES = 2e4;
function lstat(p) {
  try {
    return fs4.lstatSync(p);
  } catch {
    return null;
  }
}
function git(cwd, args) {
  try {
    return (0, import_node_child_process.execFileSync)("git", ["-C", cwd, ...args], { encoding: "utf8", timeout: 3e3, env: currentEnv(), stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
function realOrSelf(p) {
  try {
    return fs4.realpathSync(p);
  } catch {
    return path4.resolve(p);
  }
}
function findRepoPlace(cwd) {
  let dir = realOrSelf(cwd);
  for (; ; ) {
    const g = lstat(path4.join(dir, ".git"));
    if (g) {
      const s = lstat(path4.join(dir, SHARED_DIR));
      return { top: dir, git: g.isDirectory() ? "dir" : "file", shared: s ? path4.join(dir, SHARED_DIR) : null };
    }
    const parent = path4.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function mainWorktreeOf(place) {
  if (place.git === "dir") return place.top;
  const common = git(place.top, ["rev-parse", "--git-common-dir"]);
  if (!common) return null;
  const abs = realOrSelf(path4.resolve(place.top, common));
  return path4.basename(abs) === ".git" ? path4.dirname(abs) : null;
}
function placeInMainWorktree(dir) {
  const place = findRepoPlace(dir);
  if (!place || place.git !== "file") return null;
  const main = mainWorktreeOf(place);
  return main === null ? null : path4.join(main, path4.relative(place.top, realOrSelf(dir)));
}
function refused(what, hint = "Replace links with real files and folders, then start again.") {
  return new MemoryError("INVALID_PATH", `The shared memory folder ${what}; it was not used.`, hint);
}
function inRootProblem(rootDir, dir) {
  if (isInside(rootDir, dir)) return refused(`${dir} is inside the memory root ${rootDir}`, "Share from a repository outside the memory root.");
  if (isInside(dir, rootDir)) return refused(`${dir} holds the memory root ${rootDir}`, "Keep the memory root outside the shared folder.");
  return null;
}
function checkSharedFolder(dir, rootDir) {
  if (!path4.isAbsolute(dir) || path4.normalize(dir) !== dir || path4.basename(dir) !== SHARED_DIR) throw refused(`${dir} is not a folder named ${SHARED_DIR}`);
  const inRoot = inRootProblem(rootDir, dir);
  if (inRoot) throw inRoot;
  const st = lstat(dir);
  if (!st) throw new MemoryError("NOT_FOUND", `There is no shared memory folder at ${dir}.`);
  if (st.isSymbolicLink()) throw refused(`${dir} is a symbolic link`);
  if (!st.isDirectory()) throw refused(`${dir} is not a folder`);
  if (realOrSelf(dir) !== dir) throw refused(`${dir} is reached through a symbolic link`);
  const top = path4.dirname(dir);
  if (!lstat(path4.join(top, ".git"))) throw refused(`${dir} is not at the top of a git work tree`);
  let seen = 0;
  const walk = (d) => {
    for (const ent of fs4.readdirSync(d, { withFileTypes: true })) {
      if (++seen > MAX_SHARED_ENTRIES) throw refused(`${dir} holds more than ${MAX_SHARED_ENTRIES} entries`);
      const p = path4.join(d, ent.name);
      if (ent.isSymbolicLink()) throw refused(`${dir} contains the symbolic link ${path4.relative(dir, p)}`);
      if (ent.isDirectory()) walk(p);
      else if (!ent.isFile()) throw refused(`${dir} contains ${path4.relative(dir, p)}, which is not a regular file`);
      else if (fs4.lstatSync(p).nlink > 1) throw refused(`${dir} contains the hard-linked file ${path4.relative(dir, p)}`);
    }
  };
  walk(dir);
  return dir;
}
function sharedSlugOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "slug");
}
function sharedNameOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "name");
}
function metaHead(dir) {
  return readHead(path4.join(dir, "_meta.yaml"));
}
function readHead(file) {
  try {
    const fd = fs4.openSync(file, fs4.constants.O_RDONLY | fs4.constants.O_NOFOLLOW);
    try {
      const buf = Buffer.alloc(64 * 1024);
      return buf.subarray(0, fs4.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
    } finally {
      fs4.closeSync(fd);
    }
  } catch {
    return null;
  }
}
var POINTER_NAME = ".shared";
var POINTER_IGNORE = `/projects/*/${POINTER_NAME}`;
var POINTER_PATHSPEC = `:(glob)projects/*/${POINTER_NAME}`;
function pointerPath(rootDir, slug) {
  return path4.join(rootDir, "projects", slug, POINTER_NAME);
}
function readPointer(rootDir, slug) {
  const text = readHead(pointerPath(rootDir, slug));
  if (text === null) return null;
  try {
    const o = JSON.parse(text);
    if (typeof o.dir !== "string" || !path4.isAbsolute(o.dir) || path4.normalize(o.dir) !== o.dir || path4.basename(o.dir) !== SHARED_DIR || o.dir.includes("\0"))
      return null;
    const paths = Array.isArray(o.paths) ? o.paths.filter((p) => typeof p === "string" && path4.isAbsolute(p)) : [];
    return { dir: o.dir, paths };
  } catch {
    return null;
  }
}
function unmountedSharedProblem(rootDir, slug) {
  if (!lstat(pointerPath(rootDir, slug))) return null;
  const pointer = readPointer(rootDir, slug);
  const where = pointer ? pointer.dir : `the folder its pointer projects/${slug}/${POINTER_NAME} names`;
  const fix = `run \`project-memory status --project ${slug}\` inside the clone at its new place (or in a fresh clone of the repository) to use it from there, or \`project-memory unbind --project ${slug}\` to stop using it on this machine`;
  const missing = pointer === null || !isRealDir(pointer.dir);
  return new MemoryError(
    "NOT_FOUND",
    missing ? `Project ${slug} is shared in ${where}, which is missing (the clone was moved, renamed, unmounted or deleted), so nothing was written.` : `Project ${slug} is shared in ${where}, which was not used (\`project-memory doctor\` says why), so nothing was written.`,
    missing ? `To fix it, ${fix}.` : "Fix what doctor reports about that folder, then try again."
  );
}
function isRealDir(p) {
  return lstat(p)?.isDirectory() === true;
}
function renderPointer(p) {
  return `${JSON.stringify({ dir: p.dir, paths: p.paths }, null, 2)}
`;
}
function pointerSlugs(rootDir) {
  let names;
  try {
    names = fs4.readdirSync(path4.join(rootDir, "projects"));
  } catch {
    return [];
  }
  return names.filter((n) => isKebabCase(n) && lstat(pointerPath(rootDir, n))?.isFile() === true);
}

// server/src/storage/projects-index.ts
var fs5 = require("node:fs");
var path5 = require("node:path");
var PROJECTS_INDEX = "_projects-index.json";
function renderProjectsIndex(index) {
  return `${JSON.stringify(index, null, 2)}
`;
}
function readProjectsIndex(root) {
  const file = root.readText(PROJECTS_INDEX);
  let index = { projects: [] };
  try {
    if (file) index = normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
  }
  return withMounts(root, index);
}
function withMounts(root, index) {
  const mounts = mountsOf(root.dir);
  if (mounts.size === 0) return index;
  const projects = [...index.projects];
  for (const [slug, dir] of mounts) {
    const bound = [path5.dirname(dir), ...readPointer(root.dir, slug)?.paths ?? []];
    const i = projects.findIndex((p) => p.slug === slug);
    if (i >= 0) {
      const p = projects[i];
      projects[i] = { ...p, paths: [.../* @__PURE__ */ new Set([...p.paths.filter((x) => path5.isAbsolute(x)), ...bound])] };
    } else {
      projects.push({
        id: "",
        slug,
        name: sharedNameOf(dir) ?? slug,
        status: "active",
        type: "",
        path: `projects/${slug}`,
        tags: [],
        aliases: [],
        paths: bound,
        created: "",
        updated: ""
      });
    }
  }
  return { projects };
}
function markProjectsIndexCurrent(root) {
  const abs = path5.join(root.dir, PROJECTS_INDEX);
  let fd;
  try {
    fd = fs5.openSync(abs, fs5.constants.O_RDONLY | fs5.constants.O_NOFOLLOW | fs5.constants.O_NONBLOCK);
  } catch {
    return;
  }
  try {
    if (descriptorIsAt(fd, abs) && fs5.fstatSync(fd).isFile()) {
      const now = /* @__PURE__ */ new Date();
      fs5.futimesSync(fd, now, now);
    }
  } catch {
  } finally {
    fs5.closeSync(fd);
  }
}

// server/src/storage/file-identity.ts
var fs6 = require("node:fs");
function identityOf(st) {
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs };
}
function sameIdentity(a, b) {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
var StaleVersionError = class extends MemoryError {
  constructor(shown) {
    super("CONFLICT", `${describePath(shown)} was changed by another program while it was being updated, so nothing was written.`, "Read it again and retry.");
  }
};
function assertStillExpected(entry, expected, shown) {
  let st = null;
  try {
    st = fs6.lstatSync(entry, { bigint: true });
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (expected === null ? st !== null : st === null || !sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
}
function openWitness(entry) {
  try {
    return fs6.openSync(entry, fs6.constants.O_RDONLY | fs6.constants.O_NOFOLLOW | fs6.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}
function assertWitnessIs(fd, expected, shown) {
  const st = fs6.fstatSync(fd, { bigint: true });
  if (!sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
  const content = expected.identity.content;
  if (content !== void 0 && !readBytes(fd, Number(st.size)).equals(content)) throw new StaleVersionError(shown);
}
function readBytes(fd, size) {
  const buf = Buffer.alloc(size);
  let off = 0;
  while (off < size) {
    const n = fs6.readSync(fd, buf, off, size - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}

// server/src/storage/replace.ts
var fs7 = require("node:fs");
function replaceExpected(leaf, tmp, expected, shown, keep) {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs7.renameSync(tmp, leaf);
    held = null;
    if (witness !== null) keep(witness, expected.identity);
  } finally {
    if (held !== null) fs7.closeSync(held);
  }
}
function removeExpected(leaf, expected, shown, keep) {
  const witness = openWitness(leaf);
  if (witness === null) throw new StaleVersionError(shown);
  let held = witness;
  try {
    assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs7.unlinkSync(leaf);
    held = null;
    keep(witness, expected.identity);
  } finally {
    if (held !== null) fs7.closeSync(held);
  }
}
function placeNew(tmp, leaf, shown) {
  noteChange();
  try {
    fs7.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs7.renameSync(tmp, leaf);
    return;
  }
  fs7.rmSync(tmp, { force: true });
}

// server/src/storage/case-twins.ts
var fs8 = require("node:fs");
var path6 = require("node:path");
function assertNoCaseTwin(dir, name, shown) {
  const key = nameKey(name);
  let names;
  try {
    names = fs8.readdirSync(dir.via);
  } catch {
    return;
  }
  const twin = names.find((n) => n !== name && nameKey(n) === key);
  if (twin !== void 0) {
    throw new MemoryError(
      "ALREADY_EXISTS",
      `${describePath(shown)} differs from the existing ${describePath(twin)} only in letter case or Unicode form, and on macOS or Windows the two would be one file; nothing was written.`,
      `Use the existing name ${describePath(twin)}.`
    );
  }
}

// server/src/storage/lazy-crypto.ts
var import_node_module2 = require("node:module");
var crypto;
function nodeCrypto() {
  crypto ??= (0, import_node_module2.createRequire)("/")("node:crypto");
  return crypto;
}

// server/src/storage/atomic-file.ts
var fs9 = require("node:fs");
var path7 = require("node:path");
var OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem2 = Array.from(path7.basename(abs)).slice(0, 48).join("");
  return path7.join(path7.dirname(abs), `.${stem2}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}
function writerPidOf(name) {
  return Number(OWN_TEMP_NAME.exec(name)?.[1]);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs9.openSync(tmp, fs9.constants.O_WRONLY | fs9.constants.O_CREAT | fs9.constants.O_EXCL | fs9.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs9.writeSync(fd, data, off, data.length - off);
      if (durable) fs9.fsyncSync(fd);
    } finally {
      fs9.closeSync(fd);
    }
    place();
  } catch (e) {
    fs9.rmSync(tmp, { force: true });
    throw e;
  }
}

// server/src/storage/read-fully.ts
var fs10 = require("node:fs");
function readFully(fd, buf, length = buf.length) {
  let off = 0;
  while (off < length) {
    const n = fs10.readSync(fd, buf, off, length - off, off);
    if (n === 0) break;
    off += n;
  }
  return off;
}

// server/src/storage/fs-safe.ts
var fs11 = require("node:fs");
var path8 = require("node:path");
var MAX_FILE_BYTES = 8 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var BOM = "\uFEFF";
function decode(buf, shown) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new MemoryError("INVALID_FORMAT", `${describePath(shown)} is not valid UTF-8 text.`, "Memory files must be UTF-8 text.");
  }
}
function readTextContained(_rootDir, abs, shown, maxBytes = MAX_FILE_BYTES) {
  let fd;
  try {
    fd = fs11.openSync(abs, fs11.constants.O_RDONLY | fs11.constants.O_NOFOLLOW | fs11.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs11.fstatSync(fd, { bigint: true });
    const st = {
      isDirectory: () => big.isDirectory(),
      isFile: () => big.isFile(),
      nlink: Number(big.nlink),
      size: Number(big.size),
      mtimeMs: Number(big.mtimeNs) / 1e6
    };
    if (st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    if (!st.isFile()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file.`);
    if (st.nlink > 1) {
      throw new MemoryError(
        "INVALID_PATH",
        `${describePath(shown)} has ${st.nlink} hard links, so it may be a file from outside the memory root; the tools refuse it.`,
        "Copy the file instead of hard-linking it."
      );
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${describePath(shown)} is ${st.size} bytes, over the ${maxBytes}-byte limit for memory files.`);
    }
    const buf = Buffer.alloc(st.size);
    const off = readFully(fd, buf);
    const bytes = off === st.size ? buf : buf.subarray(0, off);
    const raw = decode(bytes, shown);
    const bom = raw.startsWith(BOM);
    return { text: bom ? raw.slice(1) : raw, bom, mtimeMs: st.mtimeMs, size: off, identity: { ...identityOf(big), content: bytes } };
  } finally {
    try {
      fs11.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs11.openSync(abs, fs11.constants.O_RDONLY | fs11.constants.O_NOFOLLOW | fs11.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs11.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs11.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs11.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isContained(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", "A folder to create lies outside the memory root, which no tool may reach.");
  const missing = [];
  let cur = dir;
  for (; ; ) {
    let st = null;
    try {
      st = fs11.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path8.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path8.dirname(d), path8.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path8.basename(d), path8.relative(rootDir, d));
          noteChange();
          fs11.mkdirSync(entryOf(parent, path8.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path8.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path8.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path8.dirname(d));
      if (!parent) continue;
      try {
        fs11.rmdirSync(entryOf(parent, path8.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function writeAtomic(rootDir, abs, data, shown = abs, expected, keep) {
  const created = ensureDirContained(rootDir, path8.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected, keep);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected, keep) {
  withAnchoredDir(rootDir, path8.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path8.basename(abs));
    const tmp = entryOf(dir, path8.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs11.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path8.basename(abs), shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, () => {
        if (expected === null) placeNew(tmp, leaf, shown);
        else if (expected === void 0) {
          noteChange();
          fs11.renameSync(tmp, leaf);
        } else replaceExpected(leaf, tmp, expected, shown, keep);
        syncDir(dir.fd);
      });
    } catch (e) {
      throw translateIoError(e, shown);
    }
  });
}
function lstatOrNull2(p) {
  try {
    return fs11.lstatSync(p);
  } catch {
    return null;
  }
}
function removeContained(rootDir, abs, shown = abs, expected, keep) {
  const dir = openAnchoredDir(rootDir, path8.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path8.basename(abs));
    if (expected === void 0) {
      noteChange();
      fs11.rmSync(leaf, { force: true });
    } else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(leaf, expected, shown, keep);
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs11.fsyncSync(fd);
  } catch {
  }
}
function translateIoError(e, shown) {
  if (e instanceof MemoryError) return e;
  const code = e.code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return new MemoryError("IO", `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, "Free some space and try again.");
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new MemoryError("IO", `Permission denied writing ${describePath(shown)}; nothing was changed.`, "Check the permissions of the memory root.");
  if (code === "ENAMETOOLONG")
    return new MemoryError("INVALID_PATH", `${describePath(shown)} is too long for the file system, so it was not written.`, "Use a shorter name.");
  if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP")
    return new MemoryError(
      "IO",
      `A folder on the way to ${describePath(shown)} was moved or removed while it was being written, so it was not written.`,
      "Try again."
    );
  return e;
}
function walkOwnTempFiles(dir, visit2) {
  const pending = [dir];
  const uid = typeof process.getuid === "function" ? process.getuid() : void 0;
  for (let abs = pending.pop(); abs !== void 0; abs = pending.pop()) {
    let anchored;
    try {
      anchored = openAnchoredDir(dir, abs);
    } catch {
      continue;
    }
    if (!anchored) continue;
    try {
      const entries = fs11.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          if (ent.name !== "_trash" && ent.name !== ".history") pending.push(path8.join(abs, ent.name));
          continue;
        }
        if (!ent.isFile() || !isOwnTempName(ent.name)) continue;
        const entry = entryOf(anchored, ent.name);
        const st = lstatOrNull2(entry);
        if (!st || !st.isFile() || st.nlink !== 1 || uid !== void 0 && st.uid !== uid) continue;
        visit2(entry, ent.name, st);
      }
    } catch {
    } finally {
      closeAnchoredDir(anchored);
    }
  }
}
function writerIsGone(name) {
  const pid = writerPidOf(name);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function sweepTempFiles(dir, minAgeMs = 6e4, now = Date.now()) {
  let removed = 0;
  walkOwnTempFiles(dir, (entry, name, st) => {
    if (!writerIsGone(name) && now - st.mtimeMs < minAgeMs) return;
    noteChange();
    try {
      fs11.unlinkSync(entry);
      removed++;
    } catch {
    }
  });
  return removed;
}

// server/src/storage/lock.ts
var import_node_os = require("node:os");
var fs12 = require("node:fs");
var path9 = require("node:path");
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var BREAKER_STALE_MS = 1e4;
function fileLockKey(rel) {
  return `file:${rel}`;
}
function locksDir(rootDir) {
  return path9.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs12.mkdirSync(locksDir(rootDir));
    } catch (e) {
      const code = e.code;
      if (code !== "EEXIST") throw lockIoError(e);
    }
    dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
    if (!dir) throw new MemoryError("IO", "The lock folder .locks of the memory root could not be created.", "Check that the memory root is writable.");
  }
  try {
    return fn(entryOf(dir, name));
  } finally {
    closeAnchoredDir(dir);
  }
}
function lockIoError(e) {
  const code = e.code;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM") {
    return new MemoryError("IO", "The memory root is read-only here, so nothing can be changed.", "Make the memory root writable, or use the read tools only.");
  }
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", "The disk is full, so nothing was changed.", "Free some space and try again.");
  return e;
}
function holderIsGone(content, mtimeMs) {
  if (Date.now() - mtimeMs > STALE_AFTER_MS) return true;
  const [pidText, host] = content.split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > 5e3;
  if (host !== (0, import_node_os.hostname)()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function breakStaleLock(rootDir, name, judged) {
  inLocksDir(rootDir, name, (file) => breakStaleLockAt(file, judged));
}
function breakStaleLockAt(file, judged) {
  const breaker = `${file}.break`;
  let fd;
  try {
    fd = fs12.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs12.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs12.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs12.readFileSync(file, "utf8") === judged) fs12.rmSync(file, { force: true });
  } catch {
  } finally {
    fs12.closeSync(fd);
    fs12.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}.new`;
  try {
    fs12.writeFileSync(tmp, token, { flag: "wx", mode: 420 });
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
  try {
    fs12.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return tryAcquireExclusive(file, token);
    throw lockIoError(e);
  } finally {
    unlinkIfThere(tmp);
  }
}
function unlinkIfThere(file) {
  try {
    fs12.unlinkSync(file);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function tryAcquireExclusive(file, token) {
  try {
    const fd = fs12.openSync(file, fs12.constants.O_WRONLY | fs12.constants.O_CREAT | fs12.constants.O_EXCL | fs12.constants.O_NOFOLLOW, 420);
    try {
      fs12.writeSync(fd, token);
    } finally {
      fs12.closeSync(fd);
    }
    return true;
  } catch (e) {
    if (e.code === "EEXIST") return false;
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
}
var heldHere = /* @__PURE__ */ new Set();
function withLock(rootDir, key, fn) {
  const name = lockNameFor(key);
  const held = `${rootDir}\0${name}`;
  if (heldHere.has(held)) return fn();
  const token = `${process.pid} ${(0, import_node_os.hostname)()} ${Date.now()}`;
  let holder = null;
  let deadline = 0;
  let tries = 0;
  while (!tryAcquire(rootDir, name, token)) {
    try {
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs12.readFileSync(file, "utf8"), mtimeMs: fs12.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
      }
      if (judged.content !== holder) {
        holder = judged.content;
        deadline = waitingSince(`lock:${name}:${holder}`) + WAIT_LIMIT_MS;
      }
    } catch (e) {
      if (e instanceof MemoryError) throw e;
      continue;
    }
    if (Date.now() > deadline) {
      throw new MemoryError(
        "LOCKED",
        `Another process has held the lock on ${key} for over ${WAIT_LIMIT_MS / 1e3} seconds, so nothing was changed.`,
        "Try again; if it persists, run `project-memory doctor --fix`."
      );
    }
    const delay = Math.min(2 ** (tries++ + countRounds(`lock:${name}`)), 50);
    pause(delay + Math.random() * delay, () => !lockFileThere(rootDir, name), held);
  }
  heldHere.add(held);
  try {
    const result = fn();
    if (typeof result?.then === "function")
      throw new Error("A lock is held by synchronous code only; this section returned a promise.");
    return result;
  } finally {
    heldHere.delete(held);
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs12.readFileSync(file, "utf8") === token) unlinkIfThere(file);
      });
    } catch {
    }
  }
}
function lockFileThere(rootDir, name) {
  try {
    return fs12.lstatSync(path9.join(locksDir(rootDir), name), { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}

// server/src/storage/inspect.ts
var fs13 = require("node:fs");
var path10 = require("node:path");

// server/src/services/scope.ts
var path11 = require("node:path");
var GLOBAL_SCOPE = { kind: "global", slug: "_global", name: "Global", dir: "_global", entry: null };
function scopeOf(entry) {
  return { kind: "project", slug: entry.slug, name: entry.name, dir: `projects/${entry.slug}`, entry };
}
function usableScopeOf(ws, entry) {
  if (ws.root.mountedDir(entry.slug) === void 0) {
    const problem = unmountedSharedProblem(ws.root.dir, entry.slug);
    if (problem) throw problem;
  }
  return scopeOf(entry);
}
function projectForPath(index, dir) {
  let best = null;
  let bestLength = -1;
  const target = path11.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path11.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
        best = p;
        bestLength = bound.length;
      }
    }
  }
  return best;
}
function projectForCwd(index, dir) {
  const direct = projectForPath(index, dir);
  if (direct || index.projects.length === 0) return direct;
  const inMain = placeInMainWorktree(dir);
  return inMain === null ? null : projectForPath(index, inMain);
}
function containsPath(base, target) {
  const normal = base.length > 1 && base.endsWith(path11.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path11.sep}.`) || normal.includes(`${path11.sep}${path11.sep}`)) return isInside(path11.resolve(base), target);
  return target === normal || target.startsWith(normal === path11.sep ? normal : `${normal}${path11.sep}`);
}
function knownProjectsSentence(index) {
  if (index.projects.length === 0)
    return "There are no projects yet: create one with create_project (CLI: project-memory init, then create_project from Claude Code).";
  const names = index.projects.map((p) => p.slug).join(", ");
  return `Known projects: ${names}. Pass project, or bind this repository with use_project (CLI: project-memory use <project>).`;
}
function resolveScope(ws, project, index = readProjectsIndex(ws.root)) {
  if (project === "_global") return GLOBAL_SCOPE;
  if (project != null && project !== "") {
    const byKey = findProjectByKey(index, project);
    if (byKey) return usableScopeOf(ws, byKey);
    if (path11.isAbsolute(project)) {
      const byPath = projectForPath(index, project);
      if (byPath) return usableScopeOf(ws, byPath);
      throw new MemoryError("NO_PROJECT", `No project is bound to a repository containing ${project}.`, knownProjectsSentence(index));
    }
    throw new MemoryError("NO_PROJECT", `There is no project with the slug, alias or id "${project}".`, knownProjectsSentence(index));
  }
  const bound = projectForCwd(index, ws.cwd);
  if (bound) return usableScopeOf(ws, bound);
  throw new MemoryError("NO_PROJECT", `No project was named and none is bound to ${ws.cwd}.`, knownProjectsSentence(index));
}
function boundProject(ws) {
  const entry = projectForCwd(readProjectsIndex(ws.root), ws.cwd);
  return entry ? scopeOf(entry) : null;
}
function resolveProjectScope(ws, project, what) {
  const scope = resolveScope(ws, project);
  if (scope.kind !== "project") throw new MemoryError("INVALID_INPUT", `${what} belong to a project, not to _global.`);
  return scope;
}

// server/src/core/file-rules.ts
var TOP_FILES = ["decisions.md", "people.md", "_meta.yaml", "manifest.json", "artifacts.json", "memory.md"];
var KIND_FOLDERS = ["knowledge", "sessions", "updates", "correspondence", "archive"];
var CANONICAL_TOP = new Map(TOP_FILES.map((n) => [nameKey(n), n]));
var CANONICAL_FOLDER = new Map(KIND_FOLDERS.map((n) => [nameKey(n), n]));
function isSessionFileName(name) {
  return dateFileName(name, { suffix: true }) !== null;
}

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}

// server/src/services/context.ts
function read(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
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
function consolidationReasons(ws, scope) {
  return dreamReasons(readSignals(ws, scope).signals);
}

// server/src/core/consolidate/inventory.ts
function emptyAccounting() {
  return { droppedDuplicates: [], modified: [], derivedJsonKeys: {} };
}
function mergeAccounting(parts) {
  const out = emptyAccounting();
  for (const p of parts) {
    out.droppedDuplicates.push(...p.droppedDuplicates);
    out.modified.push(...p.modified);
    for (const [path20, keys] of Object.entries(p.derivedJsonKeys)) out.derivedJsonKeys[path20] = [...out.derivedJsonKeys[path20] ?? [], ...keys];
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
function flattenJson(path20, value, skipTopKeys, out, markFilled = false) {
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
  walk(`${path20}:`, value, 0);
}
function inventoryOf(files, derived, forPath, markFilled = false) {
  const counts = /* @__PURE__ */ new Map();
  for (const path20 of Object.keys(files).sort()) {
    const text = files[path20];
    const record = (key) => {
      add(counts, key);
      if (forPath) {
        const set = forPath.get(key) ?? /* @__PURE__ */ new Set();
        set.add(path20);
        forPath.set(key, set);
      }
    };
    if (path20.endsWith(".json")) {
      const parsed = parseJson(text);
      if (parsed.ok) {
        flattenJson(path20, parsed.value, new Set(derived[path20] ?? []), record, markFilled);
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
var MEMORY2 = "memory.md";
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
  const original = files.get(MEMORY2);
  const limit = thresholds.coreSoftLimit;
  const report = {
    created: original === void 0,
    sectionsAdded: [],
    linesBefore: original === void 0 ? 0 : lineCount(original),
    linesAfter: 0,
    limit,
    moved: [],
    archive: void 0,
    withinLimit: true
  };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  let text = original ?? renderMemoryTemplate(projectName);
  if (original !== void 0) report.sectionsAdded = missingSections(text);
  text = addMissingSections(text);
  if (lineCount(text) > limit) text = trim(text, limit, now, files, result);
  report.linesAfter = lineCount(text);
  report.withinLimit = report.linesAfter <= limit;
  if (text !== original) result.writes.set(MEMORY2, text);
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
var DECISIONS2 = "decisions.md";
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
  const report = { flaggedStale: [], superseded: [], compacted: [], skipped: [] };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  const text = files.get(DECISIONS2);
  if (text === void 0) return result;
  const entries = parseDecisions(text).entries;
  const idCount = /* @__PURE__ */ new Map();
  for (const e of entries) idCount.set(e.id, (idCount.get(e.id) ?? 0) + 1);
  const usable = [];
  for (const e of entries) {
    if (e.stub) continue;
    if (idCount.get(e.id) > 1) report.skipped.push({ id: e.id, reason: "its id is used by more than one entry" });
    else if (e.status === void 0) report.skipped.push({ id: e.id, reason: `its status "${e.statusText ?? ""}" is missing or unknown` });
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
      report.skipped.push({ id: e.id, reason: `it has a topic but its date "${e.date ?? ""}" is not a real YYYY-MM-DD date` });
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
      if (!report.skipped.some((s) => s.id === e.id)) {
        report.skipped.push({ id: e.id, reason: `its date "${e.date ?? ""}" is not a real YYYY-MM-DD date, so its age is unknown` });
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
    report.flaggedStale.push({ id: e.id, title: e.title, since, ageDays });
  }
  const changes = /* @__PURE__ */ new Map();
  for (const e of usable) {
    const next = status.get(e.id);
    if (next === e.status) continue;
    const c = { status: next };
    const sup = supersededBy.get(e.id);
    if (sup) {
      c.supersededBy = sup.by.id;
      report.superseded.push({ id: e.id, title: e.title, by: sup.by.id, reason: sup.reason });
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
            path: DECISIONS2,
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
      report.skipped.push({ id: e.id, reason: "its title cannot be written as a one-line stub" });
      continue;
    }
    stubs.set(e.id, stub);
    const archive = archives.get(archivePath) ?? { ym, blocks: [] };
    archive.blocks.push(`<a id="${anchor}"></a>

${e.raw}`);
    archives.set(archivePath, archive);
    report.compacted.push({ id: e.id, title: e.title, status: s, archive: archivePath });
  }
  const final = replaceDecisionEntries(edited, stubs);
  if (final !== text) result.writes.set(DECISIONS2, final);
  for (const [path20, { ym, blocks }] of [...archives].sort(([a], [b]) => a < b ? -1 : 1)) {
    result.writes.set(path20, appendBlocks(files.get(path20) ?? archiveHeader(ym), blocks));
  }
  report.skipped.sort((a, b) => compareDecisionIds(a.id, b.id) || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
  return result;
}

// server/src/core/consolidate/draft-pass.ts
var MEMORY3 = "memory.md";
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
  const report = emptyDraftReport();
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  if (draft === void 0) return result;
  assertValidDraft(draft);
  report.given = true;
  const current2 = files.get(MEMORY3) ?? "";
  const currentLines = contentLines(current2);
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
  report.pointersKept = carried.length;
  const available = countsOf([...draftLines2, ...carried]);
  const dropped = [];
  const sectionOf = sectionLabels(current2, currentLines.length);
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
    report.kept += Math.min(n, have);
    report.added += Math.max(0, n - have);
  }
  const pointers = [...carried];
  if (dropped.length > 0) {
    const archivePath = memoryArchivePath(now);
    const deepLinks = parseSections(draft).sections.find((s) => s.canonical === DEEP_LINKS2);
    const present = [...deepLinks?.body.split("\n") ?? [], ...carried].some((l) => l.includes(archivePath));
    if (!present) pointers.push(memoryArchivePointer(archivePath));
    const groups = groupBySection(currentLines, dropped);
    report.moved = groups.map((g) => ({ section: g.section, lines: g.count }));
    report.movedLines = dropped.map((d) => currentLines[d.index].trim());
    const entry = `## ${now} \u2014 left out of memory.md by the /dream draft

${groups.map((g) => `### ${g.section}

${g.lines.join("\n")}`).join("\n\n")}`;
    result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
    report.archive = archivePath;
  }
  pointers.sort();
  const next = insertAtSectionEnd(draft, DEEP_LINKS2, pointers);
  report.linesBefore = current2 === "" ? 0 : lineCount(current2);
  report.linesAfter = lineCount(next);
  if (report.linesAfter > thresholds.coreSoftLimit) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The draft of memory.md would leave it at ${report.linesAfter} lines${next !== draft ? " (with its archive pointers)" : ""}, over the ${thresholds.coreSoftLimit}-line budget (coreSoftLimit), so nothing was changed.`,
      "Shorten the draft (detail it leaves out is moved to archive/ by consolidate) and call consolidate again."
    );
  }
  if (next !== files.get(MEMORY3)) result.writes.set(MEMORY3, next);
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
function bulletsOf(lines) {
  const items = [];
  const bullets = [];
  let current2 = null;
  let afterBlank = true;
  const flush = () => {
    if (!current2) return;
    items.push(current2.texts.join(" "));
    if (current2.isBullet) bullets.push({ text: current2.raw.join("\n"), startLine: current2.start, endLine: current2.end });
    current2 = null;
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
      current2 = { texts: [text.slice(marker[0].length).trim()], raw: [text.trim()], start: line, end: line, isBullet: true };
    } else if (current2 && (indented || !afterBlank)) {
      current2.texts.push(text.trim());
      current2.raw.push(text.trim());
      current2.end = line;
    } else {
      flush();
      current2 = { texts: [text.trim()], raw: [text.trim()], start: line, end: line, isBullet: false };
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
  let current2;
  let part;
  const open = (number, heading, line) => {
    current2 = {
      section: { number, heading, startLine: line, summary: "", outcomes: [], decisions: [], openQuestions: [], nextStep: "" },
      parts: /* @__PURE__ */ new Map()
    };
    collected.push(current2);
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
      if (!current2) open(void 0, "", i + 1);
      part = PART_BY_NAME[h3.text.toLowerCase().replace(/[^a-z]/g, "")];
      if (part) {
        const runs = current2.parts.get(part) ?? [];
        runs.push([]);
        current2.parts.set(part, runs);
      }
      continue;
    }
    if (current2 && part)
      current2.parts.get(part).at(-1).push({ line: i + 1, text: text2 });
  }
  return { title, collected };
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
  for (const path20 of paths) {
    const m = SESSION_PATH.exec(path20);
    if (!m) continue;
    const name = m[1];
    const d = leadingDate(name);
    out.push({ path: path20, name, date: d !== null && isIsoDate(d) ? d : void 0 });
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
  const report = {
    countBefore: dated.length,
    countAfter: dated.length,
    triggered: dated.length > thresholds.archiveAfter,
    rolled: [],
    duplicateOutcomesDropped: 0,
    undated
  };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  if (!report.triggered) return result;
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
    const kept2 = dropped === 0 ? text : splitLinesKeepEnds(text).filter((_, i) => !dropLines.has(i)).join("");
    archive.blocks.push(archiveBlock(session.date, kept2));
    result.deletes.push(session.path);
    report.rolled.push({ path: session.path, archive: archivePath, duplicateOutcomesDropped: dropped });
    report.duplicateOutcomesDropped += dropped;
  }
  for (const [path20, archive] of archives) result.writes.set(path20, appendBlocks(archive.base, archive.blocks));
  report.countAfter = dated.length - toRoll.length;
  return result;
}

// server/src/core/consolidate/metadata-pass.ts
var MANIFEST = "manifest.json";
var ARTIFACTS = "artifacts.json";
var REQUIRED_IMPORTANT_FILES = ["memory.md", "decisions.md"];
var DERIVED_MANIFEST_KEYS = ["updated", "sessionCount", "activeDecisionIds"];
function parseObject(text, path20) {
  if (text === void 0) return { status: { present: false, valid: false, problem: `${path20} is missing.` } };
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { status: { present: true, valid: false, problem: `${path20} is not valid JSON (${reason}); it was left unchanged.` } };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { status: { present: true, valid: false, problem: `${path20} must hold a JSON object; it was left unchanged.` } };
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
  const report = { manifest: { ...manifest.status, changedKeys: [] }, artifacts: artifacts.status };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
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
    report.manifest.problem = 'manifest.json "importantFiles" is not an array; it was left unchanged.';
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
  report.manifest.changedKeys = changedKeys;
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
function renderReport(report) {
  const lines = [
    `## ${report.now} \u2014 consolidation`,
    "",
    ...sessionsLines(report.sessions, report.thresholds),
    ...decisionsLines(report.decisions, report.thresholds),
    ...draftLines(report.draft),
    ...coreLines(report.core),
    ...metadataLines(report.metadata),
    ...noLossLines(report.noLoss)
  ];
  if (report.sessions.undated.length > 0) lines.push(`- Not rolled up (no date in the name): ${report.sessions.undated.join(", ")}.`);
  for (const p of report.thresholdProblems) lines.push(`- Threshold: ${p}`);
  if (report.writes.length + report.deletes.length > 0) {
    lines.push(`- Files written: ${report.writes.join(", ") || "none"}; deleted: ${report.deletes.join(", ") || "none"}.`);
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
    for (const [path20, content] of pass.writes) state.set(path20, content);
    for (const path20 of pass.deletes) state.delete(path20);
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
  const report = {
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
  if (changed) state.set(CONSOLIDATION_LOG, appendBlock(original.get(CONSOLIDATION_LOG) ?? CONSOLIDATION_LOG_HEADER, renderReport(report)));
  return {
    writes: Object.fromEntries(writes.map((p) => [p, state.get(p)])),
    deletes,
    report,
    changed
  };
}
function differs(a, b) {
  if (a.size !== b.size) return true;
  for (const [path20, content] of b) if (a.get(path20) !== content) return true;
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

// server/src/storage/history-store.ts
var import_node_module3 = require("node:module");

// server/src/core/history.ts
function renderEntry(e) {
  const out = { t: e.t, path: e.path, prev: e.prev, sha: e.sha, tool: e.tool };
  if (e.session) out.session = e.session;
  if (e.prevTime) out.prevTime = e.prevTime;
  return `${JSON.stringify(out)}
`;
}
var SHA = /^[0-9a-f]{64}$/;
function asEntry(v) {
  if (!v || typeof v !== "object") return null;
  const o = v;
  const shaOk = (x) => x === null || typeof x === "string" && SHA.test(x);
  if (typeof o.t !== "string" || typeof o.path !== "string" || typeof o.tool !== "string" || !shaOk(o.prev) || !shaOk(o.sha)) return null;
  const e = { t: o.t, path: o.path, prev: o.prev, sha: o.sha, tool: o.tool };
  if (typeof o.session === "string") e.session = o.session;
  if (typeof o.prevTime === "string") e.prevTime = o.prevTime;
  return e;
}
function parseLog(text) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const line of text.split("\n")) {
    if (line === "" || seen.has(line)) continue;
    seen.add(line);
    try {
      const e = asEntry(JSON.parse(line));
      if (e) out.push(e);
    } catch {
    }
  }
  return out;
}
var DEFAULT_RETENTION = { maxAgeDays: 90, maxBytes: 64 * 1024 * 1024 };
function retain(entries, rule, nowMs, sizeOf) {
  const newestOfPath = /* @__PURE__ */ new Map();
  entries.forEach((e, i) => newestOfPath.set(e.path, i));
  const keep = new Array(entries.length).fill(false);
  const counted = /* @__PURE__ */ new Set();
  let bytes = 0;
  const charge = (e) => {
    for (const sha of [e.sha, e.prev]) {
      if (sha && !counted.has(sha)) {
        counted.add(sha);
        bytes += sizeOf(sha);
      }
    }
  };
  for (const i of newestOfPath.values()) {
    keep[i] = true;
    charge(entries[i]);
  }
  const cutoff = nowMs - rule.maxAgeDays * 864e5;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (keep[i]) continue;
    const e = entries[i];
    const t = Date.parse(e.t);
    if (!(t >= cutoff)) continue;
    const extra = [e.sha, e.prev].reduce((n, sha) => n + (sha && !counted.has(sha) ? sizeOf(sha) : 0), 0);
    if (bytes + extra > rule.maxBytes) break;
    keep[i] = true;
    charge(e);
  }
  return entries.filter((_, i) => keep[i]);
}

// server/src/storage/history-store.ts
var fs14 = require("node:fs");
var path12 = require("node:path");
var HISTORY_DIR = ".history";
var MAX_LOG_BYTES = 8 * 1024 * 1024;
var RETENTION_EVERY_MS = 24 * 36e5;
var ORPHAN_GRACE_MS = 36e5;
var load = (0, import_node_module3.createRequire)("/");
var zlib;
var gz = () => zlib ??= load("node:zlib");
var als3;
function withOrigin(origin, fn) {
  als3 ??= new (load("node:async_hooks")).AsyncLocalStorage();
  return als3.run(origin, fn);
}
function currentOrigin(env = currentEnv()) {
  const found = als3?.getStore();
  if (found) return found;
  const session = envVar(env, "CLAUDE_CODE_SESSION_ID");
  return session ? { tool: "unknown", session } : { tool: "unknown" };
}
function historyEnabled(env = currentEnv()) {
  return envVar(env, "PROJECT_MEMORY_HISTORY") !== "off";
}
function positive(text, fallback) {
  const n = Number(text);
  return text !== void 0 && Number.isFinite(n) && n > 0 ? n : fallback;
}
function retentionFromEnv(env = currentEnv()) {
  return {
    maxAgeDays: positive(envVar(env, "PROJECT_MEMORY_HISTORY_DAYS"), DEFAULT_RETENTION.maxAgeDays),
    maxBytes: positive(envVar(env, "PROJECT_MEMORY_HISTORY_MB"), DEFAULT_RETENTION.maxBytes / 2 ** 20) * 2 ** 20
  };
}
function historyScopeOf(rel) {
  const parts = rel.split("/");
  let slug;
  let rest;
  if (parts[0] === "projects" && parts.length >= 3) {
    slug = parts[1];
    rest = parts.slice(2);
  } else if (parts[0] === "_global" && parts.length >= 2) {
    slug = "_global";
    rest = parts.slice(1);
  } else return null;
  if (rest.some((p) => p.startsWith(".") || p.endsWith(TEMP_SUFFIX))) return null;
  return { slug, path: rest.join("/") };
}
function scopeDir(rootDir, slug) {
  return path12.join(rootDir, HISTORY_DIR, slug);
}
function objectDir(rootDir, slug, sha) {
  return path12.join(scopeDir(rootDir, slug), "objects", sha.slice(0, 2));
}
function shaOf(bytes) {
  return nodeCrypto().createHash("sha256").update(bytes).digest("hex");
}
var knownDirs = /* @__PURE__ */ new Set();
var made = null;
function ensureHistoryDir(rootDir, dir) {
  const created = ensureDirContained(rootDir, dir);
  made?.dirs.push(...created);
  knownDirs.add(dir);
}
function inDir(rootDir, dir, fn) {
  if (!knownDirs.has(dir)) ensureHistoryDir(rootDir, dir);
  let anchored = openAnchoredDir(rootDir, dir, path12.relative(rootDir, dir));
  if (!anchored) {
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path12.relative(rootDir, dir));
    if (!anchored) throw new MemoryError("IO", "The history folder was removed while it was being written.", "Try again.");
  }
  const a = anchored;
  try {
    return fn((name) => entryOf(a, name));
  } finally {
    closeAnchoredDir(a);
  }
}
function looksWhole(fd, bytes) {
  const size = fs14.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs14.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}
function storeObject(rootDir, slug, bytes, sha = shaOf(bytes)) {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd = null;
    try {
      fd = fs14.openSync(file, fs14.constants.O_RDONLY | fs14.constants.O_NOFOLLOW | fs14.constants.O_NONBLOCK);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (fd !== null) {
      try {
        if (fs14.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = /* @__PURE__ */ new Date();
          fs14.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs14.closeSync(fd);
      }
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs14.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path12.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  });
  return sha;
}
function writeNew(file, bytes) {
  const fd = fs14.openSync(file, fs14.constants.O_WRONLY | fs14.constants.O_CREAT | fs14.constants.O_EXCL | fs14.constants.O_NOFOLLOW, 384);
  try {
    fs14.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs14.closeSync(fd);
  }
}
function logLock(slug) {
  return `history:${slug}`;
}
function appendEntries(rootDir, slug, entries, env = currentEnv()) {
  if (entries.length === 0) return;
  noteChange();
  const data = entries.map(renderEntry).join("");
  let size = 0;
  inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const file = entry("log.jsonl");
      const fd = fs14.openSync(file, fs14.constants.O_RDWR | fs14.constants.O_APPEND | fs14.constants.O_CREAT | fs14.constants.O_NOFOLLOW, 384);
      let same;
      try {
        const before = fs14.fstatSync(fd).size;
        let head = "";
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs14.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 10) head = "\n";
        }
        const buf = Buffer.from(head + data, "utf8");
        fs14.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs14.lstatSync(file, { throwIfNoEntry: false });
        same = now !== void 0 && now.ino === fs14.fstatSync(fd).ino;
      } finally {
        fs14.closeSync(fd);
      }
      if (same) break;
    }
  });
  maybeRetain(rootDir, slug, size, env);
}
var lastRetention = /* @__PURE__ */ new Map();
function maybeRetain(rootDir, slug, logSize, env) {
  const key = `${rootDir}\0${slug}`;
  const now = Date.now();
  const due = logSize > MAX_LOG_BYTES || now - (lastRetention.get(key) ?? 0) > RETENTION_EVERY_MS;
  if (!due) return;
  lastRetention.set(key, now);
  const stamp = path12.join(scopeDir(rootDir, slug), "retained");
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs14.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
  } catch {
  }
  try {
    applyRetention(rootDir, slug, retentionFromEnv(env), now);
  } catch {
  }
}
function applyRetention(rootDir, slug, rule, nowMs = Date.now()) {
  return withLock(rootDir, logLock(slug), () => {
    noteChange();
    return inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
      let old = null;
      try {
        const fd = fs14.openSync(entry("log.jsonl"), fs14.constants.O_RDONLY | fs14.constants.O_NOFOLLOW);
        old = { fd, size: 0 };
      } catch (e) {
        if (e.code !== "ENOENT") throw e;
      }
      let entries;
      let kept2;
      try {
        const read2 = old ? readFrom(old.fd, 0) : { text: "", end: 0 };
        if (old) old.size = read2.end;
        entries = parseLog(read2.text);
        const sizes = /* @__PURE__ */ new Map();
        const sizeOf = (sha) => {
          let n = sizes.get(sha);
          if (n === void 0) {
            try {
              n = fs14.lstatSync(path12.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
            } catch {
              n = 0;
            }
            sizes.set(sha, n);
          }
          return n;
        };
        kept2 = retain(entries, rule, nowMs, sizeOf);
        if (kept2.length !== entries.length) {
          const tmp = entry(`.log.${process.pid}${TEMP_SUFFIX}`);
          fs14.writeFileSync(tmp, kept2.map(renderEntry).join(""), { mode: 384 });
          fs14.renameSync(tmp, entry("log.jsonl"));
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs14.appendFileSync(entry("log.jsonl"), late.endsWith("\n") ? late : `${late}
`);
          }
        }
      } finally {
        if (old) fs14.closeSync(old.fd);
      }
      const live = /* @__PURE__ */ new Set();
      for (const e of kept2) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs14.writeFileSync(entry("retained"), `${new Date(nowMs).toISOString()}
`);
      return { entriesBefore: entries.length, entriesAfter: kept2.length, objectsRemoved };
    });
  });
}
function readFrom(fd, offset) {
  const size = fs14.fstatSync(fd).size;
  if (size <= offset) return { text: "", end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs14.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString("utf8"), end: offset + off };
}
function sweepObjects(rootDir, slug, live, nowMs) {
  const base = path12.join(scopeDir(rootDir, slug), "objects");
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards;
  try {
    shards = fs14.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path12.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs14.readdirSync(dir.via)) {
        const sha = name.endsWith(".gz") ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs14.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs14.rmSync(file, { force: true });
          removed++;
        } catch {
        }
      }
    } finally {
      closeAnchoredDir(dir);
    }
  }
  return removed;
}
function readCurrentBytes(_rootDir, abs, shown) {
  let fd;
  try {
    fd = fs14.openSync(abs, fs14.constants.O_RDONLY | fs14.constants.O_NOFOLLOW | fs14.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EISDIR") return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs14.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs14.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs14.closeSync(fd);
    } catch {
    }
  }
}
function kept(commit, discard, line) {
  return {
    line,
    commit,
    discard,
    around(change) {
      let result;
      try {
        result = change();
      } catch (e) {
        discard();
        throw e;
      }
      commit();
      return result;
    }
  };
}
var NOTHING = kept(
  () => {
  },
  () => {
  }
);
function keepChange(rootDir, rel, abs, next, origin, env = currentEnv()) {
  if (!historyEnabled(env)) return NOTHING;
  const scope = historyScopeOf(rel);
  if (!scope) return NOTHING;
  let entry;
  const created = { files: [], dirs: [] };
  const discard = () => {
    for (const f of created.files) {
      try {
        removeContained(rootDir, f);
      } catch {
      }
    }
    for (const d of created.dirs) knownDirs.delete(d);
    removeEmptyDirs(rootDir, created.dirs);
  };
  made = created;
  try {
    const current2 = readCurrentBytes(rootDir, abs, rel);
    const prev = current2 ? storeObject(rootDir, scope.slug, current2.bytes) : null;
    const sha = next ? storeObject(rootDir, scope.slug, next) : null;
    if (prev === sha) return NOTHING;
    const who = origin ?? currentOrigin(env);
    entry = { t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev, sha, tool: who.tool };
    if (who.session) entry.session = who.session;
    if (current2) entry.prevTime = new Date(current2.mtimeMs).toISOString();
  } catch (e) {
    discard();
    if (isMemoryError(e) && e.code !== "IO") throw e;
    const known = translateIoError(e, rel);
    if (isMemoryError(known)) throw known;
    throw new MemoryError(
      "IO",
      `The previous version of ${JSON.stringify(rel)} could not be kept in the history (${e.code ?? e.message}), so nothing was written.`,
      "Check the permissions of <root>/.history."
    );
  } finally {
    made = null;
  }
  const line = { rootDir, slug: scope.slug, entry, env };
  return kept(() => appendQuietly(line.rootDir, line.slug, [line.entry], line.env), discard, line);
}
function appendQuietly(rootDir, slug, entries, env) {
  try {
    appendEntries(rootDir, slug, entries, env);
  } catch {
  }
}
function commitAll(changes) {
  const logs = /* @__PURE__ */ new Map();
  for (const c of changes) {
    const l = c.line;
    if (!l) {
      c.commit();
      continue;
    }
    const key = `${l.rootDir}\0${l.slug}`;
    const log = logs.get(key) ?? logs.set(key, { ...l, entries: [] }).get(key);
    log.entries.push(l.entry);
  }
  for (const log of logs.values()) appendQuietly(log.rootDir, log.slug, log.entries, log.env);
}

// server/src/storage/late-writes.ts
var fs15 = require("node:fs");
var WATCH_MS = 3e3;
var TICK_MS = 50;
var EXIT_GRACE_MS = 50;
var MAX_WATCHED = 64;
var KEEP_BYTES = 64 * 1024;
var MAX_ROUNDS = 8;
var LOCK_WAIT_MS = 2e4;
var LATE_ORIGIN = { tool: "another program" };
var watches = [];
var timer = null;
var exitHooked = false;
function watchReplaced(rootDir, rel, abs) {
  return (fd, replaced) => {
    let original;
    try {
      const bytes = replaced.content && BigInt(replaced.content.length) === replaced.size ? replaced.content : readBytes(fd, Number(replaced.size));
      original = originalOf(bytes);
    } catch {
      fs15.closeSync(fd);
      return;
    }
    const made2 = Date.now();
    const until = made2 + WATCH_MS;
    const w = { fd, rootDir, rel, abs, size: replaced.size, mtimeNs: replaced.mtimeNs, original, made: made2, until, latest: until + LOCK_WAIT_MS };
    watches.push(w);
    try {
      settle(w);
    } catch {
    }
    while (watches.length > MAX_WATCHED) finish(watches.shift());
    hookExit();
    schedule();
  };
}
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.on("beforeExit", () => {
    if (watches.length === 0) return;
    const newest = Math.max(...watches.map((w) => w.made));
    setTimeout(() => checkLateWrites({ final: true }), Math.max(0, newest + EXIT_GRACE_MS - Date.now()));
  });
  process.once("exit", () => checkLateWrites({ final: true }));
}
function checkLateWrites({ final = false, timer: timer2 = false } = {}) {
  const now = Date.now();
  for (const w of [...watches]) {
    try {
      if (timer2) withoutWaiting(() => settle(w));
      else settle(w);
    } catch (e) {
      if (e instanceof WouldWait && !final && now < w.latest) {
        w.until = Math.max(w.until, now + TICK_MS);
        continue;
      }
      if (final || now >= w.until) keepLateVersion(w);
    }
    if (final || now >= w.until) {
      watches.splice(watches.indexOf(w), 1);
      close(w);
    }
  }
}
function schedule() {
  if (timer !== null || watches.length === 0) return;
  timer = setTimeout(() => {
    timer = null;
    checkLateWrites({ timer: true });
    schedule();
  }, TICK_MS);
  timer.unref();
}
function finish(w) {
  try {
    settle(w);
  } catch {
    keepLateVersion(w);
  }
  close(w);
}
function close(w) {
  try {
    fs15.closeSync(w.fd);
  } catch {
  }
}
function sameAsOriginal(w, prefix) {
  return typeof w.original === "string" ? shaOf(prefix) === w.original : prefix.equals(w.original);
}
function originalOf(bytes) {
  return bytes.length <= KEEP_BYTES ? Buffer.from(bytes) : shaOf(bytes);
}
function settle(w) {
  const st = fs15.fstatSync(w.fd, { bigint: true });
  if (st.size === w.size && st.mtimeNs === w.mtimeNs) return;
  const size = st.size > BigInt(MAX_FILE_BYTES) ? MAX_FILE_BYTES : Number(st.size);
  const bytes = readBytes(w.fd, size);
  const appended = BigInt(bytes.length) >= w.size && sameAsOriginal(w, bytes.subarray(0, Number(w.size)));
  if (appended) {
    const extra = bytes.subarray(Number(w.size));
    if (extra.length > 0) appendToCurrent(w, extra);
  } else {
    keepVersion(w, bytes);
  }
  w.size = BigInt(bytes.length);
  w.mtimeNs = st.mtimeNs;
  w.original = originalOf(bytes);
}
function appendToCurrent(w, extra) {
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    for (let round = 1; ; round++) {
      const current2 = readTextContained(w.rootDir, w.abs, w.rel);
      const head = current2 ? Buffer.from(current2.bom ? `\uFEFF${current2.text}` : current2.text, "utf8") : Buffer.alloc(0);
      const joint = head.length > 0 && head[head.length - 1] !== 10 && extra[0] !== 10 ? Buffer.from("\n") : Buffer.alloc(0);
      const next = Buffer.concat([head, joint, extra]);
      try {
        keepChange(w.rootDir, w.rel, w.abs, next, LATE_ORIGIN).around(
          () => writeAtomic(w.rootDir, w.abs, next, w.rel, current2, watchReplaced(w.rootDir, w.rel, w.abs))
        );
        return;
      } catch (e) {
        if (!(e instanceof StaleVersionError) || round >= MAX_ROUNDS) throw e;
      }
    }
  });
}
function keepVersion(w, bytes) {
  if (!historyEnabled()) return;
  const scope = historyScopeOf(w.rel);
  if (!scope) return;
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    const kept2 = storeObject(w.rootDir, scope.slug, bytes);
    let now = null;
    try {
      const current2 = readTextContained(w.rootDir, w.abs, w.rel);
      now = current2 ? storeObject(w.rootDir, scope.slug, Buffer.from(current2.bom ? `\uFEFF${current2.text}` : current2.text, "utf8")) : null;
    } catch {
    }
    if (kept2 === now) return;
    appendEntries(w.rootDir, scope.slug, [{ t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev: kept2, sha: now, tool: LATE_ORIGIN.tool }]);
  });
}
function keepLateVersion(w) {
  try {
    keepVersion(w, readBytes(w.fd, Math.min(Number(fs15.fstatSync(w.fd).size), MAX_FILE_BYTES)));
  } catch {
  }
}

// server/src/storage/journal-file.ts
var fs16 = require("node:fs");
var path13 = require("node:path");
function hasExactly(v, keys) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const own = Object.keys(v);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(v, k));
}
var isTextOrNull = (v) => v === null || typeof v === "string";
function isEntry(v) {
  return hasExactly(v, ["path", "before", "after"]) && typeof v.path === "string" && v.path.length > 0 && v.path.length <= 4096 && isTextOrNull(v.before) && isTextOrNull(v.after);
}
function isJournal(v) {
  return hasExactly(v, ["version", "kind", "project", "now", "state", "entries"]) && v.version === 2 && (v.kind === "apply" || v.kind === "undo") && typeof v.project === "string" && isKebabCase(v.project) && typeof v.now === "string" && v.now.length <= 64 && (v.state === "applying" || v.state === "applied") && Array.isArray(v.entries) && v.entries.length > 0 && v.entries.every(isEntry);
}
function isEnvelope(v) {
  return hasExactly(v, ["format", "mac", "journal"]) && v.format === "project-memory-journal" && typeof v.mac === "string" && /^[0-9a-f]{64}$/.test(v.mac) && typeof v.journal === "string";
}
function journalDir(root) {
  return path13.join(root.dir, ".journal");
}
function pendingJournalPath(root, slug) {
  return path13.join(journalDir(root), `${slug}.json`);
}
function lastJournalPath(root, slug) {
  return path13.join(journalDir(root), `${slug}.last.json`);
}
var MAX_JOURNAL_BYTES = 256 * 1024 * 1024;
var KEY_NAME = "journal.key";
function journalKey(root, create) {
  const abs = path13.join(journalDir(root), KEY_NAME);
  const read2 = () => readTextContained(root.dir, abs, `.journal/${KEY_NAME}`)?.text.trim() ?? null;
  const unreadable = () => new MemoryError(
    "IO",
    "The journal key .journal/journal.key is unreadable, so /dream cannot run safely.",
    "Remove .journal/journal.key if no /dream run is unfinished, then try again."
  );
  const valid = (k) => k !== null && /^[0-9a-f]{64}$/.test(k);
  const existing = fs16.existsSync(abs) ? read2() : null;
  if (valid(existing)) return existing;
  if (!create) return null;
  if (existing !== null) throw unreadable();
  ensureDirContained(root.dir, journalDir(root));
  withAnchoredDir(root.dir, journalDir(root), ".journal", (dir) => {
    const final = entryOf(dir, KEY_NAME);
    const temp = tempNameFor(final);
    try {
      noteChange();
      fs16.writeFileSync(temp, nodeCrypto().randomBytes(32).toString("hex"), { mode: 384, flag: "wx" });
      fs16.linkSync(temp, final);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    } finally {
      fs16.rmSync(temp, { force: true });
    }
  });
  const key = read2();
  if (!valid(key)) throw unreadable();
  return key;
}
function macOf(key, body) {
  return nodeCrypto().createHmac("sha256", key).update(body, "utf8").digest("hex");
}
function refuse(file, why) {
  return new MemoryError(
    "INVALID_FORMAT",
    `The consolidation journal ${path13.basename(file)} was not applied: ${why}.`,
    `Move .journal/${path13.basename(file)} aside and run project-memory doctor.`
  );
}
function readJournal(root, file, slug) {
  const read2 = readTextContained(root.dir, file, `.journal/${path13.basename(file)}`, MAX_JOURNAL_BYTES);
  if (!read2) return null;
  const parse = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return void 0;
    }
  };
  const envelope = parse(read2.text);
  if (!isEnvelope(envelope)) throw refuse(file, "it is damaged or was not written by this version of project-memory");
  let key;
  try {
    key = journalKey(root, false);
  } catch {
    key = null;
  }
  const expected = key ? macOf(key, envelope.journal) : "";
  if (!key || !nodeCrypto().timingSafeEqual(Buffer.from(expected), Buffer.from(envelope.mac)))
    throw refuse(file, "it was not written by this server (its signature does not match)");
  const data = parse(envelope.journal);
  if (!isJournal(data)) throw refuse(file, "its content is damaged");
  if (data.project !== slug) throw refuse(file, `it names project "${data.project}", not "${slug}"`);
  const seen = /* @__PURE__ */ new Set();
  for (const e of data.entries) {
    let parts;
    try {
      parts = parseMemoryPath(e.path);
    } catch {
      throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} is not a valid memory path`);
    }
    const inside2 = parts.length >= 3 && parts[0] === "projects" && parts[1] === slug && parts.join("/") === e.path && reservedReason(parts) === null;
    if (!inside2) throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} lies outside projects/${slug}/`);
    if (seen.has(e.path)) throw refuse(file, `the path ${e.path} appears twice`);
    seen.add(e.path);
  }
  return data;
}
function writeJournal(root, file, journal) {
  const body = JSON.stringify(journal);
  const key = journalKey(root, true);
  writeAtomic(root.dir, file, JSON.stringify({ format: "project-memory-journal", mac: macOf(key, body), journal: body }), `.journal/${path13.basename(file)}`);
}
function readPendingJournal(root, slug) {
  return readJournal(root, pendingJournalPath(root, slug), slug);
}

// server/src/storage/journal.ts
var fs17 = require("node:fs");
function exactText(root, rel) {
  return exactOf(root.readText(rel));
}
function exactOf(f) {
  return f ? f.bom ? `\uFEFF${f.text}` : f.text : null;
}
function applyEntries(root, entries, side, expected) {
  for (const e of entries) if (!expected.has(e.path)) throw new Error(`applyEntries: no expected version of ${e.path}`);
  const kept2 = [];
  try {
    for (const e of entries) kept2.push(root.keepVersion(e.path, e[side]));
  } finally {
    commitAll(kept2);
  }
  for (const e of entries) {
    const content = e[side];
    const target = root.resolve(e.path);
    const keep = watchReplaced(root.dir, target.rel, target.abs);
    const version = expected.get(e.path);
    if (content === null) {
      if (target.stat) removeContained(root.dir, target.abs, e.path, version, keep);
    } else if (exactText(root, e.path) !== content) {
      writeAtomic(root.dir, target.abs, content, e.path, version, keep);
    }
  }
}
function lineSet(text) {
  const out = /* @__PURE__ */ new Set();
  if (text !== null) {
    for (const l of text.split("\n")) if (l.trim() !== "") out.add(l.trim());
  }
  return out;
}
function orderForApply(entries) {
  const n = entries.length;
  const befores = entries.map((e) => lineSet(e.before));
  const afters = entries.map((e) => lineSet(e.after));
  const receivers = /* @__PURE__ */ new Map();
  afters.forEach((set, i) => {
    for (const l of set) if (!befores[i].has(l)) (receivers.get(l) ?? receivers.set(l, []).get(l)).push(i);
  });
  const waitsFor = entries.map(() => /* @__PURE__ */ new Set());
  befores.forEach((set, i) => {
    for (const l of set) if (!afters[i].has(l)) {
      for (const r of receivers.get(l) ?? []) if (r !== i) waitsFor[i].add(r);
    }
  });
  const rank = (i) => [entries[i].after === null ? 1 : 0, entries[i].path];
  const before = (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] !== y[0] ? x[0] - y[0] : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
  };
  const done = /* @__PURE__ */ new Set();
  const out = [];
  const pending = [...Array(n).keys()].sort(before);
  while (out.length < n) {
    const idx = pending.findIndex((i2) => [...waitsFor[i2]].every((r) => done.has(r)));
    const [i] = pending.splice(idx === -1 ? 0 : idx, 1);
    done.add(i);
    out.push(entries[i]);
  }
  return out;
}
function beginJournal(root, draft) {
  const journal = {
    version: 2,
    kind: draft.kind ?? "apply",
    project: draft.project,
    now: draft.now,
    state: "applying",
    entries: orderForApply(draft.entries)
  };
  ensureDirContained(root.dir, journalDir(root));
  writeJournal(root, pendingJournalPath(root, journal.project), journal);
  return journal;
}
function commitJournal(root, journal) {
  if (journal.kind === "apply") writeJournal(root, lastJournalPath(root, journal.project), { ...journal, state: "applied" });
  else removeContained(root.dir, lastJournalPath(root, journal.project));
  removeContained(root.dir, pendingJournalPath(root, journal.project));
}
function withLocks(root, keys, fn) {
  const sorted2 = [...new Set(keys)].sort();
  const step = (i) => i === sorted2.length ? fn() : root.lock(sorted2[i], () => step(i + 1));
  return step(0);
}
function readOrUnreadable(root, rel) {
  try {
    return root.readText(rel);
  } catch {
    return void 0;
  }
}
function stateOf(e, file) {
  if (file === void 0) return "changed";
  const now = exactOf(file);
  if (now === e.after) return "after";
  if (now === e.before) return "before";
  return "changed";
}
function unfinishedOf(slug, kind, changed) {
  const what = kind === "undo" ? "`dream --undo`" : "/dream run";
  return {
    project: slug,
    journal: `.journal/${slug}.json`,
    kind,
    changed,
    message: `An interrupted ${what} of ${slug} was not finished, because ${changed.join(", ")} changed after it was interrupted (${changed.length === 1 ? "it is" : "they are"} neither the content before nor after that run); no file was written, so nothing is lost.`,
    hint: `Check ${changed.length === 1 ? "that file" : "those files"} (.journal/${slug}.json keeps every file of the run as it was before and after), then run \`project-memory dream --project ${slug} --abandon\` to keep all files as they are now.`
  };
}
function refusedOf(slug, e) {
  return { project: slug, journal: `.journal/${slug}.json`, kind: null, changed: [], message: e.message, hint: e.hint ?? "" };
}
function recoverJournal(root, slug) {
  let pending;
  try {
    pending = readPendingJournal(root, slug);
  } catch (e) {
    if (e instanceof MemoryError && e.code === "INVALID_FORMAT") return { finished: [], unfinished: refusedOf(slug, e) };
    throw e;
  }
  if (!pending) return { finished: [], unfinished: null };
  const journal = pending;
  return withLocks(
    root,
    journal.entries.map((e) => fileLockKey(e.path)),
    () => {
      const seen = new Map(journal.entries.map((e) => [e.path, readOrUnreadable(root, e.path)]));
      const states = journal.entries.map((e) => stateOf(e, seen.get(e.path)));
      const changed = journal.entries.filter((_, i) => states[i] === "changed").map((e) => e.path);
      if (changed.length) return { finished: [], unfinished: unfinishedOf(slug, journal.kind, changed) };
      const toFinish = journal.entries.filter((_, i) => states[i] === "before");
      try {
        applyEntries(root, toFinish, "after", new Map(toFinish.map((e) => [e.path, seen.get(e.path)])));
      } catch (e) {
        if (!(e instanceof StaleVersionError)) throw e;
        const moved = toFinish.filter((x) => stateOf(x, readOrUnreadable(root, x.path)) === "changed").map((x) => x.path);
        return { finished: [], unfinished: unfinishedOf(slug, journal.kind, moved.length ? moved : toFinish.map((x) => x.path)) };
      }
      commitJournal(root, journal);
      return { finished: journal.entries.map((e) => e.path), unfinished: null };
    }
  );
}

// server/src/core/limits.ts
var MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;
function tooLargeError(shown, bytes, limit, hint) {
  return new MemoryError("TOO_LARGE", `${shown} would be ${bytes} bytes, over the ${limit}-byte limit for one memory file, so nothing was written.`, hint);
}
function fullFileHint(rel) {
  if (/(^|\/)sessions\/[^/]+$/.test(rel)) return "Today's session file is full: keep summaries short, and run /dream to roll old sessions into the archive.";
  if (/(^|\/)decisions\.md$/.test(rel)) return "Run /dream to move superseded and retired decisions to the archive.";
  return "Split it into several files.";
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
  const current2 = manifest.last_entry_date;
  return current2 !== null && current2 >= date ? manifest : { ...manifest, last_entry_date: date };
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
function plainData(value, path20, ancestors) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new MemoryError("INVALID_INPUT", `Cannot write ${path20} as YAML: ${value} is not a finite number.`);
    return Object.is(value, -0) ? 0 : value;
  }
  if (typeof value !== "object") throw new MemoryError("INVALID_INPUT", `Cannot write ${path20} as YAML: a ${typeof value} is not plain data.`);
  if (ancestors.has(value)) throw new MemoryError("INVALID_INPUT", `Cannot write ${path20} as YAML: it contains itself.`);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item, i) => {
        if (item === void 0) throw new MemoryError("INVALID_INPUT", `Cannot write ${path20}[${i}] as YAML: it is undefined.`);
        return plainData(item, `${path20}[${i}]`, ancestors);
      });
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new MemoryError("INVALID_INPUT", `Cannot write ${path20} as YAML: only plain objects and arrays are data.`);
    }
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === "__proto__") throw new MemoryError("INVALID_INPUT", `Cannot write ${path20} as YAML: the key "__proto__" is not allowed.`);
      if (item === void 0) continue;
      out[key] = plainData(item, `${path20}.${key}`, ancestors);
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

// server/src/storage/update-text.ts
var MIN_ATTEMPTS = 8;
var RETRY_FOR_MS = 5e3;
function refuseConflicted(rel, before, next, resolves) {
  const conflict = fileConflict(rel, before?.text);
  if (!conflict) return;
  if (resolves && next !== null && fileConflict(rel, next) === null) return;
  throw conflictRefusal({ ...conflict, file: describePath(rel) });
}
function updateText(root, rel, compute, opts = {}) {
  const run = () => {
    const rounds = `update:${rel}`;
    let deadline = null;
    for (let attempt = 1 + countRounds(rounds, 0); ; attempt++) {
      const before = root.readText(rel);
      if (!opts.resolvesConflict) refuseConflicted(rel, before, null, false);
      const next = compute(before);
      if (opts.resolvesConflict) refuseConflicted(rel, before, next, true);
      if (next === null || next === before?.text) return { before, text: before?.text ?? null, changed: false, created: false, attempts: attempt };
      if (opts.dryRun) return { before, text: before?.text ?? null, changed: true, created: before === null, attempts: attempt };
      try {
        root.writeText(rel, next, { ...opts.write, expected: before });
        return { before, text: next, changed: true, created: before === null, attempts: attempt };
      } catch (e) {
        if (!(e instanceof StaleVersionError)) throw e;
        deadline ??= waitingSince(rounds) + (opts.retryForMs ?? RETRY_FOR_MS);
        if (attempt >= MIN_ATTEMPTS && Date.now() >= deadline) {
          throw new MemoryError(
            "CONFLICT",
            `${describePath(rel)} kept changing while it was being updated (another program, perhaps an editor, is writing it), so nothing was changed.`,
            "Try again once it has stopped changing."
          );
        }
        countRounds(rounds);
        pause(Math.min(attempt * 2, 20) + Math.floor(Math.random() * 5));
      }
    }
  };
  return opts.locked ? run() : root.lock(opts.lockKey ?? fileLockKey(rel), run);
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

// server/src/core/refs.ts
var MAX_TOKEN_LENGTH = 64;
var MAX_LINK_LENGTH = 200;
var KEBAB_CASE2 = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var HEX_COLOUR = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
var REF_CANDIDATE = /@([A-Za-z0-9_.-]+)/g;
var TAG_CANDIDATE = /#([\p{L}\p{M}\p{N}_-]+)/gu;
var WIKI_LINK = /\[\[([^[\]\n]+)\]\]/g;
var REF_BLOCKED_BEFORE = /[\p{L}\p{M}\p{N}_@./\\+=&%~-]/u;
var TAG_BLOCKED_BEFORE = /[\p{L}\p{M}\p{N}_#&/\\.:=?@%~-]/u;
var OPAQUE_SPANS = [
  // The lookbehind keeps this linear: without it a long word is rescanned from every letter.
  /(?<![a-zA-Z0-9+.-])[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s<>]*/g,
  /\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\)/g,
  /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+/gm,
  /<\/?[a-zA-Z][^<>\n]*>/g
];
function extractRefs(markdown) {
  const refs = /* @__PURE__ */ new Set();
  const tags = /* @__PURE__ */ new Set();
  const links = /* @__PURE__ */ new Set();
  for (const block of proseBlocks(markdown)) {
    let text = maskCodeSpans(block);
    text = text.replace(WIKI_LINK, (whole, inner) => {
      const target = inner.split("|")[0].trim().normalize("NFC");
      if (target !== "" && target.length <= MAX_LINK_LENGTH && !/[\p{Cc}\p{Cs}]/u.test(target)) links.add(target);
      return " ".repeat(whole.length);
    });
    for (const pattern of OPAQUE_SPANS) text = text.replace(pattern, (span) => " ".repeat(span.length));
    collectRefs(text, refs);
    collectTags(text, tags);
  }
  return { refs: sorted(refs), tags: sorted(tags), links: sorted(links) };
}
function sorted(values) {
  return [...values].sort();
}
function proseBlocks(markdown) {
  const blocks = [];
  let current2 = [];
  const flush = () => {
    if (current2.length > 0) blocks.push(current2.join("\n"));
    current2 = [];
  };
  for (const line of classifyLines(markdown)) {
    if (line.kind !== "text" || line.text.trim() === "") {
      flush();
    } else if (parseAtxHeading(line.text)) {
      flush();
      blocks.push(line.text);
    } else {
      current2.push(line.text);
    }
  }
  flush();
  return blocks;
}
function maskCodeSpans(text) {
  if (!text.includes("`")) return text;
  const runs = [];
  for (let i = 0; i < text.length; ) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let j = i;
    while (text[j] === "`") j++;
    if (i > 0 && text[i - 1] === "\\") {
      if (j - i > 1) runs.push({ start: i + 1, length: j - i - 1 });
    } else {
      runs.push({ start: i, length: j - i });
    }
    i = j;
  }
  const runsByLength = /* @__PURE__ */ new Map();
  runs.forEach((run, index) => {
    const list = runsByLength.get(run.length);
    if (list) list.push(index);
    else runsByLength.set(run.length, [index]);
  });
  const cursor = /* @__PURE__ */ new Map();
  const pieces = [];
  let copiedUpTo = 0;
  for (let r = 0; r < runs.length; ) {
    const open = runs[r];
    const sameLength = runsByLength.get(open.length);
    let k = cursor.get(open.length) ?? 0;
    while (k < sameLength.length && sameLength[k] <= r) k++;
    cursor.set(open.length, k);
    if (k === sameLength.length) {
      r++;
      continue;
    }
    const closeIndex = sameLength[k];
    const close2 = runs[closeIndex];
    const end = close2.start + close2.length;
    pieces.push(text.slice(copiedUpTo, open.start), text.slice(open.start, end).replace(/[^\n]/g, " "));
    copiedUpTo = end;
    r = closeIndex + 1;
  }
  pieces.push(text.slice(copiedUpTo));
  return pieces.join("");
}
function collectRefs(text, into) {
  for (const m of text.matchAll(REF_CANDIDATE)) {
    const at = m.index;
    if (at > 0 && REF_BLOCKED_BEFORE.test(text[at - 1])) continue;
    const run = m[1];
    const after = text[at + 1 + run.length];
    if (after === "/" || after === "@") continue;
    const slug = run.replace(/[._-]+$/, "");
    if (slug.length <= MAX_TOKEN_LENGTH && KEBAB_CASE2.test(slug)) into.add(slug);
  }
}
function collectTags(text, into) {
  for (const m of text.matchAll(TAG_CANDIDATE)) {
    const at = m.index;
    if (at > 0 && TAG_BLOCKED_BEFORE.test(precedingCodePoint(text, at))) continue;
    const tag = m[1].replace(/[_-]+$/, "").normalize("NFC");
    if (tag === "" || tag.length > MAX_TOKEN_LENGTH) continue;
    if (!/^[\p{L}\p{N}]/u.test(tag) || !new RegExp("\\p{L}", "u").test(tag) || HEX_COLOUR.test(tag)) continue;
    into.add(tag);
  }
}
function precedingCodePoint(text, index) {
  const low = text.charCodeAt(index - 1);
  if (low >= 56320 && low <= 57343 && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 55296 && high <= 56319) return text.slice(index - 2, index);
  }
  return text[index - 1];
}

// server/src/storage/refs-index.ts
var REFS_INDEX = "_refs-index.json";
function emptyIndex() {
  return { entries: /* @__PURE__ */ Object.create(null) };
}
function clean(list) {
  return Array.isArray(list) ? list.filter((x) => typeof x === "string") : [];
}
function refsIndexOf(file) {
  const index = emptyIndex();
  if (!file) return index;
  let data;
  try {
    data = JSON.parse(file.text);
  } catch {
    return index;
  }
  const entries = data && typeof data === "object" ? data.entries : void 0;
  if (!entries || typeof entries !== "object") return index;
  for (const [key, raw] of Object.entries(entries)) {
    if (!raw || typeof raw !== "object") continue;
    const e = raw;
    index.entries[key] = { path: key, refs: clean(e.refs), tags: clean(e.tags), links: clean(e.links) };
  }
  return index;
}
function renderRefsIndex(index) {
  const sorted2 = {};
  for (const key of Object.keys(index.entries).sort()) sorted2[key] = index.entries[key];
  return `${JSON.stringify({ entries: sorted2 }, null, 2)}
`;
}
function isRefsIndexed(rel) {
  return rel.endsWith(".md") && (rel.startsWith("projects/") || rel.startsWith("_global/"));
}
function refsOfFile(root, rel) {
  try {
    const file = root.readText(rel);
    return file ? extractRefs(file.text) : null;
  } catch {
    return null;
  }
}
function setEntry(index, rel, refs) {
  if (refs && (refs.refs.length || refs.tags.length || refs.links.length)) {
    index.entries[rel] = { path: rel, refs: refs.refs, tags: refs.tags, links: refs.links };
  } else {
    delete index.entries[rel];
  }
}
function refreshRefs(root, rels) {
  const targets = rels.filter(isRefsIndexed);
  if (targets.length === 0) return;
  root.lock("refs-index", () => {
    const refs = targets.map((rel) => [rel, refsOfFile(root, rel)]);
    updateText(
      root,
      REFS_INDEX,
      (file) => {
        const index = refsIndexOf(file);
        const before = renderRefsIndex(index);
        for (const [rel, r] of refs) setEntry(index, rel, r);
        const after = renderRefsIndex(index);
        return after === before ? null : after;
      },
      { locked: true }
    );
  });
}

// server/src/services/init.ts
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

// server/src/core/ranked/tokenize.ts
var MAX_TERM_LENGTH = 40;
var STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most
  my myself no nor not now of off on once only or other our ours ourselves out over own same she
  should so some such than that the their theirs them themselves then there these they this those
  through to too under until up very was we were what when where which while who whom why will with
  would you your yours yourself yourselves`.split(/\s+/).filter(Boolean)
);

// server/src/core/ranked/analyze.ts
var FIELD_WEIGHTS = Object.freeze({ title: 4, heading: 2, tag: 2, body: 1 });

// server/src/core/ranked/postings.ts
var TF_SPAN = 32768;
var UINT32_DOC_LIMIT = 2 ** 32 / TF_SPAN;
var EMPTY = Object.freeze([]);

// server/src/core/ranked/query.ts
var BM25 = Object.freeze({ k1: 1.2, b: 0.75 });

// server/src/core/ranked/serialize.ts
var ANALYZER_ID = `words3-s-stem-stop1-max${MAX_TERM_LENGTH}-w${Object.values(FIELD_WEIGHTS).join("")}`;

// server/src/storage/scope-files.ts
var fs18 = require("node:fs");
var path14 = require("node:path");
function isHiddenEntryName(name) {
  return name.startsWith(".") || name.endsWith(TEMP_SUFFIX);
}
var scratch = Buffer.allocUnsafe(64 * 1024);
var SCRATCH_LIMIT = 1024 * 1024;

// server/src/storage/ranked-store.ts
var fs19 = require("node:fs");
var path15 = require("node:path");
var MAX_INDEX_BYTES = 512 * 1024 * 1024;

// server/src/storage/folder-watch.ts
var fs20 = require("node:fs");

// server/src/services/scope-watches.ts
var RETRY_AFTER_MS = 5 * 6e4;

// server/src/services/ranked-indexes.ts
var DEFAULT_OPTIONS = {
  refreshMs: 2e3,
  budgetBytes: 96 * 1024 * 1024,
  persist: "immediate",
  debounceMs: 1e3,
  warmInBackground: false
};
var byRoot = /* @__PURE__ */ new Map();
function noteRankedChange(root, rootRels) {
  byRoot.get(root.dir)?.noteChanged(rootRels);
}

// server/src/core/trigram-filter.ts
var TRIGRAM_ROW_BITS = 14;
var TRIGRAM_ROWS = 1 << TRIGRAM_ROW_BITS;

// server/src/storage/substring-store.ts
var fs21 = require("node:fs");
var path16 = require("node:path");
var MAGIC = Buffer.from("project-memory substring cache 1\n", "utf8");
var MAX_TABLE_BYTES = 64 * 1024 * 1024;

// server/src/services/substring-cache.ts
var byRoot2 = /* @__PURE__ */ new Map();
function noteSubstringChange(root, rootRels) {
  byRoot2.get(root.dir)?.noteChanged(rootRels);
}

// server/src/core/people.ts
var PEOPLE_DIR = "_global/people";

// server/src/services/search-people.ts
var byRoot3 = /* @__PURE__ */ new Map();
var PEOPLE_IN_GLOBAL = PEOPLE_DIR.slice("_global/".length);
function notePeopleChange(root, rootRels) {
  const cache = byRoot3.get(root.dir);
  if (!cache) return;
  for (const rel of rootRels) {
    const m = PERSON_FILE.exec(rel);
    if (m) cache.changed.add(m[1]);
  }
}
var PERSON_FILE = new RegExp(`^${PEOPLE_DIR}/([a-z0-9]+(?:-[a-z0-9]+)*\\.md)$`);

// server/src/services/file-target.ts
var nodePath = require("node:path");
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

// server/src/core/project-files.ts
function newManifestJson(slug, date) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ["memory.md", "decisions.md", "_status.md"],
    sessionCount: 0,
    artifactFile: "artifacts.json",
    consolidation: { ...DEFAULT_THRESHOLDS }
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function newArtifactsJson() {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}
`;
}
var CORE_PROJECT_FILES = [
  { file: "memory.md", template: "memory.md" },
  { file: "manifest.json", template: null },
  { file: "artifacts.json", template: null },
  { file: "decisions.md", template: "decisions.md" }
];

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
    const r = updateText(ws.root, rel, (current2) => current2 === null ? initialText(ws, scope, file, template) : null);
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
    const report = renderReport(plan.report);
    const base = {
      project: scope.slug,
      dry_run: dryRun,
      changed: plan.changed,
      report,
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
        const changedMeanwhile = touched.filter((p) => exactOf(seen.get(rel(p))) !== (exact[p] ?? null));
        if (changedMeanwhile.length) {
          throw new MemoryError(
            "CONFLICT",
            `Files changed while /dream was planning (${changedMeanwhile.join(", ")}), so nothing was applied.`,
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

// server/src/services/origin.ts
function originFor(tool, env = currentEnv(), session) {
  const id = nonEmpty(session) ?? envVar(env, "CLAUDE_CODE_SESSION_ID");
  return id ? { tool, session: id } : { tool };
}

// server/src/storage/root.ts
var fs22 = require("node:fs");
var os = require("node:os");
var path17 = require("node:path");
function homeDir(env = currentEnv()) {
  return envVar(env, "HOME") ?? os.homedir();
}
function locateRootDir(explicit, env = currentEnv(), from) {
  const chosen = nonEmpty(explicit) ?? envVar(env, "PROJECT_MEMORY_ROOT") ?? path17.join(homeDir(env), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return from === void 0 ? path17.resolve(chosen) : path17.resolve(from, chosen);
}
var MemoryRoot = class _MemoryRoot {
  /** `located`: the path the root was opened by, before its realpath (`dir`) was taken. */
  constructor(dir, located) {
    this.dir = dir;
    this.located = located;
  }
  dir;
  located;
  /** Paths resolved since trackPaths() (see there); undefined while nobody asks. */
  tracked;
  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir, { create = true } = {}) {
    if (create) {
      try {
        fs22.mkdirSync(dir, { recursive: true });
      } catch (e) {
        const code = e.code;
        if (code === "EEXIST" || code === "ENOTDIR")
          throw new MemoryError(
            "INVALID_INPUT",
            `The memory root ${dir} is not a folder (a file is in the way).`,
            "Pass a folder to --root or PROJECT_MEMORY_ROOT."
          );
        if (code === "EACCES" || code === "EPERM" || code === "EROFS")
          throw new MemoryError("IO", `The memory root ${dir} cannot be created (${code}).`, "Choose a writable folder with --root.");
        throw e;
      }
    }
    let real;
    try {
      real = fs22.realpathSync(dir);
    } catch {
      throw new MemoryError(
        "NOT_FOUND",
        `The memory root ${dir} does not exist.`,
        "Run `project-memory init` to create it (or `project-memory new <slug>`), or pass --root."
      );
    }
    if (!fs22.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
    return new _MemoryRoot(real, dir);
  }
  /**
   * From now on, records every path resolved through this root, with each folder on its way (the
   * root included): everything an answer built from this root's reads depends on. The
   * session-start context cache (hooks/context-cache.ts) keeps their stats to know when to rebuild.
   */
  trackPaths() {
    return this.tracked ??= /* @__PURE__ */ new Set([this.dir]);
  }
  /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
  resolve(rel) {
    const parts = parseMemoryPath(rel);
    const m = parts.length >= 2 && parts[0] === "projects" ? splitMounted(this.dir, parts.join("/")) : null;
    if (this.tracked) {
      let at = m ? m.dir : this.dir;
      for (const part of m ? m.rest : parts) this.tracked.add(at = path17.join(at, part));
    }
    const resolved = m ? resolveContained(this.dir, m.dir, m.rest, rel) : resolveContained(this.dir, this.dir, parts, rel);
    return { ...resolved, rel: parts.join("/") };
  }
  /**
   * Makes `projects/<slug>` name `dir` (canonical, a real folder checked by the caller) for the
   * life of this process. The folder `projects/<slug>` of the root keeps only the pointer.
   */
  mount(slug, dir) {
    registerMount(this.dir, slug, dir);
  }
  unmount(slug) {
    unregisterMount(this.dir, slug);
  }
  mountedDir(slug) {
    return mountOf(this.dir, slug);
  }
  /** The slugs of the shared projects mounted in this process. */
  mountedSlugs() {
    return [...mountsOf(this.dir).keys()];
  }
  abs(rel) {
    return this.resolve(rel).abs;
  }
  /**
   * `resolve` for a change of the file or folder: a path of a shared project whose folder is not
   * mounted (its checkout is missing or refused) is refused, never written behind the pointer.
   */
  resolveForChange(rel) {
    const r = this.resolve(rel);
    const parts = r.rel.split("/");
    if (parts.length >= 2 && parts[0] === "projects" && mountOf(this.dir, parts[1]) === void 0) {
      const problem = unmountedSharedProblem(this.dir, parts[1]);
      if (problem) throw problem;
    }
    return r;
  }
  readText(rel, maxBytes) {
    const r = this.resolve(rel);
    if (r.stat === null) return null;
    return readTextContained(this.dir, r.abs, rel, maxBytes);
  }
  /**
   * Replaces (or creates) a file with `text`. A BOM the file starts with is kept: reads hand the
   * text over without it, so every read-modify-write would otherwise drop it. Every write and
   * every growth of a file passes here, so the size limit (core/limits.ts) is checked here, before
   * anything is written: a memory file at most 2 MiB, a derived index or trash copy at most what a
   * read accepts. The version on disk and the new one go to the local history first (see
   * storage/history-store.ts): call it under the file's lock, as every read-modify-write does.
   */
  writeText(rel, text, opts) {
    const r = this.resolveForChange(rel);
    if (r.stat?.isDirectory()) throw new MemoryError("INVALID_PATH", `"${rel}" is a folder, not a file.`);
    const limit = reservedReason(parseMemoryPath(r.rel)) ? MAX_FILE_BYTES : MAX_MEMORY_FILE_BYTES;
    const bytes = Buffer.byteLength(text);
    if (bytes > limit) throw tooLargeError(describePath(rel), bytes, limit, fullFileHint(r.rel));
    const data = Buffer.from(r.stat && !text.startsWith("\uFEFF") && startsWithBom(r.abs) ? `\uFEFF${text}` : text, "utf8");
    keepChange(this.dir, r.rel, r.abs, data, opts.origin).around(
      () => writeAtomic(this.dir, r.abs, data, rel, opts.expected, watchReplaced(this.dir, r.rel, r.abs))
    );
  }
  /**
   * For changes that do not go through writeText (a delete that moves the file to the trash, a
   * file moved back from it, a journal apply): keeps what is on disk at `rel` and `next` (null:
   * the file is about to go). Call under the file's lock: `keepVersion(...).around(change)`.
   */
  keepVersion(rel, next, opts = {}) {
    const r = this.resolveForChange(rel);
    let data;
    if (next === null) data = null;
    else if (typeof next === "string") data = Buffer.from(next, "utf8");
    else {
      const from = this.resolve(next.movedFrom);
      data = readCurrentBytes(this.dir, from.abs, from.rel)?.bytes ?? null;
    }
    return keepChange(this.dir, r.rel, r.abs, data, opts.origin);
  }
  exists(rel) {
    return this.resolve(rel).stat !== null;
  }
  isDirectory(rel) {
    return this.resolve(rel).stat?.isDirectory() === true;
  }
  /** Plain names in a folder (no recursion); missing folder -> []. */
  list(rel) {
    const r = this.resolve(rel);
    if (!r.stat?.isDirectory()) return [];
    return listAnchored(this.dir, r.abs);
  }
  ensureDir(rel) {
    const r = this.resolveForChange(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
    ensureDirContained(this.dir, r.abs);
  }
  lock(key, fn) {
    return withLock(this.dir, key, fn);
  }
};

// server/src/storage/move-journal.ts
var fs23 = require("node:fs");
var path18 = require("node:path");
function moveJournalDir(rootDir) {
  return path18.join(rootDir, ".journal", "moves");
}
function movingSlugs(rootDir) {
  try {
    return fs23.readdirSync(moveJournalDir(rootDir)).filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter((s) => isKebabCase(s));
  } catch {
    return [];
  }
}

// server/src/services/shared-attach.ts
var path19 = require("node:path");
function mountPointers(root) {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir)) continue;
    try {
      root.mount(slug, checkSharedFolder(p.dir, root.dir));
    } catch {
    }
  }
}
function holdsPersonalProject(root, slug) {
  return root.list(`projects/${slug}`).some((e) => !isHiddenEntryName(e.name));
}
function attachShared(root, cwd) {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  if (isInside(root.dir, place.shared) || isInside(place.shared, root.dir)) return { here: null, problem: null };
  let dir;
  try {
    dir = checkSharedFolder(place.shared, root.dir);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const pointer = readPointer(root.dir, slug);
  if (!pointer && holdsPersonalProject(root, slug)) {
    return {
      here: null,
      problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.`
    };
  }
  if ((!pointer || !isRealDir(pointer.dir)) && !movingSlugs(root.dir).includes(slug)) {
    const main = place.git === "dir" ? place.top : mainWorktreeOf(place);
    const target = main === place.top ? dir : main !== null && isRealDir(path19.join(main, SHARED_DIR)) ? path19.join(main, SHARED_DIR) : null;
    if (target !== null) {
      try {
        writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir: target, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
      } catch {
      }
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path19.dirname(dir) }, problem: null };
}

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? currentEnv();
  const cwd = nonEmpty(opts.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd();
  let root;
  try {
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: opts.create ?? false });
  } catch (e) {
    if (!(isMemoryError(e) && e.code === "NOT_FOUND") || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: true });
  }
  const attached = attachShared(root, cwd);
  return { root, cwd, now: opts.now ?? (() => /* @__PURE__ */ new Date()), shared: attached.here, sharedProblem: attached.problem };
}

// server/src/hooks/hook-workspace.ts
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd() });
  } catch {
    return null;
  }
}

// server/src/hooks/auto-dream.ts
async function autoDream(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (consolidationReasons(ws, scope).length === 0) return { kind: "none" };
  let r;
  try {
    r = withOrigin(originFor("hook stop (auto-dream)", env, p.session_id), () => consolidate(ws, { project: scope.slug, dry_run: false }));
  } catch (e) {
    if (isMemoryError(e) && e.code === "CONFLICT")
      return { kind: "notice", text: `project-memory did not consolidate ${scope.slug}: ${e.message} ${e.hint ?? ""}`.trim() };
    throw e;
  }
  if (!r.applied) return { kind: "none" };
  const moved = r.diff.length;
  return {
    kind: "notice",
    text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: checked). Undo: project-memory dream --undo --project ${scope.slug}`
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  autoDream
});
