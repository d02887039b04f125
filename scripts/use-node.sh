# Sourced, not run: `source scripts/use-node.sh` (.ci/run does). Painel needs Node >= 22.19 (the
# package.json engines; kysely, lighthouse and others declare it). When the machine's `node` is
# older, or missing, this installs the official Node binary that the npm registry ships as the
# node-linux-<arch> package into .node/ (once; about 30 MB) and puts it first on PATH for the rest
# of the calling shell. npm itself stays the machine's, now running on that Node.
painel_node_version=24
painel_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 19) ? 0 : 1)'
}
if ! painel_node_ok; then
  case "$(uname -m)" in
    x86_64 | amd64) painel_node_arch=x64 ;;
    aarch64 | arm64) painel_node_arch=arm64 ;;
    *) echo "use-node.sh: arquitetura $(uname -m) sem Node no registro npm; instale o Node 22.19+ ou 24." >&2; return 1 ;;
  esac
  painel_node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.node"
  painel_node_bin="$painel_node_dir/node_modules/node-linux-$painel_node_arch/bin"
  if [ ! -x "$painel_node_bin/node" ]; then
    echo "Instalando o Node $painel_node_version do registro npm em .node/ (o Node da máquina é $(node -v 2>/dev/null || echo 'ausente'))…"
    mkdir -p "$painel_node_dir"
    npm install --prefix "$painel_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-$painel_node_arch@$painel_node_version"
  fi
  export PATH="$painel_node_bin:$PATH"
  painel_node_ok || { echo "use-node.sh: o Node de .node/ não pôde ser usado." >&2; return 1; }
fi
unset painel_node_version painel_node_arch painel_node_dir painel_node_bin
unset -f painel_node_ok
