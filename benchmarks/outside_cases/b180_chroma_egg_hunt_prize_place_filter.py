"""Batch 180 (held out). A town's Easter egg hunt: chromadb collection, script style (each call its own trace); the
volunteers' helper only queries the hunt's own notes and misses the park ranger's note that moved the prize table.

App: Much Wenlock's Easter egg hunt is Easter Saturday, 28th March 2043, 10-12 on the Linden Field - a trail of clue
boards round the field, the kids fill in a clue sheet and swap it for a chocolate egg at the end. Helen (town council
events), Tash (the clues) and Gareth (the park ranger) post notes into one chroma collection with a ``team`` in the
metadata ("clues", "eggs", "park"); the helper that answers the volunteers queries with
``where={"team": {"$in": ["clues", "eggs"]}}`` so the ranger's grass-cutting and bin rotas stay out of the prompt.

Planted fault (RetrievalError, cut by the query's filter): Helen's note of 9/3 has the prize table at the bandstand -
clue sheets in, a choc egg out. Gareth's note of Mon 23rd (filed under "park") says the bandstand's getting its
railings painted that week and will be fenced off till after Easter, so he's told Helen the prize eggs can go out of
the old bowls pavilion instead; he'll unlock it at 9. The filtered query can't see it. Question (Fri 27/3, Jan, who's
on the prize table): "where are the kids swapping their clue sheets for the choc eggs tmrw? I'm on prizes w my sister"
-> expected the old bowls pavilion (the bandstand's fenced off for painting). The assistant says the bandstand.

Expected verdict: RetrievalError at chroma's query (the filtered query, wrapped in fault()): Gareth's note is in the
collection and the same query without the team filter ranks it in the top 3, but the filter kept it out of the
context the model saw. Asserted: the unfiltered top 3 has the note; the filtered hits do not and no context line
mentions the pavilion, the painting or the fencing; the 9/3 "prize table at the bandstand" note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b180_chroma_egg_hunt_prize_place_filter", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Mon 23rd Gareth (ranger) - bandstand's getting its railings painted this wk so it'll be fenced off till "
         "after Easter 🎨🚧 told Helen the prize eggs + clue sheets can go out of the old bowls pavilion instead, "
         "I'll unlock it at 9")
NOTES = [
    ("eggs", "9/3 Helen - egg hunt easter sat 28th march 🐣 10-12 on the Linden Field. kids get a clue sheet at the "
             "gate, swap it for a choc egg at the prize table at the bandstand when they've done the trail. 2 vols "
             "on prizes, 2 on the gate"),
    ("clues", "12/3 Tash - 8 clue boards going up fri afternoon, laminated, cable ties. answers spell out a word 🐰 "
              "don't tell the kids lol"),
    ("park", "2043-03-16T08:30 Gareth - grass cut weds 25th, bins emptied fri pm, toilets open 9-4 on the sat"),
    ("park", MOVED),
    ("eggs", "Tue 24th Helen - Co-op eggs collected 👍 in the council office fridge, boxes of 24, Jan + Sue on "
             "prizes, Mo + Kaz on the gate from half 9"),
    ("clues", "Weds 25 Mar Tash - clue 5's by the old oak, clue 8 on the gate to the bowling green, pencils in a tub "
              "at the gate"),
]
HUNT_ONLY = {"team": {"$in": ["clues", "eggs"]}}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wenlock-egg-hunt-2043", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"team": team} for team, _ in NOTES])

question = ("where are the kids swapping their clue sheets for the choc eggs tmrw? I'm on prizes w my sister")
wider = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where=HUNT_ONLY)
hits = found["documents"][0]
context = ["Today is Fri 27 March 2043. You are talking to Jan, a volunteer on the prize table at the Much Wenlock "
           "Easter egg hunt (Sat 28 March, 10-12, Linden Field)."] + hits
assert MOVED not in context and not any("pavilion" in c or "painted" in c or "fenced" in c for c in context), context
assert any("prize table at the bandstand" in c for c in context), context
reply = answer(question, context, mock="At the prize table by the bandstand - they hand in the clue sheet and get a "
                                       "choc egg.")
finish(question, expected="the old bowls pavilion - the bandstand's fenced off while its railings are painted",
       actual=reply)
