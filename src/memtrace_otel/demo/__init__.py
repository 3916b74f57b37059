"""``memtrace demo``: instrumented example memory apps over a small conversation set written for the project, with a
deterministic local model standing in for the LLM, failures planted and attributed. ``run.py`` holds the steps,
``plan.py`` which cases run, ``data/`` the conversations."""
