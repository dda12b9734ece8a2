#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  refreshPeopleAfterProfileChange,
  regenerateAllPeopleMd
} from "./chunk-QT2W3J7D.js";
import {
  activeIds,
  currentProjectsIndex
} from "./chunk-F7DXZSDI.js";
import {
  SESSION_FILE
} from "./chunk-HFPIO54B.js";
import {
  readManifestJson,
  require_picomatch,
  updateManifestJson
} from "./chunk-GOOHZ32A.js";
import {
  readDraft
} from "./chunk-ON4AQIII.js";
import {
  assertFormat,
  assertNoSecret,
  assertText
} from "./chunk-VKLOEINI.js";
import {
  appendSessionEntry,
  renderSessionFile
} from "./chunk-HMCCHWY4.js";
import {
  SKIPPED_DIR_NAMES,
  UNSEARCHED_FILE_NAMES,
  afterChange,
  assertDerivedWritable,
  assertDescriptionText,
  classifyLines,
  compareStrings,
  compareWalkOrder,
  indexedFiles,
  initRoot,
  isHiddenEntryName,
  locateBestLine,
  parseAtxHeading,
  parseYaml,
  queryTerms,
  rankDocuments,
  rankedIndexes,
  readFileBytes,
  refreshProjectsIndex,
  refreshRootManifest,
  replaceRefsIndex,
  resolveTarget,
  scopeFileAbs,
  substringCandidates,
  updateManifest
} from "./chunk-NVVAICT4.js";
import {
  todayOf
} from "./chunk-UXNQ7NWJ.js";
import {
  readProjectsIndex,
  resolveProjectScope,
  resolveScope
} from "./chunk-MAU7L46L.js";
import {
  parseDecisions
} from "./chunk-URMMVM3H.js";
import {
  assertFilename,
  assertIsoDate,
  clipLine,
  listAnchored,
  moveContained,
  parseMemoryPath,
  readTextContained,
  reservedReason,
  revisionOf,
  sweepTempFiles
} from "./chunk-EVOHNCJA.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";
import {
  __commonJS,
  __toESM
} from "./chunk-DFL6OJUP.js";

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

// server/src/services/files.ts
import fs from "node:fs";
import { randomBytes } from "node:crypto";

