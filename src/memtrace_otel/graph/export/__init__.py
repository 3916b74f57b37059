"""Drawing and serializing the evolution graph: JSON (``json``), GraphViz DOT (``dot``), self-contained HTML
(``html``)."""
