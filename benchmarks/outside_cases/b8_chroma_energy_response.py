"""Batch 8 (held out). Home-energy advisor: chromadb tariff notes + household profile, one root span per turn.

App: tariff quotes and the household's usage are documents in a chromadb collection ("household-17"); the advisor
retrieves the top 4 (the question plus the app's fixed cost keywords as the query) and a litellm
call answers.

Planted fault (ResponseError, a computed comparison): the household uses 3,200 kWh a year. Octo Fixed costs 24.5p/kWh
plus a 45p/day standing charge (3,200 x 0.245 + 365 x 0.45 = GBP 948.25 a year); Green Flex costs 22.1p/kWh plus 61p/day
(707.20 + 222.65 = GBP 929.85). Question: "Which tariff is cheaper for us over a year, Octo Fixed or Green Flex?" ->
expected "Green Flex, about £929.85 a year against £948.25". All three figures are retrieved into the prompt; the
model gets the arithmetic wrong and answers "Octo Fixed, because its standing charge is
lower - about £930 a year".

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: usage and both tariffs
are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_chroma_energy_response", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("usage", "Household 17 uses about 3,200 kWh of electricity a year (last 12 months of meter readings)."),
    ("quote-octo", "Octo Fixed tariff quote: 24.5p per kWh and a 45p per day standing charge, fixed for 12 months."),
    ("quote-green", "Green Flex tariff quote: 22.1p per kWh and a 61p per day standing charge, variable."),
    ("solar", "Household 17 asked about a 4 kWp solar array in 2025 but the roof faces north."),
    ("boiler", "Household 17's gas boiler was replaced by a heat pump in October 2025."),
]

client = chromadb.EphemeralClient()
kb = client.get_or_create_collection("household-17", embedding_function=offline.chroma_embedding_function())
with turn_span("turn-1 load quotes"):
    kb.add(ids=[i for i, _ in DOCS], documents=[t for _, t in DOCS])

question = "Which tariff is cheaper for us over a year, Octo Fixed or Green Flex? We use the electricity we always do."
with turn_span("turn-2 question"):
    hits = kb.query(query_texts=[question + " kWh a year usage standing charge"], n_results=4)
    context = hits["documents"][0]
    joined = " ".join(context)
    assert "3,200 kWh" in joined and "24.5p" in joined and "22.1p" in joined, context
    with fault():
        reply = answer(question, context, mock="Octo Fixed, because its standing charge is lower - about £930 a year.")
finish(question, expected="Green Flex: about £929.85 a year against £948.25 for Octo Fixed", actual=reply)
