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

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports2, module2) {
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
    module2.exports = {
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
  "node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports2.isRegexChar = (str) => str.length === 1 && exports2.hasRegexChars(str);
    exports2.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports2.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path23, { windows } = {}) => {
      const segs = path23.split(windows ? /[\\/]/ : "/");
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
  "node_modules/picomatch/lib/scan.js"(exports2, module2) {
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
    module2.exports = scan2;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
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
    module2.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
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
    module2.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports2, module2) {
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
    module2.exports = picomatch2;
  }
});

// server/src/hooks/edit.ts
var edit_exports = {};
__export(edit_exports, {
  afterEdit: () => afterEdit
});
module.exports = __toCommonJS(edit_exports);

// server/src/services/precheck.ts
var import_picomatch = __toESM(require_picomatch2(), 1);

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

// server/src/core/dates.ts
var DATE_SHAPE = "\\d{4}-\\d{2}-\\d{2}";
var DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
var LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
var DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
var DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);
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
function lineCount(text) {
  return splitLinesKeepEnds(text).length;
}
function isBlank(line) {
  return line.trim() === "";
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

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
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

// server/src/services/repo-paths.ts
var path3 = require("node:path");
function longestRepo(scope, abs) {
  return [...scope.entry?.paths ?? []].sort((a, b) => b.length - a.length).find((p) => isInside(p, abs)) ?? null;
}
function outside2(what, value, scope) {
  return new MemoryError(
    "INVALID_INPUT",
    `${what} ${value} is outside the repositories bound to ${scope.slug}.`,
    "Pass a path inside a bound repository (relative to it, or absolute), or bind the repository with use."
  );
}
function toRepoPath(scope, value, opts) {
  let abs = null;
  if (path3.isAbsolute(value)) abs = path3.resolve(value);
  else if (opts.from && longestRepo(scope, path3.resolve(opts.from))) abs = path3.resolve(opts.from, value);
  if (abs !== null) {
    const repo2 = longestRepo(scope, abs);
    if (!repo2) throw outside2(opts.what, value, scope);
    return { repo: repo2, rel: path3.relative(repo2, abs).split(path3.sep).join("/") };
  }
  const rel = path3.posix.normalize(value.split(path3.sep).join("/")).replace(/^\.\//, "");
  if (rel === ".." || rel.startsWith("../")) throw outside2(opts.what, value, scope);
  const paths = scope.entry?.paths ?? [];
  const repo = (opts.cwd ? longestRepo(scope, path3.resolve(opts.cwd)) : null) ?? paths[0] ?? null;
  return { repo, rel: rel === "." ? "" : rel };
}

// server/src/storage/git.ts
var import_node_child_process = require("node:child_process");

// server/src/storage/lazy-crypto.ts
var import_node_module = require("node:module");
var crypto;
function nodeCrypto() {
  crypto ??= (0, import_node_module.createRequire)("/")("node:crypto");
  return crypto;
}

// server/src/storage/waits.ts
var import_node_module2 = require("node:module");
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
  als2 ??= new ((0, import_node_module2.createRequire)("/")("node:async_hooks")).AsyncLocalStorage();
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
function countRounds(what, add = 1) {
  const s = current();
  if (!s) return 0;
  const n = s.rounds.get(what) ?? 0;
  s.rounds.set(what, n + add);
  return n;
}

// server/src/storage/git.ts
var fs3 = require("node:fs");
var path4 = require("node:path");
function commitsSince(repo, date, pathspecs) {
  if (!fs3.existsSync(path4.join(repo, ".git"))) return null;
  try {
    const out = (0, import_node_child_process.execFileSync)("git", ["-C", repo, "log", `--since=${date}T00:00:00Z`, "--format=%H", "--", ...pathspecs], {
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

// server/src/storage/file-identity.ts
var fs4 = require("node:fs");
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
    st = fs4.lstatSync(entry, { bigint: true });
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (expected === null ? st !== null : st === null || !sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
}
function openWitness(entry) {
  try {
    return fs4.openSync(entry, fs4.constants.O_RDONLY | fs4.constants.O_NOFOLLOW | fs4.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}
function assertWitnessIs(fd, expected, shown) {
  const st = fs4.fstatSync(fd, { bigint: true });
  if (!sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
  const content = expected.identity.content;
  if (content !== void 0 && !readBytes(fd, Number(st.size)).equals(content)) throw new StaleVersionError(shown);
}
function readBytes(fd, size) {
  const buf = Buffer.alloc(size);
  let off = 0;
  while (off < size) {
    const n = fs4.readSync(fd, buf, off, size - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}

// server/src/storage/lock.ts
var import_node_os = require("node:os");

// server/src/storage/anchored-dir.ts
var fs5 = require("node:fs");
var path5 = require("node:path");
function outsideFolder(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`,
    "Use a path inside the project folder that passes through no symbolic link."
  );
}
function openAnchoredDir(rootDir, absDir, shown = path5.relative(rootDir, absDir) || ".") {
  if (!isContained(rootDir, absDir)) throw outsideFolder(shown);
  let fd;
  try {
    fd = fs5.openSync(absDir, fs5.constants.O_RDONLY | fs5.constants.O_DIRECTORY | fs5.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  if (!descriptorIsAt(fd, absDir)) {
    fs5.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs5.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs5.closeSync(dir.fd);
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
  return path5.join(dir.via, name);
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
    const entries = fs5.readdirSync(dir.via, { withFileTypes: true });
    return PROC_FD || descriptorIsAt(dir.fd, absDir) ? entries : [];
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}

// server/src/storage/lock.ts
var fs6 = require("node:fs");
var path6 = require("node:path");
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var BREAKER_STALE_MS = 1e4;
function fileLockKey(rel) {
  return `file:${rel}`;
}
function locksDir(rootDir) {
  return path6.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs6.mkdirSync(locksDir(rootDir));
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
    fd = fs6.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs6.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs6.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs6.readFileSync(file, "utf8") === judged) fs6.rmSync(file, { force: true });
  } catch {
  } finally {
    fs6.closeSync(fd);
    fs6.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}.new`;
  try {
    fs6.writeFileSync(tmp, token, { flag: "wx", mode: 420 });
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
  try {
    fs6.linkSync(tmp, file);
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
    fs6.unlinkSync(file);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function tryAcquireExclusive(file, token) {
  try {
    const fd = fs6.openSync(file, fs6.constants.O_WRONLY | fs6.constants.O_CREAT | fs6.constants.O_EXCL | fs6.constants.O_NOFOLLOW, 420);
    try {
      fs6.writeSync(fd, token);
    } finally {
      fs6.closeSync(fd);
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
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs6.readFileSync(file, "utf8"), mtimeMs: fs6.lstatSync(file).mtimeMs }));
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
        if (fs6.readFileSync(file, "utf8") === token) unlinkIfThere(file);
      });
    } catch {
    }
  }
}
function lockFileThere(rootDir, name) {
  try {
    return fs6.lstatSync(path6.join(locksDir(rootDir), name), { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
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

// server/src/core/slug.ts
var KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function isKebabCase(s) {
  return KEBAB_CASE.test(s);
}

// server/src/core/project-meta.ts
var plainLine = (key) => new RegExp(String.raw`^${key}:[ \t]*(?:"([^"\\\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'#][^#\n]{0,199}?))[ \t]*$`, "mu");
var PLAIN_META_LINE = { slug: plainLine("slug"), name: plainLine("name") };
function plainMetaValue(text, key) {
  const m = PLAIN_META_LINE[key].exec(text);
  const value = m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() : "";
  if (value === "" || /[\u0000-\u001f]/u.test(value)) return null;
  return key === "slug" && !isKebabCase(value) ? null : value;
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

// server/src/storage/shared-repo.ts
var import_node_child_process2 = require("node:child_process");
var fs7 = require("node:fs");
var path7 = require("node:path");
var SHARED_DIR = ".project-memory";
var MAX_SHARED_ENTRIES = 2e4;
function lstat(p) {
  try {
    return fs7.lstatSync(p);
  } catch {
    return null;
  }
}
function git(cwd, args) {
  try {
    return (0, import_node_child_process2.execFileSync)("git", ["-C", cwd, ...args], { encoding: "utf8", timeout: 3e3, env: currentEnv(), stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
function realOrSelf(p) {
  try {
    return fs7.realpathSync(p);
  } catch {
    return path7.resolve(p);
  }
}
function findRepoPlace(cwd) {
  let dir = realOrSelf(cwd);
  for (; ; ) {
    const g = lstat(path7.join(dir, ".git"));
    if (g) {
      const s = lstat(path7.join(dir, SHARED_DIR));
      return { top: dir, git: g.isDirectory() ? "dir" : "file", shared: s ? path7.join(dir, SHARED_DIR) : null };
    }
    const parent = path7.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function mainWorktreeOf(place) {
  if (place.git === "dir") return place.top;
  const common = git(place.top, ["rev-parse", "--git-common-dir"]);
  if (!common) return null;
  const abs = realOrSelf(path7.resolve(place.top, common));
  return path7.basename(abs) === ".git" ? path7.dirname(abs) : null;
}
function placeInMainWorktree(dir) {
  const place = findRepoPlace(dir);
  if (!place || place.git !== "file") return null;
  const main = mainWorktreeOf(place);
  return main === null ? null : path7.join(main, path7.relative(place.top, realOrSelf(dir)));
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
  if (!path7.isAbsolute(dir) || path7.normalize(dir) !== dir || path7.basename(dir) !== SHARED_DIR) throw refused(`${dir} is not a folder named ${SHARED_DIR}`);
  const inRoot = inRootProblem(rootDir, dir);
  if (inRoot) throw inRoot;
  const st = lstat(dir);
  if (!st) throw new MemoryError("NOT_FOUND", `There is no shared memory folder at ${dir}.`);
  if (st.isSymbolicLink()) throw refused(`${dir} is a symbolic link`);
  if (!st.isDirectory()) throw refused(`${dir} is not a folder`);
  if (realOrSelf(dir) !== dir) throw refused(`${dir} is reached through a symbolic link`);
  const top = path7.dirname(dir);
  if (!lstat(path7.join(top, ".git"))) throw refused(`${dir} is not at the top of a git work tree`);
  let seen = 0;
  const walk = (d) => {
    for (const ent of fs7.readdirSync(d, { withFileTypes: true })) {
      if (++seen > MAX_SHARED_ENTRIES) throw refused(`${dir} holds more than ${MAX_SHARED_ENTRIES} entries`);
      const p = path7.join(d, ent.name);
      if (ent.isSymbolicLink()) throw refused(`${dir} contains the symbolic link ${path7.relative(dir, p)}`);
      if (ent.isDirectory()) walk(p);
      else if (!ent.isFile()) throw refused(`${dir} contains ${path7.relative(dir, p)}, which is not a regular file`);
      else if (fs7.lstatSync(p).nlink > 1) throw refused(`${dir} contains the hard-linked file ${path7.relative(dir, p)}`);
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
  return readHead(path7.join(dir, "_meta.yaml"));
}
function readHead(file) {
  try {
    const fd = fs7.openSync(file, fs7.constants.O_RDONLY | fs7.constants.O_NOFOLLOW);
    try {
      const buf = Buffer.alloc(64 * 1024);
      return buf.subarray(0, fs7.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
    } finally {
      fs7.closeSync(fd);
    }
  } catch {
    return null;
  }
}
var POINTER_NAME = ".shared";
var POINTER_IGNORE = `/projects/*/${POINTER_NAME}`;
var POINTER_PATHSPEC = `:(glob)projects/*/${POINTER_NAME}`;
function pointerPath(rootDir, slug) {
  return path7.join(rootDir, "projects", slug, POINTER_NAME);
}
function readPointer(rootDir, slug) {
  const text = readHead(pointerPath(rootDir, slug));
  if (text === null) return null;
  try {
    const o = JSON.parse(text);
    if (typeof o.dir !== "string" || !path7.isAbsolute(o.dir) || path7.normalize(o.dir) !== o.dir || path7.basename(o.dir) !== SHARED_DIR || o.dir.includes("\0"))
      return null;
    const paths = Array.isArray(o.paths) ? o.paths.filter((p) => typeof p === "string" && path7.isAbsolute(p)) : [];
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
    names = fs7.readdirSync(path7.join(rootDir, "projects"));
  } catch {
    return [];
  }
  return names.filter((n) => isKebabCase(n) && lstat(pointerPath(rootDir, n))?.isFile() === true);
}

// server/src/storage/projects-index.ts
var fs8 = require("node:fs");
var path8 = require("node:path");
var PROJECTS_INDEX = "_projects-index.json";
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
    const bound = [path8.dirname(dir), ...readPointer(root.dir, slug)?.paths ?? []];
    const i = projects.findIndex((p) => p.slug === slug);
    if (i >= 0) {
      const p = projects[i];
      projects[i] = { ...p, paths: [.../* @__PURE__ */ new Set([...p.paths.filter((x) => path8.isAbsolute(x)), ...bound])] };
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

// server/src/storage/replace.ts
var fs9 = require("node:fs");
function replaceExpected(leaf, tmp, expected, shown, keep) {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs9.renameSync(tmp, leaf);
    held = null;
    if (witness !== null) keep(witness, expected.identity);
  } finally {
    if (held !== null) fs9.closeSync(held);
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
    fs9.unlinkSync(leaf);
    held = null;
    keep(witness, expected.identity);
  } finally {
    if (held !== null) fs9.closeSync(held);
  }
}
function placeNew(tmp, leaf, shown) {
  noteChange();
  try {
    fs9.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs9.renameSync(tmp, leaf);
    return;
  }
  fs9.rmSync(tmp, { force: true });
}

// server/src/storage/case-twins.ts
var fs10 = require("node:fs");
var path9 = require("node:path");
function assertNoCaseTwin(dir, name, shown) {
  const key = nameKey(name);
  let names;
  try {
    names = fs10.readdirSync(dir.via);
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

// server/src/storage/atomic-file.ts
var fs11 = require("node:fs");
var path10 = require("node:path");
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path10.basename(abs)).slice(0, 48).join("");
  return path10.join(path10.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs11.openSync(tmp, fs11.constants.O_WRONLY | fs11.constants.O_CREAT | fs11.constants.O_EXCL | fs11.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs11.writeSync(fd, data, off, data.length - off);
      if (durable) fs11.fsyncSync(fd);
    } finally {
      fs11.closeSync(fd);
    }
    place();
  } catch (e) {
    fs11.rmSync(tmp, { force: true });
    throw e;
  }
}
var quickHex = () => Math.floor(Math.random() * 2 ** 48).toString(16).padStart(12, "0");
function writeFileAtomic(dir, name, data, mode = 384) {
  const target = path10.join(dir, name);
  const tmp = tempNameFor(target, quickHex);
  noteChange();
  try {
    writeThroughTemp(tmp, typeof data === "string" ? Buffer.from(data, "utf8") : data, mode, false, () => fs11.renameSync(tmp, target));
    return true;
  } catch {
    return false;
  }
}

// server/src/storage/read-fully.ts
var fs12 = require("node:fs");
function readFully(fd, buf, length = buf.length) {
  let off = 0;
  while (off < length) {
    const n = fs12.readSync(fd, buf, off, length - off, off);
    if (n === 0) break;
    off += n;
  }
  return off;
}

// server/src/storage/fs-safe.ts
var fs13 = require("node:fs");
var path11 = require("node:path");
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
    fd = fs13.openSync(abs, fs13.constants.O_RDONLY | fs13.constants.O_NOFOLLOW | fs13.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs13.fstatSync(fd, { bigint: true });
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
      fs13.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs13.openSync(abs, fs13.constants.O_RDONLY | fs13.constants.O_NOFOLLOW | fs13.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs13.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs13.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs13.closeSync(fd);
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
      st = fs13.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path11.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path11.dirname(d), path11.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path11.basename(d), path11.relative(rootDir, d));
          noteChange();
          fs13.mkdirSync(entryOf(parent, path11.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path11.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path11.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path11.dirname(d));
      if (!parent) continue;
      try {
        fs13.rmdirSync(entryOf(parent, path11.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function writeAtomic(rootDir, abs, data, shown = abs, expected, keep) {
  const created = ensureDirContained(rootDir, path11.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected, keep);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected, keep) {
  withAnchoredDir(rootDir, path11.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path11.basename(abs));
    const tmp = entryOf(dir, path11.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs13.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path11.basename(abs), shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, () => {
        if (expected === null) placeNew(tmp, leaf, shown);
        else if (expected === void 0) {
          noteChange();
          fs13.renameSync(tmp, leaf);
        } else replaceExpected(leaf, tmp, expected, shown, keep);
        syncDir(dir.fd);
      });
    } catch (e) {
      throw translateIoError(e, shown);
    }
  });
}
function removeContained(rootDir, abs, shown = abs, expected, keep) {
  const dir = openAnchoredDir(rootDir, path11.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path11.basename(abs));
    if (expected === void 0) {
      noteChange();
      fs13.rmSync(leaf, { force: true });
    } else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(leaf, expected, shown, keep);
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs13.fsyncSync(fd);
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

// server/src/storage/inspect.ts
var fs14 = require("node:fs");
var path12 = require("node:path");

// server/src/services/scope.ts
var path13 = require("node:path");
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
  const target = path13.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path13.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
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
  const normal = base.length > 1 && base.endsWith(path13.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path13.sep}.`) || normal.includes(`${path13.sep}${path13.sep}`)) return isInside(path13.resolve(base), target);
  return target === normal || target.startsWith(normal === path13.sep ? normal : `${normal}${path13.sep}`);
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
    if (path13.isAbsolute(project)) {
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
function isMemoryPath(ws, file) {
  return path13.isAbsolute(file) && isInside(ws.root.dir, path13.resolve(file));
}
function isInBoundRepo(scope, file) {
  return path13.isAbsolute(file) && (scope.entry?.paths ?? []).some((repo) => isInside(repo, path13.resolve(file)));
}
function resolveProjectScope(ws, project, what) {
  const scope = resolveScope(ws, project);
  if (scope.kind !== "project") throw new MemoryError("INVALID_INPUT", `${what} belong to a project, not to _global.`);
  return scope;
}

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}

// server/src/services/precheck.ts
var path14 = require("node:path");
function locationPatterns(location) {
  return location.split(",").map((s) => s.trim().replace(/^`|`$/g, "").replace(/^\.\//, "")).filter(Boolean);
}
function locationCovers(location, repoRelative, repo) {
  const file = repoRelative.split(path14.sep).join("/");
  return locationPatterns(location).some((raw) => {
    let pattern = raw;
    if (path14.isAbsolute(pattern)) {
      if (!repo || !isInside(repo, pattern)) return false;
      pattern = path14.relative(repo, pattern).split(path14.sep).join("/");
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

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
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
var fs15 = require("node:fs");
var path15 = require("node:path");
var HISTORY_DIR = ".history";
var MAX_LOG_BYTES = 8 * 1024 * 1024;
var RETENTION_EVERY_MS = 24 * 36e5;
var ORPHAN_GRACE_MS = 36e5;
var load = (0, import_node_module3.createRequire)("/");
var zlib;
var gz = () => zlib ??= load("node:zlib");
var als3;
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
  return path15.join(rootDir, HISTORY_DIR, slug);
}
function objectDir(rootDir, slug, sha) {
  return path15.join(scopeDir(rootDir, slug), "objects", sha.slice(0, 2));
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
  let anchored = openAnchoredDir(rootDir, dir, path15.relative(rootDir, dir));
  if (!anchored) {
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path15.relative(rootDir, dir));
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
  const size = fs15.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs15.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}
function storeObject(rootDir, slug, bytes, sha = shaOf(bytes)) {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd = null;
    try {
      fd = fs15.openSync(file, fs15.constants.O_RDONLY | fs15.constants.O_NOFOLLOW | fs15.constants.O_NONBLOCK);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (fd !== null) {
      try {
        if (fs15.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = /* @__PURE__ */ new Date();
          fs15.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs15.closeSync(fd);
      }
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs15.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path15.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  });
  return sha;
}
function writeNew(file, bytes) {
  const fd = fs15.openSync(file, fs15.constants.O_WRONLY | fs15.constants.O_CREAT | fs15.constants.O_EXCL | fs15.constants.O_NOFOLLOW, 384);
  try {
    fs15.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs15.closeSync(fd);
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
      const fd = fs15.openSync(file, fs15.constants.O_RDWR | fs15.constants.O_APPEND | fs15.constants.O_CREAT | fs15.constants.O_NOFOLLOW, 384);
      let same;
      try {
        const before = fs15.fstatSync(fd).size;
        let head = "";
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs15.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 10) head = "\n";
        }
        const buf = Buffer.from(head + data, "utf8");
        fs15.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs15.lstatSync(file, { throwIfNoEntry: false });
        same = now !== void 0 && now.ino === fs15.fstatSync(fd).ino;
      } finally {
        fs15.closeSync(fd);
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
  const stamp = path15.join(scopeDir(rootDir, slug), "retained");
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs15.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
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
        const fd = fs15.openSync(entry("log.jsonl"), fs15.constants.O_RDONLY | fs15.constants.O_NOFOLLOW);
        old = { fd, size: 0 };
      } catch (e) {
        if (e.code !== "ENOENT") throw e;
      }
      let entries;
      let kept2;
      try {
        const read = old ? readFrom(old.fd, 0) : { text: "", end: 0 };
        if (old) old.size = read.end;
        entries = parseLog(read.text);
        const sizes = /* @__PURE__ */ new Map();
        const sizeOf = (sha) => {
          let n = sizes.get(sha);
          if (n === void 0) {
            try {
              n = fs15.lstatSync(path15.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
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
          fs15.writeFileSync(tmp, kept2.map(renderEntry).join(""), { mode: 384 });
          fs15.renameSync(tmp, entry("log.jsonl"));
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs15.appendFileSync(entry("log.jsonl"), late.endsWith("\n") ? late : `${late}
`);
          }
        }
      } finally {
        if (old) fs15.closeSync(old.fd);
      }
      const live = /* @__PURE__ */ new Set();
      for (const e of kept2) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs15.writeFileSync(entry("retained"), `${new Date(nowMs).toISOString()}
`);
      return { entriesBefore: entries.length, entriesAfter: kept2.length, objectsRemoved };
    });
  });
}
function readFrom(fd, offset) {
  const size = fs15.fstatSync(fd).size;
  if (size <= offset) return { text: "", end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs15.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString("utf8"), end: offset + off };
}
function sweepObjects(rootDir, slug, live, nowMs) {
  const base = path15.join(scopeDir(rootDir, slug), "objects");
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards;
  try {
    shards = fs15.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path15.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs15.readdirSync(dir.via)) {
        const sha = name.endsWith(".gz") ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs15.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs15.rmSync(file, { force: true });
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
    fd = fs15.openSync(abs, fs15.constants.O_RDONLY | fs15.constants.O_NOFOLLOW | fs15.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EISDIR") return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs15.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs15.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs15.closeSync(fd);
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

// server/src/storage/late-writes.ts
var fs16 = require("node:fs");
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
      fs16.closeSync(fd);
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
    fs16.closeSync(w.fd);
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
  const st = fs16.fstatSync(w.fd, { bigint: true });
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
    keepVersion(w, readBytes(w.fd, Math.min(Number(fs16.fstatSync(w.fd).size), MAX_FILE_BYTES)));
  } catch {
  }
}

// server/src/storage/root.ts
var fs17 = require("node:fs");
var os = require("node:os");
var path16 = require("node:path");
function homeDir(env = currentEnv()) {
  return envVar(env, "HOME") ?? os.homedir();
}
function locateRootDir(explicit, env = currentEnv(), from) {
  const chosen = nonEmpty(explicit) ?? envVar(env, "PROJECT_MEMORY_ROOT") ?? path16.join(homeDir(env), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return from === void 0 ? path16.resolve(chosen) : path16.resolve(from, chosen);
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
        fs17.mkdirSync(dir, { recursive: true });
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
      real = fs17.realpathSync(dir);
    } catch {
      throw new MemoryError(
        "NOT_FOUND",
        `The memory root ${dir} does not exist.`,
        "Run `project-memory init` to create it (or `project-memory new <slug>`), or pass --root."
      );
    }
    if (!fs17.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
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
      for (const part of m ? m.rest : parts) this.tracked.add(at = path16.join(at, part));
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
var fs18 = require("node:fs");
var path17 = require("node:path");
function moveJournalDir(rootDir) {
  return path17.join(rootDir, ".journal", "moves");
}
function movingSlugs(rootDir) {
  try {
    return fs18.readdirSync(moveJournalDir(rootDir)).filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter((s) => isKebabCase(s));
  } catch {
    return [];
  }
}

// server/src/storage/scope-files.ts
var fs19 = require("node:fs");
var path18 = require("node:path");
function isHiddenEntryName(name) {
  return name.startsWith(".") || name.endsWith(TEMP_SUFFIX);
}
var scratch = Buffer.allocUnsafe(64 * 1024);
var SCRATCH_LIMIT = 1024 * 1024;

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
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd() });
  } catch {
    return null;
  }
}
function editedFile(p) {
  const input = p.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path;
  return typeof file === "string" && file.length > 0 ? file : null;
}

// server/src/storage/user-folder.ts
var import_node_module4 = require("node:module");
var path20 = require("node:path");
var os2;
var tmpdir = () => (os2 ??= (0, import_node_module4.createRequire)("/")("node:os")).tmpdir();
function perUserFolder(env) {
  const data = envVar(env, "CLAUDE_PLUGIN_DATA");
  return data ? { dir: data, pluginData: true } : { dir: path20.join(tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`), pluginData: false };
}

// server/src/storage/session-state.ts
var fs20 = require("node:fs");
var path21 = require("node:path");
var MAX_STATE_BYTES = 1024 * 1024;
var SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
var DIR_FLAGS = fs20.constants.O_RDONLY | fs20.constants.O_DIRECTORY | fs20.constants.O_NOFOLLOW;
function inStateDir(dir, fn) {
  if (PROC_FD) return fn(viaOf(dir.fd, dir.abs));
  return stillAt(dir) ? fn(dir.abs) : null;
}
function stillAt(dir) {
  try {
    const named = fs20.lstatSync(dir.abs);
    const held = fs20.fstatSync(dir.fd);
    return named.dev === held.dev && named.ino === held.ino;
  } catch {
    return false;
  }
}
function viaOf(fd, checkedPath) {
  return PROC_FD ? `/proc/self/fd/${fd}` : checkedPath;
}
function openOwnedDir(dir, opened, { create, isPrivate }) {
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  let fd;
  try {
    fd = fs20.openSync(opened, DIR_FLAGS);
  } catch (e) {
    if (e.code !== "ENOENT") return null;
    try {
      fs20.mkdirSync(opened, { mode: 448, recursive: create === "recursive" });
    } catch (e2) {
      if (e2.code !== "EEXIST") return null;
    }
    try {
      fd = fs20.openSync(opened, DIR_FLAGS);
    } catch {
      return null;
    }
  }
  try {
    const st = fs20.fstatSync(fd);
    const lst = fs20.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 18) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 63) !== 0) {
      fs20.fchmodSync(fd, 448);
      if ((fs20.fstatSync(fd).mode & 63) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs20.closeSync(fd);
    return null;
  }
}
var cached;
function stateDir(env) {
  const { dir: base, pluginData: data } = perUserFolder(env);
  if (cached?.key === base) return cached.dir;
  let dir = null;
  const baseFd = openOwnedDir(base, base, { create: data ? "recursive" : "one", isPrivate: !data });
  if (baseFd !== null) {
    const sessions = path21.join(base, "sessions");
    const fd = openOwnedDir(sessions, path21.join(viaOf(baseFd, base), "sessions"), { create: "one", isPrivate: true });
    fs20.closeSync(baseFd);
    if (fd !== null) dir = { fd, abs: sessions };
  }
  cached = { key: base, dir };
  return dir;
}
function stateName(sessionId) {
  return SESSION_ID.test(sessionId) ? `${sessionId}.json` : null;
}
function readSmallFile(file) {
  let fd;
  try {
    fd = fs20.openSync(file, fs20.constants.O_RDONLY | fs20.constants.O_NOFOLLOW | fs20.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs20.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs20.readFileSync(fd, "utf8");
  } catch {
    return null;
  } finally {
    fs20.closeSync(fd);
  }
}
function readState(env, sessionId) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = inStateDir(dir, (via) => readSmallFile(path21.join(via, name)));
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    return {
      startedAt: typeof data.startedAt === "number" ? data.startedAt : Date.now(),
      project: typeof data.project === "string" ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x) => typeof x === "string") : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x) => typeof x === "string") : [],
      reminded: data.reminded === true
    };
  } catch {
    return null;
  }
}
function writeState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return;
  const dir = stateDir(env);
  if (dir) writeAtomicIn(dir, name, JSON.stringify(state));
}
function writeAtomicIn(dir, name, text) {
  inStateDir(dir, (via) => writeFileAtomic(via, name, text));
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}

// server/src/hooks/edit.ts
var path22 = require("node:path");
function memoryEditNote(ws, file) {
  const m = /^projects\/([^/]+)\/(.+)$/.exec(path22.relative(ws.root.dir, path22.resolve(file)).split(path22.sep).join("/"));
  if (!m) return { kind: "none" };
  const slug = m[1];
  const scope = { kind: "project", slug, name: slug, dir: `projects/${slug}`, entry: null };
  const notes = budgetNotes(ws, scope, [m[2]]);
  return notes.length ? { kind: "context", event: "PostToolUse", text: `project-memory: ${notes.join(" ")}` } : { kind: "none" };
}
function afterEdit(p, env) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: "none" };
  const file = editedFile(p);
  if (!file) return { kind: "none" };
  const ws = workspaceFor(p, env);
  if (ws && isMemoryPath(ws, file)) return memoryEditNote(ws, file);
  const scope = ws ? boundProject(ws) : null;
  if (scope && path22.isAbsolute(file) && !isInBoundRepo(scope, file)) return { kind: "none" };
  const state = readState(env, p.session_id) ?? freshState();
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  let out = { kind: "none" };
  if (ws && scope && !state.cited.includes(file)) {
    const result = precheckFile(ws, { project: scope.slug, file });
    if (result.decisions.length) {
      state.cited.push(file);
      out = { kind: "context", event: "PostToolUse", text: `project-memory: ${formatPrecheck(result)}` };
    }
  }
  writeState(env, p.session_id, state);
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  afterEdit
});
