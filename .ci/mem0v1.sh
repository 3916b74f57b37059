#!/usr/bin/env bash
# mem0ai 1.0.11 (the version the MemTrace paper studied) in its own virtualenv: this package without its extras
# (mem0 2.x is in the main venv) plus the core dependencies, mem0ai==1.0.11 and the test tools; then the 1.x tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export LITELLM_LOCAL_MODEL_COST_MAP=True LITELLM_OFFLINE_MODE=true MEM0_TELEMETRY=False ANONYMIZED_TELEMETRY=False \
       HF_HUB_OFFLINE=1 PIP_DISABLE_PIP_VERSION_CHECK=1
export MEM0_DIR="${MEM0_DIR:-$(mktemp -d)}"
VENV=.venv-mem0v1
PY="$(command -v python3.11 || command -v python3)"

if [ ! -x "$VENV/bin/python" ]; then
  "$PY" -m venv "$VENV"
fi
. "$VENV/bin/activate"
# the core dependencies, read from pyproject.toml so this list never drifts
mapfile -t CORE < <(python - <<'PY'
import tomllib
print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]))
PY
)
pip install -q "${CORE[@]}" "mem0ai==1.0.11" "qdrant-client>=1.9" "pytest>=8" "pytest-asyncio>=0.23" \
    "pytest-timeout>=2.2" "httpx>=0.27" "litellm>=1.60"
pip install -q --no-deps -e .
python - <<'PY'
from importlib.metadata import version
assert version("mem0ai") == "1.0.11", version("mem0ai")
print("mem0ai", version("mem0ai"))
PY
python -m pytest -m mem0v1 tests/instrumentations/test_mem0_v1.py tests/bench/test_bench.py tests/optimize/test_optimize.py \
    -q -p no:cacheprovider "$@"
