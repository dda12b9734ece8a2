#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError,
  SKIPPED_DIR_NAMES,
  StaleVersionError,
  UNSEARCHED_FILE_NAMES,
  appendBlock,
  atxHeadingOf,
  classify,
  classifyLines,
  commitAll,
  compareWalkOrder,
  contentLines,
  countRounds,
  describePath,
  descriptorIsAt,
  ensureDirContained,
  entryOf,
  fenceTracker,
  fileLockKey,
  findProjectByKey,
  indexLacksIds,
  isBlank,
  isHiddenEntryName,
  isInside,
  isKebabCase,
  isSearchedPath,
  lineContent,
  lineEnding,
  listAnchored,
  listScopeFiles,
  mountedAbs,
  mountsOf,
  nodeCrypto,
  normaliseProjectsIndex,
  noteChange,
  parseAtxHeading,
  parseDecisions,
  parseMemoryPath,
  pause,
  placeInMainWorktree,
  preferredEol,
  readFileBytes,
  readPointer,
  readTextContained,
  removeContained,
  reservedReason,
  scopeFileAbs,
  sharedNameOf,
  slugify,
  splitLinesKeepEnds,
  statScopeFile,
  sweepLockLeftovers,
  sweepTempFiles,
  tempNameFor,
  unclosedFence,
  unmountedSharedProblem,
  waitingSince,
  watchReplaced,
  withAnchoredDir,
  writeAtomic
} from "./chunk-core-dates.js";
import {
  __commonJS,
  __toESM
} from "./chunk-shared.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path7, { windows } = {}) => {
      const segs = path7.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan2 = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan2;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan2 = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan2(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// server/src/services/search-scan.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
import vm from "node:vm";

// server/src/core/ranked/tokenize.ts
var WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
var ASCII_ONLY = /^[\x00-\x7f]*$/;
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
function stem(word) {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && !word.endsWith("eies") && !word.endsWith("aies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es") && !word.endsWith("aes") && !word.endsWith("ees") && !word.endsWith("oes")) {
    return word.slice(0, -1);
  }
  if (word.endsWith("s") && !word.endsWith("us") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}
function foldCase(text) {
  const lower = text.toLowerCase();
  return ASCII_ONLY.test(lower) ? lower : lower.normalize("NFKC").toLowerCase();
}
function forEachTerm(folded, visit) {
  if (!ASCII_ONLY.test(folded)) {
    forEachTermUnicode(folded, visit);
    return;
  }
  const n = folded.length;
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? folded.charCodeAt(i) : 0;
    const isWordChar = c >= 97 && c <= 122 || c >= 48 && c <= 57;
    if (isWordChar) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      const term = termOf(folded.slice(start, i));
      if (term !== void 0) visit(term);
      start = -1;
    }
  }
}
function forEachTermUnicode(folded, visit) {
  for (const m of folded.matchAll(WORD)) {
    const term = termOf(m[0]);
    if (term !== void 0) visit(term);
  }
}
var termCache = /* @__PURE__ */ new Map();
var TERM_CACHE_LIMIT = 2e5;
function termOf(token) {
  const cached = termCache.get(token);
  if (cached !== void 0 || termCache.has(token)) return cached;
  const key = detach(token);
  const term = key.length < 2 || key.length > MAX_TERM_LENGTH || STOP_WORDS.has(key) ? void 0 : detach(stem(key));
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(key, term);
  return term;
}
function detach(s) {
  return s.length < 13 ? s : JSON.parse(JSON.stringify(s));
}
function tokenize(text) {
  const terms = [];
  forEachTerm(foldCase(text), (t) => terms.push(t));
  return terms;
}
function queryTerms(query2) {
  return [...new Set(tokenize(query2))];
}

// server/src/core/ranked/analyze.ts
var FIELD_WEIGHTS = Object.freeze({ title: 4, heading: 2, tag: 2, body: 1 });
var MENTION = /(?:^|[^\p{L}\p{N}_.@])@([\p{L}\p{N}][\p{L}\p{N}_-]*)/gu;
var TAG = /(?:^|[\s(,;])#([\p{L}][\p{L}\p{N}_-]*)/gu;
var LINK = /\[\[([^\]\n]{1,200})\]\]/g;
function analyzeDocument(path7, text) {
  const frequencies = /* @__PURE__ */ new Map();
  let length = 0;
  const add = (weight) => (term) => {
    frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
    length += weight;
  };
  const addTitle = add(FIELD_WEIGHTS.title);
  const addHeading = add(FIELD_WEIGHTS.heading);
  const addTag = add(FIELD_WEIGHTS.tag);
  const addBody = add(FIELD_WEIGHTS.body);
  forEachTerm(foldCase(fileStem(path7)), addTitle);
  const kinds = classifyLines(text);
  const folded = foldCase(text);
  let titleSeen = false;
  let inTitle = false;
  let start = 0;
  for (let i = 0; start <= folded.length; i++) {
    let end = folded.indexOf("\n", start);
    if (end === -1) end = folded.length;
    const line = folded.slice(start, end);
    start = end + 1;
    const kind = kinds[i];
    if (kind?.heading || kind?.headingPart) {
      if (kind.heading) inTitle = !titleSeen && kind.heading.level === 1;
      if (inTitle) titleSeen = true;
      forEachTerm(line, inTitle ? addTitle : addHeading);
      continue;
    }
    forEachTerm(line, addBody);
    if (kind?.kind === "text" && (line.includes("@") || line.includes("#") || line.includes("[["))) {
      for (const m of line.matchAll(MENTION)) forEachTerm(m[1] ?? "", addTag);
      for (const m of line.matchAll(TAG)) forEachTerm(m[1] ?? "", addTag);
      for (const m of line.matchAll(LINK)) forEachTerm(m[1] ?? "", addTag);
    }
  }
  return { frequencies, length };
}
function fileStem(path7) {
  const base = path7.slice(path7.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return (dot > 0 ? base.slice(0, dot) : base).replace(/[-_]+/g, " ");
}

// server/src/core/ranked/postings.ts
var TF_SPAN = 32768;
var UINT32_DOC_LIMIT = 2 ** 32 / TF_SPAN;
function packPosting(docId, tf) {
  return docId * TF_SPAN + Math.min(tf, TF_SPAN - 1);
}
function postingDoc(posting) {
  return Math.floor(posting / TF_SPAN);
}
function postingTf(posting) {
  return posting % TF_SPAN;
}
function createPostingStore() {
  return { termIds: /* @__PURE__ */ new Map(), offsets: new Uint32Array(1), frozen: new Uint32Array(0), overlay: /* @__PURE__ */ new Map() };
}
var EMPTY = Object.freeze([]);
function postingsOf(store, termId) {
  const changed = store.overlay.get(termId);
  if (changed) return changed;
  if (termId + 1 >= store.offsets.length) return EMPTY;
  return store.frozen.subarray(store.offsets[termId], store.offsets[termId + 1]);
}
function postingsOfTerm(store, term) {
  const id = store.termIds.get(term);
  return id === void 0 ? EMPTY : postingsOf(store, id);
}
function termIdOf(store, term) {
  let id = store.termIds.get(term);
  if (id === void 0) {
    id = store.termIds.size;
    store.termIds.set(term, id);
  }
  return id;
}
function mutablePostings(store, termId) {
  let list = store.overlay.get(termId);
  if (!list) {
    list = Array.from(postingsOf(store, termId));
    store.overlay.set(termId, list);
  }
  return list;
}
function forEachTerm2(store, visit) {
  for (const [term, id] of store.termIds) {
    const postings = postingsOf(store, id);
    if (postings.length > 0) visit(term, id, postings);
  }
}
function frozenStore(terms, postings, docLimit) {
  const termIds = /* @__PURE__ */ new Map();
  let total = 0;
  for (let t = 0; t < terms.length; t++) if ((postings[t]?.length ?? 0) > 0) total += postings[t].length;
  const frozen = docLimit < UINT32_DOC_LIMIT ? new Uint32Array(total) : new Float64Array(total);
  const kept = [0];
  let at = 0;
  for (let t = 0; t < terms.length; t++) {
    const list = postings[t];
    if (!list || list.length === 0) continue;
    termIds.set(terms[t], termIds.size);
    for (let i = 0; i < list.length; i++) frozen[at++] = list[i];
    kept.push(at);
  }
  return { termIds, offsets: Uint32Array.from(kept), frozen, overlay: /* @__PURE__ */ new Map() };
}
function freezePostings(store, docLimit) {
  const terms = [];
  const lists = [];
  forEachTerm2(store, (term, _id, postings) => {
    terms.push(term);
    lists.push(postings);
  });
  return frozenStore(terms, lists, docLimit);
}

// server/src/core/ranked/ranked-index.ts
function createIndex() {
  return { docs: [], freeIds: [], idByPath: /* @__PURE__ */ new Map(), postings: createPostingStore(), docTerms: void 0, docCount: 0, totalLength: 0 };
}
function buildIndex(documents) {
  const index = createIndex();
  for (const d of documents) addOrReplaceDocument(index, d.path, d.text, d.mtimeMs, d.size);
  compactPostings(index);
  return index;
}
function compactPostings(index) {
  index.postings = freezePostings(index.postings, index.docs.length);
  index.docTerms = void 0;
}
function addOrReplaceDocument(index, path7, text, mtimeMs, size) {
  removeDocument(index, path7);
  const { frequencies, length } = analyzeDocument(path7, text);
  const id = index.freeIds.pop() ?? index.docs.length;
  index.docs[id] = { path: path7, mtimeMs, size, length };
  index.idByPath.set(path7, id);
  index.docCount++;
  index.totalLength += length;
  const termIds = [];
  for (const [term, tf] of frequencies) {
    const termId = termIdOf(index.postings, term);
    mutablePostings(index.postings, termId).push(packPosting(id, tf));
    termIds.push(termId);
  }
  if (index.docTerms) index.docTerms[id] = termIds;
}
function removeDocument(index, path7) {
  const id = index.idByPath.get(path7);
  if (id === void 0) return false;
  const doc = index.docs[id];
  const docTerms = ensureDocTerms(index);
  for (const termId of docTerms[id] ?? []) {
    const list = mutablePostings(index.postings, termId);
    const at = list.findIndex((posting) => postingDoc(posting) === id);
    if (at === -1) continue;
    list[at] = list[list.length - 1];
    list.length--;
  }
  docTerms[id] = void 0;
  index.docs[id] = void 0;
  index.freeIds.push(id);
  index.idByPath.delete(path7);
  index.docCount--;
  index.totalLength -= doc?.length ?? 0;
  return true;
}
function ensureDocTerms(index) {
  if (index.docTerms) return index.docTerms;
  const docTerms = new Array(index.docs.length);
  forEachTerm2(index.postings, (_term, termId, postings) => {
    for (let i = 0; i < postings.length; i++) (docTerms[postingDoc(postings[i])] ??= []).push(termId);
  });
  index.docTerms = docTerms;
  return docTerms;
}
function indexedFiles(index) {
  const files = [];
  for (const d of index.docs) if (d) files.push({ path: d.path, mtimeMs: d.mtimeMs, size: d.size });
  return files.sort((a, b) => compareStrings(a.path, b.path));
}
function staleEntries(index, currentFiles) {
  const changed = [];
  const seen = /* @__PURE__ */ new Set();
  for (const f of currentFiles) {
    seen.add(f.path);
    const id = index.idByPath.get(f.path);
    const doc = id === void 0 ? void 0 : index.docs[id];
    if (!doc || doc.mtimeMs !== f.mtimeMs || doc.size !== f.size) changed.push(f.path);
  }
  const removed = [];
  for (const path7 of index.idByPath.keys()) if (!seen.has(path7)) removed.push(path7);
  return { changed: changed.sort(compareStrings), removed: removed.sort(compareStrings) };
}
function estimateIndexBytes(index) {
  const { postings } = index;
  let overlay = 0;
  for (const list of postings.overlay.values()) overlay += 16 + list.length * 8;
  return postings.frozen.byteLength + postings.offsets.byteLength + postings.termIds.size * 56 + index.docs.length * 120 + overlay;
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// server/src/core/ranked/query.ts
var BM25 = Object.freeze({ k1: 1.2, b: 0.75 });
var SNIPPET_CHARS = 200;
function scoreAll(index, terms) {
  if (index.docCount === 0 || terms.length === 0) return [];
  const { k1, b } = BM25;
  const n = index.docCount;
  const averageLength = index.totalLength / n;
  const scores = new Float64Array(index.docs.length);
  const touched = [];
  for (const term of terms) {
    const list = postingsOfTerm(index.postings, term);
    const df = list.length;
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (let i = 0; i < df; i++) {
      const posting = list[i];
      const id = postingDoc(posting);
      const tf = postingTf(posting);
      const length = index.docs[id]?.length ?? averageLength;
      const norm = k1 * (1 - b + b * length / averageLength);
      if (scores[id] === 0) touched.push(id);
      scores[id] = scores[id] + idf * tf * (k1 + 1) / (tf + norm);
    }
  }
  const ranked = [];
  for (const id of touched) {
    const doc = index.docs[id];
    if (doc) ranked.push({ path: doc.path, score: scores[id] });
  }
  return ranked.sort((x, y) => y.score - x.score || compareStrings(x.path, y.path));
}
function rankDocuments(index, query2, limit) {
  return scoreAll(index, queryTerms(query2)).slice(0, Math.max(0, limit));
}
function locateBestLine(text, query2) {
  const { line, snippet } = bestLineForTerms(text, queryTerms(query2));
  return { line, snippet };
}
function matchingLine(text, query2) {
  const r = bestLineForTerms(text, queryTerms(query2), false);
  return r.distinct > 0 ? r : null;
}
function bestLineForTerms(text, terms, fallback = true) {
  const wanted = new Set(terms);
  const keys = terms.map((t) => t.endsWith("y") ? t.slice(0, -1) : t);
  const lines = text.split("\n");
  let best = -1;
  let bestDistinct = 0;
  let bestTotal = 0;
  let bestKeyAt = -1;
  for (let i = 0; i < lines.length; i++) {
    const folded = foldCase(lines[i]);
    let keyAt = -1;
    for (const k of keys) {
      const at = folded.indexOf(k);
      if (at !== -1 && (keyAt === -1 || at < keyAt)) keyAt = at;
    }
    if (keyAt === -1) continue;
    const found = /* @__PURE__ */ new Set();
    let total = 0;
    forEachTerm(folded, (t) => {
      if (wanted.has(t)) {
        found.add(t);
        total++;
      }
    });
    if (found.size > bestDistinct || found.size === bestDistinct && total > bestTotal) {
      best = i;
      bestDistinct = found.size;
      bestTotal = total;
      bestKeyAt = keyAt;
    }
  }
  if (best === -1 && !fallback) return { line: 0, snippet: "", distinct: 0 };
  if (best === -1) {
    best = classifyLines(text).findIndex((l) => l.heading !== void 0);
    if (best === -1)
      best = Math.max(
        0,
        lines.findIndex((l) => l.trim() !== "" && l.trim() !== "---")
      );
  }
  return { line: best + 1, snippet: snippetOf(lines[best] ?? "", bestKeyAt), distinct: bestDistinct };
}
function snippetOf(line, matchAt) {
  const trimmed = line.trim();
  if (trimmed.length <= SNIPPET_CHARS) return trimmed;
  const lead = line.length - line.trimStart().length;
  const at = Math.max(0, matchAt - lead);
  const start = Math.max(0, Math.min(at - 60, trimmed.length - SNIPPET_CHARS));
  const end = Math.min(trimmed.length, start + SNIPPET_CHARS);
  return `${start > 0 ? "\u2026" : ""}${trimmed.slice(start, end)}${end < trimmed.length ? "\u2026" : ""}`;
}

// server/src/core/ranked/substring-candidates.ts
var WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
var ASCII_WORD = /^[a-z0-9]+$/;
function substringCandidates(index, needle, options = {}) {
  const folded = foldCase(needle);
  const asciiOnly = options.caseSensitive !== true;
  const terms = /* @__PURE__ */ new Set();
  for (const m of folded.matchAll(WORD_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start === 0 || end === folded.length) continue;
    if (asciiOnly && !ASCII_WORD.test(m[0])) continue;
    forEachTerm(m[0], (t) => terms.add(t));
  }
  if (terms.size === 0) return void 0;
  const lists = [...terms].map((t) => postingsOfTerm(index.postings, t)).sort((a, b) => a.length - b.length);
  const [smallest, ...rest] = lists;
  if (!smallest || smallest.length === 0) return [];
  let candidates = /* @__PURE__ */ new Set();
  for (let i = 0; i < smallest.length; i++) candidates.add(postingDoc(smallest[i]));
  for (const list of rest) {
    const next = /* @__PURE__ */ new Set();
    for (let i = 0; i < list.length; i++) {
      const doc = postingDoc(list[i]);
      if (candidates.has(doc)) next.add(doc);
    }
    candidates = next;
    if (candidates.size === 0) break;
  }
  const paths = [];
  for (const id of candidates) {
    const doc = index.docs[id];
    if (doc) paths.push(doc.path);
  }
  return paths.sort(compareStrings);
}

// server/src/core/ranked/serialize.ts
var INDEX_FORMAT = "project-memory/ranked-index";
var INDEX_VERSION = 1;
var ANALYZER_ID = `words3-s-stem-stop1-max${MAX_TERM_LENGTH}-w${Object.values(FIELD_WEIGHTS).join("")}`;
function serializeIndex(index) {
  const live = index.docs.filter((d) => d !== void 0).sort((a, b) => compareStrings(a.path, b.path));
  const newId = new Array(index.docs.length).fill(-1);
  live.forEach((d, i) => {
    newId[index.idByPath.get(d.path)] = i;
  });
  const byTerm = /* @__PURE__ */ new Map();
  forEachTerm2(index.postings, (term, _id, list) => byTerm.set(term, list));
  const terms = [...byTerm.keys()].sort(compareStrings);
  const postings = terms.map((term) => encodePostings(byTerm.get(term), newId));
  const out = {
    format: INDEX_FORMAT,
    version: INDEX_VERSION,
    analyzer: ANALYZER_ID,
    docs: live.map((d) => [d.path, d.mtimeMs, d.size, d.length]),
    terms,
    postings
  };
  return JSON.stringify(out);
}
function encodePostings(list, newId) {
  const renumbered = Array.from(list, (p) => packPosting(newId[postingDoc(p)], postingTf(p))).sort((a, b) => a - b);
  const encoded = [];
  let previous = 0;
  for (const p of renumbered) {
    const id = postingDoc(p);
    encoded.push(id - previous, postingTf(p));
    previous = id;
  }
  return encoded;
}
function deserializeIndex(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isRecord(data) || data.format !== INDEX_FORMAT || data.version !== INDEX_VERSION || data.analyzer !== ANALYZER_ID) {
    return void 0;
  }
  const { docs: rawDocs, terms, postings: rawPostings } = data;
  if (!Array.isArray(rawDocs) || !Array.isArray(terms) || !Array.isArray(rawPostings) || terms.length !== rawPostings.length) {
    return void 0;
  }
  const docs = [];
  const idByPath = /* @__PURE__ */ new Map();
  let totalLength = 0;
  for (const d of rawDocs) {
    if (!Array.isArray(d) || d.length !== 4) return void 0;
    const [path7, mtimeMs, size, length] = d;
    if (typeof path7 !== "string" || idByPath.has(path7) || !isFiniteNumber(mtimeMs) || !isCount(size) || !isCount(length)) {
      return void 0;
    }
    idByPath.set(path7, docs.length);
    docs.push({ path: path7, mtimeMs, size, length });
    totalLength += length;
  }
  const lists = [];
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t];
    const encoded = rawPostings[t];
    if (typeof term !== "string" || t > 0 && compareStrings(terms[t - 1], term) >= 0 || !Array.isArray(encoded)) {
      return void 0;
    }
    const list = decodePostings(encoded, docs.length);
    if (!list) return void 0;
    lists.push(list);
  }
  const postings = frozenStore(terms, lists, docs.length);
  return { docs, freeIds: [], idByPath, postings, docTerms: void 0, docCount: docs.length, totalLength };
}
function decodePostings(encoded, docCount) {
  if (encoded.length === 0 || encoded.length % 2 !== 0) return void 0;
  let id = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    const delta = encoded[i];
    const tf = encoded[i + 1];
    if (!isCount(delta) || i > 0 && delta === 0 || !isCount(tf) || tf === 0) return void 0;
    id += delta;
    if (id >= docCount) return void 0;
    encoded[i / 2] = packPosting(id, tf);
  }
  encoded.length = encoded.length / 2;
  return encoded;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isFiniteNumber(value) {
  return typeof value === "number" && Number.isFinite(value);
}
function isCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