// server/src/core/file-rules.ts
function kindOf(parts) {
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
function assertWritable(parts, shown, scope) {
  const reserved = reservedReason(parts);
  if (reserved) {
    throw new MemoryError("RESERVED_PATH", `${shown} cannot be written by tools because ${reserved}.`, "Use update_file_description for descriptions and rebuild_indexes for derived files.");
  }
  for (const part of parts.slice(0, -1)) {
    if (!part.startsWith("_")) assertFilename(part);
  }
  assertFilename(parts[parts.length - 1]);
  const kind = scope === "project" ? kindOf(parts) : "other";
  if (kind === "people") {
    throw new MemoryError("RESERVED_PATH", `${shown} is auto-managed from the people linked to the project.`, "Use link_person_to_project or unlink_person_from_project.");
  }
  if (scope === "global" && (parts[0] === "people" || parts[0] === "companies") && parts.length === 2) {
    return "other";
  }
  if (kind === "session" && !/^\d{4}-\d{2}-\d{2}(-[a-z0-9-]+)?\.md$/.test(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Session files are named sessions/YYYY-MM-DD.md, not ${shown}.`, "Use log_session to write today's summary.");
  }
  if (kind === "update" && !/^\d{4}-\d{2}-\d{2}\.md$/.test(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Update files are named updates/YYYY-MM-DD.md, not ${shown}.`);
  }
  return kind;
}
function assertAppendable(parts, shown) {
  const kind = kindOf(parts);
  if (!isAppendOnly(kind)) {
    throw new MemoryError("INVALID_INPUT", `${shown} is not an append-only file; append_to_file takes decisions.md, updates/YYYY-MM-DD.md, correspondence/*.md and sessions/YYYY-MM-DD.md.`, "Use patch_file or write_file for other files.");
  }
  return kind;
}

// server/src/core/outline.ts
function outline(markdown) {
  const entries = [];
  const lines = classifyLines(markdown);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.kind !== "text") continue;
    const heading = parseAtxHeading(line.text);
    if (heading) entries.push({ line: i + 1, level: heading.level, text: heading.text });
  }
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
        votes.set(startLine, { count: 1 / lines.length, value: { index, length: lineEnd(content, lineStarts, endLine) - index, expected: search, aligned: true } });
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
      else votes.set(line, { count: 1 / found.length, value: { index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false } });
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
function ambiguousError(label, index, search, content, found) {
  const lineStarts = lineStartOffsets(content);
  const lines = found.slice(0, MAX_LISTED_LINES).map((at) => lineOfOffset(lineStarts, at) + 1);
  const total = found.length > MAX_LISTED_LINES ? `more than ${MAX_LISTED_LINES}` : String(found.length);
  const where = found.length > MAX_LISTED_LINES ? `lines ${lines.join(", ")}, \u2026` : `lines ${lines.join(", ")}`;
  return new MemoryError(
    "AMBIGUOUS_MATCH",
    `${label} matches ${total} places in the file (${where})${afterEarlierBlocks(index)}, but it must match exactly one.`,
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
  const shown = lines.slice(0, MAX_EXCERPT_LINES);
  const width = String(firstLine + shown.length - 1).length;
  const body = shown.map((line, k) => `${String(firstLine + k).padStart(width)} | ${clipLine(line)}`);
  if (lines.length > shown.length) body.push(`${" ".repeat(width)} | \u2026 ${lines.length - shown.length} more lines`);
  return body.join("\n");
}

// server/src/services/files.ts
function countLines(text) {
  if (text === "") return 0;
  const n = text.split("\n").length;
  return text.endsWith("\n") ? n - 1 : n;
}
function readExisting(ws, t) {
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
  return readTextContained(ws.root.dir, t.abs, t.path)?.text ?? null;
}
function notFound(t) {
  return new MemoryError("NOT_FOUND", `"${t.path}" does not exist in ${t.scope.slug}.`, "Check the path with get_folder_manifest or search.");
}
function checkRevision(current, expected, t) {
  if (expected === void 0) return;
  const actual = current === null ? "absent" : revisionOf(current);
  if (actual !== expected) {
    throw new MemoryError("CONFLICT", `"${t.path}" changed since revision ${expected} was read (it is now ${actual}), so nothing was written.`, "Read it again, reapply your change, and pass the new revision.");
  }
}
function readFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const text = readExisting(ws, t);
  if (text === null) throw notFound(t);
  const base = { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text) };
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
function currentMetaId(ws, t, current) {
  if (kindOf(t.parts) !== "meta" || current === null) return null;
  try {
    const data = parseYaml(current, t.path);
    return typeof data.id === "string" ? data.id : null;
  } catch {
    return null;
  }
}
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
      const st = fs.statSync(t.abs);
      if (st.dev === draft.dev && st.ino === draft.ino) throw new MemoryError("INVALID_INPUT", "content_file is the target file itself; draft the new text in a separate scratch file.");
    }
    text = draft.text;
  } else {
    text = args.content;
  }
  assertText(text, args.content_file !== void 0 ? "content_file" : "content");
  await assertNoSecret(text, args.content_file !== void 0 ? "content_file" : "content");
  assertDerivedWritable(ws, [t.rel], { people: true });
  const result = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    checkRevision(current, args.expected_revision, t);
    if (current !== null && isAppendOnly(kind)) {
      throw new MemoryError("INVALID_INPUT", `"${t.path}" is append-only and already exists, so write_file may not replace it.`, kind === "decisions" ? "Use add_decision (with supersedes to revise one)." : "Use append_to_file to add to it, or patch_file to correct a passage.");
    }
    assertFormat(kind, text, `"${t.path}"`, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current) });
    if (current === text) return { created: false, changed: false };
    ws.root.writeText(t.rel, text);
    return { created: current === null, changed: true };
  });
  if (result.changed || description) afterChange(ws, [t.rel], { description });
  if (result.changed) refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text), ...result };
}
async function patchFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (kind === "decisions") {
    throw new MemoryError("INVALID_INPUT", "decisions.md is append-only: entries are never edited by patch.", "Use add_decision with supersedes to revise a decision.");
  }
  assertText(args.patch, "patch");
  const blocks = parseSearchReplace(args.patch);
  await assertNoSecret(blocks.map((b) => b.replace).join("\n"), "patch");
  assertDerivedWritable(ws, [t.rel], { people: true });
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    if (current === null) throw notFound(t);
    checkRevision(current, args.expected_revision, t);
    const applied = applySearchReplace(current, blocks);
    assertText(applied.content, "the patched file");
    assertFormat(kind, applied.content, `"${t.path}"`, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current) });
    if (applied.content !== current) ws.root.writeText(t.rel, applied.content);
    return { text: applied.content, changed: applied.content !== current, lines: applied.applied.map((a) => a.line) };
  });
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
    blocks: blocks.length,
    lines: outcome.lines
  };
}
function joinRecord(current, record) {
  const body = record.endsWith("\n") ? record : `${record}
`;
  if (current === "") return body;
  let head = current.endsWith("\n") ? current : `${current}
`;
  if (/^#/.test(body) && !head.endsWith("\n\n")) head += "\n";
  return head + body;
}
async function appendToFile(ws, args, validate) {
  const t = resolveTarget(ws, args.project, args.path);
  assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const kind = assertAppendable(t.parts, `"${t.path}"`);
  assertText(args.content, "content");
  if (args.content.trim() === "") throw new MemoryError("INVALID_INPUT", "content is empty; there is nothing to append.");
  await assertNoSecret(args.content, "content");
  assertDerivedWritable(ws, [t.rel], { people: true });
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    checkRevision(current, args.expected_revision, t);
    validate?.(current ?? "", args.content);
    const next = joinRecord(current ?? "", args.content);
    assertText(next, "the appended file");
    ws.root.writeText(t.rel, next);
    return { text: next, created: current === null };
  });
  afterChange(ws, [t.rel], {
    markStale: kind === "decisions",
    lastEntryDate: kind === "update" ? (t.parts[1] ?? "").slice(0, 10) || todayOf(ws) : void 0
  });
  return { path: t.path, project: t.scope.slug, revision: revisionOf(outcome.text), created: outcome.created, changed: true, total_lines: countLines(outcome.text) };
}
var UNDELETABLE = /* @__PURE__ */ new Set(["_meta.yaml", "people.md"]);
function trashStamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(".", "");
}
function deleteFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError("RESERVED_PATH", `"${t.path}" cannot be deleted because ${reserved}.`);
  if (t.parts.length === 1 && UNDELETABLE.has(t.parts[0]) && t.scope.kind === "project") {
    throw new MemoryError("RESERVED_PATH", `"${t.path}" belongs to the project's structure and cannot be deleted.`);
  }
  if (!t.exists) throw notFound(t);
  if (t.isDirectory) throw new MemoryError("INVALID_INPUT", `"${t.path}" is a folder; delete_file moves one file at a time.`);
  assertDerivedWritable(ws, [t.rel], { people: true });
  const trashRel = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    if (current === null) throw notFound(t);
    checkRevision(current, args.expected_revision, t);
    let stamp = trashStamp(ws.now());
    if (ws.root.exists(`_trash/${stamp}/${t.rel}`)) stamp = `${stamp}-${randomBytes(3).toString("hex")}`;
    const dest = ws.root.resolve(`_trash/${stamp}/${t.rel}`);
    moveContained(ws.root.dir, t.abs, dest.abs, t.path, { exclusive: true });
    return `_trash/${stamp}/${t.rel}`;
  });
  afterChange(ws, [t.rel]);
  refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, trash_path: trashRel };
}

