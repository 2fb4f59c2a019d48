// The benchmark's command line: its options, and what a run measures at which sizes.
import { devPeerNames, peerNames } from './tools.mjs';

const usage = `Usage: npm run bench [-- options]
  (no option)            builds: the website and the corpus at 60 and 500 pages per language, each
                         cold (time, peak memory by /usr/bin/time -v and by the sampler, doc page
                         HTML), its rebuilds (no change, one page edited, a page added and removed:
                         time and files changed) and its MDX compile floor on one core
  --builds               the builds, also when --dev or --readers is given
  --dev                  dev servers in Chromium: first page from a cold start (median of 3), edit
                         visible (median of 15), peak memory (default sizes: 500,2000)
  --readers              Lighthouse 12.2.3, mobile and desktop (median of --runs), on the home, a doc
                         page, the overview, a Chinese doc page and the 404 page, JS until network
                         idle, sidebar navigation at 4x CPU: the website and the corpus (default size: 500)
  --full                 builds at 60,500,2000,5000, dev at 60,500,2000 and readers at 500
                         (peers at 60 and 500 only)
  --peers [names]        also the peers (default: ${peerNames.join(',')}; the dev server and readers:
                         ${devPeerNames.join(', ')}); at 2,000 pages and more only when --sizes names them
  --sizes 60,500         corpus sizes in pages per language, for every part run
  --runs N               runs per measurement, the median is reported (default: 3)
  --no-website           leaves Quire's own website out
  --help                 this text`;

// Reads the command line; an unknown or malformed option prints the usage and exits 2.
export function readArgs(argv) {
  const fail = (message) => {
    process.stderr.write(`bench: ${message}\n${usage}\n`);
    process.exit(2);
  };
  const options = { full: false, builds: false, dev: false, readers: false, website: true, peers: undefined, sizes: undefined, runs: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : undefined;
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    } else if (arg === '--full') options.full = true;
    else if (arg === '--builds') options.builds = true;
    else if (arg === '--dev') options.dev = true;
    else if (arg === '--readers') options.readers = true;
    else if (arg === '--no-website') options.website = false;
    else if (arg === '--peers') {
      options.peers = value ? value.split(',') : peerNames;
      const unknown = options.peers.filter((name) => !peerNames.includes(name));
      if (unknown.length) fail(`unknown peer "${unknown.join(', ')}"; the peers are ${peerNames.join(', ')}.`);
      if (value) i += 1;
    } else if (arg === '--sizes' || arg === '--runs') {
      const numbers = (value ?? '').split(',').map(Number);
      if (!value || numbers.some((n) => !Number.isInteger(n) || n < 1)) fail(`${arg} needs a positive whole number${arg === '--sizes' ? ' or a comma-separated list' : ''}, got "${value ?? ''}".`);
      if (arg === '--sizes') options.sizes = numbers;
      else options.runs = numbers[0];
      i += 1;
    } else fail(`unknown option "${arg}".`);
  }
  return options;
}

/**
 * What to run: { builds, dev, readers } (each undefined or { sizes }), and `peersAt(size)`, the
 * peers at a corpus size (at 2,000 pages and more only when --sizes asked for that size).
 */
export function plan(options) {
  const pick = (on, defaults) => (on ? { sizes: options.sizes ?? defaults } : undefined);
  const onlyBuilds = !options.dev && !options.readers;
  return {
    builds: pick(options.full || options.builds || onlyBuilds, options.full ? [60, 500, 2000, 5000] : [60, 500]),
    dev: pick(options.full || options.dev, options.full ? [60, 500, 2000] : [500, 2000]),
    readers: pick(options.full || options.readers, [500]),
    peersAt: (size) => (options.peers === undefined || (size >= 2000 && !options.sizes) ? [] : options.peers),
  };
}
