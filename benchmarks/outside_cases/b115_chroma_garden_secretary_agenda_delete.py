"""Batch 115 (held out). A community garden's committee notes: chromadb collection, a clear-out of old meeting
agendas, one root span per turn.

App: Hollybank Community Garden keeps its notes in one chroma collection, each tagged with a ``kind`` ("card" for the
standing info, "agenda" for meeting agendas, "note" for everything else) and the meeting date. Bernie, the site rep,
clears out agendas once their meeting has been and gone.

Planted fault (DeletionError): the AGM agenda of 14/3 has the outcome scribbled on it in the meeting: Derek stepping
down as secretary after 11 yrs (his hip), Marion Okoro voted in, and she does plot fees + the waiting list from now
on, fees to her by the end of April, cash or bank. Filed as an agenda, it goes in Bernie's clear-out of past agendas
(``collection.delete(where={"kind": "agenda"})``); the committee card still says "sec: Derek Hollis - plot fees,
waiting list". Question (Sat 18/4, a plot holder): "who do i give my plot fee to? it's due end of the month" ->
expected Marion Okoro, the new secretary. The assistant says Derek Hollis.

Expected verdict: DeletionError at chroma.delete (Bernie's clear-out, wrapped in fault()): the note that decides the
answer was in the collection and found before the clear-out, and the delete removed it while it was still needed.
Asserted: the AGM note is found before the delete and is gone from the collection and the context after it; the
committee card naming Derek is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b115_chroma_garden_secretary_agenda_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

AGM = ("AGM sat 14/3 2pm in the polytunnel - 1. accounts (Jan) 2. water rota 3. election of officers 4. AOB. "
       "[scribbled on in the mtg: Derek standing down as sec after 11 yrs, his hip. Marion Okoro voted in, does plot "
       "fees + the waiting list from now on - fees to HER by end of april, cash or bank. cake was lovely]")
DOCS = [
    ("card", "-", "COMMITTEE: chair Bernie Walsh (site rep, keys), sec: Derek Hollis - plot fees, waiting list, "
                  "07700 900412. treasurer Jan Price. plot fee £35 full / £20 half, due end of april"),
    ("agenda", "14/3", AGM),
    ("agenda", "22/3", "work party sun 22.3. 10ish - 1. compost bays 2. clear plot 12 (Gerald's old one) 3. fix the "
                       "gate latch. bring gloves + a flask"),
    ("note", "-", "water rota apr: wk1 Bernie, wk2 Sunita, wk3 the Dunns, wk4 Marion. tap off 7.30pm, hosepipes on "
                  "the reels NOT left across the path"),
    ("note", "-", "waiting list 1/3: Tom Briggs, Aisha R, Lena K, the Dunns' son. plot 12 going to the top of the "
                  "list once it's cleared"),
    ("agenda", "Weds 8 Apr", "committee Weds 8 Apr 7pm at Bernie's - shed break-in, insurance, open day date"),
    ("note", "-", "shed broken into again 2/4, strimmer + the good spade gone. crime ref 14/2279/37"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollybank", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"hb{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "meeting": m} for k, m, _ in DOCS])

words = "who to pay plot fee to secretary"
with turn_span("turn-1 Bernie clears old agendas (Fri 17/4)"):
    before = notes.query(query_texts=[words], n_results=7)["documents"][0]
    assert AGM in before, before
    assert len(notes.get(where={"kind": "agenda"})["ids"]) == 3
    with fault():
        notes.delete(where={"kind": "agenda"})

question = "who do i give my plot fee to? it's due end of the month"
with turn_span("turn-2 plot holder asks (Sat 18/4)"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
    context = ["Today is Sat 18 April 2037. You are talking to one of the plot holders."] + hits
    assert AGM not in stored and not any("Marion Okoro" in c or "standing down" in c for c in stored + context)
    assert any("sec: Derek Hollis" in c for c in context), context
    reply = answer(question, context, mock="Derek Hollis, the secretary - he does the plot fees (07700 900412). "
                                           "It's £35 for a full plot, £20 for a half.")
finish(question, expected="Marion Okoro - she took over as secretary from Derek at the AGM and does the fees now",
       actual=reply)
