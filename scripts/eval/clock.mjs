// Loaded with `node --import` into the product's server and hook processes during `npm run eval`:
// a simulated clock, so that a history spread over months is written on the dates it describes
// (session files, decision dates, staleness). The file named by PM_EVAL_CLOCK_FILE holds the
// offset in ms from the real clock; it is re-read on every call so that one server process can
// live through many simulated days. Time still flows, so no timeout in the product can spin.
import fs from 'node:fs';

const file = process.env.PM_EVAL_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const offset = () => {
    try {
      return Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  class SimulatedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + offset());
      else super(...args);
    }
    static now() {
      return realNow() + offset();
    }
  }
  globalThis.Date = SimulatedDate;
}
