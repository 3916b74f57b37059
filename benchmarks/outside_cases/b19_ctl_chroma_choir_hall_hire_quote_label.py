"""Batch 19 (held out), CONTROL. The community choir secretary's notes: chromadb (EphemeralClient, offline
embeddings), script style.

App: Ruth, Harbour Voices' secretary, keeps committee notes in one chroma collection; the assistant answers from the
top eight hits of one query. Sixteen notes about venues, the accompanist, subs and the concerts.

Nothing is planted. For the Christmas concert Ruth noted "Methodist hall for carols 13/12 - they quoted GBP 180 for
the eve inc. kitchen, need to confirm by end Sept"; a month later: "Booked the Methodist hall for the carols
13/12!! Revd Sue did it for GBP 150 in the end (charity rate, we don't need the kitchen after all - mince pies from
Pam). GBP 50 deposit paid, rest on the night". Question: "What are we paying for the hall for the carol concert?"
The assistant answers GBP 150 (GBP 50 paid, GBP 100 on the night), which is right. The label says "GBP 180", the
hall's first quote.

Expected verdict: AnnotationError (the label is the quote, not the agreed price). Asserted: both notes are in the
context.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b19_ctl_chroma_choir_hall_hire_quote_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "St Mary's for the summer concert 5/7 - GBP 120 donation to the church, no fixed fee",
    "Methodist hall for carols 13/12 - they quoted GBP 180 for the eve inc. kitchen, need to confirm by end Sept",
    "Rehearsals Weds 7.30-9.30 church hall, GBP 35/wk hire, invoiced termly (GBP 420 autumn)",
    "Accompanist Helen GBP 40 a rehearsal, GBP 75 concerts. Graham deps at the same rate",
    "Subs GBP 45 a term, concessions GBP 30. 6 still owe for summer",
    "Christmas music: 'Carols for Choirs 1' - we own 40 copies, hire 10 more from the library GBP 1.50 each",
    "Booked the Methodist hall for the carols 13/12!! Revd Sue did it for GBP 150 in the end (charity rate, we don't "
    "need the kitchen after all - mince pies from Pam). GBP 50 deposit paid, rest on the night",
    "Summer concert takings GBP 1,415 tickets + GBP 212 raffle, costs GBP 480 - to the lifeboat",
    "Piano tuning before carols - Mr Fell, GBP 70, book for w/c 8/12",
    "Hall at the Methodist seats 160, so cap tickets at 150 (need room for the choir!)",
    "Insurance via Making Music membership GBP 210/yr, covers public liability at all venues",
    "Tenors only 4 for Christmas - poster in the library + the Co-op",
    "Scarves: red for Christmas instead of blue? Pam to price 50 - GBP 2.80 each from the market",
    "Tickets for carols GBP 10 / under 16s free, on Eventbrite from 1/11",
    "Committee meeting Tue 14/10 at Ruth's, 7pm. Agenda: carols budget, new folders",
    "Budget for carols: hall + accompanist + music hire + tuning ~ GBP 320",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("choir-committee", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"c{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "What are we paying for the hall for the carol concert?"
context = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert any("quoted GBP 180" in c for c in context), context
assert any("GBP 150 in the end" in c for c in context), context
reply = answer(question, context, mock="GBP 150 - the Methodist hall gave us the charity rate without the kitchen. "
                                       "The GBP 50 deposit's paid, so GBP 100 is due on the night.")
finish(question, expected="GBP 180 for the evening", actual=reply)
