#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  unifiedDiff
} from "./chunk-core-closest-passage.js";
import {
  homeDir,
  locateRootDir
} from "./chunk-core-limits.js";
import {
  appendEntries,
  currentOrigin,
  historyEnabled,
  readEntries,
  readObject,
  shaOf,
  storeObject
} from "./chunk-core-history.js";
import {
  envVar
} from "./chunk-core-env.js";
import {
  tempNameFor,
  writeThroughTemp
} from "./chunk-storage-atomic-file.js";
import {
  classifyLines,
  splitLines,
  unclosedFence
} from "./chunk-core-decision-edits.js";
import {
  nodeCrypto,
  noteChange
} from "./chunk-core-path-rules.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    const [line, column] = getLineColFromPtr(options.toml, options.ptr);
    const codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options);
    this.line = line;
    this.column = column;
    this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value = value << 4 | digit;
        }
        if (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class _TomlDate extends Date {
  #hasDate = false;
  #hasTime = false;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = true;
    let hasTime = true;
    let offset = "Z";
    let c;
    if (typeof date === "string") {
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            if (fasttype === 2) {
              offset = null;
              date += "Z";
            } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
              offset = date.slice(date.length - 6);
            }
            if (unsafeDelim)
              date = date.slice(0, 10) + "T" + date.slice(11);
          } else if (fasttype === 4) {
            date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
          }
          hasDate = fasttype !== 4;
          hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        if (match) {
          if (!match[1]) {
            hasDate = false;
            date = `0000-01-01T${date}`;
          }
          hasTime = !!match[2];
          hasTime && date[10] === " " && (date = date.replace(" ", "T"));
          if (match[2] && +match[2] > 23) {
            date = "";
          } else {
            offset = match[3] || null;
            if (!offset && hasTime)
              date += "Z";
          }
        } else {
          date = "";
        }
      }
    }
    super(date);
    if (!isNaN(this.getTime())) {
      this.#hasDate = hasDate;
      this.#hasTime = hasTime;
      this.#offset = offset;
    }
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    offset = this.#offset[0] === "-" ? offset : -offset;
    let offsetDate = new Date(this.getTime() - offset * 6e4);
    return offsetDate.toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    date.#offset = offset;
    return date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#offset = null;
    return date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasTime = false;
    date.#offset = null;
    return date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasDate = false;
    date.#offset = null;
    return date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str = str.replaceAll("_", "");
  return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str = str.replaceAll("_", "");
  return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) === "object")
      seen.add(value);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// server/src/core/marked-region.ts
var MARKER = /^[ \t]*(?:<!--|#)[ \t]*(BEGIN|END) project-memory ([A-Za-z0-9_-]+)\b/;
function markerOf(text, style, id) {
  const m = MARKER.exec(text);
  if (!m || m[2] !== id) return void 0;
  const isComment = style === "markdown" ? /^[ \t]*<!--/.test(text) : /^[ \t]*#/.test(text);
  if (!isComment) return void 0;
  return m[1] === "BEGIN" ? "begin" : "end";
}
function linesOf(text, style, id) {
  const out = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl + 1;
    const raw = text.slice(at, nl < 0 ? text.length : nl).replace(/\r$/, "");
    out.push({ text: raw, start: at, end });
    at = end;
  }
  const content = style === "markdown" ? classifyLines(text).map((l) => l.kind !== "text") : [];
  out.forEach((line, i) => {
    if (content[i]) return;
    const kind = markerOf(line.text, style, id);
    if (kind) line.marker = kind;
  });
  return out;
}
function findRegion(text, spec) {
  const lines = linesOf(text, spec.style, spec.id);
  const begins = lines.filter((l) => l.marker === "begin");
  const ends = lines.filter((l) => l.marker === "end");
  if (begins.length === 0 && ends.length === 0) return null;
  const broken = (what) => new MemoryError(
    "INVALID_FORMAT",
    `${spec.shown} has ${what} of the project-memory ${spec.id} block, so it cannot tell which lines are its own.`,
    "Fix or delete the marker lines by hand (keep one BEGIN and one END line around the block), then run the command again."
  );
  if (begins.length > 1 || ends.length > 1) throw broken("more than one copy");
  if (begins.length !== ends.length) throw broken(begins.length ? "a BEGIN line without its END line" : "an END line without its BEGIN line");
  const [begin, end] = [begins[0], ends[0]];
  if (end.start < begin.start) throw broken("an END line before its BEGIN line");
  return { start: begin.start, end: end.end, body: text.slice(begin.end, end.start) };
}
function eolOf(text) {
  return text.includes("\r\n") ? "\r\n" : "\n";
}
function markerLine(spec, kind) {
  const label = kind === "BEGIN" ? `BEGIN project-memory ${spec.id}: ${spec.note}` : `END project-memory ${spec.id}`;
  return spec.style === "markdown" ? `<!-- ${label} -->` : `# ${label}`;
}
function renderRegion(spec, body, eol) {
  const lines = body.replace(/\r\n/g, "\n").replace(/\n+$/, "").split("\n");
  return [markerLine(spec, "BEGIN"), ...lines, markerLine(spec, "END")].join(eol) + eol;
}
function putRegion(text, spec, body) {
  const eol = eolOf(text);
  const found = findRegion(text, spec);
  const region = renderRegion(spec, body, eol);
  if (found) return text.slice(0, found.start) + region + text.slice(found.end);
  if (spec.style === "markdown" && unclosedFence(splitLines(text))) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${spec.shown} ends inside a code block that is never closed, so a block added at its end would be shown as code.`,
      "Close the code block (a line of ``` after it), then run the command again."
    );
  }
  return text === "" ? region : `${text}${eol}${region}`;
}
function removeRegion(text, spec) {
  const found = findRegion(text, spec);
  if (!found) return null;
  const before = text.slice(0, found.start);
  const after = text.slice(found.end);
  const eol = eolOf(text);
  if (after === "") {
    const original = before === "" ? "" : before.endsWith(eol) ? before.slice(0, -eol.length) : null;
    if (original !== null && putRegion(original, spec, found.body) === text) return original;
  }
  const trimmed = before.endsWith(`${eol}${eol}`) ? before.slice(0, -eol.length) : before;
  return trimmed + after;
}

