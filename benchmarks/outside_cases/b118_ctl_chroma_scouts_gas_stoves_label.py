"""Batch 118 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per note
and one for the question.

App: 1st Oakfield Scouts' leaders drop camp notes (kit, menus, the site's emails) into one chroma collection; the
helper answers whoever's packing from a query.

Memory: the kit list (16th may) has 2 double-burner gas stoves + 4 bottles, dixies and the big kettle; the warden at
Fell Foot emailed on 22.3. that there's no gas at all in the woodland field this year after last August's fire - he
was very clear - but there are fire pits by each pitch and logs at £6 a bag; Raj's menu note says they're cooking on
the fire all week with his dutch ovens. Question (Thu 23/7, Dan, packing the trailer): "do i need to pack the gas
stoves?" The assistant says no - no gas allowed in the woodland field, they're cooking on the fire pits. The label
says yes, the 2 double burners and 4 bottles - on the kit list in memory, but the site won't have them.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b118_ctl_chroma_scouts_gas_stoves_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("16th may", "Jo", "KIT LIST summer camp: 6 tents + poles, 2 double burner gas stoves + 4 bottles (the blue ones), "
                       "dixies x6, the big kettle, first aid box, dining shelter, axes + saws (leaders only)"),
    ("22.3.", "Skip", "email from the warden at Fell Foot - no gas AT ALL in the woodland field this yr after last "
                      "Aug's fire, he was v clear. there's fire pits by each pitch + they sell logs £6 a bag"),
    ("Tue 23rd June", "Raj", "menus - cooking on the fire all wk, I'm bringing my dutch ovens. sat chilli, sun roast "
                             "+ crumble. Maisie veggie, Harry no nuts"),
    ("2037-07-01T19:40", "Jo", "minibus booked - leaves the hut sat 25/7 8.30 sharp, back sun 2/8 about 4"),
    ("Weds 8 Jul", "Skip", "Dan + Mike loading the trailer fri 24th from half 6, pizza after on me"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("oakfield-camp", embedding_function=offline.chroma_embedding_function())
for i, (day, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"c{i:02d}"], documents=[text], metadatas=[{"day": day, "from": who}])

question = "do i need to pack the gas stoves?"
with turn_span("question Thu 23/7"):
    hits = notes.query(query_texts=["gas stoves cooking camp kit pack"], n_results=5)["documents"][0]
    context = ["Today is Thu 23 July 2037. You are talking to Dan, a young leader packing the camp trailer."] + hits
    assert any("2 double burner gas stoves + 4 bottles" in c for c in context), context
    assert any("no gas AT ALL in the woodland field" in c for c in context), context
    reply = answer(question, context, mock="No - Fell Foot don't allow gas in the woodland field this year, so "
                                           "leave the stoves and bottles. You're cooking on the fire pits.")
finish(question, expected="yes - the 2 double burners and 4 bottles", actual=reply)
