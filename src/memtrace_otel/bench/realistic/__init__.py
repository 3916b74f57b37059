"""The realistic-app suite (``memtrace bench realistic``): each supported library used the way its documentation
shows, over real LoCoMo conversations, in two styles (no parent span; one root span per turn or question), with one
fault per failed case that really decides the outcome (checked by replaying the case without it), and controls.
See docs/benchmark.md, "Realistic apps"."""