// server/src/core/codex-config.ts
var SERVER_NAME = "project-memory";
var SESSION_START_MATCHER = "startup|resume|clear|compact";
var HOOK_TIMEOUT_SEC = 10;
function tomlString(s) {
  return JSON.stringify(s).replace(/\u007f/g, "\\u007F");
}
function canonicalJson(v) {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}
function codexHookHash(event, matcher, command, timeoutSec, sha256Hex2) {
  const handler = { type: "command", command, timeout: timeoutSec, async: false };
  const identity = matcher === void 0 ? { event_name: event, hooks: [handler] } : { event_name: event, matcher, hooks: [handler] };
  return `sha256:${sha256Hex2(canonicalJson(identity))}`;
}
function readToml(text, shown) {
  try {
    return parse(text);
  } catch (e) {
    const where = e instanceof TomlError ? ` (line ${e.line}, column ${e.column})` : "";
    throw new MemoryError(
      "INVALID_FORMAT",
      `${shown} is not valid TOML${where}, so nothing was written.`,
      "Fix the file (codex reads it too), then run the command again."
    );
  }
}
function sessionStartGroups(config) {
  const hooks = config.hooks;
  const groups = hooks?.SessionStart;
  return Array.isArray(groups) ? groups.length : 0;
}
function regionBody(e, groupIndex) {
  const hash = codexHookHash("session_start", SESSION_START_MATCHER, e.hookCommand, HOOK_TIMEOUT_SEC, e.sha256Hex);
  const key = `${e.configPath}:session_start:${groupIndex}:0`;
  const env = e.env && Object.keys(e.env).length ? `env = { ${Object.entries(e.env).map(([k, v]) => `${k} = ${tomlString(v)}`).join(", ")} }
` : "";
  return [
    `[mcp_servers.${SERVER_NAME}]`,
    `command = "node"`,
    `args = [${e.serverArgs.map(tomlString).join(", ")}]`,
    `${env}`,
    `[[hooks.SessionStart]]`,
    `matcher = ${tomlString(SESSION_START_MATCHER)}`,
    `[[hooks.SessionStart.hooks]]`,
    `type = "command"`,
    `command = ${tomlString(e.hookCommand)}`,
    `timeout = ${HOOK_TIMEOUT_SEC}`,
    "",
    `[hooks.state.${tomlString(key)}]`,
    `trusted_hash = ${tomlString(hash)}`
  ].join("\n").replace(/\n\n\n/g, "\n\n");
}
function sameValue(a, b) {
  return canonicalJson(a) === canonicalJson(b);
}
function withoutOurs(config, key, groupIndex) {
  const out = structuredClone(config);
  const servers = out.mcp_servers;
  if (servers) {
    delete servers[SERVER_NAME];
    if (Object.keys(servers).length === 0) delete out.mcp_servers;
  }
  const hooks = out.hooks;
  if (hooks) {
    const groups = hooks.SessionStart;
    if (Array.isArray(groups)) {
      groups.splice(groupIndex, 1);
      if (groups.length === 0) delete hooks.SessionStart;
    }
    const state = hooks.state;
    if (state) {
      delete state[key];
      if (Object.keys(state).length === 0) delete hooks.state;
    }
    if (Object.keys(hooks).length === 0) delete out.hooks;
  }
  return out;
}
var CODEX_REGION = (shown) => ({
  style: "hash",
  id: "setup",
  note: "remove with `project-memory setup codex --remove`",
  shown
});
function addCodexEntries(current, e) {
  const spec = CODEX_REGION(e.shown);
  readToml(current, e.shown);
  const base = removeRegion(current, spec) ?? current;
  const before = readToml(base, e.shown);
  if (before.mcp_servers?.[SERVER_NAME] !== void 0) {
    throw new MemoryError(
      "CONFLICT",
      `${e.shown} already configures an MCP server named "${SERVER_NAME}" outside the block setup manages, so nothing was written.`,
      `Remove your [mcp_servers.${SERVER_NAME}] table, then run project-memory setup codex again.`
    );
  }
  const found = findRegion(current, spec);
  const groupIndex = found ? sessionStartGroups(readToml(current.slice(0, found.start), e.shown)) : sessionStartGroups(before);
  const next = putRegion(current, spec, regionBody(e, groupIndex));
  let after;
  try {
    after = parse(next);
  } catch (err) {
    throw new MemoryError(
      "CONFLICT",
      `${e.shown} cannot take setup's block without changing what the file means (${err instanceof Error ? err.message.split("\n")[0] : String(err)}), so nothing was written.`,
      "A [hooks] or [mcp_servers] written as an inline table does this: write it as [section] tables, then run the command again."
    );
  }
  const key = `${e.configPath}:session_start:${groupIndex}:0`;
  const ours = after.hooks?.SessionStart?.[groupIndex];
  if (!sameValue(withoutOurs(after, key, groupIndex), before) || ours?.hooks?.[0]?.command !== e.hookCommand) {
    throw new MemoryError(
      "CONFLICT",
      `${e.shown} cannot take setup's block without changing your own settings, so nothing was written.`,
      "Run project-memory setup codex --dry-run to see the block, and add it by hand."
    );
  }
  return next;
}
function removeCodexEntries(current, shown) {
  return removeRegion(current, CODEX_REGION(shown));
}

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit2(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit2(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit2(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit2(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit2(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit2(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit2(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString2(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString2(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray2() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray2();
      case 1:
        return parseObject();
      case 10:
        return parseString2(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parseTree2 = parseTree;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}

// server/src/core/jsonc-members.ts
function lineColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `line ${line}, column ${offset - before.lastIndexOf("\n")}`;
}
function rootOf(file) {
  if (file.text.trim() === "") return null;
  const errors = [];
  const root = parseTree2(file.text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  const first = errors[0];
  if (first) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${file.shown} is not valid JSON (${printParseErrorCode(first.error)} at ${lineColumn(file.text, first.offset)}), so nothing was written.`,
      "Fix the file (or move it away), then run the command again."
    );
  }
  if (!root || root.type !== "object") {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${file.shown} does not hold a JSON object, so nothing was written.`,
      "Fix the file (or move it away), then run the command again."
    );
  }
  return root;
}
function eolOf2(text) {
  return text.includes("\r\n") ? "\r\n" : "\n";
}
function indentUnitOf(text) {
  const m = /\n([ \t]+)\S/.exec(text);
  if (!m) return "  ";
  const lead = m[1];
  return lead.startsWith("	") ? "	" : lead;
}
function lineIndentOf(text, offset) {
  let s = offset;
  while (s > 0 && (text[s - 1] === " " || text[s - 1] === "	")) s--;
  return s === 0 || text[s - 1] === "\n" ? text.slice(s, offset) : null;
}
function render(value, indent, unit, eol, compact) {
  if (compact)
    return JSON.stringify(value).replace(/":/g, '": ').replace(/,(?=["{[\d tfn-])/g, ", ");
  return JSON.stringify(value, null, unit).split("\n").join(`${eol}${indent}`);
}
function sameJson(a, b) {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
function canonical(v) {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.keys(v).sort().map((k) => [k, canonical(v[k])])
    );
  }
  return v;
}
function valueOf(node) {
  switch (node.type) {
    case "object":
      return Object.fromEntries((node.children ?? []).map((p) => [p.children?.[0]?.value, valueOf(p.children?.[1])]));
    case "array":
      return (node.children ?? []).map(valueOf);
    default:
      return node.value;
  }
}
function memberOf(obj, key) {
  return (obj.children ?? []).filter((p) => p.children?.[0]?.value === key).at(-1);
}
function applyEdit2(text, e) {
  return text.slice(0, e.start) + e.insert + text.slice(e.end);
}
function lineEndAfter(text, offset) {
  const nl = text.indexOf("\n", offset);
  if (nl < 0) return text.length;
  return text[nl - 1] === "\r" ? nl - 1 : nl;
}
function insertLast(text, container, make) {
  const eol = eolOf2(text);
  const unit = indentUnitOf(text);
  const open = container.offset;
  const close = container.offset + container.length - 1;
  const children = container.children ?? [];
  const last = children.at(-1);
  const containerIndent = lineIndentOf(text, open) ?? "";
  const oneLine = !text.slice(open, close + 1).includes("\n");
  if (!last) {
    if (oneLine && close > open + 1) return [{ start: close, end: close, insert: `${make("", true)} ` }];
    const indent2 = containerIndent + unit;
    return [{ start: open + 1, end: open + 1, insert: `${eol}${indent2}${make(indent2, false)}${oneLine ? eol + containerIndent : ""}` }];
  }
  const lastEnd = last.offset + last.length;
  if (oneLine) return [{ start: lastEnd, end: lastEnd, insert: `, ${make("", true)}` }];
  const indent = lineIndentOf(text, last.offset) ?? containerIndent + unit;
  const lineEnd = lineEndAfter(text, lastEnd);
  const restOfLine = text.slice(lastEnd, lineEnd);
  const closeOnThatLine = close < lineEnd;
  if (closeOnThatLine || !/^[ \t]*,?[ \t]*(?:\/\/.*|\/\*.*\*\/[ \t]*)?$/.test(restOfLine)) {
    return [{ start: lastEnd, end: lastEnd, insert: `,${eol}${indent}${make(indent, false)}` }];
  }
  const hasComma = /^[ \t]*,/.test(restOfLine);
  const comma = hasComma ? "" : ",";
  return [{ start: lastEnd, end: lineEnd, insert: `${comma}${restOfLine}${eol}${indent}${make(indent, false)}${hasComma ? "," : ""}` }];
}
function applyAll(text, edits) {
  return [...edits].sort((a, b) => b.start - a.start).reduce(applyEdit2, text);
}
function nest(path3, value) {
  return path3.reduceRight((v, k) => ({ [k]: v }), value);
}
function setMember(file, path3, value) {
  const root = rootOf(file);
  const text = file.text;
  const eol = eolOf2(text);
  const unit = indentUnitOf(text);
  if (!root) {
    const made = `{${eol}${unit}${JSON.stringify(path3[0])}: ${render(nest(path3.slice(1), value), unit, unit, eol, false)}${eol}}${eol}`;
    return { text: made, outcome: "added" };
  }
  let node = root;
  for (let i = 0; i < path3.length; i++) {
    const key = path3[i];
    const member = memberOf(node, key);
    if (!member) {
      const rest = nest(path3.slice(i + 1), value);
      const edits = insertLast(text, node, (indent, compact) => `${JSON.stringify(key)}: ${render(rest, indent, unit, eol, compact)}`);
      return { text: applyAll(text, edits), outcome: "added" };
    }
    const child = member.children?.[1];
    if (i === path3.length - 1) {
      if (sameJson(valueOf(child), value)) return { text, outcome: "unchanged" };
      const indent = lineIndentOf(text, member.offset) ?? "";
      const compact = !text.slice(member.offset, member.offset + member.length).includes("\n") && !text.slice(node.offset, node.offset + node.length).includes("\n");
      const edit = { start: child.offset, end: child.offset + child.length, insert: render(value, indent, unit, eol, compact) };
      return { text: applyEdit2(text, edit), outcome: "updated" };
    }
    if (child.type !== "object") {
      throw new MemoryError(
        "INVALID_FORMAT",
        `"${path3.slice(0, i + 1).join(".")}" in ${file.shown} is not an object, so nothing was written.`,
        "Fix the file, then run the command again."
      );
    }
    node = child;
  }
  return { text, outcome: "unchanged" };
}
function putElement(file, path3, element, isOurs) {
  const root = rootOf(file);
  const array = root ? nodeAt(root, path3) : void 0;
  if (!array) return setMember(file, path3, [element]);
  if (array.type !== "array") {
    throw new MemoryError(
      "INVALID_FORMAT",
      `"${path3.join(".")}" in ${file.shown} is not a list, so nothing was written.`,
      "Fix the file, then run the command again."
    );
  }
  const text = file.text;
  const eol = eolOf2(text);
  const unit = indentUnitOf(text);
  const mine = (array.children ?? []).find((c) => isOurs(valueOf(c)));
  if (mine) {
    if (sameJson(valueOf(mine), element)) return { text, outcome: "unchanged" };
    const indent = lineIndentOf(text, mine.offset) ?? "";
    const compact = !text.slice(array.offset, array.offset + array.length).includes("\n");
    return {
      text: applyEdit2(text, { start: mine.offset, end: mine.offset + mine.length, insert: render(element, indent, unit, eol, compact) }),
      outcome: "updated"
    };
  }
  return {
    text: applyAll(
      text,
      insertLast(text, array, (indent, compact) => render(element, indent, unit, eol, compact))
    ),
    outcome: "added"
  };
}
function nodeAt(root, path3) {
  let node = root;
  for (const key of path3) {
    if (!node || node.type !== "object") return void 0;
    node = memberOf(node, key)?.children?.[1];
  }
  return node;
}
function separatorComma(text, from, to) {
  let i = from;
  while (i < to) {
    if (text.startsWith("//", i)) i = lineEndAfter(text, i);
    else if (text.startsWith("/*", i)) i = text.indexOf("*/", i + 2) + 2;
    else if (text[i] === ",") return i;
    else i++;
  }
  return -1;
}
function removals(text, container, child) {
  const children = container.children ?? [];
  const at = children.indexOf(child);
  const prev = children[at - 1];
  const next = children[at + 1];
  const end = child.offset + child.length;
  if (prev) {
    const prevEnd = prev.offset + prev.length;
    const comma = separatorComma(text, prevEnd, child.offset);
    if (comma < 0) return [{ start: prevEnd, end, insert: "" }];
    const lineEnd = lineEndAfter(text, comma);
    if (lineEnd < child.offset) return [{ start: comma, end, insert: text.slice(comma + 1, lineEnd) }];
    return [{ start: comma, end, insert: "" }];
  }
  if (next) return [{ start: child.offset, end: next.offset, insert: "" }];
  const close = container.offset + container.length - 1;
  return [
    { start: container.offset + 1, end: close, insert: "" },
    { start: container.offset + 1, end, insert: "" }
  ];
}
function removeMember(file, path3, redo) {
  const root = rootOf(file);
  if (!root) return null;
  const levels = [];
  for (let depth = path3.length; depth >= 1; depth--) {
    const container = nodeAt(root, path3.slice(0, depth - 1));
    const member = container ? memberOf(container, path3[depth - 1]) : void 0;
    if (!container || !member) break;
    levels.push(removals(file.text, container, member).map((e) => applyEdit2(file.text, e)));
    if ((container.children ?? []).length > 1) break;
  }
  return levels.length ? pick(levels, file.text, redo) : null;
}
function removeElement(file, path3, isOurs, redo) {
  const root = rootOf(file);
  const array = root ? nodeAt(root, path3) : void 0;
  if (!array || array.type !== "array") return null;
  const mine = (array.children ?? []).find((c) => isOurs(valueOf(c)));
  if (!mine) return null;
  const own = removals(file.text, array, mine).map((e) => applyEdit2(file.text, e));
  const upper = (array.children ?? []).length === 1 ? removeMember(file, path3, redo) : null;
  return pick(upper === null ? [own] : [own, [upper]], file.text, redo);
}
function pick(levels, current, redo) {
  for (const level of [...levels].reverse()) {
    for (const c of level) {
      try {
        if (redo(c) === current) return c;
      } catch {
      }
    }
  }
  return levels[0]?.[0];
}

// server/src/core/agent-setup.ts
var AGENTS = ["claude", "codex", "gemini", "copilot", "opencode"];
function shownPath(file, home) {
  return home && (file === home || file.startsWith(`${home}/`)) ? `~${file.slice(home.length)}` : file;
}
function shellWord(s) {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function hookCommand(f) {
  const run = `node ${shellWord(f.hookScript)} hook session-start`;
  return f.root ? `PROJECT_MEMORY_ROOT=${shellWord(f.root)} ${run}` : run;
}
function serverEnv(f) {
  return f.root ? { PROJECT_MEMORY_ROOT: f.root } : void 0;
}
function instructionBlock() {
  return [
    "## Project memory",
    "",
    "This machine keeps a durable memory of each project, served by the `project-memory` MCP server.",
    "",
    "- At the start of every session, before anything else, call its `get_project_context` tool: it",
    "  returns the status, core memory and live decisions of the project you are working in (or how to",
    "  create one). Use its `search` and `read_file` tools when you need more.",
    "- Before you finish a session in which you changed code, save what was learned: `log_session`, and",
    "  update `memory.md` or `_status.md` with `patch_file`. Never store secrets there."
  ].join("\n");
}
function instructionsChange(agent, file, home) {
  const shown = shownPath(file, home);
  const spec = {
    style: "markdown",
    id: "setup",
    note: `remove with \`project-memory setup ${agent} --remove\``,
    shown
  };
  return {
    file,
    shown,
    what: "instruction block (call get_project_context first)",
    add: (current) => putRegion(current ?? "", spec, instructionBlock()),
    remove: (current) => removeRegion(current, spec)
  };
}
function jsonChange(file, home, what, parts) {
  const shown = shownPath(file, home);
  const doPart = (text, p) => {
    const j = { text, shown };
    return p.kind === "member" ? setMember(j, p.path, p.value).text : putElement(j, p.path, p.value, p.isOurs ?? (() => false)).text;
  };
  return {
    file,
    shown,
    what,
    add: (current) => parts.reduce(doPart, current ?? ""),
    remove: (current) => {
      let text = current;
      let found = false;
      for (const p of [...parts].reverse()) {
        const j = { text, shown };
        const redo = (t) => doPart(t, p);
        const next = p.kind === "member" ? removeMember(j, p.path, redo) : removeElement(j, p.path, p.isOurs ?? (() => false), redo);
        if (next !== null) {
          text = next;
          found = true;
        }
      }
      return found ? text : null;
    }
  };
}
function ownedJsonFile(file, home, what, value) {
  const text = `${JSON.stringify(value, null, 2)}
`;
  return { file, shown: shownPath(file, home), what, owned: true, add: () => text, remove: () => "" };
}
function codexPlan(f) {
  const home = f.env.CODEX_HOME || `${f.home}/.codex`;
  const configPath = `${f.realDir(home)}/config.toml`;
  const file = `${home}/config.toml`;
  const shown = shownPath(file, f.home);
  const entries = { configPath, shown, serverArgs: [f.serverScript], hookCommand: hookCommand(f), env: serverEnv(f), sha256Hex: f.sha256Hex };
  return {
    agent: "codex",
    loading: "hook",
    changes: [
      {
        file,
        shown,
        what: "MCP server + trusted SessionStart hook",
        add: (current) => addCodexEntries(current ?? "", entries),
        remove: (current) => removeCodexEntries(current, shown)
      }
    ]
  };
}
var isOurGeminiGroup = (v) => Array.isArray(v?.hooks) && v.hooks.some((h) => h?.name === SERVER_NAME);
function geminiPlan(f) {
  const base = f.env.GEMINI_CLI_HOME || f.home;
  const file = `${base}/.gemini/settings.json`;
  const env = serverEnv(f);
  const server = { command: "node", args: [f.serverScript], ...env ? { env } : {} };
  const group = {
    hooks: [{ name: SERVER_NAME, type: "command", command: hookCommand(f), timeout: 1e4, description: "Loads the project memory at session start." }]
  };
  return {
    agent: "gemini",
    loading: "hook",
    changes: [
      jsonChange(file, f.home, "MCP server + SessionStart hook", [
        { kind: "member", path: ["mcpServers", SERVER_NAME], value: server },
        { kind: "element", path: ["hooks", "SessionStart"], value: group, isOurs: isOurGeminiGroup }
      ])
    ]
  };
}
function copilotPlan(f) {
  const home = f.env.COPILOT_HOME || `${f.home}/.copilot`;
  const env = serverEnv(f);
  const server = { type: "local", command: "node", args: [f.serverScript], ...env ? { env } : {}, tools: ["*"] };
  const hook = { type: "command", bash: `PROJECT_MEMORY_HOOK_DIALECT=copilot ${hookCommand(f)}`, timeoutSec: 10 };
  return {
    agent: "copilot",
    loading: "hook",
    changes: [
      jsonChange(`${home}/mcp-config.json`, f.home, "MCP server", [{ kind: "member", path: ["mcpServers", SERVER_NAME], value: server }]),
      ownedJsonFile(`${home}/hooks/${SERVER_NAME}.json`, f.home, "sessionStart hook", { version: 1, hooks: { sessionStart: [hook] } })
    ]
  };
}
function openCodePlan(f) {
  const dir = `${f.env.XDG_CONFIG_HOME || `${f.home}/.config`}/opencode`;
  const file = [`${dir}/opencode.jsonc`, `${dir}/opencode.json`, `${dir}/config.json`].find((c) => f.exists(c)) ?? `${dir}/opencode.json`;
  const env = serverEnv(f);
  const server = { type: "local", command: ["node", f.serverScript], enabled: true, ...env ? { environment: env } : {} };
  return {
    agent: "opencode",
    loading: "instructions",
    changes: [
      jsonChange(file, f.home, "MCP server", [{ kind: "member", path: ["mcp", SERVER_NAME], value: server }]),
      instructionsChange("opencode", `${dir}/AGENTS.md`, f.home)
    ]
  };
}
function planAgent(agent, f) {
  switch (agent) {
    case "codex":
      return codexPlan(f);
    case "gemini":
      return geminiPlan(f);
    case "copilot":
      return copilotPlan(f);
    case "opencode":
      return openCodePlan(f);
  }
}

// server/src/services/agent-setup.ts
import path2 from "node:path";

// server/src/storage/outside-file.ts
import fs from "node:fs";
import path from "node:path";
var MAX_OUTSIDE_FILE_BYTES = 1024 * 1024;
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function refuse(shown, why) {
  return new MemoryError("INVALID_INPUT", `${shown} ${why}, so nothing was written.`, "Fix or move that file, then run the command again.");
}
function readOutsideFile(file, shown) {
  let real;
  try {
    real = fs.realpathSync(file);
  } catch (e) {
    if (e.code === "ENOENT") {
      if (fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) throw refuse(shown, "is a link to a file that does not exist");
      return null;
    }
    throw e;
  }
  const fd = fs.openSync(real, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw refuse(shown, "is not a regular file");
    if (st.size > MAX_OUTSIDE_FILE_BYTES) throw refuse(shown, `is larger than ${MAX_OUTSIDE_FILE_BYTES / 1024 / 1024} MB`);
    const bytes = fs.readFileSync(fd);
    let text;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw refuse(shown, "is not UTF-8 text");
    }
    return { file, real, text, bytes, mode: st.mode & 4095 };
  } finally {
    fs.closeSync(fd);
  }
}
function sameBytes(real, expected) {
  try {
    const now = fs.readFileSync(real);
    return expected !== null && now.equals(expected);
  } catch (e) {
    if (e.code === "ENOENT") return expected === null;
    throw e;
  }
}
function changedMeanwhile(shown) {
  return new MemoryError("CONFLICT", `${shown} changed while project-memory was editing it, so nothing was written.`, "Run the command again.");
}
function writeOutsideFile(file, shown, before, text) {
  const real = before?.real ?? file;
  noteChange();
  if (!before) fs.mkdirSync(path.dirname(real), { recursive: true, mode: 448 });
  const data = Buffer.from(text, "utf8");
  const tmp = tempNameFor(real);
  writeThroughTemp(tmp, data, before?.mode ?? 384, true, () => {
    if (!sameBytes(real, before?.bytes ?? null)) throw changedMeanwhile(shown);
    if (before) fs.chmodSync(tmp, before.mode);
    fs.renameSync(tmp, real);
  });
}
function deleteOutsideFile(shown, before) {
  if (!sameBytes(before.real, before.bytes)) throw changedMeanwhile(shown);
  noteChange();
  fs.rmSync(before.real, { force: true });
}
function outsideFileExists(file) {
  return fs.existsSync(file);
}
function realDirOf(dir) {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
}

// server/src/storage/outside-history.ts
var OUTSIDE_SCOPE = "_outside";
function keepOutsideVersions(rootDir, name, before, after, tool) {
  if (!historyEnabled()) return null;
  try {
    const prev = before ? storeObject(rootDir, OUTSIDE_SCOPE, before) : null;
    const sha = after ? storeObject(rootDir, OUTSIDE_SCOPE, after) : null;
    const entry = { t: (/* @__PURE__ */ new Date()).toISOString(), path: name, prev, sha, tool };
    return () => {
      try {
        appendEntries(rootDir, OUTSIDE_SCOPE, [entry]);
      } catch {
      }
    };
  } catch (e) {
    throw new MemoryError(
      "IO",
      `The current version of ${name} could not be kept in the local history (${e.code ?? e.message}), so nothing was written.`,
      "Check that the memory root is writable."
    );
  }
}
function bytesBeforeLastChange(rootDir, name, current, tools) {
  const last = readEntries(rootDir, OUTSIDE_SCOPE).filter((e) => e.path === name).at(-1);
  if (!last || !tools.includes(last.tool) || last.sha !== shaOf(current)) return void 0;
  if (last.prev === null) return null;
  return readObject(rootDir, OUTSIDE_SCOPE, last.prev) ?? void 0;
}

// server/src/services/agent-setup.ts
var SETUP_TOOLS = ["cli setup"];
function sha256Hex(text) {
  return nodeCrypto().createHash("sha256").update(text, "utf8").digest("hex");
}
function bundlePaths(install) {
  const serverScript = path2.join(install.distDir, "server.js");
  const hookScript = path2.join(install.distDir, "hook.cjs");
  for (const f of [serverScript, hookScript]) {
    if (!outsideFileExists(f))
      throw new MemoryError(
        "NOT_FOUND",
        `${f} is missing, so agents could not start project-memory from here.`,
        "Reinstall project-memory (npm install -g @project-memory/cli), then run setup again."
      );
  }
  const notes = [];
  if (/[\\/]_npx[\\/]|[\\/]\.claude[\\/]plugins[\\/]cache[\\/]/.test(install.distDir)) {
    notes.push(
      `The agent will start project-memory from ${install.distDir}, a copy that changes or goes away on the next update; install it for good (npm install -g @project-memory/cli) and run setup from there.`
    );
  }
  return { serverScript, hookScript, notes };
}
function memoryRootPath(root, env, from) {
  return locateRootDir(root, env, from);
}
function setupFacts(place, install) {
  const env = currentEnv();
  const home = homeDir(env);
  const { serverScript, hookScript, notes } = bundlePaths(install);
  const defaultRoot = locateRootDir(void 0, { HOME: home });
  const root = realDirOf(place.rootDir) === realDirOf(defaultRoot) ? void 0 : realDirOf(place.rootDir);
  const pick2 = (k) => envVar(env, k);
  return {
    home,
    env: {
      CODEX_HOME: pick2("CODEX_HOME"),
      GEMINI_CLI_HOME: pick2("GEMINI_CLI_HOME"),
      COPILOT_HOME: pick2("COPILOT_HOME"),
      XDG_CONFIG_HOME: pick2("XDG_CONFIG_HOME")
    },
    serverScript,
    hookScript,
    root,
    exists: outsideFileExists,
    realDir: realDirOf,
    sha256Hex,
    notes
  };
}
function planAdd(change) {
  const before = readOutsideFile(change.file, change.shown);
  const after = change.add(before?.text ?? null);
  const action = before === null ? "created" : after === before.text ? "unchanged" : "updated";
  return { change, before, after, action };
}
function planRemove(rootDir, change) {
  const before = readOutsideFile(change.file, change.shown);
  if (!before) return { change, before, after: void 0, action: "absent" };
  const removed = change.remove(before.text);
  if (removed === null) return { change, before, after: before.text, action: "absent" };
  const original = bytesBeforeLastChange(rootDir, change.shown, before.bytes, SETUP_TOOLS);
  if (original === null || change.owned && removed === "") return { change, before, after: void 0, action: "deleted" };
  if (original !== void 0) {
    const text = original.toString("utf8");
    if (change.remove(change.add(text)) !== null && change.add(text) === before.text) return { change, before, after: text, action: "restored" };
  }
  return { change, before, after: removed, action: "removed" };
}
function diffOf(p) {
  const from = p.before ? p.change.shown : "/dev/null";
  const to = p.after === void 0 ? "/dev/null" : p.change.shown;
  return unifiedDiff(p.before?.text ?? "", p.after ?? "", { from, to }).text;
}
function write(ws, p) {
  const tool = currentOrigin().tool;
  const afterBytes = p.after === void 0 ? null : Buffer.from(p.after, "utf8");
  const log = keepOutsideVersions(ws.root.dir, p.change.shown, p.before?.bytes ?? null, afterBytes, tool);
  if (p.after === void 0) {
    if (p.before) deleteOutsideFile(p.change.shown, p.before);
  } else writeOutsideFile(p.change.file, p.change.shown, p.before, p.after);
  log?.();
}
function setupFileAgent(place, agent, install, opts) {
  const facts = setupFacts(place, install);
  const plan = planAgent(agent, facts);
  const planned = plan.changes.map((c) => opts.remove ? planRemove(place.rootDir, c) : planAdd(c));
  const changing = planned.filter((p) => p.action !== "unchanged" && p.action !== "absent");
  if (!opts.dryRun && changing.length) {
    const ws = place.open();
    for (const p of changing) write(ws, p);
  }
  return {
    agent,
    dry_run: opts.dryRun,
    remove: opts.remove,
    loading: plan.loading,
    files: planned.map((p) => ({ file: p.change.shown, what: p.change.what, action: p.action, diff: diffOf(p) })),
    commands: [],
    notes: facts.notes
  };
}

export {
  putRegion,
  AGENTS,
  shownPath,
  readOutsideFile,
  writeOutsideFile,
  outsideFileExists,
  OUTSIDE_SCOPE,
  keepOutsideVersions,
  memoryRootPath,
  setupFileAgent
};
