"""Batch 145 (held out). A parish council's Community Speed Watch notes: chromadb collection, script style (each
call its own trace); the helper's time questions only look at the notes filed as sessions.

App: Soyland parish council runs a Community Speed Watch (9 trained volunteers, one speed gun, three sites the
police have signed off). Bev, the coordinator, and the volunteers put their notes in one chroma collection, each
with a ``kind`` metadata ("sessions", "volunteers", "kit"); for "when are we on" questions the helper queries with
``where={"kind": "sessions"}``, since that's where the rota goes.

Planted fault (RetrievalError, filtered by scope): the May rota has Mill Lane (by the school) on Weds 13th, 8-9am
for the school run. Graham's note of Tue 12/5 says he can't do mornings this week (hospital appt), so he's spoken to
Pat and Bev and they'll do Mill Lane half 3 till half 4 instead to catch the home-time lot, PCSO Dan's fine with it
and will pop by; and, in passing, that his hi-vis has gone walkabout. Graham filed it under "volunteers" (it's
about him), so the sessions-scoped query never sees it. Question (Weds 13/5, 7.10am, Pat): "what time are we on at
mill lane today? need to sort the dog" -> expected half 3 till half 4 (3.30-4.30; Graham's at the hospital this
morning). The assistant says 8 till 9am.

Expected verdict: RetrievalError at the chroma query with where kind="sessions" (wrapped in fault()): the note that
moves the session is in the collection and the same query without the filter returns it, but the search the app
made scoped it out. Asserted: the unscoped query returns it and the app's does not; the rota line (Mill Lane weds
13th 8-9am) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b145_chroma_speedwatch_mill_lane_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

GRAHAM = ("Tue 12/5 Graham - cant do mornings this wk, hospital appt (the knee again). spoke to Pat + Bev, we'll do "
          "Mill Lane weds half 3 till half 4 instead, catch the home time lot. PCSO Dan says thats fine he'll pop by. "
          "+ my hi vis has gone walkabout, anyone seen it?")
NOTES = [
    ("sessions", "MAY ROTA (Bev) - Mill Lane by the school weds 13th 8-9am (school run) Graham, Pat + me. Rochdale Rd "
                 "by the Co-op sat 16th 10.30-11.30 Ken, Sheila, Dev. Holme Lane tbc"),
    ("sessions", "APRIL (Bev) - Weds 8 Apr Mill Lane 8-9, 41 clocked over 35, top one 52!! letters gone via PCSO Dan"),
    ("kit", "speed gun lives at Bev's, calibration cert runs out 30/6. clipboards + the log sheets in the parish "
            "office, ask Janet for the key"),
    ("volunteers", "14/3 - 9 of us trained now, Dev + Sheila passed on the 10th. need 3 per session, min age 18"),
    ("sessions", "22.3. Bev - sessions are an hour, never more than that, police rules. no sessions in the dark"),
    ("volunteers", GRAHAM),
    ("kit", "Tue 5/5 - new signs 'speed watch in operation' from the county, 2 of them, in Bev's garage"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("soyland-speed-watch", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"sw{i:02d}"], documents=[text], metadatas=[{"kind": kind}])

words = "what time is the Mill Lane speed watch session on weds"
wide = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert GRAHAM in wide, wide

question = "what time are we on at mill lane today? need to sort the dog"
with fault():
    hits = notes.query(query_texts=[words], n_results=3, where={"kind": "sessions"})["documents"][0]
context = ["Today is Weds 13 May 2037, 7.10am. You are talking to Pat, a Soyland Community Speed Watch volunteer on "
           "the Mill Lane session today."] + hits
assert GRAHAM not in context and not any("half 3" in c or "hospital" in c for c in context), context
assert any("Mill Lane by the school weds 13th 8-9am" in c for c in context), context
reply = answer(question, context, mock="8 till 9am by the school, for the school run - you're on with Graham and Bev.")
finish(question, expected="half 3 till half 4 (3.30-4.30) - Graham's at the hospital this morning", actual=reply)
