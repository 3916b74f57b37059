"""Text handling shared by attribution and the local stand-in model: words and stems, embeddings, dates.

Attribution depends on this package, never on :mod:`memtrace_otel.local_model` (the test model)."""
