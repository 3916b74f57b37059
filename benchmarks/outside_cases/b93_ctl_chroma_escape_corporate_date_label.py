"""Batch 93 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, script style.

App: Locked In Luton keeps enquiries, bookings and hosts' notes in one chroma collection; the hosts' helper
answers from a query.

Memory: Hargreaves Solicitors' enquiry (Mon 3/11) asks for Fri 14/11 at 6pm, two teams of five, Asylum and Heist;
Dom's note of 5/11 says he rang them back - Friday at 6 has gone (the Vauxhall Christmas do took all three rooms),
Sat 15th at 11 suits them anyway as half of them live out Dunstable way, booked and invoice sent. Question (Mon
10/11, Kyle): "when are the hargreaves solicitors lot actually in? need to do the rota" The assistant says Saturday
15th at 11am. The label says Friday the 14th at 6.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b93_ctl_chroma_escape_corporate_date_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("enquiry", "web enquiry mon 3/11 - Hargreaves Solicitors (Ruth, office mgr) - xmas team thing, 2 teams of 5, "
                "want Asylum + Heist head to head, fri 14/11 6pm if poss. invoice to the firm"),
    ("booking", "VAUXHALL xmas do fri 14/11 - ALL 3 rooms 5.30 + 6.45, 32 ppl, buffet from Greggs (they're "
                "bringing it)"),
    ("note", "Dom 5/11: rang Ruth at Hargreaves back. fri at 6's gone (the vauxhall lot), she says sat 15th 11am "
             "suits them better anyway, half the office live out Dunstable way. booked, invoice sent"),
    ("note", "Heist - laser grid reset switch is behind the fake safe now not under the desk"),
    ("booking", "sat 15/11 2pm Pharaoh's - Singh family, 6, paid"),
    ("note", "Tasha off sat 15th (her nan's 90th). Kyle + Dom on"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("locked-in-luton", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"e{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "when are the hargreaves solicitors lot actually in? need to do the rota"
hits = notes.query(query_texts=["Hargreaves Solicitors booking date time teams"], n_results=5)["documents"][0]
context = ["Today is Mon 10 November 2036. You are talking to Kyle, a game host."] + hits
assert any("fri 14/11 6pm if poss" in c for c in context), context
assert any("sat 15th 11am suits them" in c for c in context), context
reply = answer(question, context, mock="Saturday 15th at 11am - two teams of five in Asylum and Heist. Friday "
                                       "evening was taken by the Vauxhall party.")
finish(question, expected="Friday the 14th at 6", actual=reply)