// server/src/services/ranked-indexes.ts
import { performance as performance2 } from "node:perf_hooks";

// server/src/storage/ranked-store.ts
import fs from "node:fs";
import path from "node:path";
var RANKED_INDEX_REL = ".index/ranked.json";
var MAX_INDEX_BYTES = 512 * 1024 * 1024;
function rankedIndexPath(rootDir, scopeDir) {
  return path.join(mountedAbs(rootDir, scopeDir), RANKED_INDEX_REL);
}
function loadRankedIndex(root, scopeDir) {
  const abs = rankedIndexPath(root.dir, scopeDir);
  let fd;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  } catch {
    return void 0;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return void 0;
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_INDEX_BYTES) return void 0;
    return deserializeIndex(fs.readFileSync(fd, "utf8"));
  } catch {
    return void 0;
  } finally {
    fs.closeSync(fd);
  }
}
function saveRankedIndex(root, scopeDir, slug, index) {
  const text = serializeIndex(index);
  const abs = rankedIndexPath(root.dir, scopeDir);
  root.lock(`ranked:${slug}`, () => writeAtomic(root.dir, abs, text, `${scopeDir}/${RANKED_INDEX_REL}`));
}
function readIndexedDocument(rootDir, scopeDir, rel) {
  const read = readFileBytes(rootDir, scopeFileAbs(rootDir, scopeDir, rel));
  if (!read) return void 0;
  return { path: rel, text: read.bytes.toString("utf8"), mtimeMs: read.mtimeMs, size: read.size };
}
function* readIndexedDocuments(rootDir, scopeDir, files) {
  for (const f of files) {
    const doc = readIndexedDocument(rootDir, scopeDir, f.path);
    if (doc) yield doc;
  }
}

// server/src/services/scope-watches.ts
import { performance } from "node:perf_hooks";

// server/src/storage/folder-watch.ts
import fs2 from "node:fs";
var LOCAL_FILE_SYSTEMS = /* @__PURE__ */ new Set([
  61267,
  // ext2/3/4
  1481003842,
  // xfs
  2435016766,
  // btrfs
  16914836,
  // tmpfs
  2035054128,
  // overlayfs
  801189825,
  // zfs
  4076150800,
  // f2fs
  3393526350
  // bcachefs
]);
function watchable(dir) {
  if (process.platform !== "linux") return false;
  try {
    return LOCAL_FILE_SYSTEMS.has(Number(fs2.statfsSync(dir).type));
  } catch {
    return false;
  }
}
var FolderWatch = class {
  /** `ignored(name)`: entries whose changes never matter (our temp files, hidden folders). */
  constructor(ignored) {
    this.ignored = ignored;
  }
  ignored;
  /** Moves on every reported change in a watched folder. */
  generation = 0;
  /** A watch failed (limit reached, folder gone): nothing it says can be trusted any more. */
  broken = false;
  watchers = /* @__PURE__ */ new Map();
  /**
   * Watches exactly `folders` (absolute) from now on: new ones are added, gone ones dropped.
   * Returns whether any was added: a folder watched only now may have changed unseen before.
   */
  cover(folders) {
    if (this.broken) return true;
    const wanted = new Set(folders);
    for (const [dir, w] of this.watchers) {
      if (!wanted.has(dir)) {
        w.close();
        this.watchers.delete(dir);
      }
    }
    let added = false;
    for (const dir of wanted) {
      if (this.watchers.has(dir)) continue;
      added = true;
      try {
        const w = fs2.watch(dir, { persistent: false }, (_event, name) => {
          if (typeof name === "string" && this.ignored(name)) return;
          this.generation++;
        });
        w.on("error", () => this.fail());
        this.watchers.set(dir, w);
      } catch {
        this.fail();
        return true;
      }
    }
    return added;
  }
  close() {
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
  }
  fail() {
    this.broken = true;
    this.generation++;
    this.close();
  }
};

