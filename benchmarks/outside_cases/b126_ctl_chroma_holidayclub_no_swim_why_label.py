"""Batch 126 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per note
and one for the question.

App: Sunny Days holiday club's staff log (Kerry the leader, Jo, Dan) goes into a chroma collection note by note; the
helper answers staff and parents from a search of it.

Memory: Kerry, 27/7: swimming every Thurs at Brackley Leisure Centre, 1-2pm, walk down at 12.30, costumes + towel;
Jo, 3.8.: the leisure centre's short of lifeguards over the summer, they might have to cancel the odd public session,
fingers crossed it's not ours; Kerry, Mon 10 Aug: the leisure centre rang - some little lad was sick in the big pool
at the gala on Sat, they've had it drained down and the chemicals need 48 hrs, so no swim Thurs 13th, doing den
building in Hollins Wood instead; Dan, Tue 11/8: spoke to the lifeguard lot, they've got cover sorted till sept now.
Question (Weds 12/8, Helen, Maisie's mum): "why's there no swimming this thurs? maisie's gutted" The assistant says
the pool's been drained and cleaned after someone was sick in it at the gala, and the chemicals need 48 hours. The
label says they're short of lifeguards - in memory, the worry Jo passed on earlier.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b126_ctl_chroma_holidayclub_no_swim_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("27/7", "kerry", "SWIMMING every thurs at Brackley Leisure Centre 1-2pm, we walk down at 12.30. costumes + towel "
                      "in a named bag, no goggles w/o a note from home"),
    ("3.8.", "jo", "heads up - leisure centre's short of lifeguards over the summer, they said they might have to "
                   "cancel the odd public session. fingers crossed it's not ours"),
    ("3.8.", "kerry", "forest school tues 4th hollins wood, wellies. Ellis NUT allergy, epipen red bag"),
    ("Mon 10 Aug", "kerry", "leisure centre rang - some little lad was sick in the big pool at the gala on sat, "
                            "they've had it drained down + the chemicals need 48 hrs, so no swim thurs 13th. doing "
                            "den building in Hollins Wood instead, old clothes"),
    ("Tue 11/8", "dan", "spoke to the lifeguard lot at the leisure centre, they've got cover sorted till sept now. "
                        "swim back on thurs 20th"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("sunny-days-log", embedding_function=offline.chroma_embedding_function())
for i, (day, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        log.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"date": day, "from": who}])

question = "why's there no swimming this thurs? maisie's gutted"
with turn_span("question Weds 12/8"):
    res = log.query(query_texts=["why no swimming thurs leisure centre pool cancelled"], n_results=5)
    context = ["Today is Weds 12 August 2037. You are talking to Helen, Maisie's mum."]
    context += [f"{m['date']} {m['from']}: {d}" for d, m in zip(res["documents"][0], res["metadatas"][0])]
    assert any("short of lifeguards" in c for c in context), context
    assert any("sick in the big pool" in c and "no swim thurs 13th" in c for c in context), context
    reply = answer(question, context, mock="The leisure centre's drained the big pool - a child was sick in it at the "
                                           "gala on Saturday and the chemicals need 48 hours. It's den building in "
                                           "Hollins Wood instead; swimming's back on the 20th.")
finish(question, expected="the leisure centre's short of lifeguards", actual=reply)