// server/src/services/sessions.ts
function countSessions(ws, dir) {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && SESSION_FILE.test(d.name)).length;
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
  await assertNoSecret(all.join("\n"), "the session summary");
  const rel = `${scope.dir}/sessions/${date}.md`;
  assertDerivedWritable(ws, [rel]);
  const section = ws.root.lock(`file:${rel}`, () => {
    const current = ws.root.readText(rel)?.text;
    const next = current === void 0 ? renderSessionFile(date, entry) : appendSessionEntry(current, entry);
    ws.root.writeText(rel, next);
    return (next.match(/^## Session \d+/gm) ?? []).length;
  });
  afterChange(ws, [rel]);
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return { project: scope.slug, path: `sessions/${date}.md`, section, session_count: sessionCount };
}

// server/src/services/walk.ts
import path from "node:path";
function walkFiles(rootDir, relDir, out = [], folders) {
  const absDir = relDir ? path.join(rootDir, relDir) : rootDir;
  const entries = listAnchored(rootDir, absDir);
  folders?.push(relDir);
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const ent of entries) {
    if (isHiddenEntryName(ent.name)) continue;
    const rel = relDir ? `${relDir}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      if (!SKIPPED_DIR_NAMES.has(ent.name)) walkFiles(rootDir, rel, out, folders);
    } else if (ent.isFile()) {
      out.push({ rel, abs: path.join(absDir, ent.name) });
    }
  }
  return out;
}

// server/src/services/rebuild.ts
function rebuildIndexes(ws) {
  initRoot(ws, { sweep: false });
  const date = todayOf(ws);
  const projects = refreshProjectsIndex(ws.root);
  const rootManifest = refreshRootManifest(ws.root, date);
  const peopleChanged = regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
  const folders = [];
  const files = [...walkFiles(ws.root.dir, "projects", [], folders), ...walkFiles(ws.root.dir, "_global", [], folders)];
  const manifestsChanged = [];
  for (const folder of folders) {
    if (folder === "projects") continue;
    if (updateManifest(ws.root, folder, date).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(ws.root, files.map((f) => f.rel));
  const manifestJsonChanged = readProjectsIndex(ws.root).projects.filter((p) => refreshManifestJson(ws, p.slug)).map((p) => `projects/${p.slug}/manifest.json`);
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    people_md_changed: peopleChanged,
    manifest_json_changed: manifestJsonChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    temp_files_removed: sweepTempFiles(ws.root.dir),
    problems: projects.problems
  };
}
function refreshManifestJson(ws, slug) {
  try {
    const scope = resolveScope(ws, slug);
    const current = readManifestJson(ws.root, scope);
    if (!current) return false;
    const decisions = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
    const derived = { activeDecisionIds: activeIds(parseDecisions(decisions).entries), sessionCount: countSessions(ws, scope.dir) };
    if (JSON.stringify(current.activeDecisionIds) === JSON.stringify(derived.activeDecisionIds) && current.sessionCount === derived.sessionCount) return false;
    return updateManifestJson(ws.root, scope, derived);
  } catch {
    return false;
  }
}

// server/src/services/search.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import vm from "node:vm";

// server/src/services/search-ranked.ts
var NO_RANKED_TERMS_NOTE = 'Ranked search found no word to rank by (it ignores stop words such as "the" and one-letter words): use mode "substring" for this query.';
function rankedSearch(rootDir, indexes, scopes, all, query, limit, filter) {
  if (queryTerms(query).length === 0) return { hits: [], truncated: false, files_searched: 0, note: NO_RANKED_TERMS_NOTE };
  const candidates = [];
  let filesSearched = 0;
  let matched = 0;
  scopes.forEach((scope, scopeOrder) => {
    const index = indexes.acquire(scope);
    filesSearched += filter ? indexedFiles(index).filter((f) => filter(f.path)).length : index.docCount;
    const ranked = rankDocuments(index, query, Number.POSITIVE_INFINITY).filter((d) => !filter || filter(d.path));
    matched += ranked.length;
    for (const d of ranked.slice(0, limit + 4)) candidates.push({ scopeOrder, scope, path: d.path, score: d.score });
  });
  candidates.sort((a, b) => b.score - a.score || a.scopeOrder - b.scopeOrder || compareStrings(a.path, b.path));
  const hits = [];
  for (const c of candidates) {
    if (hits.length >= limit) break;
    const read = readFileBytes(rootDir, scopeFileAbs(rootDir, c.scope.dir, c.path));
    if (!read) continue;
    const { line, snippet } = locateBestLine(read.bytes.toString("utf8"), query);
    hits.push({ path: all ? `${c.scope.dir}/${c.path}` : c.path, line, text: snippet, score: Math.round(c.score * 1e3) / 1e3 });
  }
  return { hits, truncated: matched > hits.length && hits.length >= limit, files_searched: filesSearched };
}

// server/src/services/search.ts
var MAX_LIMIT = 1e3;
var DEFAULT_LIMIT = 50;
var DEFAULT_RANKED_LIMIT = 10;
var SHOWN_LINE_CHARS = 240;
function escapeRegExp(s) {
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
function assertQuery(query) {
  if (typeof query !== "string" || query.length === 0) throw new MemoryError("INVALID_INPUT", "query must be non-empty text.");
  if (!query.isWellFormed() || query.includes("\n") || query.length > 1e3) {
    throw new MemoryError("INVALID_INPUT", "query must be one line of valid text, at most 1,000 characters.");
  }
}
function buildMatcher(args) {
  const query = args.query;
  const caseSensitive = args.case_sensitive ?? false;
  if ((args.mode ?? "substring") === "substring") {
    if (caseSensitive) return bytesMatcher(Buffer.from(query, "utf8"));
    return regexMatcher(new RegExp(escapeRegExp(query), "iu"));
  }
  let re;
  try {
    re = new RegExp(query, caseSensitive ? "u" : "iu");
  } catch (e) {
    throw new MemoryError("INVALID_INPUT", `query is not a valid regular expression: ${e.message}.`, 'Use mode "substring" for plain text.');
  }
  return guardedRegexMatcher(re);
}
var REGEX_SEARCH_BUDGET_MS = 5e3;
function guardedRegexMatcher(re) {
  const context = vm.createContext({ re, lines: [] });
  const scan = new vm.Script(
    "(() => { const hits = []; for (let i = 0; i < lines.length; i++) { re.lastIndex = 0; const m = re.exec(lines[i]); if (m) hits.push(i, m.index); } return hits; })()"
  );
  const deadline = Date.now() + REGEX_SEARCH_BUDGET_MS;
  return (buf, emit) => {
    const lines = buf.toString("utf8").split("\n");
    context.lines = lines;
    let hits;
    try {
      hits = scan.runInContext(context, { timeout: Math.max(1, deadline - Date.now()) });
    } catch (e) {
      if (e.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
        throw new MemoryError("INVALID_INPUT", `The regular expression ran longer than ${REGEX_SEARCH_BUDGET_MS / 1e3} seconds (it backtracks too much), so the search was stopped.`, 'Simplify the pattern (avoid nested quantifiers such as (a+)+) or use mode "substring".');
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
function scopesOf(ws, project) {
  if (project !== "*") return [resolveScope(ws, project)];
  return currentProjectsIndex(ws).projects.map((p) => resolveScope(ws, p.slug)).concat([resolveScope(ws, "_global")]);
}
function searchMemory(ws, args, options = {}) {
  const mode = args.mode ?? "substring";
  if (mode !== "substring" && mode !== "regex" && mode !== "ranked") {
    throw new MemoryError("INVALID_INPUT", `mode must be substring, regex or ranked, got "${String(mode)}".`);
  }
  const limit = args.limit ?? (mode === "ranked" ? DEFAULT_RANKED_LIMIT : DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new MemoryError("INVALID_INPUT", `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  assertQuery(args.query);
  const filter = pathFilter(args.path);
  const all = args.project === "*";
  const scopes = scopesOf(ws, args.project);
  const scopeName = all ? "*" : scopes[0].slug;
  if (mode === "ranked") {
    const indexes2 = rankedIndexes(ws);
    try {
      return { scope: scopeName, mode, ...rankedSearch(ws.root.dir, indexes2, scopes, all, args.query, limit, filter) };
    } finally {
      indexes2.endOfCall();
    }
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
  for (const scope of scopes) {
    const index = indexes?.peek(scope);
    if (index) {
      const files = candidateFiles(index, args.query, args.case_sensitive === true, filter);
      filesSearched += files.covered;
      for (const rel of files.toRead) {
        const read = readFileBytes(ws.root.dir, scopeFileAbs(ws.root.dir, scope.dir, rel));
        if (read) matcher(read.bytes, emitTo(all ? `${scope.dir}/${rel}` : rel));
        if (truncated) break;
      }
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
  indexes?.endOfCall();
  return { scope: scopeName, mode, hits, truncated, files_searched: filesSearched };
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

export {
  readFile,
  writeFile,
  patchFile,
  appendToFile,
  trashStamp,
  deleteFile,
  countSessions,
  logSession,
  rebuildIndexes,
  searchMemory,
  formatHits
};