// server/src/services/scope-watches.ts
var TRUST_MS = 6e4;
var MAX_WATCHED_FOLDERS = 2e3;
var RETRY_AFTER_MS = 5 * 6e4;
var ScopeWatches = class {
  constructor(rootDir) {
    this.rootDir = rootDir;
  }
  rootDir;
  watches = /* @__PURE__ */ new Map();
  /** performance.now() when watching a scope was given up. */
  gaveUp = /* @__PURE__ */ new Map();
  walk(scope) {
    const watch = this.watchFor(scope);
    if (!watch) return { files: listScopeFiles(this.rootDir, scope.dir) };
    const before = watch.generation;
    const folders = [];
    const files = listScopeFiles(this.rootDir, scope.dir, folders);
    if (folders.length > MAX_WATCHED_FOLDERS) {
      this.giveUp(scope.slug);
      return { files };
    }
    const added = watch.cover(folders);
    if (watch.broken) this.giveUp(scope.slug);
    return added || watch.broken || watch.generation !== before ? { files } : { files, token: before };
  }
  /** The scope's watch, made when missing; none where watches are not reliable or were given up. */
  watchFor(scope) {
    const current = this.watches.get(scope.slug);
    if (current && !current.broken) return current;
    if (current) this.giveUp(scope.slug);
    const since = this.gaveUp.get(scope.slug);
    if (since !== void 0 && performance.now() - since < RETRY_AFTER_MS) return void 0;
    if (!watchable(mountedAbs(this.rootDir, scope.dir))) return void 0;
    const watch = new FolderWatch(isHiddenEntryName);
    this.watches.set(scope.slug, watch);
    return watch;
  }
  giveUp(slug) {
    this.watches.get(slug)?.close();
    this.watches.delete(slug);
    this.gaveUp.set(slug, performance.now());
  }
  /** Whether nothing was reported in `scope` since the walk that gave `token`. */
  unchangedSince(scope, token) {
    const watch = this.watches.get(scope.slug);
    return watch !== void 0 && !watch.broken && watch.generation === token;
  }
  close() {
    for (const w of this.watches.values()) w.close();
    this.watches.clear();
    this.gaveUp.clear();
  }
};
function walkScope(rootDir, scope, watch) {
  return watch ? scopeWatchesOf(rootDir).walk(scope) : { files: listScopeFiles(rootDir, scope.dir) };
}
function walkHolds(rootDir, scope, walk, refreshMs, now) {
  const age = now - walk.checkedAt;
  if (age < refreshMs) return true;
  return walk.token !== void 0 && age < TRUST_MS && scopeWatchesOf(rootDir).unchangedSince(scope, walk.token);
}
var byRoot = /* @__PURE__ */ new Map();
function scopeWatchesOf(rootDir) {
  let w = byRoot.get(rootDir);
  if (!w) {
    w = new ScopeWatches(rootDir);
    byRoot.set(rootDir, w);
  }
  return w;
}
function closeScopeWatches(rootDir) {
  byRoot.get(rootDir)?.close();
  byRoot.delete(rootDir);
}

