"""Batch 102 (held out). A wedding florist's order board: chromadb collection, the van helper's query scoped to
order sheets, script style (each call its own trace).

App: Petal & Stem (Baldock) keep everything in one chroma collection: order sheets (kind "order", written by Nisha
when a couple books), couples' emails and calls logged by Nisha ("client-email") and supplier notes ("supplier").
Tom, who drives the van and does the heavy set-ups, asks a helper that answers "when/where" from the order sheets
only (``where={"kind": "order"}``).

Planted fault (RetrievalError, filtered by scope): Nisha logged an email from Ellie Henderson on 2/6: Hexton Manor
have a 40th birthday party in the barn on the Friday night, so no one can get in to dress it; Sam, their events
girl, says florists from 7am on the Saturday; ceremony still 1pm. It is kind "client-email", so the scoped query
leaves it out. The order sheet says set up Fri 19/6 from 4pm. Question (Mon 15/6, Tom): "when are we setting up at
hexton for the hendersons? need to book the van out" -> expected the Saturday morning from 7. The assistant says
Friday from 4pm.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the email; the scoped one leaves it out, and the order's Friday line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b102_chroma_florist_setup_day_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("email from Ellie Henderson 2/6 - Hexton have told her theres a 40th bday do in the barn on the fri night "
         "so nobody can get in to dress it. Sam (their events girl) says florists from 7am sat. ceremony still 1pm. "
         "ellie v apologetic, told her no problem - N")
DOCS = [
    ("order", "HENDERSON / OKAFOR - sat 20/6 Hexton Manor. ceremony 1pm walled garden, arch (white hydrangea, "
              "eucalyptus, cream roses), 10 tables, bride bouquet + 3 maids. SET UP fri 19/6 from 4pm, venue gives "
              "us the barn keys. van + Tom"),
    ("order", "PATEL - 27/6 Knebworth Barns, 14 table jars + hanging installation over top table, set up on the "
              "day 8am"),
    ("client-email", EMAIL),
    ("supplier", "Dutch van thurs 18/6: white hydrangea x40, eucalyptus cinerea 10 bunches, cream avalanche x150"),
    ("client-email", "Patel bride wants 2 more jars for the cake table, fine, +£70, invoice updated"),
    ("order", "ALDRIDGE funeral 16/6 - letters MUM in white chrysanths, family collecting 10am"),
    ("supplier", "cold room thermostat playing up again, engineer coming mon 15/6 am"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("petal-stem-orders", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "when are we setting up at hexton for the hendersons? need to book the van out"
words = "Henderson Hexton Manor set up day time barn"  # the helper's search words
wide = board.query(query_texts=[words], n_results=7)["documents"][0]
assert EMAIL in wide, wide

with fault():
    found = board.query(query_texts=[words], n_results=7, where={"kind": "order"})
hits = found["documents"][0]
context = ["Today is Mon 15 June 2037. You are talking to Tom, who drives the van and does set-ups."] + hits
assert EMAIL not in context and not any("7am sat" in c or "40th" in c for c in context), context
assert any("SET UP fri 19/6 from 4pm" in c for c in context), context
reply = answer(question, context, mock="Friday 19th from 4pm - Hexton are leaving the barn keys for us, so book "
                                       "the van for Friday afternoon.")
finish(question, expected="Saturday morning, from 7 - there's a party in the barn the night before", actual=reply)
