// Bench only (BENCH_SERVER_NODE_ARGS with --cpu-prof, loaded with --require before the server): exits
// normally at SIGTERM, so Node writes the CPU profile (Nest's shutdown re-raises the signal, which would not).
process.once('SIGTERM', () => process.exit(0));
