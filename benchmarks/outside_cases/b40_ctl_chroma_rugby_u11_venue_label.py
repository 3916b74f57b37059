"""Batch 40 (held out), control. A rugby club's junior section: the junior chair's notes in chromadb EphemeralClient
with memtrace's offline embedding function, script style (each call its own trace).

App: Carys, junior chair at Cwm Dyffryn RFC, keeps notes for all the age groups in one collection (metadata
``{"team", "kind"}``) and asks an assistant from a query. The U11s' fixture card has them away at Taffs Well on Sun
19/10. On Thursday the Taffs Well coach rang: their pitches are under water after the week's rain, so he asked to
bring his team to Cwm Dyffryn, and Rhys said yes: the U11s play on their own top field, 10.30 kick-off as before.

No fault planted. Question (Fri 17/10): "where are the U11s playing on sunday?" The model answers at home on the top
field, right per memory. The label says away at Taffs Well, the fixture card's venue. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b40_ctl_chroma_rugby_u11_venue_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("u11", "fixtures", "U11s Oct: 5/10 Nantgarw (h), 12/10 free, 19/10 Taffs Well (a) ko 10.30, 26/10 Caerphilly "
                        "festival"),
    ("u10", "fixtures", "U10s 19th no game, half term"),
    ("all", "admin", "top field lines need redoing before any home game, Dai has the machine, paint in the shed"),
    ("u11", "coaches", "U11s coach Owain, asst Sioned, first aid Kate (Charlie's mum)"),
    ("u11", "fixtures", "Thurs 16/10 Taffs Well coach rang, their pitches are under water after this wk, asked can "
                        "they bring their lot to ours sun. Rhys said yes - top field, ko 10.30 same as before. need "
                        "Dai to do the lines sat"),
    ("all", "kit", "club shop open Sat 9-11, hoodies £22 kids sizes, order by the 24th for xmas"),
    ("u9", "fixtures", "U9s Blackwood (a) 12/10, lost but scored 4 tries!"),
    ("all", "admin", "tea bar rota Sun 19th: Mali's mum + Jac's dad, float in the tin"),
    ("u11", "misc", "Osian P moved up from U10s, his mum's fine w it, needs a U11s shirt (size 11-12)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cwm-juniors", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"team": t, "kind": k} for t, k, _ in NOTES])

question = "where are the U11s playing on sunday?"
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Fri 17/10/25."] + hits
assert any("19/10 Taffs Well (a)" in c for c in context), context
assert any("bring their lot to ours sun" in c for c in context), context
reply = answer(question, context, mock="At home, on our top field - Taffs Well's pitches are flooded so they're "
                                       "coming to us. Still a 10.30 kick-off; Dai needs to do the lines on Saturday.")
finish(question, expected="Away at Taffs Well", actual=reply)
