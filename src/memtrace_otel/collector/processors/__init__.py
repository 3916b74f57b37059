"""Processors: the evolution-graph builder, the variable index and the failed-outcome detector."""
