// Before `npm start` and `npm test`: says how to get Node 24 LTS, which the project runs on, when the
// machine's Node is older. It does not stop the command: the code still runs on Node 20.19+.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `Manzil runs on Node 24 LTS; this is Node ${process.versions.node}. For this shell, run\n` +
      `  source scripts/node-24.sh\n` +
      `(it installs Node 24 from the npm registry into ~/.cache/manzil/node-24), then this command again.\n`,
  );
}
