# Puts Node 24 LTS first on this shell's PATH: `source scripts/node-24.sh` (`.ci/run` does).
# The machine's own Node when it is 24 or newer; otherwise Node 24 from the npm registry
# (`node-<os>-<arch>@24`, the official build), kept in ~/.cache/manzil/node-24 for the next time.
manzil_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$manzil_node_major" -lt 24 ]; then
  manzil_node_dir="${MANZIL_NODE_DIR:-$HOME/.cache/manzil/node-24}"
  manzil_node_os=$(uname -s | tr '[:upper:]' '[:lower:]')
  case "$(uname -m)" in
    x86_64 | amd64) manzil_node_arch=x64 ;;
    aarch64 | arm64) manzil_node_arch=arm64 ;;
    *) manzil_node_arch=$(uname -m) ;;
  esac
  manzil_node_package="node-${manzil_node_os}-${manzil_node_arch}"
  manzil_node_home="$manzil_node_dir/node_modules/$manzil_node_package"
  if [ ! -x "$manzil_node_home/bin/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo 'not found') is older than 24: installing $manzil_node_package@24 into $manzil_node_dir" >&2
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$manzil_node_dir" "$manzil_node_package@24" >&2
  fi
  export PATH="$manzil_node_home/bin:$PATH"
  # Native addons built on install (node-gyp) take this Node's headers, not the machine's.
  export npm_config_nodedir="$manzil_node_home"
fi
unset manzil_node_major manzil_node_dir manzil_node_os manzil_node_arch manzil_node_package manzil_node_home
