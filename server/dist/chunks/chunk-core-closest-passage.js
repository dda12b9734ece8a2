#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  OTHER_COMPANY,
  PEOPLE_DIR,
  afterChange,
  appendSessionEntry,
  assertDerivedWritable,
  assertDescriptionText,
  buildProjectsIndex,
  companyPath,
  companySlugOf,
  ensureCoreFiles,
  initRoot,
  nextSessionNumber,
  parseCompany,
  parsePerson,
  parseYaml,
  refreshProjectsIndex,
  refreshRootManifest,
  renderPeopleMd,
  renderSessionFile,
  replaceRefsIndex,
  resolveTarget,
  updateManifest
} from "./chunk-core-folder-manifest.js";
import {
  budgetNotes,
  gitWorkTreeOf,
  randomIdTag,
  readManifestJson,
  toRepoPath,
  updateManifestJson
} from "./chunk-core-budgets.js";
import {
  MAX_MEMORY_FILE_BYTES,
  MAX_SUMMARY_CHARS,
  MAX_TITLE_CHARS,
  SKIPPED_DIR_NAMES,
  assertMaxChars,
  assertMaxItems,
  assertTitle,
  isHiddenEntryName,
  revisionOf
} from "./chunk-core-limits.js";
import {
  pickVersion,
  readEntries,
  readObject,
  versionsOf
} from "./chunk-core-history.js";
import {
  formatOf
} from "./chunk-core-secret-views.js";
import {
  pointerSlugs,
  readProjectsIndex,
  resolveProjectScope,
  resolveScope,
  validateMeta
} from "./chunk-core-project-meta.js";
import {
  readFully,
  readTextContained,
  sweepTempFiles
} from "./chunk-storage-atomic-file.js";
import {
  TEMPLATE_FILES,
  assertAppendable,
  assertWritable,
  fillTemplate,
  isAppendOnly,
  isSessionFileName,
  kindOf
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  DECISION_STATUSES,
  appendDecision,
  atxHeadingOf,
  classify,
  classifyLines,
  contentLines,
  decisionIdsIn,
  formatDecisionId,
  frontMatterLineCount,
  layoutEntry,
  lineCount,
  nextDecisionNumber,
  normaliseDecisionId,
  parseAtxHeading,
  parseDecisions,
  preferredEol,
  renderDecision,
  scan,
  setDecisionFieldsMany,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  assertIsoDate,
  dateFileName,
  invalidDateField,
  isIsoDate,
  isKebabCase,
  quoteForMessage
} from "./chunk-core-dates.js";
import {
  TEMP_SUFFIX,
  descriptorPath,
  isInside,
  listAnchored,
  mountedAbs,
  noteChange,
  retryingWaits,
  sweepLockLeftovers
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import {
  __commonJS,
  __toESM
} from "./chunk-shared.js";

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
    var DIFF_DELETE = -1;
    var DIFF_INSERT = 1;
    var DIFF_EQUAL = 0;
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
          return [new diff_match_patch.Diff(DIFF_EQUAL, text1)];
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
        diffs.unshift(new diff_match_patch.Diff(DIFF_EQUAL, commonprefix));
      }
      if (commonsuffix) {
        diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, commonsuffix));
      }
      this.diff_cleanupMerge(diffs);
      return diffs;
    };
    diff_match_patch.prototype.diff_compute_ = function(text1, text2, checklines, deadline) {
      var diffs;
      if (!text1) {
        return [new diff_match_patch.Diff(DIFF_INSERT, text2)];
      }
      if (!text2) {
        return [new diff_match_patch.Diff(DIFF_DELETE, text1)];
      }
      var longtext = text1.length > text2.length ? text1 : text2;
      var shorttext = text1.length > text2.length ? text2 : text1;
      var i = longtext.indexOf(shorttext);
      if (i != -1) {
        diffs = [
          new diff_match_patch.Diff(DIFF_INSERT, longtext.substring(0, i)),
          new diff_match_patch.Diff(DIFF_EQUAL, shorttext),
          new diff_match_patch.Diff(
            DIFF_INSERT,
            longtext.substring(i + shorttext.length)
          )
        ];
        if (text1.length > text2.length) {
          diffs[0][0] = diffs[2][0] = DIFF_DELETE;
        }
        return diffs;
      }
      if (shorttext.length == 1) {
        return [
          new diff_match_patch.Diff(DIFF_DELETE, text1),
          new diff_match_patch.Diff(DIFF_INSERT, text2)
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
          [new diff_match_patch.Diff(DIFF_EQUAL, mid_common)],
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
      diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, ""));
      var pointer = 0;
      var count_delete = 0;
      var count_insert = 0;
      var text_delete = "";
      var text_insert = "";
      while (pointer < diffs.length) {
        switch (diffs[pointer][0]) {
          case DIFF_INSERT:
            count_insert++;
            text_insert += diffs[pointer][1];
            break;
          case DIFF_DELETE:
            count_delete++;
            text_delete += diffs[pointer][1];
            break;
          case DIFF_EQUAL:
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
        new diff_match_patch.Diff(DIFF_DELETE, text1),
        new diff_match_patch.Diff(DIFF_INSERT, text2)
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
        var lineEnd = -1;
        var lineArrayLength = lineArray.length;
        while (lineEnd < text.length - 1) {
          lineEnd = text.indexOf("\n", lineStart);
          if (lineEnd == -1) {
            lineEnd = text.length - 1;
          }
          var line = text.substring(lineStart, lineEnd + 1);
          if (lineHash.hasOwnProperty ? lineHash.hasOwnProperty(line) : lineHash[line] !== void 0) {
            chars += String.fromCharCode(lineHash[line]);
          } else {
            if (lineArrayLength == maxLines) {
              line = text.substring(lineStart);
              lineEnd = text.length;
            }
            chars += String.fromCharCode(lineArrayLength);
            lineHash[line] = lineArrayLength;
            lineArray[lineArrayLength++] = line;
          }
          lineStart = lineEnd + 1;
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
        if (diffs[pointer][0] == DIFF_EQUAL) {
          equalities[equalitiesLength++] = pointer;
          length_insertions1 = length_insertions2;
          length_deletions1 = length_deletions2;
          length_insertions2 = 0;
          length_deletions2 = 0;
          lastEquality = diffs[pointer][1];
        } else {
          if (diffs[pointer][0] == DIFF_INSERT) {
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
              new diff_match_patch.Diff(DIFF_DELETE, lastEquality)
            );
            diffs[equalities[equalitiesLength - 1] + 1][0] = DIFF_INSERT;
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
        if (diffs[pointer - 1][0] == DIFF_DELETE && diffs[pointer][0] == DIFF_INSERT) {
          var deletion = diffs[pointer - 1][1];
          var insertion = diffs[pointer][1];
          var overlap_length1 = this.diff_commonOverlap_(deletion, insertion);
          var overlap_length2 = this.diff_commonOverlap_(insertion, deletion);
          if (overlap_length1 >= overlap_length2) {
            if (overlap_length1 >= deletion.length / 2 || overlap_length1 >= insertion.length / 2) {
              diffs.splice(pointer, 0, new diff_match_patch.Diff(
                DIFF_EQUAL,
                insertion.substring(0, overlap_length1)
              ));
              diffs[pointer - 1][1] = deletion.substring(0, deletion.length - overlap_length1);
              diffs[pointer + 1][1] = insertion.substring(overlap_length1);
              pointer++;
            }
          } else {
            if (overlap_length2 >= deletion.length / 2 || overlap_length2 >= insertion.length / 2) {
              diffs.splice(pointer, 0, new diff_match_patch.Diff(
                DIFF_EQUAL,
                deletion.substring(0, overlap_length2)
              ));
              diffs[pointer - 1][0] = DIFF_INSERT;
              diffs[pointer - 1][1] = insertion.substring(0, insertion.length - overlap_length2);
              diffs[pointer + 1][0] = DIFF_DELETE;
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
        if (diffs[pointer - 1][0] == DIFF_EQUAL && diffs[pointer + 1][0] == DIFF_EQUAL) {
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
            var score = diff_cleanupSemanticScore_(equality1, edit) + diff_cleanupSemanticScore_(edit, equality2);
            if (score >= bestScore) {
              bestScore = score;
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
        if (diffs[pointer][0] == DIFF_EQUAL) {
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
          if (diffs[pointer][0] == DIFF_DELETE) {
            post_del = true;
          } else {
            post_ins = true;
          }
          if (lastEquality && (pre_ins && pre_del && post_ins && post_del || lastEquality.length < this.Diff_EditCost / 2 && pre_ins + pre_del + post_ins + post_del == 3)) {
            diffs.splice(
              equalities[equalitiesLength - 1],
              0,
              new diff_match_patch.Diff(DIFF_DELETE, lastEquality)
            );
            diffs[equalities[equalitiesLength - 1] + 1][0] = DIFF_INSERT;
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
      diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, ""));
      var pointer = 0;
      var count_delete = 0;
      var count_insert = 0;
      var text_delete = "";
      var text_insert = "";
      var commonlength;
      while (pointer < diffs.length) {
        switch (diffs[pointer][0]) {
          case DIFF_INSERT:
            count_insert++;
            text_insert += diffs[pointer][1];
            pointer++;
            break;
          case DIFF_DELETE:
            count_delete++;
            text_delete += diffs[pointer][1];
            pointer++;
            break;
          case DIFF_EQUAL:
            if (count_delete + count_insert > 1) {
              if (count_delete !== 0 && count_insert !== 0) {
                commonlength = this.diff_commonPrefix(text_insert, text_delete);
                if (commonlength !== 0) {
                  if (pointer - count_delete - count_insert > 0 && diffs[pointer - count_delete - count_insert - 1][0] == DIFF_EQUAL) {
                    diffs[pointer - count_delete - count_insert - 1][1] += text_insert.substring(0, commonlength);
                  } else {
                    diffs.splice(0, 0, new diff_match_patch.Diff(
                      DIFF_EQUAL,
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
                  new diff_match_patch.Diff(DIFF_DELETE, text_delete)
                );
                pointer++;
              }
              if (text_insert.length) {
                diffs.splice(
                  pointer,
                  0,
                  new diff_match_patch.Diff(DIFF_INSERT, text_insert)
                );
                pointer++;
              }
              pointer++;
            } else if (pointer !== 0 && diffs[pointer - 1][0] == DIFF_EQUAL) {
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
        if (diffs[pointer - 1][0] == DIFF_EQUAL && diffs[pointer + 1][0] == DIFF_EQUAL) {
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
        if (diffs[x][0] !== DIFF_INSERT) {
          chars1 += diffs[x][1].length;
        }
        if (diffs[x][0] !== DIFF_DELETE) {
          chars2 += diffs[x][1].length;
        }
        if (chars1 > loc) {
          break;
        }
        last_chars1 = chars1;
        last_chars2 = chars2;
      }
      if (diffs.length != x && diffs[x][0] === DIFF_DELETE) {
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
          case DIFF_INSERT:
            html[x] = '<ins style="background:#e6ffe6;">' + text + "</ins>";
            break;
          case DIFF_DELETE:
            html[x] = '<del style="background:#ffe6e6;">' + text + "</del>";
            break;
          case DIFF_EQUAL:
            html[x] = "<span>" + text + "</span>";
            break;
        }
      }
      return html.join("");
    };
    diff_match_patch.prototype.diff_text1 = function(diffs) {
      var text = [];
      for (var x = 0; x < diffs.length; x++) {
        if (diffs[x][0] !== DIFF_INSERT) {
          text[x] = diffs[x][1];
        }
      }
      return text.join("");
    };
    diff_match_patch.prototype.diff_text2 = function(diffs) {
      var text = [];
      for (var x = 0; x < diffs.length; x++) {
        if (diffs[x][0] !== DIFF_DELETE) {
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
          case DIFF_INSERT:
            insertions += data.length;
            break;
          case DIFF_DELETE:
            deletions += data.length;
            break;
          case DIFF_EQUAL:
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
          case DIFF_INSERT:
            text[x] = "+" + encodeURI(diffs[x][1]);
            break;
          case DIFF_DELETE:
            text[x] = "-" + diffs[x][1].length;
            break;
          case DIFF_EQUAL:
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
              diffs[diffsLength++] = new diff_match_patch.Diff(DIFF_INSERT, decodeURI(param));
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
              diffs[diffsLength++] = new diff_match_patch.Diff(DIFF_EQUAL, text);
            } else {
              diffs[diffsLength++] = new diff_match_patch.Diff(DIFF_DELETE, text);
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
            var score = match_bitapScore_(d, j - 1);
            if (score <= score_threshold) {
              score_threshold = score;
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
        patch.diffs.unshift(new diff_match_patch.Diff(DIFF_EQUAL, prefix));
      }
      var suffix = text.substring(
        patch.start2 + patch.length1,
        patch.start2 + patch.length1 + padding
      );
      if (suffix) {
        patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, suffix));
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
        if (!patchDiffLength && diff_type !== DIFF_EQUAL) {
          patch.start1 = char_count1;
          patch.start2 = char_count2;
        }
        switch (diff_type) {
          case DIFF_INSERT:
            patch.diffs[patchDiffLength++] = diffs[x];
            patch.length2 += diff_text.length;
            postpatch_text = postpatch_text.substring(0, char_count2) + diff_text + postpatch_text.substring(char_count2);
            break;
          case DIFF_DELETE:
            patch.length1 += diff_text.length;
            patch.diffs[patchDiffLength++] = diffs[x];
            postpatch_text = postpatch_text.substring(0, char_count2) + postpatch_text.substring(char_count2 + diff_text.length);
            break;
          case DIFF_EQUAL:
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
        if (diff_type !== DIFF_INSERT) {
          char_count1 += diff_text.length;
        }
        if (diff_type !== DIFF_DELETE) {
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
                if (mod[0] !== DIFF_EQUAL) {
                  index2 = this.diff_xIndex(diffs, index1);
                }
                if (mod[0] === DIFF_INSERT) {
                  text = text.substring(0, start_loc + index2) + mod[1] + text.substring(start_loc + index2);
                } else if (mod[0] === DIFF_DELETE) {
                  text = text.substring(0, start_loc + index2) + text.substring(start_loc + this.diff_xIndex(
                    diffs,
                    index1 + mod[1].length
                  ));
                }
                if (mod[0] !== DIFF_DELETE) {
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
      if (diffs.length == 0 || diffs[0][0] != DIFF_EQUAL) {
        diffs.unshift(new diff_match_patch.Diff(DIFF_EQUAL, nullPadding));
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
      if (diffs.length == 0 || diffs[diffs.length - 1][0] != DIFF_EQUAL) {
        diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, nullPadding));
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
            patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, precontext));
          }
          while (bigpatch.diffs.length !== 0 && patch.length1 < patch_size - this.Patch_Margin) {
            var diff_type = bigpatch.diffs[0][0];
            var diff_text = bigpatch.diffs[0][1];
            if (diff_type === DIFF_INSERT) {
              patch.length2 += diff_text.length;
              start2 += diff_text.length;
              patch.diffs.push(bigpatch.diffs.shift());
              empty = false;
            } else if (diff_type === DIFF_DELETE && patch.diffs.length == 1 && patch.diffs[0][0] == DIFF_EQUAL && diff_text.length > 2 * patch_size) {
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
              if (diff_type === DIFF_EQUAL) {
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
            if (patch.diffs.length !== 0 && patch.diffs[patch.diffs.length - 1][0] === DIFF_EQUAL) {
              patch.diffs[patch.diffs.length - 1][1] += postcontext;
            } else {
              patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, postcontext));
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
            patch.diffs.push(new diff_match_patch.Diff(DIFF_DELETE, line));
          } else if (sign == "+") {
            patch.diffs.push(new diff_match_patch.Diff(DIFF_INSERT, line));
          } else if (sign == " ") {
            patch.diffs.push(new diff_match_patch.Diff(DIFF_EQUAL, line));
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
          case DIFF_INSERT:
            op = "+";
            break;
          case DIFF_DELETE:
            op = "-";
            break;
          case DIFF_EQUAL:
            op = " ";
            break;
        }
        text[x + 1] = op + encodeURI(this.diffs[x][1]) + "\n";
      }
      return text.join("").replace(/%20/g, " ");
    };
    module.exports = diff_match_patch;
    module.exports["diff_match_patch"] = diff_match_patch;
    module.exports["DIFF_DELETE"] = DIFF_DELETE;
    module.exports["DIFF_INSERT"] = DIFF_INSERT;
    module.exports["DIFF_EQUAL"] = DIFF_EQUAL;
  }
});

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
function validateKnowledgeFrontmatter(data, path5) {
  if (data === null) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${path5} must start with a YAML front matter block: a "---" line, the knowledge fields, and a closing "---" line.`,
      KNOWLEDGE_EXAMPLE
    );
  }
  const missing = KNOWLEDGE_FIELDS.filter(({ field }) => !Object.prototype.hasOwnProperty.call(data, field)).map(({ field }) => field);
  if (missing.length > 0) {
    const names = missing.map((f) => `"${f}"`).join(", ");
    throw new MemoryError(
      "INVALID_FORMAT",
      `The front matter of ${path5} lacks the required field${missing.length > 1 ? "s" : ""} ${names}.`,
      KNOWLEDGE_EXAMPLE
    );
  }
  for (const { field, check, rule } of KNOWLEDGE_FIELDS) {
    const value = data[field];
    if (!check(value)) {
      throw new MemoryError("INVALID_FORMAT", `The front matter field "${field}" of ${path5} must be ${rule}, got ${describeValue(value)}.`, KNOWLEDGE_EXAMPLE);
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
async function assertNoSecret(text, field, path5) {
  const { findSecret } = await import("./secrets.js");
  const found = await findSecret(text, { path: path5 });
  if (found) throw secretError(field, found);
}
async function assertNoNewSecret(before, after, field, path5) {
  const { findNewSecret } = await import("./secrets.js");
  const found = await findNewSecret(before, after, { path: path5 });
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
async function withSecretCheck(field, path5, write) {
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
      await assertNoNewSecret(e.before, e.after, field, path5);
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
function assertFormat(kind, text, path5, ctx) {
  const shown2 = `"${path5}"`;
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
      if (formatOf(path5) === "json") assertJsonObject(text, shown2);
      else if (formatOf(path5) === "yaml") parseYaml(text, shown2);
  }
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

// server/src/core/history-diff.ts
var import_diff_match_patch = __toESM(require_diff_match_patch(), 1);
function lineOps(before, after) {
  const dmp = new import_diff_match_patch.default();
  const a = contentLines(before).map((l) => `${l}
`).join("");
  const b = contentLines(after).map((l) => `${l}
`).join("");
  const { chars1, chars2, lineArray } = dmp.diff_linesToChars_(a, b);
  const diffs = dmp.diff_main(chars1, chars2, false);
  dmp.diff_charsToLines_(diffs, lineArray);
  const ops = [];
  for (const [op, text] of diffs) {
    const kind = op === 0 ? " " : op < 0 ? "-" : "+";
    const lines = text.split("\n");
    lines.pop();
    for (const l of lines) ops.push({ kind, text: l });
  }
  return ops;
}
function unifiedDiff(before, after, labels, context = 3) {
  const ops = lineOps(before, after);
  const added = ops.filter((o) => o.kind === "+").length;
  const removed = ops.filter((o) => o.kind === "-").length;
  if (added === 0 && removed === 0) return { added, removed, text: "" };
  const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
  const at = [];
  let na = 1;
  let nb = 1;
  for (const o of ops) {
    at.push({ a: na, b: nb });
    if (o.kind !== "+") na++;
    if (o.kind !== "-") nb++;
  }
  let i = 0;
  while (i < ops.length) {
    if (ops[i].kind === " ") {
      i++;
      continue;
    }
    const start = Math.max(0, i - context);
    let end = i;
    for (; ; ) {
      while (end < ops.length && ops[end].kind !== " ") end++;
      let next = end;
      while (next < ops.length && ops[next].kind === " ") next++;
      if (next < ops.length && next - end <= 2 * context) end = next;
      else break;
    }
    const stop = Math.min(ops.length, end + context);
    const hunk = ops.slice(start, stop);
    const first = at[start];
    const aLen = hunk.filter((o) => o.kind !== "+").length;
    const bLen = hunk.filter((o) => o.kind !== "-").length;
    out.push(`@@ -${aLen ? first.a : first.a - 1},${aLen} +${bLen ? first.b : first.b - 1},${bLen} @@`);
    for (const o of hunk) out.push(`${o.kind}${o.text}`);
    i = stop;
  }
  return { added, removed, text: `${out.join("\n")}
` };
}

// server/src/services/people-md.ts
import path from "node:path";

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
  const person = m[1] === "people" ? path.posix.basename(rel, ".md") : null;
  regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects, new Set(person ? [person] : []));
}

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
function listHistory(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const versions = versionsOfTarget(ws, t);
  const rows = [];
  let before = "";
  for (const v of versions) {
    const text = textOf(ws, t, v);
    const d = text === null ? { added: 0, removed: 0 } : unifiedDiff(before, text, { from: "", to: "" });
    const row = {
      rev: v.rev,
      time: v.t,
      tool: v.tool,
      added: d.added,
      removed: d.removed,
      lines: text ? lineCount(text) : 0,
      deleted: v.sha === null,
      hand_edit: v.handEdit,
      available: text !== null
    };
    if (v.session) row.session = v.session;
    rows.push(row);
    if (text !== null) before = text;
  }
  const current = ws.root.readText(t.rel);
  const last = versions[versions.length - 1];
  const rev = current ? revisionOf(current.text) : null;
  return {
    project: t.scope.slug,
    path: t.path,
    versions: rows.reverse(),
    current: rev === null ? null : { rev, recorded: last?.sha !== null && last !== void 0 && last.rev === rev }
  };
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
function readVersion(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  return { project: t.scope.slug, path: t.path, ...versionText(ws, t, args.at) };
}
function diffHistory(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const now = ws.root.readText(t.rel);
  const nowText = now?.text ?? "";
  const nowLabel = now ? `${t.path} (now, ${revisionOf(now.text)})` : `${t.path} (now: deleted)`;
  let from;
  if (args.at !== void 0) from = versionText(ws, t, args.at);
  else {
    const versions = versionsOfTarget(ws, t).filter((v) => v.sha === null || v.rev !== (now ? revisionOf(now.text) : "deleted"));
    const prev = versions[versions.length - 1];
    if (!prev) throw new MemoryError("NOT_FOUND", `${shown(t)} has no earlier recorded version to compare with.`);
    from = { rev: prev.rev, time: prev.t, tool: prev.tool, text: textOf(ws, t, prev) ?? "" };
  }
  const d = unifiedDiff(from.text, nowText, { from: `${t.path} (${from.rev}, ${from.time})`, to: nowLabel });
  return { project: t.scope.slug, path: t.path, from: from.rev, to: now ? revisionOf(now.text) : "deleted", added: d.added, removed: d.removed, diff: d.text };
}
async function restoreVersion(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
  const v = versionText(ws, t, args.at);
  assertText(v.text, `version ${v.rev}`);
  assertFormat(kind, v.text, t.path, { slug: t.scope.slug });
  await assertNoSecret(v.text, `version ${v.rev}`);
  const seen = ws.root.readText(t.rel);
  const expected = args.expected_revision ?? (seen ? revisionOf(seen.text) : "absent");
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = ws.root.readText(t.rel);
    const actual = current ? revisionOf(current.text) : "absent";
    if (actual !== expected) {
      throw new MemoryError(
        "CONFLICT",
        `${shown(t)} changed since revision ${expected} was read (it is now ${actual}), so nothing was restored.`,
        "Check the change with `project-memory diff`, then restore again."
      );
    }
    if (current?.text === v.text) return { changed: false, replaced: actual };
    ws.root.writeText(t.rel, v.text, { expected: current });
    return { changed: true, replaced: current ? actual : null };
  });
  if (outcome.changed) {
    afterChange(ws, [t.rel]);
    refreshPeopleAfterProfileChange(ws, t.rel);
  }
  return { project: t.scope.slug, path: t.path, restored: v.rev, replaced: outcome.replaced, revision: revisionOf(v.text), changed: outcome.changed };
}

// server/src/core/outline.ts
function outline(markdown) {
  const entries = [];
  classifyLines(markdown).forEach((line, i) => {
    if (line.heading) entries.push({ line: i + 1, level: line.heading.level, text: line.heading.text });
  });
  return entries;
}

// server/src/core/closest-passage.ts
var import_diff_match_patch2 = __toESM(require_diff_match_patch(), 1);
var BITAP_MAX_CONTENT = 256 * 1024;

// server/src/core/search-replace.ts
var FORMAT_EXAMPLE = [
  "Write each change as:",
  "<<<<<<< SEARCH",
  "exact old text",
  "=======",
  "new text",
  ">>>>>>> REPLACE",
  "(markers on their own lines, exactly seven characters; only blank lines between blocks)."
].join("\n");

// server/src/storage/draft.ts
import fs from "node:fs";
import path2 from "node:path";
var MAX_DRAFT_BYTES = 2 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function assertNotServerState(fd, draftPath, rootDir, field) {
  if (rootDir === void 0) return;
  const real = (fd === null ? null : descriptorPath(fd)) ?? realOrResolved(draftPath);
  if (!isInside(rootDir, real)) return;
  if (path2.relative(rootDir, real).split(path2.sep).some((p) => p.startsWith("."))) {
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
      return path2.join(fs.realpathSync(path2.dirname(p)), path2.basename(p));
    } catch {
      return path2.resolve(p);
    }
  }
}
function readDraft(draftPath, maxBytes = MAX_DRAFT_BYTES, field = "content_file", rootDir) {
  if (typeof draftPath !== "string" || !path2.isAbsolute(draftPath)) {
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
function trashStamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(".", "");
}

// server/src/services/walk.ts
import path3 from "node:path";
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
      out.push({ rel, abs: path3.join(absDir, ent.name) });
    }
  }
  return out;
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
import { createHash, randomBytes } from "node:crypto";
import fs2 from "node:fs";
import path4 from "node:path";
var MAX_TREE_ENTRIES = 2e4;
function pathExists(p) {
  try {
    fs2.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
function listTree(dir) {
  const out = [];
  const walk = (abs, rel) => {
    const names = fs2.readdirSync(abs).sort();
    for (const name of names) {
      if (out.length >= MAX_TREE_ENTRIES)
        throw new MemoryError("INVALID_INPUT", `${dir} holds more than ${MAX_TREE_ENTRIES} entries, so it is not moved.`, "Remove what does not belong there.");
      const childRel = rel ? `${rel}/${name}` : name;
      const st = fs2.lstatSync(path4.join(abs, name));
      const kind = st.isSymbolicLink() ? "link" : st.isDirectory() ? "folder" : st.isFile() ? "file" : "special";
      out.push({ rel: childRel, kind });
      if (kind === "folder") walk(path4.join(abs, name), childRel);
    }
  };
  walk(dir, "");
  return out;
}
function readRegular(abs) {
  const fd = fs2.openSync(abs, fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW);
  try {
    if (!fs2.fstatSync(fd).isFile()) throw new MemoryError("INVALID_PATH", `${abs} is not a regular file, so it is not moved.`);
    return fs2.readFileSync(fd);
  } finally {
    fs2.closeSync(fd);
  }
}
function readFiles(dir, rels) {
  return new Map(rels.map((rel) => [rel, readRegular(path4.join(dir, rel))]));
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
      bytes = readRegular(path4.join(dir, rel));
    } catch {
      return false;
    }
    if (typeof want === "string" ? digestOf(bytes) !== want : !bytes.equals(want)) return false;
  }
  return true;
}
function besideName(target, tag) {
  return path4.join(path4.dirname(target), `.${path4.basename(target).replace(/^\./, "")}-${tag}-${randomBytes(6).toString("hex")}`);
}
function fsyncDir(dir) {
  try {
    const fd = fs2.openSync(dir, fs2.constants.O_RDONLY);
    try {
      fs2.fsyncSync(fd);
    } finally {
      fs2.closeSync(fd);
    }
  } catch {
  }
}
function writeStaging(staging, files, folders) {
  noteChange();
  fs2.mkdirSync(staging);
  for (const rel of folders) fs2.mkdirSync(path4.join(staging, rel), { recursive: true });
  for (const [rel, bytes] of files) {
    const abs = path4.join(staging, rel);
    fs2.mkdirSync(path4.dirname(abs), { recursive: true });
    const fd = fs2.openSync(abs, "wx");
    try {
      fs2.writeSync(fd, bytes);
      fs2.fsyncSync(fd);
    } finally {
      fs2.closeSync(fd);
    }
  }
  fsyncDir(staging);
  if (!treeHolds(staging, files)) throw new MemoryError("IO", `The copy in ${staging} does not read back as written.`, "Check the disk, then try again.");
}
function renameInPlace(from, to) {
  noteChange();
  fs2.renameSync(from, to);
  fsyncDir(path4.dirname(to));
}
function removeTree(dir, aside) {
  noteChange();
  if (pathExists(dir)) renameInPlace(dir, aside);
  fs2.rmSync(aside, { recursive: true, force: true });
}
function removeIfPresent(p) {
  noteChange();
  fs2.rmSync(p, { recursive: true, force: true });
}
function moveEntriesAside(from, to, keep) {
  noteChange();
  const moved = [];
  let names;
  try {
    names = fs2.readdirSync(from);
  } catch {
    return moved;
  }
  for (const name of names) {
    if (keep.includes(name)) continue;
    fs2.mkdirSync(to, { recursive: true });
    fs2.renameSync(path4.join(from, name), path4.join(to, name));
    moved.push(name);
  }
  return moved;
}

export {
  loadPeople,
  companyNamesFor,
  refreshPeopleAfterProfileChange,
  walkFiles,
  assertText,
  assertNoSecret,
  assertNoSecretInFields,
  assertFormat,
  activeIds,
  addDecision,
  countSessions,
  logSession,
  rebuildIndexes,
  planMove,
  unmovableSentence,
  pathExists,
  listTree,
  readFiles,
  digestOf,
  treeHolds,
  besideName,
  writeStaging,
  renameInPlace,
  removeTree,
  removeIfPresent,
  moveEntriesAside,
  readDraft,
  unifiedDiff,
  listHistory,
  readVersion,
  diffHistory,
  restoreVersion,
  readFile,
  writeFile,
  appendToFile,
  trashStamp
};
