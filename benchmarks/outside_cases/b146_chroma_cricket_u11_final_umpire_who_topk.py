"""Batch 146 (held out). A junior cricket festival's organisers' notes: chromadb collection, one root span per note
and one for the question; the helper's query keeps only its top 3 hits.

App: Triangle CC's junior festival (Sat 20th June: under 9s softball on the outfield, under 11s pairs cricket on
pitches 2 and 3 with a final on the square, under 13s round robin, teas in the pavilion). Pauline, the club's junior
organiser, and the age-group managers drop their notes into one chroma collection; the helper answers with
``collection.query(query_texts=[question], n_results=3)`` - three notes was thought plenty.

Planted fault (RetrievalError, cut off by top-k): Gary's u11 plan has the club umpire Geoff standing in the u11
final (2.30pm on the square), with parents umpiring the group games. Pauline's note of 2037-06-16T18:20 says
Geoff's rung - he's done his hamstring at bowls, out for a month - and Ray from Sowerby St Peter's (level 2) will
umpire the under 11s final instead, with the club's Ed at the other end; and, in passing, that the programmes are
printing on Wednesday. For the question the collection ranks that note fourth (behind the u11 plan, Gary's group
game umpires and the teas note), so n_results=3 leaves it out. Question (Thu 18/6, Gary, the u11 manager): "who's
umpiring the u11 final sat? want to introduce the kids before" -> expected Ray from Sowerby St Peter's (Geoff's
done his hamstring), with Ed at the other end. The assistant says Geoff, the club umpire.

Expected verdict: RetrievalError at the chroma query with n_results=3 (wrapped in fault()): Pauline's note is in
the collection and the same query with n_results=5 returns it, but the search the app made cut it off. Asserted:
the wider query returns it and the app's does not; the u11 plan (Geoff for the final) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b146_chroma_cricket_u11_final_umpire_who_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COVER = ("Pauline 2037-06-16T18:20 - Geoff's rung, done his hamstring at bowls, out for a month!! Ray from Sowerby "
         "St Peter's (level 2) says he'll umpire the under 11s final instead, our Ed at the other end. programmes "
         "printing weds, 150 copies")
NOTES = [
    ("u11", "U11 FESTIVAL (Gary mgr) - 6 teams, 2 groups of 3, 8 a side pairs cricket on pitch 2 + 3. final 2.30pm "
            "on pitch 1, the square. umpires - club umpire Geoff for the final, parents umpire the group games"),
    ("u13", "U13 (Mick) - 4 teams round robin, 20 overs, pitch 1 in the morning, final 3.30 pitch 1. Mick's lad + Ed "
            "umpiring the group games"),
    ("all", "teas - Lorraine + the mums, sandwiches + cakes 50p, squash free for players. urn in the pavilion, "
            "Lorraine wants the umpires fed 1st"),
    ("u11", "16th may Gary - kit bags back from the Spen Vic game, 2 helmets missing, ask Dom's mum. new stumps for "
            "pitch 3"),
    ("all", COVER),
    ("u11", "Tue 9/6 Gary - u11 group games umpires: Dom's dad + Isla's mum on pitch 2, Harvey's grandad pitch 3. "
            "umpiring course thurs 7pm if anyone fancies it"),
    ("u9", "U9 (Sam) - softball, 4 a side, on the outfield by the nets 10-12, no umpires needed, coaches call it"),
    ("all", "Sun 14th Pauline - 2 new umpire coats from the ECB grant, white, in the scorebox. scorers Bev + Alan"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("triangle-cc-junior-festival",
                                        embedding_function=offline.chroma_embedding_function())
for i, (group, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"age_group": group}])

question = "who's umpiring the u11 final sat? want to introduce the kids before"
wide = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert COVER in wide, wide

with turn_span("question Thu 18/6"):
    with fault():
        hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
    context = ["Today is Thu 18 June 2037. You are talking to Gary, who manages Triangle CC's under 11s at the "
               "junior festival on Sat 20 June."] + hits
    assert COVER not in context and not any("Ray" in c or "hamstring" in c for c in context), context
    assert any("club umpire Geoff for the final" in c for c in context), context
    reply = answer(question, context, mock="Geoff, the club umpire - he's doing the u11 final at 2.30 on the square.")
finish(question, expected="Ray from Sowerby St Peter's (Geoff's done his hamstring), with Ed at the other end",
       actual=reply)