// server/src/services/ranked-indexes.ts
var DEFAULT_OPTIONS = {
  refreshMs: 2e3,
  budgetBytes: 96 * 1024 * 1024,
  persist: "immediate",
  debounceMs: 1e3,
  warmInBackground: false
};
var QUIET_MS = 500;
var MAX_POSTPONE_MS = 3e4;
var COMPACT_AFTER_UPDATES = 64;
var SLICE_MS = 40;
var FILES_PER_STEP = 8;
var MAX_KEPT_WARNINGS = 20;
var RankedIndexes = class {
  constructor(root, options = {}) {
    this.root = root;
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }
  root;
  /** Map order is the recency order: the first entry is the least recently used. */
  entries = /* @__PURE__ */ new Map();
  warmups = /* @__PURE__ */ new Map();
  /** Problems kept for `endOfCall` when no `onWarning` is set. */
  warnings = [];
  persistTimer;
  warmTimer;
  /** performance.now() of the last search, and of the first postponed write since */
  lastUse = -Infinity;
  postponedSince;
  options;
  /** The scope's index, fresh: loaded, built or finished now if need be. */
  acquire(scope) {
    this.lastUse = performance2.now();
    let entry = this.entries.get(scope.slug);
    if (!entry) {
      const warm = this.warmups.get(scope.slug);
      entry = warm ? this.finishWarmup(warm) : this.open(scope);
      this.install(entry);
    } else {
      this.touch(entry);
      this.refresh(entry, false);
    }
    return entry.index;
  }
  /**
   * The scope's index if it is in memory (fresh), else undefined: the caller scans the files
   * instead, and with `warmInBackground` the index is loaded or built for the next call.
   */
  peek(scope, warm = this.options.warmInBackground) {
    this.lastUse = performance2.now();
    const entry = this.entries.get(scope.slug);
    if (entry) {
      this.touch(entry);
      this.refresh(entry, false);
      return entry.index;
    }
    if (warm) this.scheduleWarmup(scope);
    return void 0;
  }
  /** Files we wrote or removed (root-relative): applied to loaded indexes before their next use. */
  noteChanged(rootRels) {
    for (const rel of rootRels) {
      const m = /^(projects\/([^/]+)|_global)\/(.+)$/.exec(rel);
      if (!m) continue;
      const slug = m[2] ?? "_global";
      const scopeRel = m[3];
      if (!isSearchedPath(scopeRel)) continue;
      const entry = this.entries.get(slug);
      if (entry) {
        entry.pending.add(scopeRel);
        this.schedulePersist();
      }
    }
  }
  /** Immediate persistence: write what changed during the call. */
  /** Returns the problems kept since the last call (see `onWarning`), for the caller to show. */
  endOfCall() {
    if (this.options.persist === "immediate") this.flush();
    return this.warnings.splice(0);
  }
  warn(text) {
    if (this.options.onWarning) this.options.onWarning(text);
    else if (this.warnings.length < MAX_KEPT_WARNINGS) this.warnings.push(text);
  }
  /** Applies pending writes and stores every changed index. Errors are swallowed: derived data. */
  flush() {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = void 0;
    for (const entry of this.entries.values()) this.persist(entry);
  }
  /** Drops everything from memory (after storing it): for tests and shutdown. */
  close() {
    this.flush();
    if (this.warmTimer) clearTimeout(this.warmTimer);
    this.warmTimer = void 0;
    this.warmups.clear();
    this.entries.clear();
  }
  /** Slugs of the indexes in memory, least recently used first (for tests and diagnostics). */
  loadedScopes() {
    return [...this.entries.keys()];
  }
  open(scope) {
    const stored = loadRankedIndex(this.root, scope.dir);
    if (stored) {
      const entry2 = this.entryFor(scope, stored, false);
      this.refresh(entry2, true);
      return entry2;
    }
    const checkedAt = performance2.now();
    const { files, token } = this.walk(scope);
    const entry = this.entryFor(scope, buildIndex(readIndexedDocuments(this.root.dir, scope.dir, files)), true);
    entry.checkedAt = checkedAt;
    entry.token = token;
    return entry;
  }
  walk(scope) {
    return walkScope(this.root.dir, scope, this.options.watch === true);
  }
  entryFor(scope, index, dirty) {
    return { scope, index, checkedAt: -Infinity, pending: /* @__PURE__ */ new Set(), dirty, updatesSinceCompact: 0, bytes: estimateIndexBytes(index) };
  }
  /** Adds a freshly loaded or built index (bulk work: see afterBulkWork). */
  install(entry) {
    this.options.afterBulkWork?.();
    this.entries.set(entry.scope.slug, entry);
    if (entry.dirty) this.schedulePersist();
    let total = 0;
    for (const e of this.entries.values()) total += e.bytes;
    for (const victim of [...this.entries.values()]) {
      if (total <= this.options.budgetBytes || victim === entry) break;
      this.persist(victim);
      this.entries.delete(victim.scope.slug);
      total -= victim.bytes;
    }
  }
  touch(entry) {
    this.entries.delete(entry.scope.slug);
    this.entries.set(entry.scope.slug, entry);
  }
  /** Pending writes always; a walk for hand edits when the last one no longer holds. */
  refresh(entry, forceWalk) {
    let updates = 0;
    for (const rel of entry.pending) updates += this.updateFile(entry, rel, statScopeFile(this.root.dir, entry.scope.dir, rel));
    entry.pending.clear();
    const now = performance2.now();
    if (forceWalk || !walkHolds(this.root.dir, entry.scope, entry, this.options.refreshMs, now)) {
      const { files, token } = this.walk(entry.scope);
      entry.token = token;
      const { changed, removed } = staleEntries(entry.index, files);
      for (const rel of removed) if (removeDocument(entry.index, rel)) updates++;
      const byPath = changed.length ? new Map(files.map((f) => [f.path, f])) : void 0;
      for (const rel of changed) updates += this.updateFile(entry, rel, byPath?.get(rel));
      entry.checkedAt = now;
    }
    if (updates === 0) return;
    entry.dirty = true;
    entry.updatesSinceCompact += updates;
    if (entry.updatesSinceCompact >= COMPACT_AFTER_UPDATES) {
      compactPostings(entry.index);
      entry.updatesSinceCompact = 0;
    }
    entry.bytes = estimateIndexBytes(entry.index);
    this.schedulePersist();
  }
  /** Brings one file's entry in line with the disk; returns 1 when the index changed. */
  updateFile(entry, rel, seen) {
    const { index, scope } = entry;
    if (!seen) return removeDocument(index, rel) ? 1 : 0;
    const id = index.idByPath.get(rel);
    const known = id === void 0 ? void 0 : index.docs[id];
    if (known && known.mtimeMs === seen.mtimeMs && known.size === seen.size) return 0;
    const doc = readIndexedDocument(this.root.dir, scope.dir, rel);
    if (!doc) return removeDocument(index, rel) ? 1 : 0;
    addOrReplaceDocument(index, rel, doc.text, doc.mtimeMs, doc.size);
    return 1;
  }
  persist(entry) {
    if (entry.pending.size) this.refresh(entry, false);
    if (!entry.dirty) return;
    try {
      saveRankedIndex(this.root, entry.scope.dir, entry.scope.slug, entry.index);
      entry.dirty = false;
    } catch (e) {
      this.warn(`project-memory: could not store the search index of ${entry.scope.slug}: ${e instanceof Error ? e.message : String(e)}`);
      entry.dirty = false;
    }
  }
  schedulePersist() {
    if (this.options.persist !== "debounced") return;
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => this.persistNext(), this.options.debounceMs);
    this.persistTimer.unref();
  }
  /** Debounced persistence writes one index per turn of the event loop: calls wait ~0.1 s at most. */
  persistNext() {
    this.persistTimer = void 0;
    const now = performance2.now();
    const quietFor = now - this.lastUse;
    if (quietFor < QUIET_MS && now - (this.postponedSince ??= now) < MAX_POSTPONE_MS) {
      this.persistTimer = setTimeout(() => this.persistNext(), QUIET_MS - quietFor);
      this.persistTimer.unref();
      return;
    }
    this.postponedSince = void 0;
    const waiting = [...this.entries.values()].filter((e) => e.dirty || e.pending.size > 0);
    const entry = waiting[0];
    if (!entry) return;
    this.persist(entry);
    this.options.afterBulkWork?.();
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = waiting.length > 1 ? setTimeout(() => this.persistNext(), 0) : void 0;
    this.persistTimer?.unref();
  }
  // --- background warm-up (server) ---
  scheduleWarmup(scope) {
    if (this.warmups.has(scope.slug)) return;
    let total = 0;
    for (const e of this.entries.values()) total += e.bytes;
    const typical = this.entries.size ? total / this.entries.size : 0;
    if (total + typical > this.options.budgetBytes) return;
    this.warmups.set(scope.slug, { scope, index: void 0, files: void 0, next: 0, done: false });
    this.kickWarmups();
  }
  kickWarmups() {
    if (this.warmTimer || this.warmups.size === 0) return;
    this.warmTimer = setTimeout(() => {
      this.warmTimer = void 0;
      const until = performance2.now() + SLICE_MS;
      while (performance2.now() < until) {
        const warm = this.warmups.values().next().value;
        if (!warm) break;
        try {
          if (this.warmStep(warm)) {
            this.warmups.delete(warm.scope.slug);
            this.install(this.finishWarmup(warm));
            break;
          }
        } catch (e) {
          this.warmups.delete(warm.scope.slug);
          this.warn(`project-memory: could not index ${warm.scope.slug}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      this.kickWarmups();
    }, 0);
    this.warmTimer.unref();
  }
  /** One slice of work; true when the index is complete. */
  warmStep(warm) {
    if (warm.done) return true;
    if (!warm.files) {
      const stored = loadRankedIndex(this.root, warm.scope.dir);
      if (stored) {
        warm.index = stored;
        warm.done = true;
        return true;
      }
      warm.files = listScopeFiles(this.root.dir, warm.scope.dir);
      warm.index = createIndex();
    } else {
      const index = warm.index;
      const end = Math.min(warm.files.length, warm.next + FILES_PER_STEP);
      for (; warm.next < end; warm.next++) {
        const doc = readIndexedDocument(this.root.dir, warm.scope.dir, warm.files[warm.next].path);
        if (doc) addOrReplaceDocument(index, doc.path, doc.text, doc.mtimeMs, doc.size);
      }
    }
    warm.done = warm.next >= warm.files.length;
    return warm.done;
  }
  /** Completes a warm-up synchronously and returns its fresh entry (not yet installed). */
  finishWarmup(warm) {
    this.warmups.delete(warm.scope.slug);
    while (!this.warmStep(warm)) ;
    const built = warm.files !== void 0;
    const index = warm.index;
    if (built) compactPostings(index);
    const entry = this.entryFor(warm.scope, index, built);
    this.refresh(entry, true);
    return entry;
  }
};
var byRoot2 = /* @__PURE__ */ new Map();
function rankedIndexes(ws) {
  return rankedIndexesOf(ws.root);
}
function rankedIndexesOf(root) {
  let indexes = byRoot2.get(root.dir);
  if (!indexes) {
    indexes = new RankedIndexes(root);
    byRoot2.set(root.dir, indexes);
  }
  return indexes;
}
function configureRankedIndexes(root, options) {
  byRoot2.get(root.dir)?.close();
  const indexes = new RankedIndexes(root, options);
  byRoot2.set(root.dir, indexes);
  return indexes;
}
function noteRankedChange(root, rootRels) {
  byRoot2.get(root.dir)?.noteChanged(rootRels);
}

// server/src/services/scope.ts
import path3 from "node:path";

// server/src/storage/projects-index.ts
import fs3 from "node:fs";
import path2 from "node:path";
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
    const bound = [path2.dirname(dir), ...readPointer(root.dir, slug)?.paths ?? []];
    const i = projects.findIndex((p) => p.slug === slug);
    if (i >= 0) {
      const p = projects[i];
      projects[i] = { ...p, paths: [.../* @__PURE__ */ new Set([...p.paths.filter((x) => path2.isAbsolute(x)), ...bound])] };
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
  const abs = path2.join(root.dir, PROJECTS_INDEX);
  let fd;
  try {
    fd = fs3.openSync(abs, fs3.constants.O_RDONLY | fs3.constants.O_NOFOLLOW | fs3.constants.O_NONBLOCK);
  } catch {
    return;
  }
  try {
    if (descriptorIsAt(fd, abs) && fs3.fstatSync(fd).isFile()) {
      const now = /* @__PURE__ */ new Date();
      fs3.futimesSync(fd, now, now);
    }
  } catch {
  } finally {
    fs3.closeSync(fd);
  }
}
function projectsIndexIsStale(root) {
  let indexMtime;
  try {
    indexMtime = fs3.lstatSync(path2.join(root.dir, PROJECTS_INDEX)).mtimeMs;
  } catch {
    return true;
  }
  if (indexLacksIds(readProjectsIndex(root))) return true;
  for (const d of listAnchored(root.dir, path2.join(root.dir, "projects"))) {
    if (!d.isDirectory()) continue;
    try {
      if (fs3.lstatSync(path2.join(mountedAbs(root.dir, `projects/${d.name}`), "_meta.yaml")).mtimeMs > indexMtime) return true;
    } catch {
    }
  }
  return false;
}

// server/src/storage/inspect.ts
import fs4 from "node:fs";
function pathKind(abs) {
  try {
    return fs4.statSync(abs).isDirectory() ? "folder" : "other";
  } catch {
    return "missing";
  }
}

// server/src/services/scope.ts
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
  const target = path3.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path3.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
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
  const normal = base.length > 1 && base.endsWith(path3.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path3.sep}.`) || normal.includes(`${path3.sep}${path3.sep}`)) return isInside(path3.resolve(base), target);
  return target === normal || target.startsWith(normal === path3.sep ? normal : `${normal}${path3.sep}`);
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
    if (path3.isAbsolute(project)) {
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
function resolveProjectScope(ws, project, what) {
  const scope = resolveScope(ws, project);
  if (scope.kind !== "project") throw new MemoryError("INVALID_INPUT", `${what} belong to a project, not to _global.`);
  return scope;
}

// server/src/services/search-ranked.ts
var NO_RANKED_TERMS_NOTE = 'Ranked search found no word to rank by (it ignores stop words such as "the" and one-letter words): use mode "substring" for this query.';
var DECISION_LOG = /^(?:decisions\.md|archive\/decisions-\d{6}\.md)$/;
var STATUS_ORDER = { Active: 0, "Under Review": 1, Draft: 2, Retired: 3, Superseded: 4 };
function decisionHits(text, query2) {
  const found = [];
  for (const e of parseDecisions(text).entries) {
    const m = matchingLine(e.raw, query2);
    if (m)
      found.push({
        line: e.startLine + m.line - 1,
        snippet: m.snippet + notInForce(e),
        distinct: m.distinct,
        order: STATUS_ORDER[e.status ?? ""] ?? 2,
        num: e.num
      });
  }
  return found.sort((a, b) => a.order - b.order || b.distinct - a.distinct || b.num - a.num);
}
function notInForce(e) {
  if (e.status === void 0 || e.status === "Active") return "";
  return `  [${e.id}: ${e.status}${e.status === "Superseded" && e.supersededBy ? ` by ${e.supersededBy}` : ""}]`;
}
function rankedSearch(rootDir, indexes, scopes, all, query2, limit, filter) {
  if (queryTerms(query2).length === 0) return { hits: [], truncated: false, files_searched: 0, note: NO_RANKED_TERMS_NOTE };
  const candidates = [];
  let filesSearched = 0;
  let matched = 0;
  scopes.forEach((scope, scopeOrder) => {
    const index = indexes.acquire(scope);
    filesSearched += filter ? indexedFiles(index).filter((f) => filter(f.path)).length : index.docCount;
    const ranked = rankDocuments(index, query2, Number.POSITIVE_INFINITY).filter((d) => !filter || filter(d.path));
    matched += ranked.length;
    for (const d of ranked.slice(0, limit + 4)) candidates.push({ scopeOrder, scope, path: d.path, score: d.score });
  });
  candidates.sort((a, b) => b.score - a.score || a.scopeOrder - b.scopeOrder || compareStrings(a.path, b.path));
  const hits = [];
  for (const c of candidates) {
    if (hits.length >= limit) break;
    const read = readFileBytes(rootDir, scopeFileAbs(rootDir, c.scope.dir, c.path));
    if (!read) continue;
    const text = read.bytes.toString("utf8");
    const shown = all ? `${c.scope.dir}/${c.path}` : c.path;
    const score = Math.round(c.score * 1e3) / 1e3;
    const entries = DECISION_LOG.test(c.path) ? decisionHits(text, query2) : [];
    if (entries.length) {
      for (const e of entries.slice(0, limit - hits.length)) hits.push({ path: shown, line: e.line, text: e.snippet, score });
      continue;
    }
    const { line, snippet } = locateBestLine(text, query2);
    hits.push({ path: shown, line, text: snippet, score });
  }
  return { hits, truncated: matched > hits.length && hits.length >= limit, files_searched: filesSearched };
}

// server/src/core/profile-md.ts
var NOTES_PLACEHOLDER = "_(manual notes empty)_";
var FIELD = /^\*\*([^*:\n]+?)(?::\*\*|\*\*:)[ \t]?(.*)$/;
var LINK_ITEM = /^ {0,3}[-*+][ \t]+\[\[([^[\]|\n]+?)(?:\|[^[\]\n]*)?\]\]/;
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const kinds = classify(lines.map(lineContent));
  let title = null;
  const fields = /* @__PURE__ */ new Map();
  const sections = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i];
    if (kind.kind !== "text") continue;
    const h2 = atxHeadingOf(kind, 2);
    if (h2) {
      const last = sections[sections.length - 1];
      if (last) last.end = i;
      sections.push({ key: h2.text.toLowerCase(), start: i, end: lines.length });
      continue;
    }
    if (sections.length > 0) continue;
    const h1 = title === null ? atxHeadingOf(kind, 1) : void 0;
    if (h1) {
      title = { index: i, text: h1.text };
      continue;
    }
    const field = FIELD.exec(kind.text);
    if (field) {
      const label = field[1].trim();
      if (!fields.has(label.toLowerCase())) fields.set(label.toLowerCase(), { index: i, label, value: field[2].trim() });
    }
  }
  return { lines, kinds, eol: preferredEol(text), title, fields, sections };
}
function section(layout, key) {
  return layout.sections.find((s) => s.key === key);
}
function parseProfile(text) {
  const layout = scan(text);
  const fields = /* @__PURE__ */ new Map();
  for (const [key, f] of layout.fields) fields.set(key, f.value);
  return {
    name: layout.title?.text || null,
    fields,
    notes: notesBody(layout),
    projects: linkItems(layout, "projects").map((l) => l.target).filter((t, i, all) => all.indexOf(t) === i),
    sections: layout.sections.map((s) => s.key)
  };
}
function notesBody(layout) {
  const s = section(layout, "notes");
  if (!s) return "";
  const body = layout.lines.slice(s.start + 1, s.end).map(lineContent).join("\n").trim();
  return body === NOTES_PLACEHOLDER ? "" : body;
}
function linkItems(layout, key) {
  const s = section(layout, key);
  if (!s) return [];
  const items = [];
  for (let i = s.start + 1; i < s.end; i++) {
    const line = layout.kinds[i];
    if (line.kind !== "text") continue;
    const m = LINK_ITEM.exec(line.text);
    if (m) items.push({ index: i, target: m[1].trim() });
  }
  return items;
}
function assertFieldValue(value, field, maxLength = 500) {
  const trimmed = value.trim();
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${field} must be one line of text without control characters.`,
      "Put longer text in the notes with edit_person_notes."
    );
  }
  if (trimmed.length > maxLength) throw new MemoryError("INVALID_INPUT", `${field} is ${trimmed.length} characters long; the limit is ${maxLength}.`);
  return trimmed;
}
function insertLines(lines, at, newLines, eol) {
  const before = lines[at - 1];
  if (at === lines.length && before !== void 0 && lineEnding(before) === "") {
    lines[at - 1] = before + eol;
    const last = newLines.length - 1;
    newLines[last] = lineContent(newLines[last]);
  }
  lines.splice(at, 0, ...newLines);
}
function removeLine(lines, at) {
  const removed = lines[at];
  lines.splice(at, 1);
  const before = lines[at - 1];
  if (at === lines.length && lineEnding(removed) === "" && before !== void 0) lines[at - 1] = lineContent(before);
}
function fieldLine(label, value, eol) {
  return `**${label}:**${value ? ` ${value}` : ""}${eol}`;
}
function setProfileField(text, label, value) {
  const clean2 = assertFieldValue(value, label);
  const layout = scan(text);
  const { lines, eol } = layout;
  const existing = layout.fields.get(label.toLowerCase());
  if (existing) {
    const old = lines[existing.index];
    lines[existing.index] = fieldLine(existing.label, clean2, lineEnding(old));
    return lines.join("");
  }
  const lastField = Math.max(-1, ...[...layout.fields.values()].map((f) => f.index));
  if (lastField >= 0) {
    insertLines(lines, lastField + 1, [fieldLine(label, clean2, eol)], eol);
  } else if (layout.title) {
    let at = layout.title.index + 1;
    const block = [fieldLine(label, clean2, eol)];
    if (lines[at] !== void 0 && isBlank(lineContent(lines[at]))) at++;
    else block.unshift(eol);
    if (lines[at] !== void 0 && !isBlank(lineContent(lines[at]))) block.push(eol);
    insertLines(lines, at, block, eol);
  } else {
    insertLines(lines, 0, [fieldLine(label, clean2, eol)], eol);
  }
  return lines.join("");
}
function assertNotesText(notes) {
  const lines = notes.split("\n").map((raw) => raw.replace(/\r$/, ""));
  for (const line of classify(["", ...lines]).slice(1)) {
    if (atxHeadingOf(line, 1) || atxHeadingOf(line, 2)) {
      throw new MemoryError(
        "INVALID_INPUT",
        `notes may not contain a level-1 or level-2 heading (${JSON.stringify(line.text.trim().slice(0, 60))}), because it would split the person file.`,
        "Use ### or deeper headings inside notes."
      );
    }
  }
  if (unclosedFence(lines) !== null) {
    throw new MemoryError(
      "INVALID_INPUT",
      "notes leave a code fence open, which would swallow the rest of the person file.",
      "Close every ``` fence inside the notes."
    );
  }
}
function noteLines(notes, eol) {
  return notes.split("\n").map((l) => l + eol);
}
function trimBlankEdges(lines) {
  let a = 0;
  let b = lines.length;
  while (a < b && isBlank(lineContent(lines[a]))) a++;
  while (b > a && isBlank(lineContent(lines[b - 1]))) b--;
  return lines.slice(a, b);
}
function setProfileNotes(text, notes, mode) {
  assertNotesText(notes);
  const clean2 = notes.replace(/\r\n?/g, "\n").replace(/^\s*\n/, "").trimEnd();
  if (clean2 === "" && mode === "append") throw new MemoryError("INVALID_INPUT", "notes are empty; there is nothing to append.");
  const layout = scan(text);
  const { lines, eol } = layout;
  const s = section(layout, "notes");
  const fresh = clean2 === "" ? [NOTES_PLACEHOLDER + eol] : noteLines(clean2, eol);
  if (!s) {
    const projects = section(layout, "projects");
    const block = [`## Notes${eol}`, ...fresh, eol];
    if (projects) {
      insertLines(lines, projects.start, block, eol);
    } else {
      const last = lines[lines.length - 1];
      const lead = last === void 0 ? [] : isBlank(lineContent(last)) ? [] : [eol];
      if (last !== void 0 && lineEnding(last) === "") lines[lines.length - 1] = last + eol;
      lines.push(...lead, ...block.slice(0, -1));
    }
    return lines.join("");
  }
  const endsOpen = s.end === lines.length && lineEnding(lines[lines.length - 1]) === "";
  const current = trimBlankEdges(lines.slice(s.start + 1, s.end));
  const currentText = current.map(lineContent).join("\n").trim();
  const keep = mode === "append" && currentText !== "" && currentText !== NOTES_PLACEHOLDER ? current.map((l) => lineEnding(l) ? l : l + eol) : [];
  const body = keep.length ? [...keep, eol, ...fresh] : fresh;
  if (s.end < lines.length) body.push(eol);
  else if (endsOpen) body[body.length - 1] = lineContent(body[body.length - 1]);
  const heading = lines[s.start];
  if (lineEnding(heading) === "") lines[s.start] = heading + eol;
  lines.splice(s.start + 1, s.end - s.start - 1, ...body);
  return lines.join("");
}
function addProjectLink(text, slug) {
  if (!isKebabCase(slug)) throw new MemoryError("INVALID_INPUT", `A project link needs a kebab-case slug, got "${slug}".`);
  const layout = scan(text);
  const { lines, eol } = layout;
  const s = section(layout, "projects");
  const line = `- [[${slug}]]${eol}`;
  if (!s) {
    const last = lines[lines.length - 1];
    if (last !== void 0 && lineEnding(last) === "") lines[lines.length - 1] = last + eol;
    if (last !== void 0 && !isBlank(lineContent(last))) lines.push(eol);
    lines.push(`## Projects${eol}`, line);
    return lines.join("");
  }
  const items = linkItems(layout, "projects");
  if (items.some((i) => i.target === slug)) return text;
  const after = items.find((i) => i.target > slug);
  const at = after ? after.index : items.length ? items[items.length - 1].index + 1 : s.start + 1;
  insertLines(lines, at, [line], eol);
  return lines.join("");
}
function removeProjectLink(text, slug) {
  const layout = scan(text);
  const doomed = linkItems(layout, "projects").filter((i) => i.target === slug);
  if (doomed.length === 0) return text;
  const { lines } = layout;
  for (const item of [...doomed].reverse()) removeLine(lines, item.index);
  return lines.join("");
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
function sectionPlaceholder(section2) {
  return PLACEHOLDERS[section2];
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
function insertAtSectionEnd(text, section2, newLines) {
  if (newLines.length === 0) return text;
  const target = parseSections(text).sections.find((s) => s.canonical === section2);
  if (!target) return text;
  const lines = splitLinesKeepEnds(text);
  let at = target.endLine - 1;
  while (at > target.headingLine - 1 && lines[at].trim() === "") at--;
  const eol = preferredEol(text);
  if (!/\n$/.test(lines[at])) lines[at] += eol;
  lines.splice(at + 1, 0, ...newLines.map((l) => l + eol));
  return lines.join("");
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
var CORRESPONDENCE = {
  "email-threads.md": "# Email threads \u2014 {{name}}\n",
  "calls.md": "# Calls \u2014 {{name}}\n",
  "messages.md": "# Messages \u2014 {{name}}\n"
};
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

// server/src/core/people.ts
var PEOPLE_DIR = "_global/people";
var COMPANIES_DIR = "_global/companies";
var OTHER_COMPANY = "Other";
function personPath(slug) {
  return `${PEOPLE_DIR}/${slug}.md`;
}
function companyPath(slug) {
  return `${COMPANIES_DIR}/${slug}.md`;
}
function assertDisplayName(name, field = "name") {
  const clean2 = assertFieldValue(name, field, 200);
  if (clean2 === "") throw new MemoryError("INVALID_INPUT", `${field} must not be empty.`, 'Give the full name, e.g. "Jane Doe".');
  return clean2;
}
function assertEmail(email) {
  const clean2 = assertFieldValue(email, "email", 254);
  if (clean2 !== "" && !/^[^\s@]+@[^\s@]+$/.test(clean2)) {
    throw new MemoryError("INVALID_INPUT", `email must look like name@example.com (one "@", no spaces), got ${JSON.stringify(clean2.slice(0, 80))}.`);
  }
  return clean2;
}
function renderProfile(template, vars, fields) {
  let text = fillTemplate(template, vars);
  for (const [label, value] of fields) {
    if (value !== void 0 && value !== "") text = setProfileField(text, label, value);
  }
  return text;
}
function parsePerson(slug, text) {
  const p = parseProfile(text);
  const field = (label) => p.fields.get(label.toLowerCase()) ?? "";
  return {
    slug,
    name: p.name ?? slug,
    title: field("Title"),
    company: field("Company"),
    email: field("Email"),
    phone: field("Phone"),
    description: field("Description"),
    notes: p.notes,
    projects: p.projects
  };
}
function parseCompany(slug, text) {
  const p = parseProfile(text);
  const field = (label) => p.fields.get(label.toLowerCase()) ?? "";
  return {
    slug,
    name: p.name ?? slug,
    website: field("Website"),
    industry: field("Industry"),
    description: field("Description"),
    notes: p.notes,
    projects: p.projects
  };
}
function companySlugOf(value) {
  const bare = stripCompanyMarkup(value);
  if (bare === "" || bare.toLowerCase() === OTHER_COMPANY.toLowerCase()) return null;
  if (isKebabCase(bare)) return bare;
  try {
    return slugify(bare);
  } catch {
    return null;
  }
}
function stripCompanyMarkup(value) {
  const v = value.trim();
  const link = /^\[\[([^[\]|]+)(?:\|[^[\]]*)?\]\]$/.exec(v);
  if (link) return link[1].trim();
  return v.startsWith("@") ? v.slice(1).trim() : v;
}
function compareText(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
function byName(a, b) {
  return compareText(a.name, b.name) || compareText(a.slug, b.slug);
}
function groupByCompany(people, companyNames) {
  const groups = /* @__PURE__ */ new Map();
  const other = { key: "", heading: OTHER_COMPANY, people: [] };
  for (const person of [...people].sort(byName)) {
    const slug = companySlugOf(person.company);
    if (slug === null) {
      other.people.push(person);
      continue;
    }
    const known = companyNames.get(slug);
    const key = known !== void 0 ? `file:${slug}` : `name:${slug}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, heading: known !== void 0 ? `${oneLine(known)} (@${slug})` : oneLine(stripCompanyMarkup(person.company)), people: [] };
      groups.set(key, group);
    }
    group.people.push(person);
  }
  const sorted2 = [...groups.values()].sort((a, b) => compareText(a.heading, b.heading) || compareText(a.key, b.key));
  return other.people.length ? [...sorted2, other] : sorted2;
}
function oneLine(text) {
  return text.replace(/[\r\n]+/g, " ").trim();
}
function renderPersonLine(p) {
  const details = [p.title, p.email].map(oneLine).filter(Boolean);
  return `- **${oneLine(p.name)}** (@${p.slug})${details.length ? ` \u2014 ${details.join(" \xB7 ")}` : ""}`;
}
function renderPeopleMd(header, people, companyNames, kept = []) {
  const head = header.replace(/\r\n?/g, "\n").trimEnd();
  const groups = groupByCompany(people, companyNames).map((g) => ({
    heading: g.heading,
    key: g.key,
    rows: g.people.map((p) => ({ name: p.name, slug: p.slug, line: renderPersonLine(p) }))
  }));
  for (const k of kept) {
    let group = groups.find((g) => g.heading === k.heading);
    if (!group) groups.push(group = { heading: k.heading, key: `kept:${k.heading}`, rows: [] });
    group.rows.push(k);
  }
  if (kept.length) {
    const rank = (g) => g.heading === OTHER_COMPANY ? 1 : 0;
    groups.sort((a, b) => rank(a) - rank(b) || compareText(a.heading, b.heading) || compareText(a.key, b.key));
    for (const g of groups) g.rows.sort((a, b) => compareText(a.name, b.name) || compareText(a.slug, b.slug));
  }
  const blocks = groups.map((g) => `## ${g.heading}

${g.rows.map((r) => r.line).join("\n")}`);
  return `${[head, ...blocks].filter(Boolean).join("\n\n")}
`;
}

// server/src/core/people-mentions.ts
var MAX_NAMED = 3;
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function peopleMatchers(people) {
  return people.map((person) => {
    const name = person.name.trim().replace(/\s+/g, " ");
    const full = name.includes(" ");
    const forms = [`@${escapeRegExp(person.slug)}(?![a-z0-9-])`];
    if (full) forms.push(`(?<![\\p{L}\\p{N}])${escapeRegExp(name).replace(/ /g, "\\s+")}(?![\\p{L}\\p{N}])`);
    return { person, handle: `@${person.slug}`, firstWord: full ? name.slice(0, name.indexOf(" ")) : null, pattern: new RegExp(forms.join("|"), "u") };
  });
}
function mentionOf(line, m) {
  if (!line.includes(m.handle) && !(m.firstWord !== null && line.includes(m.firstWord))) return null;
  const found = m.pattern.exec(line);
  return found ? { at: found.index, after: line.slice(found.index + found[0].length) } : null;
}
var ROLE_AFTER_NAME = /^\**\s*\([^()]{1,80}\)/;
var ROLE_ON_LINE = /\([^()]{1,80}\)/;
function statusOf(line, after, alone, p, project) {
  const title = p.title.trim();
  const unlinked = project !== null && !p.projects.includes(project);
  const shown = title !== "" && line.toLowerCase().includes(title.toLowerCase());
  const otherRole = ROLE_AFTER_NAME.test(after) || alone && ROLE_ON_LINE.test(line);
  const parts = [];
  if (title !== "" && !shown && (unlinked || otherRole)) parts.push(`now ${title}`);
  if (unlinked) parts.push("not linked to this project");
  return parts.length ? `@${p.slug}: ${parts.join(", ")}` : null;
}
function peopleStatusSuffix(line, people, project, self = null) {
  const mentions = [];
  for (const m of people) {
    if (m.person.slug === self) continue;
    const mention = mentionOf(line, m);
    if (mention !== null) mentions.push({ p: m.person, ...mention });
  }
  const named = [];
  for (const m of mentions) {
    const status = statusOf(line, m.after, mentions.length === 1, m.p, project);
    if (status !== null) named.push({ at: m.at, status });
  }
  named.sort((a, b) => a.at - b.at);
  return named.slice(0, MAX_NAMED).map((n) => `  [${n.status}]`).join("");
}

// server/src/services/search-people.ts
var RECHECK_MS = 2e3;
var byRoot3 = /* @__PURE__ */ new Map();
var PEOPLE_IN_GLOBAL = PEOPLE_DIR.slice("_global/".length);
function refreshOne(root, cache, name) {
  const slug = name.slice(0, -3);
  const st = statScopeFile(root.dir, "_global", `${PEOPLE_IN_GLOBAL}/${name}`);
  if (!st) return false;
  const stamp = `${st.size}:${st.ctimeMs}:${st.mtimeMs}`;
  if (cache.held.get(slug)?.stamp === stamp) return true;
  try {
    const file = root.readText(`${PEOPLE_DIR}/${name}`);
    if (!file) return false;
    cache.held.set(slug, { stamp, person: parsePerson(slug, file.text) });
    cache.matchers = null;
    return true;
  } catch {
    return false;
  }
}
function currentPeople(root, now) {
  let cache = byRoot3.get(root.dir);
  if (!cache) byRoot3.set(root.dir, cache = { held: /* @__PURE__ */ new Map(), checkedAt: 0, changed: /* @__PURE__ */ new Set(), matchers: null });
  const { held } = cache;
  const forget = (slug) => {
    if (held.delete(slug)) cache.matchers = null;
  };
  if (cache.checkedAt === 0 || now - cache.checkedAt >= RECHECK_MS) {
    const seen = /* @__PURE__ */ new Set();
    for (const entry of root.list(PEOPLE_DIR)) {
      if (!entry.isFile() || !entry.name.endsWith(".md") || !isKebabCase(entry.name.slice(0, -3))) continue;
      if (refreshOne(root, cache, entry.name)) seen.add(entry.name.slice(0, -3));
    }
    for (const slug of [...held.keys()]) if (!seen.has(slug)) forget(slug);
    cache.checkedAt = now;
  } else {
    for (const name of cache.changed) if (!refreshOne(root, cache, name)) forget(name.slice(0, -3));
  }
  cache.changed.clear();
  return cache.matchers ??= peopleMatchers([...held.values()].map((h) => h.person));
}
function notePeopleChange(root, rootRels) {
  const cache = byRoot3.get(root.dir);
  if (!cache) return;
  for (const rel of rootRels) {
    const m = PERSON_FILE.exec(rel);
    if (m) cache.changed.add(m[1]);
  }
}
var PERSON_FILE = new RegExp(`^${PEOPLE_DIR}/([a-z0-9]+(?:-[a-z0-9]+)*\\.md)$`);
function placeOf(hit, scopes, all) {
  let scope = scopes[0];
  let rel = hit.path;
  if (all) {
    scope = scopes.find((s) => hit.path.startsWith(`${s.dir}/`));
    rel = scope ? hit.path.slice(scope.dir.length + 1) : hit.path;
  }
  if (!scope || scope.kind === "global") {
    const own = new RegExp(`^${PEOPLE_IN_GLOBAL}/([a-z0-9-]+)\\.md$`).exec(rel);
    return { project: null, self: own ? own[1] : null };
  }
  return { project: scope.slug, self: null };
}
function withPeopleStatus(root, hits, scopes, all) {
  if (hits.length === 0) return [...hits];
  const people = currentPeople(root, Date.now());
  if (people.length === 0) return [...hits];
  return hits.map((hit) => {
    const { project, self } = placeOf(hit, scopes, all);
    const suffix = peopleStatusSuffix(hit.text, people, project, self);
    return suffix ? { ...hit, text: hit.text + suffix } : hit;
  });
}

// server/src/services/substring-cache.ts
import { performance as performance4 } from "node:perf_hooks";

// server/src/core/trigram-filter.ts
var TRIGRAM_ROW_BITS = 14;
var TRIGRAM_ROWS = 1 << TRIGRAM_ROW_BITS;
var MAX_NEEDLE_ROWS = 64;
function row(a, b, c) {
  return Math.imul(a << 16 | b << 8 | c, 2654435761) >>> 32 - TRIGRAM_ROW_BITS;
}
function forEachTrigramRow(bytes, each) {
  let a = -1;
  let b = -1;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    let s = bytes[i];
    if (s >= 65 && s <= 90) s += 32;
    else if (s === 226 && bytes[i + 1] === 132 && bytes[i + 2] === 170) {
      s = 107;
      i += 2;
    } else if (s === 197 && bytes[i + 1] === 191) {
      s = 115;
      i += 1;
    }
    if (a >= 0) each(row(a, b, s));
    a = b;
    b = s;
  }
}
function needleTrigramRows(needle, caseSensitive) {
  const rows = /* @__PURE__ */ new Set();
  const runs = caseSensitive ? [needle] : needle.split(/[^\x00-\x7f]+/);
  for (const run of runs) forEachTrigramRow(Buffer.from(run, "utf8"), (r) => rows.add(r));
  if (rows.size === 0) return void 0;
  const sorted2 = [...rows].sort((x, y) => x - y);
  if (sorted2.length <= MAX_NEEDLE_ROWS) return sorted2;
  const step = sorted2.length / MAX_NEEDLE_ROWS;
  return Array.from({ length: MAX_NEEDLE_ROWS }, (_, i) => sorted2[Math.floor(i * step)]);
}
function rowBytesFor(files) {
  return Math.ceil(files / 8);
}
function addFileToMatrix(matrix, rowBytes, col, bytes) {
  const byte = col >> 3;
  const bit = 1 << (col & 7);
  forEachTrigramRow(bytes, (r) => {
    const at = r * rowBytes + byte;
    matrix[at] = matrix[at] | bit;
  });
}

// server/src/storage/substring-store.ts
import fs5 from "node:fs";
import path4 from "node:path";
import { performance as performance3 } from "node:perf_hooks";
var SUBSTRING_CACHE_REL = ".index/substring.bin";
var MAGIC = Buffer.from("project-memory substring cache 1\n", "utf8");
var MAX_TABLE_BYTES = 64 * 1024 * 1024;
function substringCachePath(rootDir, scopeDir) {
  return path4.join(mountedAbs(rootDir, scopeDir), SUBSTRING_CACHE_REL);
}
function versionOf(st) {
  return `${st.ino}:${st.size}:${st.mtimeMs}`;
}
function withSubstringCache(rootDir, scopeDir, known, use) {
  const abs = substringCachePath(rootDir, scopeDir);
  let fd;
  try {
    fd = fs5.openSync(abs, fs5.constants.O_RDONLY | fs5.constants.O_NOFOLLOW | fs5.constants.O_NONBLOCK);
  } catch {
    return void 0;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return void 0;
    const st = fs5.fstatSync(fd);
    if (!st.isFile()) return void 0;
    const cache = known?.version === versionOf(st) ? known : readTable(fd, st);
    if (!cache) return void 0;
    const readRow = (row2, into) => {
      if (cache.rowBytes === 0) return true;
      return fs5.readSync(fd, into, 0, cache.rowBytes, cache.rowsAt + row2 * cache.rowBytes) === cache.rowBytes;
    };
    return use(cache, readRow);
  } catch {
    return void 0;
  } finally {
    fs5.closeSync(fd);
  }
}
function readTable(fd, st) {
  const head = Buffer.alloc(MAGIC.length + 4);
  if (fs5.readSync(fd, head, 0, head.length, 0) !== head.length || !head.subarray(0, MAGIC.length).equals(MAGIC)) return void 0;
  const tableBytes = head.readUInt32LE(MAGIC.length);
  if (tableBytes > MAX_TABLE_BYTES) return void 0;
  const table = Buffer.alloc(tableBytes);
  if (fs5.readSync(fd, table, 0, tableBytes, head.length) !== tableBytes) return void 0;
  const parsed = JSON.parse(table.toString("utf8"));
  if (!Array.isArray(parsed)) return void 0;
  const files = [];
  const columnOf = /* @__PURE__ */ new Map();
  for (const f of parsed) {
    if (!Array.isArray(f) || typeof f[0] !== "string" || typeof f[1] !== "number" || typeof f[2] !== "number" || typeof f[3] !== "number") return void 0;
    columnOf.set(f[0], files.length);
    files.push({ path: f[0], mtimeMs: f[1], size: f[2], ctimeMs: f[3], racy: f[4] === 1 });
  }
  const rowBytes = rowBytesFor(files.length);
  const rowsAt = head.length + tableBytes;
  if (st.size !== rowsAt + rowBytes * TRIGRAM_ROWS) return void 0;
  return { files, columnOf, version: versionOf(st), rowsAt, rowBytes };
}
var RACY_MS = 2e3;
var SubstringCacheBuilder = class {
  constructor(rootDir, scopeDir, files, racyMs = RACY_MS) {
    this.rootDir = rootDir;
    this.scopeDir = scopeDir;
    this.files = files;
    this.racyMs = racyMs;
    this.rowBytes = rowBytesFor(files.length);
    this.matrix = new Uint8Array(this.rowBytes * TRIGRAM_ROWS);
  }
  rootDir;
  scopeDir;
  files;
  racyMs;
  rowBytes;
  matrix;
  table = [];
  step(deadline = Infinity) {
    while (this.table.length < this.files.length) {
      const col = this.table.length;
      const f = this.files[col];
      const read = readFileBytes(this.rootDir, scopeFileAbs(this.rootDir, this.scopeDir, f.path));
      const now = Date.now();
      if (!read) {
        this.table.push([f.path, f.mtimeMs, f.size, f.ctimeMs, 1]);
      } else {
        addFileToMatrix(this.matrix, this.rowBytes, col, read.bytes);
        const racy = now - read.ctimeMs < this.racyMs || now - read.mtimeMs < this.racyMs;
        this.table.push([f.path, read.mtimeMs, read.size, read.ctimeMs, racy ? 1 : 0]);
      }
      if ((col & 7) === 7 && performance3.now() >= deadline) break;
    }
    return this.table.length >= this.files.length;
  }
  bytes() {
    const tableBytes = Buffer.from(JSON.stringify(this.table), "utf8");
    const head = Buffer.alloc(MAGIC.length + 4);
    MAGIC.copy(head);
    head.writeUInt32LE(tableBytes.length, MAGIC.length);
    return Buffer.concat([head, tableBytes, this.matrix]);
  }
};
function saveSubstringCache(root, scopeDir, slug, bytes) {
  const abs = substringCachePath(root.dir, scopeDir);
  root.lock(`substring:${slug}`, () => writeAtomic(root.dir, abs, bytes, `${scopeDir}/${SUBSTRING_CACHE_REL}`));
}

// server/src/services/substring-cache.ts
var SLICE_MS2 = 10;
var STALE_SHARE = 0.1;
var MIN_STALE = 16;
var SubstringCaches = class {
  constructor(root, options = {}) {
    this.root = root;
    this.options = { refreshMs: 2e3, buildInBackground: false, watch: false, ...options };
  }
  root;
  states = /* @__PURE__ */ new Map();
  builds = /* @__PURE__ */ new Map();
  buildTimer;
  options;
  /** Freshness walks made so far (tests and the benchmark). */
  walks = 0;
  /**
   * Walks the scope now unless a walk is still good (a server does this for every scope after it
   * starts, so that the first search of a session needs no walk): no-op without a cache on disk.
   */
  check(scope) {
    const known = this.states.get(scope.slug);
    const vouched = known?.token !== void 0 ? known : void 0;
    const state = withSubstringCache(this.root.dir, scope.dir, known?.stored, (stored) => this.fresh(scope, stored, vouched));
    if (state) this.states.set(scope.slug, state);
  }
  /**
   * The files of `scope` that may contain `needle`; undefined when the scope has no usable cache
   * (the caller scans every file, and a server builds the cache for the next call).
   */
  candidates(scope, needle, caseSensitive, filter) {
    const rows = needleTrigramRows(needle, caseSensitive);
    const known = this.states.get(scope.slug);
    const result = withSubstringCache(this.root.dir, scope.dir, known?.stored, (stored, readRow) => {
      const state = this.fresh(scope, stored, known);
      const inScope = filter ? state.live.filter((f) => filter(f.path)) : state.live;
      const covered = inScope.length;
      if (!rows) return { state, files: { toRead: inScope.map((f) => f.path), covered } };
      const acc = new Uint8Array(stored.rowBytes).fill(255);
      const row2 = new Uint8Array(stored.rowBytes);
      for (const r of rows) {
        if (!readRow(r, row2)) return void 0;
        for (let i = 0; i < acc.length; i++) acc[i] = acc[i] & row2[i];
      }
      const toRead = [];
      for (const f of inScope) {
        const col = state.trusted.get(f.path);
        if (col === void 0 || acc[col >> 3] >> (col & 7) & 1) toRead.push(f.path);
      }
      return { state, files: { toRead, covered } };
    });
    if (!result) {
      this.states.delete(scope.slug);
      this.scheduleBuild(scope);
      return void 0;
    }
    this.states.set(scope.slug, result.state);
    const untrusted = result.state.live.length - result.state.trusted.size;
    if (untrusted > Math.max(MIN_STALE, result.state.live.length * STALE_SHARE)) this.scheduleBuild(scope);
    return result.files;
  }
  /** Files we wrote or removed (root-relative): the next use of their scope walks it again. */
  noteChanged(rootRels) {
    for (const rel of rootRels) {
      const m = /^(projects\/([^/]+)|_global)\/(.+)$/.exec(rel);
      if (!m || !isSearchedPath(m[3])) continue;
      const state = this.states.get(m[2] ?? "_global");
      if (state) state.changed = true;
    }
  }
  /** Stops background work and forgets every table (tests, shutdown). */
  close() {
    if (this.buildTimer) clearTimeout(this.buildTimer);
    this.buildTimer = void 0;
    this.builds.clear();
    this.states.clear();
  }
  /** Whether background builds are queued or running (for tests and the benchmark). */
  building() {
    return this.builds.size > 0;
  }
  fresh(scope, stored, known) {
    const now = performance4.now();
    if (known && known.stored === stored && !known.changed && walkHolds(this.root.dir, scope, known, this.options.refreshMs, now)) return known;
    const { files: live, token } = walkScope(this.root.dir, scope, this.options.watch);
    this.walks++;
    const trusted = /* @__PURE__ */ new Map();
    for (const f of live) {
      const col = stored.columnOf.get(f.path);
      if (col === void 0) continue;
      const c = stored.files[col];
      if (c && !c.racy && c.mtimeMs === f.mtimeMs && c.size === f.size && c.ctimeMs === f.ctimeMs) trusted.set(f.path, col);
    }
    return { stored, live, trusted, checkedAt: now, changed: false, token };
  }
  scheduleBuild(scope) {
    if (!this.options.buildInBackground || this.builds.has(scope.slug)) return;
    this.builds.set(scope.slug, { scope, builder: void 0 });
    this.kick();
  }
  kick() {
    if (this.buildTimer || this.builds.size === 0) return;
    this.buildTimer = setTimeout(() => {
      this.buildTimer = void 0;
      const build = this.builds.values().next().value;
      if (build) {
        try {
          if (!build.builder) {
            build.builder = new SubstringCacheBuilder(this.root.dir, build.scope.dir, listScopeFiles(this.root.dir, build.scope.dir));
          } else if (build.builder.step(performance4.now() + SLICE_MS2)) {
            this.builds.delete(build.scope.slug);
            saveSubstringCache(this.root, build.scope.dir, build.scope.slug, build.builder.bytes());
          }
        } catch (e) {
          this.builds.delete(build.scope.slug);
          this.options.onWarning?.(`project-memory: could not store the substring cache of ${build.scope.slug}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      this.kick();
    }, 0);
    this.buildTimer.unref();
  }
};
var byRoot4 = /* @__PURE__ */ new Map();
function substringCachesOf(root) {
  let caches = byRoot4.get(root.dir);
  if (!caches) {
    caches = new SubstringCaches(root);
    byRoot4.set(root.dir, caches);
  }
  return caches;
}
function configureSubstringCaches(root, options) {
  byRoot4.get(root.dir)?.close();
  const caches = new SubstringCaches(root, options);
  byRoot4.set(root.dir, caches);
  return caches;
}
function noteSubstringChange(root, rootRels) {
  byRoot4.get(root.dir)?.noteChanged(rootRels);
}

// server/src/services/walk.ts
import path5 from "node:path";
function walkFiles(rootDir, relDir, out = [], folders) {
  const absDir = mountedAbs(rootDir, relDir);
  const entries = listAnchored(rootDir, absDir);
  folders?.push(relDir);
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const ent of entries) {
    if (isHiddenEntryName(ent.name)) continue;
    const rel = relDir ? `${relDir}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      if (!SKIPPED_DIR_NAMES.has(ent.name)) walkFiles(rootDir, rel, out, folders);
    } else if (ent.isFile()) {
      out.push({ rel, abs: path5.join(absDir, ent.name) });
    }
  }
  return out;
}

// server/src/services/search-scan.ts
var MAX_LIMIT = 1e3;
var DEFAULT_LIMIT = 50;
var DEFAULT_RANKED_LIMIT = 10;
var SHOWN_LINE_CHARS = 240;
function escapeRegExp2(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clip(line, at) {
  const text = line.replace(/\r$/, "");
  if (text.length <= SHOWN_LINE_CHARS) return text;
  const start = Math.max(0, Math.min(at - 80, text.length - SHOWN_LINE_CHARS));
  return `${start > 0 ? "\u2026" : ""}${text.slice(start, start + SHOWN_LINE_CHARS)}${start + SHOWN_LINE_CHARS < text.length ? "\u2026" : ""}`;
}
function bytesMatcher(needle) {
  return (buf, emit) => {
    let line = 1;
    let scanned = 0;
    let idx = buf.indexOf(needle);
    while (idx !== -1) {
      for (let i = scanned; i < idx; i++) if (buf[i] === 10) line++;
      const start = buf.lastIndexOf(10, idx) + 1;
      let end = buf.indexOf(10, idx);
      if (end === -1) end = buf.length;
      const at = buf.toString("utf8", start, idx).length;
      if (!emit(line, clip(buf.toString("utf8", start, end), at))) return;
      scanned = end;
      idx = buf.indexOf(needle, end + 1);
    }
  };
}
function regexMatcher(re) {
  return (buf, emit) => {
    const lines = buf.toString("utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      re.lastIndex = 0;
      const m = re.exec(l);
      if (m && !emit(i + 1, clip(l, m.index))) return;
    }
  };
}
function assertQuery(query2) {
  if (typeof query2 !== "string" || query2.length === 0) throw new MemoryError("INVALID_INPUT", "query must be non-empty text.");
  if (!query2.isWellFormed() || query2.includes("\n") || query2.length > 1e3) {
    throw new MemoryError("INVALID_INPUT", "query must be one line of valid text, at most 1,000 characters.");
  }
}
function buildMatcher(args) {
  const query2 = args.query;
  const caseSensitive = args.case_sensitive ?? false;
  if ((args.mode ?? "substring") === "substring") {
    if (caseSensitive) return bytesMatcher(Buffer.from(query2, "utf8"));
    return regexMatcher(new RegExp(escapeRegExp2(query2), "iu"));
  }
  let re;
  try {
    re = new RegExp(query2, caseSensitive ? "u" : "iu");
  } catch (e) {
    throw new MemoryError("INVALID_INPUT", `query is not a valid regular expression: ${e.message}.`, 'Use mode "substring" for plain text.');
  }
  return guardedRegexMatcher(re);
}
var REGEX_SEARCH_BUDGET_MS = 5e3;
function guardedRegexMatcher(re) {
  const context = vm.createContext({ re, lines: [] });
  const scan2 = new vm.Script(
    "(() => { const hits = []; for (let i = 0; i < lines.length; i++) { re.lastIndex = 0; const m = re.exec(lines[i]); if (m) hits.push(i, m.index); } return hits; })()"
  );
  const deadline = Date.now() + REGEX_SEARCH_BUDGET_MS;
  return (buf, emit) => {
    const lines = buf.toString("utf8").split("\n");
    context.lines = lines;
    let hits;
    try {
      hits = scan2.runInContext(context, { timeout: Math.max(1, deadline - Date.now()) });
    } catch (e) {
      if (e.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
        throw new MemoryError(
          "INVALID_INPUT",
          `The regular expression ran longer than ${REGEX_SEARCH_BUDGET_MS / 1e3} seconds (it backtracks too much), so the search was stopped.`,
          'Simplify the pattern (avoid nested quantifiers such as (a+)+) or use mode "substring".'
        );
      }
      throw e;
    }
    for (let k = 0; k < hits.length; k += 2) {
      const i = hits[k];
      if (!emit(i + 1, clip(lines[i], hits[k + 1]))) return;
    }
  };
}
function pathFilter(filter) {
  if (filter === void 0 || filter === "" || filter === ".") return null;
  if (/[*?[\]{}]/.test(filter)) {
    const isMatch = (0, import_picomatch.default)(filter, { dot: false });
    return (p) => isMatch(p);
  }
  const prefix = parseMemoryPath(filter).join("/");
  return (p) => p === prefix || p.startsWith(`${prefix}/`);
}
function scopesOf(ws, project, projectsIndex) {
  if (project !== "*") return [resolveScope(ws, project)];
  const index = projectsIndex(ws);
  return index.projects.map((p) => resolveScope(ws, p.slug, index)).concat([resolveScope(ws, "_global", index)]);
}
function searchScopes(ws, args, options, projectsIndex) {
  const mode = args.mode ?? "substring";
  if (mode !== "substring" && mode !== "regex" && mode !== "ranked") {
    throw new MemoryError("INVALID_INPUT", `mode must be substring, regex or ranked, got "${String(mode)}".`);
  }
  const limit = args.limit ?? (mode === "ranked" ? DEFAULT_RANKED_LIMIT : DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new MemoryError("INVALID_INPUT", `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  assertQuery(args.query);
  const filter = pathFilter(args.path);
  const all = args.project === "*";
  const scopes = scopesOf(ws, args.project, projectsIndex);
  const scopeName = all ? "*" : scopes[0].slug;
  if (mode === "ranked") {
    const indexes2 = rankedIndexes(ws);
    let ranked;
    let warnings;
    try {
      ranked = rankedSearch(ws.root.dir, indexes2, scopes, all, args.query, limit, filter);
      ranked = { ...ranked, hits: withPeopleStatus(ws.root, ranked.hits, scopes, all) };
    } finally {
      warnings = indexes2.endOfCall();
    }
    return withWarnings({ scope: scopeName, mode, ...ranked }, warnings);
  }
  const matcher = buildMatcher(args);
  const indexes = mode === "substring" && options.useIndex !== false ? rankedIndexes(ws) : void 0;
  const hits = [];
  let truncated = false;
  let filesSearched = 0;
  const emitTo = (shownPath) => (line, text) => {
    if (hits.length >= limit) {
      truncated = true;
      return false;
    }
    hits.push({ path: shownPath, line, text });
    return true;
  };
  const caches = indexes ? substringCachesOf(ws.root) : void 0;
  const readAndMatch = (scope, files) => {
    filesSearched += files.covered;
    for (const rel of files.toRead) {
      const read = readFileBytes(ws.root.dir, scopeFileAbs(ws.root.dir, scope.dir, rel));
      if (read) matcher(read.bytes, emitTo(all ? `${scope.dir}/${rel}` : rel));
      if (truncated) break;
    }
  };
  for (const scope of scopes) {
    const index = indexes?.peek(scope, false);
    const cached = index ? void 0 : caches?.candidates(scope, args.query, args.case_sensitive === true, filter);
    if (index) {
      readAndMatch(scope, candidateFiles(index, args.query, args.case_sensitive === true, filter));
    } else if (cached) {
      readAndMatch(scope, cached);
    } else {
      for (const f of walkFiles(ws.root.dir, scope.dir)) {
        const scoped = f.rel.slice(scope.dir.length + 1);
        if (UNSEARCHED_FILE_NAMES.has(scoped.slice(scoped.lastIndexOf("/") + 1))) continue;
        if (filter && !filter(scoped)) continue;
        const read = readFileBytes(ws.root.dir, f.abs);
        if (!read) continue;
        filesSearched++;
        matcher(read.bytes, emitTo(all ? f.rel : scoped));
        if (truncated) break;
      }
    }
    if (truncated) break;
  }
  return withWarnings({ scope: scopeName, mode, hits, truncated, files_searched: filesSearched }, indexes?.endOfCall() ?? []);
}
function withWarnings(result, warnings) {
  return warnings.length ? { ...result, warnings } : result;
}
function candidateFiles(index, needle, caseSensitive, filter) {
  const candidates = substringCandidates(index, needle, { caseSensitive });
  if (candidates && !filter) return { toRead: candidates.sort(compareWalkOrder), covered: index.docCount };
  const inScope = indexedFiles(index).map((f) => f.path).filter((p) => !filter || filter(p));
  const toRead = candidates === void 0 ? inScope : candidates.filter((p) => !filter || filter(p));
  return { toRead: toRead.sort(compareWalkOrder), covered: inScope.length };
}
function formatHits(result) {
  if (result.hits.length === 0) return result.note ?? `No matches in ${result.files_searched} files.`;
  const lines = result.hits.map((h) => `${h.path}:${h.line}: ${h.text}${h.score === void 0 ? "" : `  [score ${h.score.toFixed(2)}]`}`);
  if (result.truncated) lines.push(`(stopped at ${result.hits.length} hits; narrow the query or raise limit)`);
  return lines.join("\n");
}

// server/src/mcp/server-search.ts
import { createRequire } from "node:module";

// server/src/storage/journal-file.ts
import fs6 from "node:fs";
import path6 from "node:path";
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
  return path6.join(root.dir, ".journal");
}
function pendingJournalPath(root, slug) {
  return path6.join(journalDir(root), `${slug}.json`);
}
function lastJournalPath(root, slug) {
  return path6.join(journalDir(root), `${slug}.last.json`);
}
var MAX_JOURNAL_BYTES = 256 * 1024 * 1024;
var KEY_NAME = "journal.key";
function journalKey(root, create) {
  const abs = path6.join(journalDir(root), KEY_NAME);
  const read = () => readTextContained(root.dir, abs, `.journal/${KEY_NAME}`)?.text.trim() ?? null;
  const unreadable = () => new MemoryError(
    "IO",
    "The journal key .journal/journal.key is unreadable, so /dream cannot run safely.",
    "Remove .journal/journal.key if no /dream run is unfinished, then try again."
  );
  const valid = (k) => k !== null && /^[0-9a-f]{64}$/.test(k);
  const existing = fs6.existsSync(abs) ? read() : null;
  if (valid(existing)) return existing;
  if (!create) return null;
  if (existing !== null) throw unreadable();
  ensureDirContained(root.dir, journalDir(root));
  withAnchoredDir(root.dir, journalDir(root), ".journal", (dir) => {
    const final = entryOf(dir, KEY_NAME);
    const temp = tempNameFor(final);
    try {
      noteChange();
      fs6.writeFileSync(temp, nodeCrypto().randomBytes(32).toString("hex"), { mode: 384, flag: "wx" });
      fs6.linkSync(temp, final);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    } finally {
      fs6.rmSync(temp, { force: true });
    }
  });
  const key = read();
  if (!valid(key)) throw unreadable();
  return key;
}
function macOf(key, body) {
  return nodeCrypto().createHmac("sha256", key).update(body, "utf8").digest("hex");
}
function refuse(file, why) {
  return new MemoryError(
    "INVALID_FORMAT",
    `The consolidation journal ${path6.basename(file)} was not applied: ${why}.`,
    `Move .journal/${path6.basename(file)} aside and run project-memory doctor.`
  );
}
function readJournal(root, file, slug) {
  const read = readTextContained(root.dir, file, `.journal/${path6.basename(file)}`, MAX_JOURNAL_BYTES);
  if (!read) return null;
  const parse = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return void 0;
    }
  };
  const envelope = parse(read.text);
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
    const inside = parts.length >= 3 && parts[0] === "projects" && parts[1] === slug && parts.join("/") === e.path && reservedReason(parts) === null;
    if (!inside) throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} lies outside projects/${slug}/`);
    if (seen.has(e.path)) throw refuse(file, `the path ${e.path} appears twice`);
    seen.add(e.path);
  }
  return data;
}
function writeJournal(root, file, journal) {
  const body = JSON.stringify(journal);
  const key = journalKey(root, true);
  writeAtomic(root.dir, file, JSON.stringify({ format: "project-memory-journal", mac: macOf(key, body), journal: body }), `.journal/${path6.basename(file)}`);
}
function readPendingJournal(root, slug) {
  return readJournal(root, pendingJournalPath(root, slug), slug);
}

// server/src/storage/journal.ts
function exactText(root, rel) {
  return exactOf(root.readText(rel));
}
function exactOf(f) {
  return f ? f.bom ? `\uFEFF${f.text}` : f.text : null;
}
function applyEntries(root, entries, side, expected) {
  for (const e of entries) if (!expected.has(e.path)) throw new Error(`applyEntries: no expected version of ${e.path}`);
  const kept = [];
  try {
    for (const e of entries) kept.push(root.keepVersion(e.path, e[side]));
  } finally {
    commitAll(kept);
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
function pendingJournalSlugs(root) {
  try {
    return listAnchored(root.dir, journalDir(root)).filter((d) => d.isFile() && d.name.endsWith(".json")).map((d) => d.name.slice(0, -".json".length)).filter((slug) => isKebabCase(slug));
  } catch {
    return [];
  }
}

// server/src/core/refs.ts
var MAX_TOKEN_LENGTH = 64;
var MAX_LINK_LENGTH = 200;
var KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
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
  let current = [];
  const flush = () => {
    if (current.length > 0) blocks.push(current.join("\n"));
    current = [];
  };
  for (const line of classifyLines(markdown)) {
    if (line.kind !== "text" || line.text.trim() === "") {
      flush();
    } else if (parseAtxHeading(line.text)) {
      flush();
      blocks.push(line.text);
    } else {
      current.push(line.text);
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
    const close = runs[closeIndex];
    const end = close.start + close.length;
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
    if (slug.length <= MAX_TOKEN_LENGTH && KEBAB_CASE.test(slug)) into.add(slug);
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
function leftOutSentence(c) {
  return `(left out) ${describeConflict(c.file, c.regions)}`;
}
var RESOLVE_HINT = "Resolve it first: keep what is right and remove the <<<<<<< ======= >>>>>>> lines (in an editor, or with one write_file of the whole resolved text), `git add` the file, then retry.";
function conflictRefusal(c) {
  return new MemoryError("CONFLICT", `${describeConflict(c.file, c.regions).replace(/: edit the file.*$/, "")}, so nothing was changed.`, RESOLVE_HINT);
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

// server/src/storage/refs-index.ts
var REFS_INDEX = "_refs-index.json";
function emptyIndex() {
  return { entries: /* @__PURE__ */ Object.create(null) };
}
function clean(list) {
  return Array.isArray(list) ? list.filter((x) => typeof x === "string") : [];
}
function readRefsIndex(root) {
  return refsIndexOf(root.readText(REFS_INDEX));
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
function replaceRefsIndex(root, rels, dryRun = false) {
  return updateText(
    root,
    REFS_INDEX,
    () => {
      const index = emptyIndex();
      for (const rel of rels.filter(isRefsIndexed)) setEntry(index, rel, refsOfFile(root, rel));
      return renderRefsIndex(index);
    },
    { lockKey: "refs-index", dryRun }
  ).changed;
}

// server/src/services/prepare-check.ts
var ROOT_FOLDERS = ["_global", "_global/people", "_global/companies", "_templates", "_trash", "projects"];
var MANAGED_FOLDERS = ["_global", "_global/people", "_global/companies"];
var PROJECT_FOLDERS = ["knowledge", "correspondence", "updates", "docs", "notes", "sessions", "archive"];
function rootLayoutFiles() {
  return [
    ...Object.keys(TEMPLATE_FILES).map((name) => `_templates/${name}`),
    "_global/preferences.md",
    "_global/patterns.md",
    ...MANAGED_FOLDERS.map((dir) => `${dir}/_index.yaml`),
    PROJECTS_INDEX,
    REFS_INDEX,
    "_index.yaml"
  ];
}
function rootLayoutComplete(root) {
  return ROOT_FOLDERS.every((dir) => root.isDirectory(dir)) && rootLayoutFiles().every((rel) => root.exists(rel));
}
function unsettledSharedProjects(ws) {
  const out = [];
  for (const slug of ws.root.mountedSlugs()) {
    const dir = `projects/${slug}`;
    if (!ws.root.readText(`${dir}/_meta.yaml`)) continue;
    const missing = PROJECT_FOLDERS.filter((f) => !ws.root.isDirectory(`${dir}/${f}`));
    if (missing.length === 0 && ws.root.readText(`${dir}/_index.yaml`) !== null) continue;
    out.push({ slug, missing });
  }
  return out;
}
function preparedForReads(ws) {
  try {
    return rootLayoutComplete(ws.root) && !projectsIndexIsStale(ws.root) && unsettledSharedProjects(ws).length === 0 && pendingJournalSlugs(ws.root).length === 0;
  } catch {
    return false;
  }
}
function sweepLeftovers(ws) {
  try {
    return sweepTempFiles(ws.root.dir) + sweepLockLeftovers(ws.root.dir);
  } catch {
    return 0;
  }
}

// server/src/services/scope-checks.ts
var CHECK_PASSES = 2;
var CHECK_AFTER_MS = 1e3;
function checkScopesInBackground(ws, caches, afterBulkWork) {
  let timer;
  let queue;
  const next = () => {
    timer = void 0;
    try {
      if (!queue) {
        const scopes = scopesOf(ws, "*", (w) => readProjectsIndex(w.root));
        queue = Array.from({ length: CHECK_PASSES }, () => scopes).flat();
      }
      const scope = queue.shift();
      if (!scope) {
        afterBulkWork?.();
        return;
      }
      caches.check(scope);
    } catch {
      return;
    }
    timer = setTimeout(next, 0);
    timer.unref();
  };
  timer = setTimeout(next, CHECK_AFTER_MS);
  timer.unref();
  return () => clearTimeout(timer);
}

// server/src/mcp/server-search.ts
var SWEEP_AFTER_MS = 5e3;
var started = /* @__PURE__ */ new WeakMap();
function startServerSearch(ws) {
  let run = started.get(ws);
  if (!run) {
    const sweep = setTimeout(() => {
      sweepLeftovers(ws);
    }, SWEEP_AFTER_MS);
    sweep.unref();
    const onWarning = (text) => void process.stderr.write(`${text}
