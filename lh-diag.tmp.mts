import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const urls = process.argv.slice(2);
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'], logLevel: 'error' });
for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(`\n${url} perf=${Math.round(r!.lhr.categories.performance.score!*100)} LCP=${a['largest-contentful-paint'].numericValue?.toFixed(0)} TBT=${a['total-blocking-time'].numericValue?.toFixed(0)} FCP=${a['first-contentful-paint'].numericValue?.toFixed(0)} SI=${a['speed-index'].numericValue?.toFixed(0)}`);
  const mw: any = a['mainthread-work-breakdown'].details;
  console.log(' main thread:', mw.items.map((i: any) => `${i.group}:${Math.round(i.duration)}`).join(' '));
  const bt: any = a['bootup-time'].details;
  console.log(' bootup:', bt.items.slice(0,6).map((i: any) => `${i.url.replace(/.*\//,'')}:${Math.round(i.total)}/${Math.round(i.scripting)}`).join(' '));
  const lt: any = a['long-tasks']?.details;
  console.log(' long tasks:', lt?.items?.slice(0,8).map((i: any) => `${String(i.url).replace(/.*\//,'')}@${Math.round(i.startTime)}:${Math.round(i.duration)}`).join(' '));
  console.log(' dom size:', a['dom-size'].numericValue);
}
await chrome.kill();
