#!/usr/bin/env bash
# A real Phoenix server (arize-phoenix) in its own virtualenv, driven by tests/attribution/test_phoenix.py from the main
# virtualenv: the test starts `phoenix serve` on loopback, exports an example's spans to it over OTLP and reads them
# back through Phoenix's REST API. Phoenix is kept out of the main virtualenv (it pins its own OpenTelemetry stack).
set -euo pipefail
cd "$(dirname "$0")/.."
export LITELLM_LOCAL_MODEL_COST_MAP=True LITELLM_OFFLINE_MODE=true MEM0_TELEMETRY=False ANONYMIZED_TELEMETRY=False \
       HF_HUB_OFFLINE=1 PHOENIX_TELEMETRY_ENABLED=false PHOENIX_ALLOW_EXTERNAL_RESOURCES=false \
       PIP_DISABLE_PIP_VERSION_CHECK=1
export MEM0_DIR="${MEM0_DIR:-$(mktemp -d)}"
VENV=.venv-phoenix
PY="$(command -v python3.11 || command -v python3)"

if [ ! -x "$VENV/bin/phoenix" ]; then
  "$PY" -m venv "$VENV"
  "$VENV/bin/pip" install -q arize-phoenix
fi
"$VENV/bin/python" -c "from importlib.metadata import version; print('arize-phoenix', version('arize-phoenix'))"
PHOENIX_BIN="$(pwd)/$VENV/bin/phoenix" .venv/bin/python -m pytest -m phoenix tests/attribution/test_phoenix.py -q \
    -p no:cacheprovider "$@"