`);
    const collect = collectorAfterBulkWork();
    const indexes = configureRankedIndexes(ws.root, {
      persist: "debounced",
      warmInBackground: true,
      watch: true,
      afterBulkWork: collect,
      onWarning
    });
    const caches = configureSubstringCaches(ws.root, { buildInBackground: true, watch: true, onWarning });
    const stopChecks = checkScopesInBackground(ws, caches, collect);
    const flush = () => indexes.flush();
    process.on("exit", flush);
    const stop = () => {
      started.delete(ws);
      clearTimeout(sweep);
      stopChecks();
      process.off("exit", flush);
      indexes.close();
      caches.close();
      closeScopeWatches(ws.root.dir);
    };
    run = { stop, users: 0 };
    started.set(ws, run);
  }
  const mine = run;
  mine.users++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--mine.users === 0) mine.stop();
  };
}
var GARBAGE_BEFORE_COLLECT = 12 * 1024 * 1024;
function collectorAfterBulkWork() {
  let collect = null;
  let usedHeap;
  let liveAfterLast = 0;
  return () => {
    if (collect === null) {
      try {
        const load = createRequire(import.meta.url);
        const v8 = load("node:v8");
        v8.setFlagsFromString("--expose-gc");
        const gc = load("node:vm").runInNewContext("gc");
        collect = typeof gc === "function" ? gc : void 0;
        usedHeap = () => v8.getHeapStatistics().used_heap_size;
      } catch {
        collect = void 0;
      }
    }
    if (!collect || !usedHeap) return;
    if (usedHeap() - liveAfterLast < GARBAGE_BEFORE_COLLECT) return;
    collect();
    liveAfterLast = usedHeap();
  };
}

export {
  fileConflict,
  leftOutSentence,
  conflictRefusal,
  CANONICAL_SECTIONS,
  canonicalSectionName,
  sectionPlaceholder,
  renderMemoryTemplate,
  parseSections,
  missingSections,
  addMissingSections,
  insertAtSectionEnd,
  pendingJournalPath,
  exactOf,
  applyEntries,
  beginJournal,
  commitJournal,
  withLocks,
  recoverJournal,
  pendingJournalSlugs,
  PROJECTS_INDEX,
  renderProjectsIndex,
  readProjectsIndex,
  markProjectsIndexCurrent,
  projectsIndexIsStale,
  updateText,
  REFS_INDEX,
  readRefsIndex,
  refreshRefs,
  replaceRefsIndex,
  CORRESPONDENCE,
  PREFERENCES,
  PATTERNS,
  TEMPLATE_FILES,
  fillTemplate,
  ROOT_FOLDERS,
  MANAGED_FOLDERS,
  PROJECT_FOLDERS,
  unsettledSharedProjects,
  preparedForReads,
  noteRankedChange,
  noteSubstringChange,
  assertFieldValue,
  setProfileNotes,
  addProjectLink,
  removeProjectLink,
  PEOPLE_DIR,
  OTHER_COMPANY,
  personPath,
  companyPath,
  assertDisplayName,
  assertEmail,
  renderProfile,
  parsePerson,
  parseCompany,
  companySlugOf,
  renderPeopleMd,
  notePeopleChange,
  pathKind,
  GLOBAL_SCOPE,
  resolveScope,
  resolveProjectScope,
  require_picomatch2 as require_picomatch,
  walkFiles,
  searchScopes,
  formatHits,
  startServerSearch
};
